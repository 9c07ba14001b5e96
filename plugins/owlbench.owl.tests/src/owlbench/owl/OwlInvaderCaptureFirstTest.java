package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.v;

import java.io.IOException;
import java.util.List;
import java.util.Set;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.invaderCaptureFirstAtDefenceRoot: of owl_defend's root moves in the vital tiers, the
 * one that also captures an invader goes first. Drawn after owl.tst 160's corner (strategy26 285,
 * the top-left 9x9 of the 19x19 board): black's ring D9 ... A3 around a corner space where white's
 * lone A6 stands, touching no black stone, its three liberties A7 B6 A5 all in black's eye spaces.
 * A5 is the space's vital point (70, first tier), B6 a half eye's key point (70, second tier) and
 * the point that captures A6. Both live (gnugo 3.8 and ours: owl_does_defend of A5 and of B6 1;
 * gnugo's owl_defend 1 B6); the suite wants B16 there, as A15 "fails badly": A6 left alone grows
 * in the corner, B6 takes the corner back.
 */
public class OwlInvaderCaptureFirstTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    private static Board corner() {
        return board(
                ". . . X X X X O O",
                ". . X O X O X X O",
                ". . X O O O X . O",
                "O . . X X O O O O",
                ". X . X O O X X O",
                "X . X O O X X . X",
                "X X O O X X X . .",
                "O O O . O X X . .",
                ". . . O O O O X X");
    }

    private static final String[] RING = {"D9", "E9", "F9", "G9", "C8", "E8", "G8", "H8", "C7", "G7", "D6", "E6",
        "B5", "D5", "A4", "C4", "A3", "B3"};

    private static SearchResult defend(Board b, boolean invaderFirst) {
        OwlParams p = new OwlParams();
        p.invaderCaptureFirstAtDefenceRoot = invaderFirst;
        return OwlProblems.reader(b, own, p).defend(dragon(b, RING), null);
    }

    /** With the switch the capture of A6 (B6) is answered; without it the space's vital point A5. */
    @Test
    public void theInvadersCaptureGoesFirst() {
        Board b = corner();
        SearchResult on = defend(b, true);
        assertEquals(ReadCodes.WIN, on.code());
        assertEquals("B6", v(b, "B6"), on.move());
        SearchResult off = defend(b, false);
        assertEquals(ReadCodes.WIN, off.code());
        assertEquals("without the switch the vital point A5", v(b, "A5"), off.move());
        assertEquals(0, b.stackp());
    }

    /** The order helper: only a tier's move that captures goes first; a capture outside the tiers stays where it is. */
    @Test
    public void onlyATiersCaptureMoves() {
        OwlCandidate vital = new OwlCandidate(1, 70, "vital point (eyes 1-2)", true);
        OwlCandidate half = new OwlCandidate(2, 70, "vital point (eyes 1-2)", true);
        OwlCandidate other = new OwlCandidate(3, 55, "OD1 owl_defendpats.db:21", false);
        List<OwlCandidate> cands = List.of(vital, half, other);
        assertEquals(List.of(half, vital, other), OwlReader.invaderCapturesFirst(cands, Set.of(1, 2), Set.of(2)));
        assertEquals(cands, OwlReader.invaderCapturesFirst(cands, Set.of(1, 2), Set.of(3)));
        assertEquals(cands, OwlReader.invaderCapturesFirst(cands, Set.of(1, 2), Set.of()));
    }
}
