package owlbench.owl.semeai;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.WormFacts;
import owlbench.reading.ReadCodes;

/**
 * Worm facts from liberties alone, for the eye spaces the race reader evaluates inside its search
 * (tactical reading of every string at a race node would cost more than the race): a string in
 * atari can be captured and is defended if it can capture a neighbour in atari or extend to two
 * liberties; a move is safe unless the stone is left in atari and captures nothing.
 */
final class LibertyWormFacts implements WormFacts {
    private final Board b;
    private final int[] lib = new int[1];
    private final int[] adj;

    LibertyWormFacts(Board b) {
        this.b = b;
        this.adj = new int[b.boardArraySize()];
    }

    @Override
    public int attackCode(int str) {
        return b.countlib(str) == 1 ? ReadCodes.WIN : ReadCodes.FAIL;
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
        int color = b.color(str);
        int n = b.adjacentStringsWithLiberties(str, 1, adj);
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
        if (!StoneColor.isStone(color) || b.color(pos) != StoneColor.EMPTY || !b.isLegal(pos, color)) return ReadCodes.FAIL;
        return b.accuratelib(pos, color, 2, null) >= 2 || b.doesCapture(pos, color) ? ReadCodes.WIN : ReadCodes.FAIL;
    }
}
