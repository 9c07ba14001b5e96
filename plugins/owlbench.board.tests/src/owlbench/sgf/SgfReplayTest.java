package owlbench.sgf;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;
import java.util.ArrayList;
import java.util.List;

import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/**
 * The one replay of SGF nodes: strict (loadsgf, GameReplay) and lenient (the workbench's path to any
 * node) follow the same rules and differ only in what a broken node costs.
 */
public class SgfReplayTest {

    private static SgfNode root(String sgf) throws SgfException {
        return SgfReader.read(sgf, "replay.sgf").games().get(0);
    }

    private static int pt(String v) {
        return Vertex.parse(v, 9);
    }

    /** The lenient replay of every node from the root down to the end of the main line. */
    private static SgfReplay lenientToEnd(SgfNode root) {
        SgfReplay r = SgfReplay.lenient(root);
        for (SgfNode n = root; n != null; n = n.mainChild()) {
            r.applyLeniently(n);
        }
        return r;
    }

    @Test
    public void lenientSkipsAMoveOnAnOccupiedPointAndSaysSo() throws SgfException {
        SgfNode root = root("(;SZ[9];B[ee];W[ee];B[dd])");
        SgfReplay r = lenientToEnd(root);
        assertEquals("the skipped move still counts", 3, r.moves());
        assertEquals(StoneColor.BLACK, r.board().color(pt("E5")));
        assertEquals(StoneColor.BLACK, r.board().color(pt("D6")));
        assertEquals(StoneColor.WHITE, r.toMove());
        assertEquals("move 2 (white E5, W[ee]) is on an occupied point; skipped", r.problem());
        try {
            GameReplay.atEnd(root);
            fail("strict replay throws");
        } catch (SgfException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("move 2 (white E5, W[ee]) is on an occupied point"));
        }
    }

    @Test
    public void lenientSkipsABadSetupValueButKeepsTheOthers() throws SgfException {
        SgfNode root = root("(;SZ[9]AB[cc][dd];W[ee])");
        root.set("AB", "zz");
        root.add("AB", "dd");
        SgfReplay r = lenientToEnd(root);
        assertEquals(StoneColor.BLACK, r.board().color(pt("D6")));
        assertTrue(r.problem(), r.problem().startsWith("AB[zz]: "));
        assertEquals("the move after it is played", StoneColor.WHITE, r.board().color(pt("E5")));
        assertEquals(pt("E5"), r.lastMove());
    }

    @Test
    public void handicapStonesComeBeforeWhitesFirstMoveInBothReplays() throws SgfException {
        SgfNode root = root("(;SZ[9]HA[2];W[ee])");
        SgfReplay r = lenientToEnd(root);
        Board strict = GameReplay.atEnd(root).board();
        for (int p : GameReplay.fixedHandicapPoints(r.board(), 2)) {
            assertEquals(StoneColor.BLACK, r.board().color(p));
        }
        assertEquals(strict.hash(), r.board().hash());
        assertNull(r.problem());
    }

    @Test
    public void aBadHandicapIsAnErrorOrIgnored() throws SgfException {
        SgfNode root = root("(;SZ[9]HA[two];W[ee])");
        try {
            GameReplay.atEnd(root);
            fail("HA[two]");
        } catch (SgfException e) {
            assertEquals(1, e.getLine());
            assertTrue(e.getMessage(), e.getMessage().contains("HA must be a whole number, found 'two'"));
        }
        SgfReplay r = lenientToEnd(root);
        assertEquals("no handicap stones, white's move played", 1, r.board().moveHistory().size());
        assertTrue(r.problem(), r.problem().contains("HA must be a whole number"));
    }

    @Test
    public void propertiesApplyInTheirOrderAndPlSetsTheColourToMove() throws SgfException {
        SgfReplay r = lenientToEnd(root("(;SZ[9]AB[cc]PL[W];AE[cc]AW[dd])"));
        assertEquals(StoneColor.EMPTY, r.board().color(pt("C7")));
        assertEquals(StoneColor.WHITE, r.board().color(pt("D6")));
        assertEquals(StoneColor.WHITE, r.toMove());
        assertEquals("no move in the last node", Board.PASS, r.lastMove());
    }

    @Test
    public void stopsBeforeTheMoveItIsAskedTo() throws SgfException {
        SgfNode root = root("(;SZ[9];B[ee];W[dd];B[cc])");
        SgfReplay r = SgfReplay.strict(root);
        List<Boolean> applied = new ArrayList<>();
        for (SgfNode n = root; n != null; n = n.mainChild()) {
            boolean all = r.apply(n, (point, number) -> point == pt("D6"));
            applied.add(all);
            if (!all) break;
        }
        assertEquals(List.of(true, true, false), applied);
        assertEquals(1, r.moves());
        assertEquals(StoneColor.WHITE, r.toMove());
    }

    /** Wide check: the two replays give the same positions on GNU Go's regression games. */
    @Test
    public void lenientAndStrictAgreeOnTheRegressionGames() throws Exception {
        File games = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games");
        Assume.assumeTrue("no " + games + ": skipping the check on GNU Go's games", games.isDirectory());
        File[] files = games.listFiles((d, n) -> n.endsWith(".sgf"));
        java.util.Arrays.sort(files);
        int compared = 0;
        for (File f : files) {
            SgfNode root;
            GamePosition strict;
            try {
                root = SgfReader.read(f.toPath()).games().get(0);
                strict = GameReplay.atEnd(root);
            } catch (SgfException e) {
                continue; // a file loadsgf refuses is not compared
            }
            SgfReplay lenient = lenientToEnd(root);
            assertNull(f.getName(), lenient.problem());
            assertEquals(f.getName(), strict.board().hash(), lenient.board().hash());
            assertEquals(f.getName(), strict.toMove(), lenient.toMove());
            assertEquals(f.getName(), strict.movesPlayed(), lenient.moves());
            compared++;
        }
        assertTrue("compared " + compared, compared > 400);
    }
}
