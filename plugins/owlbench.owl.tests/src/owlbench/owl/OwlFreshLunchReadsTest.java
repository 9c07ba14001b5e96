package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.Reader;

/**
 * Lunches read as fresh tactical questions (OwlParams.freshLunchReads): the tactical reader's
 * depth rules count the board's level, so at an owl node deep in a tree they cut reads a fresh
 * owl read of the same position makes. The board is the corner of owl.tst 133 (owl15.sgf) eleven
 * plies into owl_defend O3's tree after white M2 and black L1 (M2's line; twenty-fourth session),
 * drawn out: black's Q1 R1 has three liberties, and white's dragon (M1 to P1 and up to O3) lives
 * if it captures them. The tree reached it at level 11 and the node there saw no lunch (the
 * attacker's rescue S1 was not proposed); a fresh owl_attack of the same position sees it at
 * level 10 and kills with S1. Here the level is raised by moves far away in the empty top.
 */
public class OwlFreshLunchReadsTest {

    private static Board corner() {
        return OwlProblems.board(
                ". . . . . . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . . . . . .",
                ". . . X . . . . . X . . X X . X . . .",
                ". . . . . . . . . . . O X O X O O . .",
                ". . . . . . . . . . . O O O X . . . .",
                ". . . . . . . . . X X O O O O X X . .");
    }

    /** Plays {@code levels} moves far from the corner, black and white in turn, two points apart. */
    private static void raise(Board b, int levels) {
        for (int i = 0; i < levels; i++) {
            String vertex = "ACEGJLNQS".charAt(i % 9) + Integer.toString(19 - 2 * (i / 9));
            assertTrue(b.trymove(OwlProblems.v(b, vertex), i % 2 == 0 ? StoneColor.BLACK : StoneColor.WHITE));
        }
    }

    /** The lunch entry of the string at {@code vertex} at a node of this board, or null. */
    private static int[] lunch(Board b, OwlDatabases db, boolean fresh, String vertex) {
        OwlNode n = new OwlNode(b, new OwlGoal(b, OwlProblems.dragon(b, "O3")), new EyeSpacesCache(b, db.eyes), new Reader(b));
        n.freshLunchReads = fresh;
        int origin = b.origin(OwlProblems.v(b, vertex));
        for (int[] l : n.lunches()) if (l[0] == origin) return l;
        return null;
    }

    /**
     * At the board's first level Q1 R1 is a lunch whose rescue is S1. Eleven levels up the plain
     * read no longer captures it (no lunch: the attacker's S1 is not proposed, and the white
     * dragon's capture of it is not seen either); read fresh it is the same lunch as at the top.
     */
    @Test
    public void aDeepNodeSeesTheLunchAFreshReadSees() throws Exception {
        OwlDatabases db = OwlProblems.ownDatabases();
        Board top = corner();
        int[] atTop = lunch(top, db, false, "Q1");
        assertTrue("Q1 R1 is a lunch at the first level", atTop != null);
        assertEquals("S1", Vertex.toString(atTop[2], 19));
        Board deep = corner();
        raise(deep, 11);
        assertNull("eleven levels up the plain read sees no lunch", lunch(deep, db, false, "Q1"));
        int[] fresh = lunch(deep, db, true, "Q1");
        assertTrue("read fresh, Q1 R1 is a lunch eleven levels up", fresh != null);
        assertEquals("its rescue as at the top", "S1", Vertex.toString(fresh[2], 19));
        assertEquals("its capture as at the top", atTop[1], fresh[1]);
    }
}
