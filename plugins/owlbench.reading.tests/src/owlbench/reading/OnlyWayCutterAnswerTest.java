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
 * out).
 */
public class OnlyWayCutterAnswerTest {

    private static String disconnect(String game, int move, String a, String b, boolean answer, boolean v4)
            throws Exception {
        Board board = WideCheckPositions.load(game, move);
        ConnectionReader c = new ConnectionReader(new Reader(board));
        c.setOnlyWayCaptureLook(true);
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
}
