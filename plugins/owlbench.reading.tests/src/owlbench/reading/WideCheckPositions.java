package owlbench.reading;

import java.io.File;

import org.junit.Assume;

import owlbench.board.Board;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfReader;

/** Positions of the wide check (GNU Go's regression games in ../shared), as "loadsgf FILE MOVE" loads them. */
final class WideCheckPositions {
    private WideCheckPositions() {
    }

    static File games() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File games = new File(shared, "gnugo-3.8/regression/games");
        Assume.assumeTrue("../shared/gnugo-3.8/regression/games is absent: skipping the wide-check positions",
                games.isDirectory());
        return games;
    }

    /** The position before move number {@code move} of a game under the games directory. */
    static Board load(String game, int move) throws Exception {
        File f = new File(games(), game);
        Board b = GameReplay.load(SgfReader.read(f.toPath()).games().get(0), Integer.toString(move)).board();
        b.setSuicideAllowed(false);
        b.setPositionalSuperko(false);
        return b;
    }

    /**
     * Asks owlbench's readers a question of the wide check ("attack S", "defend S", "connect S T"
     * or "disconnect S T", strings named by a stone) on a fresh reader: "win" if the attack,
     * defence, connection or cut succeeds (with or without a ko), else "0".
     */
    static String ask(Board b, String question) {
        Reader r = new Reader(b);
        String[] w = question.split(" ");
        int s1 = Diagrams.v(b, w[1]);
        int code;
        switch (w[0]) {
            case "attack": code = r.attack(s1); break;
            case "defend": code = r.findDefense(s1); break;
            case "connect": code = new ConnectionReader(r).connect(s1, Diagrams.v(b, w[2])); break;
            case "disconnect": code = new ConnectionReader(r).disconnect(s1, Diagrams.v(b, w[2])); break;
            default: throw new IllegalArgumentException(question);
        }
        return code == ReadCodes.FAIL ? "0" : "win";
    }
}
