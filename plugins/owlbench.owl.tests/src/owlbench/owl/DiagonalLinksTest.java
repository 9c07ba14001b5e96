package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.List;
import java.util.stream.Collectors;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/**
 * DiagonalLinks on handmade positions: a point diagonal to the goal across an attacker's peep
 * that touches a strong friendly string (beside it, or diagonal across another peep) is a link; a
 * weak friend, or a diagonal with both points between empty, is none.
 */
public class DiagonalLinksTest {
    /**
     * White's goal D6 with black's peep D7 between it and white's strong C8-D8 (owl.tst 72's
     * shape: C7 beside the friend, diagonal to the goal across D7; E7 diagonal to both across D7).
     */
    private static Board peepAtD7(boolean weakFriend) {
        return OwlProblems.board(
                ". . . . . . . . .",
                weakFriend ? ". X O O X . . . ." : ". . O O . . . . .",
                weakFriend ? ". . . X . . . . ." : ". . . X . . . . .",
                ". . . O . . . . .",
                ". . . X . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    /** owl.tst 191's shape: black's goal C8 and strong C6-C5 on either side of white's C7; B7 is diagonal to both. */
    private static Board doubleDiagonal() {
        return OwlProblems.board(
                ". . . . . . . . .",
                ". . X . . . . . .",
                ". . O O O . . . .",
                ". . X . . . . . .",
                ". . X . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    private static boolean[] goal(Board b, String vertex) {
        boolean[] g = new boolean[b.boardArraySize()];
        g[OwlProblems.v(b, vertex)] = true;
        return g;
    }

    private static List<String> links(Board b, String goal, int color) {
        return DiagonalLinks.moves(b, goal(b, goal), color).stream().map(c -> Vertex.toString(c.move(), b.size()))
                .collect(Collectors.toList());
    }

    @Test
    public void theLinkBesideAStrongFriendAcrossAPeep() {
        Board b = peepAtD7(false);
        assertEquals(List.of("C7", "E7"), links(b, "D6", StoneColor.WHITE));
        assertTrue(DiagonalLinks.moves(b, goal(b, "D6"), StoneColor.WHITE).get(0).reason().startsWith(DiagonalLinks.REASON));
    }

    @Test
    public void aWeakFriendIsNoReasonToLink() {
        // C8-D8 between black's B8 and E8: three liberties
        Board b = peepAtD7(true);
        assertEquals(3, b.countlib(OwlProblems.v(b, "C8")));
        assertTrue(links(b, "D6", StoneColor.WHITE).isEmpty());
    }

    @Test
    public void theDoubleDiagonalAcrossTheAttackersStone() {
        Board b = doubleDiagonal();
        assertEquals(List.of("B7"), links(b, "C8", StoneColor.BLACK));
    }

    @Test
    public void aLinkJoinsTheGoalToAStrongFriend() {
        Board b = peepAtD7(false);
        boolean[] g = goal(b, "D6");
        assertTrue("C7: beside C8, diagonal to D6 across D7", DiagonalLinks.joinsStrongFriend(b, g, StoneColor.WHITE, OwlProblems.v(b, "C7")));
        assertFalse("C6: beside the goal, no friend", DiagonalLinks.joinsStrongFriend(b, g, StoneColor.WHITE, OwlProblems.v(b, "C6")));
        assertFalse("a stone is no link", DiagonalLinks.joinsStrongFriend(b, g, StoneColor.WHITE, OwlProblems.v(b, "D7")));
    }
}
