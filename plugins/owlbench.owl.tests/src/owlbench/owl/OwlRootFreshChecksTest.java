package owlbench.owl;

import static org.junit.Assert.assertEquals;

import java.io.File;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * Two root checks of owl_defend by a fresh owl_attack, both measured and left off
 * (docs/benchmarks.md, eighteenth session): OwlParams.freshCheckOfRootWin (a root win the fresh
 * attack kills is passed over) and OwlParams.passWhereAttackFailsAtDefenceRoot (PASS where the
 * fresh attack fails). On GNU Go's games from ../shared (skipped where absent).
 */
public class OwlRootFreshChecksTest {
    /**
     * strategy26.sgf before move 257 (owl.tst 254): the fresh attack kills the root's first win
     * N13 (at M16) and its second, N11 (at O14, handed on as the next candidate); O14, the suite's
     * and gnugo's move, passes: with the check the answer is O14.
     */
    @Test
    public void aRootWinTheFreshAttackKillsIsPassedOver() throws Exception {
        Board b = OwlProblems.gamePosition(game("strategy26.sgf"), 257);
        int[] dragon = OwlProblems.dragon(b, "O13", "N12", "O12");
        OwlParams off = new OwlParams();
        OwlParams on = new OwlParams();
        on.freshCheckOfRootWin = true;
        SearchResult a = OwlProblems.reader(b, OwlProblems.generatedDatabases(), off).defend(dragon, null);
        SearchResult c = OwlProblems.reader(b, OwlProblems.generatedDatabases(), on).defend(dragon, null);
        assertEquals(ReadCodes.WIN, a.code());
        assertEquals("N13", Vertex.toString(a.move(), 19));
        assertEquals(ReadCodes.WIN, c.code());
        assertEquals("O14", Vertex.toString(c.move(), 19));
    }

    /**
     * owl02.sgf (owl.tst 48): owlbench's owl_attack misses the kill (owl.tst 47), so with the rule
     * the root answers PASS where it answered the suite's E1: the rule is as good as owl_attack.
     */
    @Test
    public void aDragonTheFreshAttackCannotKillIsAnsweredWithPass() throws Exception {
        Board b = OwlProblems.gamePosition(game("owl02.sgf"), 1000);
        int[] dragon = OwlProblems.dragon(b, "D4", "B3", "C3", "F3", "F2");
        OwlParams off = new OwlParams();
        OwlParams on = new OwlParams();
        on.passWhereAttackFailsAtDefenceRoot = true;
        SearchResult a = OwlProblems.reader(b, OwlProblems.generatedDatabases(), off).defend(dragon, null);
        SearchResult c = OwlProblems.reader(b, OwlProblems.generatedDatabases(), on).defend(dragon, null);
        assertEquals(ReadCodes.WIN, a.code());
        assertEquals("E1", Vertex.toString(a.move(), 19));
        assertEquals(ReadCodes.WIN, c.code());
        assertEquals("PASS", Vertex.toString(c.move(), 19));
    }

    /**
     * The same question with OwlParams.freshDefenceAtReadingDepth on: a cut line's fresh owl_defend
     * reaches a position where the attacker has no move and the goal no two eyes, so owl_attack's
     * root asks a fresh owl_defend (OwlParams.passCheckedAtAttackRoot), whose root asked a fresh
     * owl_attack of the same position (passWhereAttackFailsAtDefenceRoot), and so on until the
     * stack overflowed (twenty-fourth session). The fresh defence of the attack's root asks no
     * fresh attack of its own: the answer is the PASS of the switch off.
     */
    @Test
    public void freshReadsInsideFreshReadsStartNoOtherAtTheSamePosition() throws Exception {
        Board b = OwlProblems.gamePosition(game("owl02.sgf"), 1000);
        int[] dragon = OwlProblems.dragon(b, "D4", "B3", "C3", "F3", "F2");
        OwlParams on = new OwlParams();
        on.passWhereAttackFailsAtDefenceRoot = true;
        on.freshDefenceAtReadingDepth = true;
        on.freshDefenceOnChasesOnly = true;
        on.cutLineAnswersCached = true;
        SearchResult c = OwlProblems.reader(b, OwlProblems.generatedDatabases(), on).defend(dragon, null);
        assertEquals(ReadCodes.WIN, c.code());
        assertEquals("PASS", Vertex.toString(c.move(), 19));
    }

    private static File game(String name) {
        return OwlProblems.regressionGame(name, "owl_defend's root checks by a fresh owl_attack");
    }
}
