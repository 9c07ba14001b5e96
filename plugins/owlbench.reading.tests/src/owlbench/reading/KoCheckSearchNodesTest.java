package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * In question reads, the check of a root move whose search gave only a ko is not read where the
 * search's own read of that move took more nodes than ReadingParams.questionKoCheckSearchNodes
 * (twenty-eighth session): the move stands unchecked, as after a check that runs out of its
 * budget. The plain reads (owl's, the connection reader's) check as before.
 */
public class KoCheckSearchNodesTest {

    /**
     * Black's A2 A3 B3 has two liberties (A1, A4) inside white's wall, and neither extends it
     * (each is a self-atari); white's B2 is in atari at C2, and black's C2 takes it as a ko (C2
     * then stands in atari at B2), which gives the string a third liberty at B2: the defence
     * the reader finds is that ko, KO_A at C2, and its search reads only a few nodes.
     */
    private static Board cornerKo() {
        return Diagrams.board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "O O . . . . . . .",
                ". O O . . . . . .",
                "X X O . . . . . .",
                "X O . O . . . . .",
                ". X O . . . . . .");
    }

    private static SearchResult defend(Board b, int searchNodes) {
        ReadingParams p = new ReadingParams();
        p.questionKoCheckSearchNodes = searchNodes;
        SearchResult r = new Reader(b, p).defenseResult(Diagrams.v(b, "A2"), null);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
        return r;
    }

    @Test
    public void aKoWhoseSearchWasCheapIsChecked() {
        Board b = cornerKo();
        SearchResult off = defend(b, 0);
        assertEquals("2 C2", off.gtp(b.size()));
        SearchResult on = defend(b, 5_000);
        assertEquals("2 C2", on.gtp(b.size()));
        assertEquals("a search of a few nodes leaves the check to be read", off.nodes(), on.nodes());
    }

    @Test
    public void aKoWhoseSearchCostMoreThanTheLimitIsNotChecked() {
        Board b = cornerKo();
        SearchResult off = defend(b, 0);
        SearchResult on = defend(b, 1);
        assertEquals("the move stands unchecked", off.gtp(b.size()), on.gtp(b.size()));
        assertTrue("the check is not read: " + on.nodes() + " against " + off.nodes(), on.nodes() < off.nodes());
    }

    @Test
    public void plainReadsStillCheckTheKo() {
        // findDefense is not a question read (owl's and the worms' reads call it): the switch
        // does not apply there, so its nodes are the same with the limit at 1
        Board b = cornerKo();
        long[] nodes = new long[2];
        int[] limits = {0, 1};
        for (int k = 0; k < 2; k++) {
            ReadingParams p = new ReadingParams();
            p.questionKoCheckSearchNodes = limits[k];
            Reader r = new Reader(b, p);
            assertEquals(ReadCodes.KO_A, r.findDefense(Diagrams.v(b, "A2")));
            assertEquals("C2", Diagrams.name(b, r.lastMove()));
            nodes[k] = r.nodeCounter();
        }
        assertEquals(nodes[0], nodes[1]);
    }

    @Test
    public void marthasTripleKoSkipsTheCheckThatRanOut() throws Exception {
        // cgf2004/martha 226 defend B5 (3 A6; gnugo 0 in 450-478 nodes): the search read A6 in
        // 8,501 nodes, and its check ran out of its 5,000 without proving anything
        Board b = WideCheckPositions.load("cgf2004/martha.sgf", 226);
        SearchResult off = defend(b, "B5", 0);
        SearchResult on = defend(b, "B5", 5_000);
        assertEquals("3 A6", off.gtp(b.size()));
        assertEquals("3 A6", on.gtp(b.size()));
        assertEquals("the 5,000 nodes of the check of A6", 5_000, off.nodes() - on.nodes(), 500);
    }

    private static SearchResult defend(Board b, String vertex, int searchNodes) {
        ReadingParams p = new ReadingParams();
        p.questionKoCheckSearchNodes = searchNodes;
        return new Reader(b, p).defenseResult(Diagrams.v(b, vertex), null);
    }
}
