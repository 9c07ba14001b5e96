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
}
