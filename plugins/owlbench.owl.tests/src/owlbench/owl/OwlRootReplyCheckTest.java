package owlbench.owl;

import static org.junit.Assert.assertEquals;

import java.io.File;

import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.SearchResult;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfReader;

/**
 * OwlParams.checkRootReply: the first winning defence at the root read again from the attacker's
 * reply with a root's width, on owl.tst 79's position (GNU Go's incident291.sgf from ../shared,
 * skipped where absent).
 */
public class OwlRootReplyCheckTest {
    /**
     * Without the check owlbench answers L5, which the attacker refutes with J6 when it reads from
     * the position after L5 (inside the search the branch depth leaves J6's lines one move wide);
     * with it L5 gives way to L6, the suite's and gnugo's answer.
     */
    @Test
    public void aDefenceRefutedByTheWiderReplyGivesWayToTheNextCandidate() throws Exception {
        File game = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games/incident291.sgf");
        Assume.assumeTrue("../shared/gnugo-3.8/regression/games/incident291.sgf is absent: skipping the root-reply check", game.isFile());
        // without OD103 (nineteenth session), which proposes L6 ahead of L5 at the root (then L6
        // with the check off too): the check is read where L5 comes first, as it was written for
        OwlDatabases db = OwlProblems.ownDatabasesWithoutDefences("OD103");
        assertEquals("L5", defence(game, db, false));
        assertEquals("L6", defence(game, db, true));
    }

    /** owl_defend of the K4 dragon (its stones as owlbench's dragon_stones K4 gives them) with or without the check. */
    private static String defence(File game, OwlDatabases db, boolean check) throws Exception {
        Board b = GameReplay.atMove(SgfReader.read(game.toPath()).games().get(0), 86).board();
        int k4 = Vertex.parse("K4", b.size());
        assertEquals(StoneColor.BLACK, b.color(k4));
        OwlParams params = new OwlParams();
        params.checkRootReply = check;
        // the check alone: with the refutation tried next as well, L5's refutation J6 is the next candidate
        params.refutationNextAtRoot = false;
        // nor the attacker's second try below the branch depth (on by default), which refutes L5 too
        params.secondAttackBelowBranchDepth = false;
        // nor the ko rule (OwlParams.noConditionalRetake, on): with it the attacker's refutation of
        // L5 that retakes the defender's conditional ko capture is not read, and L5 holds either way
        params.noConditionalRetake = false;
        int[] dragon = java.util.Arrays.stream(new String[] {"K6", "J5", "K4", "L4", "M4"}).mapToInt(v -> Vertex.parse(v, b.size())).toArray();
        SearchResult r = OwlProblems.reader(b, db, params).defend(dragon, null);
        return Vertex.toString(r.move(), b.size());
    }
}
