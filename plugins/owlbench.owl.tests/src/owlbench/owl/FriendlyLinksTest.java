package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.List;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.Reader;

/**
 * FriendlyLinks on handmade positions: the connection reader's move that joins the goal to a
 * strong friendly string (four liberties or more) is proposed, a weak friend's link is not, and a
 * move already tried is not proposed again.
 */
public class FriendlyLinksTest {
    /** Black's lone C3 and the strong E3-E5 string, cut apart by white's D4 and D2 unless black takes D3. */
    private static Board cutAtD3(boolean weakFriend) {
        return OwlProblems.board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                weakFriend ? ". . . . . . . . ." : ". . . . X . . . .",
                weakFriend ? ". . . O . . . . ." : ". . . O X . . . .",
                weakFriend ? ". . X . X O . . ." : ". . X . X . . . .",
                ". . . O . . . . .",
                ". . . . . . . . .");
    }

    private static boolean[] goal(Board b, String vertex) {
        boolean[] g = new boolean[b.boardArraySize()];
        g[OwlProblems.v(b, vertex)] = true;
        return g;
    }

    @Test
    public void theLinkToAStrongFriendIsProposed() {
        Board b = cutAtD3(false);
        List<OwlCandidate> l = new FriendlyLinks(new Reader(b)).moves(goal(b, "C3"), StoneColor.BLACK, List.of());
        assertEquals(1, l.size());
        assertEquals("D3", Vertex.toString(l.get(0).move(), 9));
        assertTrue(l.get(0).reason().startsWith(FriendlyLinks.REASON));
    }

    @Test
    public void aWeakFriendIsNoReasonToLink() {
        // E3 alone, shut in by D4, F3 and D2 on three sides: three liberties
        Board b = cutAtD3(true);
        assertEquals(3, b.countlib(OwlProblems.v(b, "E3")));
        assertTrue(new FriendlyLinks(new Reader(b)).moves(goal(b, "C3"), StoneColor.BLACK, List.of()).isEmpty());
    }

    @Test
    public void aMoveTriedAlreadyIsNotProposedAgain() {
        Board b = cutAtD3(false);
        List<Integer> tried = List.of(OwlProblems.v(b, "D3"));
        assertTrue(new FriendlyLinks(new Reader(b)).moves(goal(b, "C3"), StoneColor.BLACK, tried).isEmpty());
    }
}
