package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The defender's pass read after a ko defence (twelfth session): the attack stops at the first
 * move that rules the pass out, and the stopped read is kept in the table as a bound that answers
 * only another stopped read. Positions of the wide check's games in ../shared (skipped where they
 * are absent); each bound lies between the nodes of a fresh reader with the stop and without it.
 */
public class PassReadStopTest {

    @Test
    public void aKoDefenceStopsItsPassReadAtTheFirstKo() throws Exception {
        // cgf2004/martha 226 defend B5 (2 D5; gnugo 0): under W A6 and B A7 the best defence is
        // KO_B, and six of the attacker's seven moves after the pass give KO_A: 43,035 nodes
        // without the stop, 37,172 with it, the same answer
        Board b = WideCheckPositions.load("cgf2004/martha.sgf", 226);
        int str = Diagrams.v(b, "B5");
        Reader off = new Reader(b, withStops(false));
        int answerOff = off.findDefense(str);
        int moveOff = off.lastMove();
        Reader on = new Reader(b, withStops(true));
        assertEquals(answerOff, on.findDefense(str));
        assertEquals(moveOff, on.lastMove());
        assertTrue("nodes " + on.nodeCounter(), on.nodeCounter() < 40_000);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
    }

    @Test
    public void noStopAfterAFailedDefence() throws Exception {
        // semeai/infinity 79: attack J8 (1 G7) and then defend J8 on the same reader, as the
        // wide check asks them: with a stop after FAIL as well the defence read 3 G6 (gnugo 1 G6)
        Board b = WideCheckPositions.load("semeai/infinity.sgf", 79);
        int str = Diagrams.v(b, "J8");
        Reader r = new Reader(b);
        assertEquals(ReadCodes.WIN, r.attack(str));
        assertEquals(ReadCodes.WIN, r.findDefense(str));
        assertEquals("G6", Diagrams.name(b, r.lastMove()));
    }

    private static ReadingParams withStops(boolean on) {
        ReadingParams p = new ReadingParams();
        p.passReadStops = on;
        return p;
    }
}
