package owlbench.engine;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.File;

import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.Reader;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfReader;
import owlbench.tactics.Worms;

/**
 * The path by which the connection reader's second look at a cutting stone's ataris
 * (ConnectionReader.setCaptureOrAtari) moved one racing dragon's owl status on each
 * SemeaiAgreement seed (docs/benchmarks.md, "The second look's racing dragons"): conn.db's
 * disconnect_helper constraints in amalgamation. With it the dragons below join as gnugo's do;
 * without it (as before the fourteenth session) the stones stayed apart. Reads GNU Go's
 * regression games in ../shared (skipped where absent).
 */
public class SecondLookAmalgamationTest {

    private static Dragons dragons(String game, int move) throws Exception {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File f = new File(shared, "gnugo-3.8/regression/games/" + game);
        Assume.assumeTrue("../shared's regression games are absent: skipping " + game, f.isFile());
        Board b = GameReplay.load(SgfReader.read(f.toPath()).games().get(0), Integer.toString(move)).board();
        AnalysisDatabases db = AnalysisDatabases.standard();
        Reader r = new Reader(b);
        return Dragons.compute(r, Worms.compute(r), db.connections(), db.eyeShapes());
    }

    private static boolean same(Dragons d, String a, String c) {
        return d.sameDragon(Vertex.parse(a, 19), Vertex.parse(c, 19));
    }

    /**
     * Seed 1, incident74 before move 138: M8 joins the 27-stone white dragon through CC503 (M8 +
     * M6), as in gnugo's 28-stone dragon; that dragon then appears safe before owl ("unchecked"
     * where gnugo's owl reads it alive; both call it alive).
     */
    @Test
    public void incident74JoinsTheOnePointJump() throws Exception {
        Dragons d = dragons("incident74.sgf", 138);
        assertTrue("M8 and M6 one dragon", same(d, "M8", "M6"));
    }

    /**
     * Held-out seed 2, ab1_fuseki before move 103: K10, M9, M7 and K6 one dragon (CC503 M9 + M7,
     * CC507 M9 + K10), all of them in gnugo's 15-stone dragon. gnugo joins H5's stones too
     * (its disconnect K6 H5: 0); owlbench's connection reader cuts there (1 J5), so its owl reads
     * the four stones alone and finds them critical (gnugo: unchecked, alive).
     */
    @Test
    public void ab1FusekiJoinsTheJumpAndTheKnightsMove() throws Exception {
        Dragons d = dragons("ab1_fuseki.sgf", 103);
        assertTrue("M9 and M7", same(d, "M9", "M7"));
        assertTrue("M9 and K10", same(d, "M9", "K10"));
        assertTrue("M7 and K6", same(d, "M7", "K6"));
        assertFalse("K6 and H5 apart (gnugo joins them: the open disagreement)", same(d, "K6", "H5"));
    }
}
