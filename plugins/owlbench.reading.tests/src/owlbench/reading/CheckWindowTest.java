package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;

/**
 * A check of a search's move read one level shallower than the search only in its top ply, and
 * at the search's own levels below it (ReadingParams.checkWindow 1; 0, the whole check shallower,
 * by default; nineteenth session). Wide-check positions of GNU Go's regression games in ../shared
 * (skipped where they are absent), asked of fresh readers with the window off and at one ply:
 * the check's nodes fall, but a refutation found below the check's top ply is lost.
 */
public class CheckWindowTest {

    @Test
    public void offByDefault() {
        assertEquals(0, new ReadingParams().checkWindow);
    }

    @Test
    public void aConfirmedDefenceReadsLess() throws Exception {
        // kgs/tournament10/ExBot-GNU 30 defend D8: 1 E8 both ways (gnugo 1 E8, 8,833 nodes); the
        // check of E8 reads the attack after it afresh with the window off
        Result off = defend("kgs/tournament10/ExBot-GNU.sgf", 30, "D8", false);
        Result on = defend("kgs/tournament10/ExBot-GNU.sgf", 30, "D8", true);
        assertEquals("WIN E8", off.answer);
        assertEquals("WIN E8", on.answer);
        assertTrue(off.nodes + " -> " + on.nodes, on.nodes < off.nodes * 2 / 3);
    }

    @Test
    public void aRefutationDeeperInTheCheckIsLost() throws Exception {
        // atari_atari03 67 defend O5 (gnugo 0): the search's N5 is refuted by its check, where after
        // the attacker's M5 the defender's replies at the check's level 1 (ten, against two in the
        // search) are all answered; with the window the check reads below M5 as the search did
        // and keeps N5
        assertEquals("FAIL PASS", defend("atari_atari03.sgf", 67, "O5", false).answer);
        assertEquals("WIN N5", defend("atari_atari03.sgf", 67, "O5", true).answer);
    }

    private static final class Result {
        final String answer;
        final long nodes;

        Result(String answer, long nodes) {
            this.answer = answer;
            this.nodes = nodes;
        }
    }

    private static Result defend(String game, int move, String str, boolean on) throws Exception {
        Board b = WideCheckPositions.load(game, move);
        ReadingParams p = new ReadingParams();
        p.checkWindow = on ? 1 : 0;
        Reader r = new Reader(b, p);
        int code = r.findDefense(Diagrams.v(b, str));
        String name = code == ReadCodes.WIN ? "WIN" : code == ReadCodes.KO_A ? "KO_A" : code == ReadCodes.KO_B ? "KO_B" : "FAIL";
        int m = code == ReadCodes.FAIL ? Board.PASS : r.lastMove();
        return new Result(name + " " + Vertex.toString(m, b.size()), r.nodeCounter());
    }
}
