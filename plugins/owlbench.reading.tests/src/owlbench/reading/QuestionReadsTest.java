package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The questions asked of the reader from outside (attackResult, defenseResult: GTP's attack and
 * defend) read with rules of their own and a reading table of their own
 * (ReadingParams.questionReads, twenty-second session); the reads of the other searches (the
 * plain attack and findDefense the owl, the worms and the semeai code call) neither follow those
 * rules nor meet the entries the questions left. Positions drawn here, and two of the wide
 * check's games in ../shared (skipped where they are absent).
 */
public class QuestionReadsTest {

    /**
     * White's three stones in the middle have two liberties; reading their capture takes more than
     * a few nodes and leaves entries in the table that the same read, asked again, would hit.
     */
    private static Board twoLiberties() {
        return Diagrams.board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . X X . . . .",
                ". . X O O X . . .",
                ". . . O . . . . .",
                ". . . X . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    @Test
    public void theOtherReadsNeverMeetTheQuestionsEntries() {
        Board b = twoLiberties();
        int d6 = Diagrams.v(b, "D6");
        Reader fresh = new Reader(b);
        int code = fresh.attack(d6);
        long alone = fresh.nodeCounter();
        assertTrue("the read takes more than a node: " + alone, alone > 1);

        // a question first, then the plain read on the same reader: the plain read starts from an
        // empty table, as a fresh reader's does
        Reader r = new Reader(b);
        assertEquals(code, r.attackResult(d6, null).code());
        long afterQuestion = r.nodeCounter();
        assertEquals(code, r.attack(d6));
        assertEquals(alone, r.nodeCounter() - afterQuestion);

        // (without the guard the question is a plain read, and the second read meets its entries)
        ReadingParams shared = new ReadingParams();
        shared.questionReads = false;
        Reader s = new Reader(b, shared);
        s.attackResult(d6, null);
        long before = s.nodeCounter();
        assertEquals(code, s.attack(d6));
        assertNotEquals(alone, s.nodeCounter() - before);
    }

    @Test
    public void theQuestionsNeverMeetTheOtherReadsEntries() {
        Board b = twoLiberties();
        int d6 = Diagrams.v(b, "D6");
        Reader fresh = new Reader(b);
        SearchResult alone = fresh.defenseResult(d6, null);

        Reader r = new Reader(b);
        r.findDefense(d6);
        SearchResult after = r.defenseResult(d6, null);
        assertEquals(alone.code(), after.code());
        assertEquals(alone.move(), after.move());
        assertEquals(alone.nodes(), after.nodes());
    }

    @Test
    public void theDeepFourLibertyAttacksTryTwoLiberties() throws Exception {
        // TSa 171 attack Q2 (0 in both engines, gnugo 993 nodes): below the failing root moves the
        // attacks on four liberties read at length; 11,691 nodes with every liberty, under 1,000
        // with two from level 4 on
        long[] nodes = new long[2];
        for (int width : new int[] {0, 2}) {
            Board b = WideCheckPositions.load("TSa.sgf", 171);
            ReadingParams p = new ReadingParams();
            p.questionAnswerNext = false;
            p.questionFourLibertyWidth = width;
            SearchResult res = new Reader(b, p).attackResult(Diagrams.v(b, "Q2"), null);
            assertEquals(ReadCodes.FAIL, res.code());
            nodes[width == 0 ? 0 : 1] = res.nodes();
            assertEquals("the reader leaves the board as it found it", 0, b.stackp());
        }
        assertTrue("nodes with every liberty " + nodes[0] + ", with two " + nodes[1], nodes[1] * 5 <= nodes[0]);
    }

    @Test
    public void theAttackersAnswerIsTheQuestionDefendersNextTry() throws Exception {
        // owl28 158 attack F4 (AnswerNextTest's row): the order, as the question's own rule
        long[] nodes = new long[2];
        for (boolean on : new boolean[] {false, true}) {
            Board b = WideCheckPositions.load("owl28.sgf", 158);
            ReadingParams p = new ReadingParams();
            p.questionFourLibertyWidth = 0;
            p.questionAnswerNext = on;
            SearchResult res = new Reader(b, p).attackResult(Diagrams.v(b, "F4"), null);
            assertEquals(ReadCodes.FAIL, res.code());
            nodes[on ? 1 : 0] = res.nodes();
        }
        assertTrue("nodes without the order " + nodes[0] + ", with it " + nodes[1], nodes[1] * 2 <= nodes[0]);
    }

    @Test
    public void thePlainReadsFollowNeitherRule() throws Exception {
        // the owl's, the worms' and the semeai code's reads (attack, findDefense) read as with
        // the question rules off: the same nodes whatever they are set to
        long[] nodes = new long[2];
        for (boolean on : new boolean[] {false, true}) {
            Board b = WideCheckPositions.load("TSa.sgf", 171);
            ReadingParams p = new ReadingParams();
            p.questionReads = on;
            p.questionAnswerNext = on;
            p.questionFourLibertyWidth = on ? 2 : 0;
            Reader r = new Reader(b, p);
            assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "Q2")));
            r.findDefense(Diagrams.v(b, "Q2"));
            nodes[on ? 1 : 0] = r.nodeCounter();
        }
        assertEquals(nodes[0], nodes[1]);
    }
}
