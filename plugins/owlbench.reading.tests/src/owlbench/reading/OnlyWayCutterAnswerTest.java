package owlbench.reading;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The cutter's answer to the owner's only-way capture (ConnectionReader.setOnlyWayCutterAnswer,
 * the mirror of setOnlyWayCaptureLook; both off by default): docs/benchmarks.md, "The cutter's
 * answer to the owner's only way, nineteenth session". The wide check's Joorin 114
 * `disconnect O15 N12` (gnugo 1 N13): with the owner's only way read fresh alone the cut is
 * read as refuted (0); with the cutter's nodes below that capture read as wide as its narrow
 * plies, the cut N13 stands, gnugo's move (the look alone answers 0 only as its budget runs
 * out). And setOnlyWayBudgetCredit: the look's fresh reads' nodes added to the call's budget give
 * back the cuts the look lost as budget ends.
 */
public class OnlyWayCutterAnswerTest {

    private static String disconnect(String game, int move, String a, String b, boolean answer, boolean v4)
            throws Exception {
        return disconnect(game, move, a, b, answer, v4, false);
    }

    private static String disconnect(String game, int move, String a, String b, boolean answer, boolean v4,
            boolean credit) throws Exception {
        Board board = WideCheckPositions.load(game, move);
        ConnectionReader c = new ConnectionReader(new Reader(board));
        c.setOnlyWayCaptureLook(true);
        c.setOnlyWayBudgetCredit(credit);
        c.setOnlyWayCutterAnswer(answer);
        c.setOwnerByDistance(v4);
        c.setDisconnectOwnerDeepShort(v4);
        c.setDisconnectBoundedOutMemo(v4);
        int code = c.disconnect(Diagrams.v(board, a), Diagrams.v(board, b));
        return code + " " + Diagrams.name(board, c.lastMove()) + (c.budgetExhausted() ? " (budget)" : "");
    }

    @Test
    public void joorin114TheCutStandsWithTheCuttersAnswer() throws Exception {
        String game = "nngs/gnugo-3.3.8-Joorin-200209251541.sgf";
        // the owner's look alone: no cut found before the budget ran out; with the cutter's
        // answer the read finishes at gnugo's cut
        assertEquals(ReadCodes.FAIL + " PASS (budget)", disconnect(game, 114, "O15", "N12", false, false));
        assertEquals(ReadCodes.WIN + " N13", disconnect(game, 114, "O15", "N12", true, false));
    }

    @Test
    public void incident258StaysFreed() throws Exception {
        // with the owner order and v4 (setOnlyWayCaptureLook's finished 0) the owner's only way
        // still refutes D5 with the cutter's answer read as well, and the read finishes
        assertEquals(ReadCodes.FAIL + " PASS", disconnect("incident258.sgf", 89, "D7", "D4", true, true));
    }

    @Test
    public void theLooksLostCutIsABudgetEnd() throws Exception {
        // GNGP1 26 `disconnect E8 H8` (main 1 F8, gnugo 1 G7): the look's fresh reads spend the
        // budget before the root reaches the cut; with their nodes credited it is main's again
        String game = "mertin13x13/GNGP1.sgf";
        assertEquals(ReadCodes.FAIL + " PASS (budget)", disconnect(game, 26, "E8", "H8", false, false, false));
        assertEquals(ReadCodes.WIN + " F8", disconnect(game, 26, "E8", "H8", false, false, true));
    }
}
