package owlbench.owl;

import owlbench.board.Board;
import owlbench.board.MoveLegality;
import owlbench.board.StoneColor;
import owlbench.owl.optics.WormFacts;
import owlbench.reading.ReadCodes;

/**
 * Worm facts from liberties alone, for the eye analysis at every owl node, where tactical reading
 * of every string on the board would cost more than the node itself: a string in atari can be
 * captured, and defended when its liberty gives it room (two liberties or more after extending) or
 * it can capture a neighbour in atari; a move is safe unless the stone played is left in atari.
 * Bound to one board and read at its current position. The eye analysis at every owl node and the
 * semeai reader's eye spaces inside its search (CaptureLife) both use it.
 */
public final class QuickWormFacts implements WormFacts {
    private final Board b;
    private final int[] lib = new int[1];
    private final int[] adj;
    private final int[] taken = new int[4];

    /** Whether a move barred by the ko ban alone is a ko (OwlParams.bannedKoDiagonals) rather than no move. */
    private final boolean bannedKos;

    /** Facts of the strings on {@code b}, read at its position when asked. */
    public QuickWormFacts(Board b) {
        this(b, false);
    }

    /**
     * With bannedKos, {@link #safeMoveCode} answers KO_B for a ko capture the ko ban alone bars
     * (OwlParams.bannedKoDiagonals): the ban lasts one move, the capture comes after a threat.
     */
    public QuickWormFacts(Board b, boolean bannedKos) {
        this.b = b;
        this.adj = new int[b.boardArraySize()];
        this.bannedKos = bannedKos;
    }

    @Override
    public int attackCode(int str) {
        if (b.countlib(str) != 1) return ReadCodes.FAIL;
        if (b.stringSize(str) != 1) return ReadCodes.WIN;
        // a lone stone taken by a stone left with one liberty is a ko (the half eyes of
        // doc/eyes.texi's "Eye Topology with Ko" hang on it): the capture comes back at once
        b.findlib(str, 1, lib);
        int l = lib[0];
        int opp = StoneColor.other(b.color(str));
        if (!b.isLegal(l, opp)) return ReadCodes.KO_B; // the ko point: taken only after a threat
        int n = b.capturedStringsBy(l, opp, taken);
        for (int i = 0; i < n; i++) {
            if (taken[i] != b.origin(str)) return ReadCodes.WIN;
        }
        return b.accuratelib(l, opp, 2, null) == 1 ? ReadCodes.KO_A : ReadCodes.WIN;
    }

    @Override
    public int defenseCode(int str) {
        if (b.countlib(str) > 1) return ReadCodes.WIN;
        return defensePoint(str) != Board.PASS ? ReadCodes.WIN : ReadCodes.FAIL;
    }

    @Override
    public int attackPoint(int str) {
        if (b.countlib(str) != 1) return Board.PASS;
        b.findlib(str, 1, lib);
        return lib[0];
    }

    @Override
    public int defensePoint(int str) {
        if (b.countlib(str) != 1) return Board.PASS;
        int n = b.adjacentStringsWithLiberties(str, 1, adj);
        int color = b.color(str);
        for (int i = 0; i < n; i++) {
            b.findlib(adj[i], 1, lib);
            if (b.isLegal(lib[0], color)) return lib[0];
        }
        b.findlib(str, 1, lib);
        int l = lib[0];
        return b.isLegal(l, color) && b.accuratelib(l, color, 2, null) >= 2 ? l : Board.PASS;
    }

    @Override
    public int safeMoveCode(int pos, int color) {
        if (bannedKos && StoneColor.isStone(color) && b.legalityOf(pos, color) == MoveLegality.KO) return ReadCodes.KO_B;
        if (!StoneColor.isStone(color) || b.color(pos) != StoneColor.EMPTY || !b.isLegal(pos, color)) return ReadCodes.FAIL;
        return b.accuratelib(pos, color, 2, null) >= 2 || b.doesCapture(pos, color) ? ReadCodes.WIN : ReadCodes.FAIL;
    }
}
