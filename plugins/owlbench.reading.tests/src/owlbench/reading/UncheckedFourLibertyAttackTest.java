package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * An attack on a string of four liberties takes its winning move at the call's root without its
 * check (ReadingParams.uncheckedFourLibertyAttacks, twentieth session): the check would read the
 * defender's replies against the three liberties left one level shallower, near the search's cost
 * again. Answers as with the check; nodes below. Positions of the wide check's games in ../shared
 * (skipped where they are absent).
 */
public class UncheckedFourLibertyAttackTest {

    @Test
    public void aFourLibertyAttackIsNotChecked() throws Exception {
        // nngs/Lazarus-gnugo-3.1.17 88 attack S10: 1 T10 in both engines; the check of T10 read
        // 2,333 of the question's 4,164 nodes (GTP order) and confirmed it
        long[] nodes = new long[2];
        for (boolean on : new boolean[] {false, true}) {
            Board b = WideCheckPositions.load("nngs/Lazarus-gnugo-3.1.17-200112301450.sgf", 88);
            Reader r = new Reader(b, switched(on));
            assertEquals(ReadCodes.WIN, r.attack(Diagrams.v(b, "S10")));
            assertEquals("T10", Diagrams.name(b, r.lastMove()));
            nodes[on ? 1 : 0] = r.nodeCounter();
            assertEquals("the reader leaves the board as it found it", 0, b.stackp());
        }
        assertTrue("nodes with the check " + nodes[0] + ", without " + nodes[1], nodes[1] < nodes[0] * 3 / 4);
    }

    @Test
    public void aThreeLibertyAttackIsStillChecked() throws Exception {
        // gifu2006/gnugo-nanasi 82 attack P2 (three liberties): the search's move is refuted by
        // its check (1,113 nodes) and no other move works: 0, as gnugo answers
        Board b = WideCheckPositions.load("gifu2006/gnugo-nanasi.sgf", 82);
        Reader r = new Reader(b, switched(true));
        assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "P2")));
    }

    @Test
    public void theOneRefutationAgainstFourLibertiesOnlyMovedTheMove() throws Exception {
        // incident297 130 attack D16: the search's E16 was refuted by its check (the defender's
        // D15 at the root's level) and D17 answered, gnugo's move; without the check E16 stands,
        // the code the same (WIN). The only refuted check of the 99 against four liberties on
        // seeds 15, 29 and 41 (docs/benchmarks.md, "The attack checks against four liberties")
        for (boolean on : new boolean[] {false, true}) {
            Board b = WideCheckPositions.load("incident297.sgf", 130);
            Reader r = new Reader(b, switched(on));
            assertEquals(ReadCodes.WIN, r.attack(Diagrams.v(b, "D16")));
            assertEquals(on ? "E16" : "D17", Diagrams.name(b, r.lastMove()));
        }
    }

    private static ReadingParams switched(boolean on) {
        ReadingParams p = new ReadingParams();
        p.uncheckedFourLibertyAttacks = on;
        return p;
    }
}
