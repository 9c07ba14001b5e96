package owlbench.owl.optics;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.Arrays;
import java.util.Random;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.QuickWormFacts;

/**
 * EyeSpaces.members lists a space's points in board order, exactly those whose origin is the
 * space's: OwlEyes walks the goal's spaces through it (half eyes, mouths) instead of scanning the
 * board's every point, and must meet the same points in the same order as that scan did.
 */
public class EyeSpacesMembersTest {

    /** The points of the board whose origin is o's, in board order: the scan OwlEyes made before. */
    private static int[] scanned(Board b, EyeSpaces es, int color, int o) {
        int[] out = new int[b.boardArraySize()];
        int k = 0;
        for (int p : b.onBoardPoints()) {
            if (es.origin(color, p) == o) out[k++] = p;
        }
        return Arrays.copyOf(out, k);
    }

    /** A white corner group with a five-point space (A9 B9 A8 B8 A7) and a one-point eye at C7, drawn. */
    @Test
    public void aDrawnSpaceListsItsPointsInBoardOrder() {
        Board b = Diagrams.board(
                ". . O X . . . . .",
                ". . O X . . . . .",
                ". O . O X . . . .",
                "O O O O X . . . .",
                "X X X X . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        EyeSpaces es = new EyeSpaces(b, new QuickWormFacts(b), null);
        int w = StoneColor.WHITE;
        int a9 = Diagrams.v(b, "A9");
        int[] corner = es.members(w, a9);
        int[] expected = {a9, Diagrams.v(b, "B9"), Diagrams.v(b, "A8"), Diagrams.v(b, "B8"), Diagrams.v(b, "A7")};
        Arrays.sort(expected);
        assertArrayEquals("the corner's space, in board order", expected, corner);
        assertEquals(es.size(w, a9), corner.length);
        assertArrayEquals("the one-point eye", new int[] {Diagrams.v(b, "C7")}, es.members(w, Diagrams.v(b, "C7")));
        assertEquals("no space at a white stone", 0, es.members(w, Diagrams.v(b, "C9")).length);
        // the same list from any of the space's points, a copy the caller may keep
        assertArrayEquals(corner, es.members(w, Diagrams.v(b, "A7")));
        es.members(w, a9)[0] = 0;
        assertArrayEquals(corner, es.members(w, a9));
    }

    /** On random positions every space of either colour lists what a scan of the board finds. */
    @Test
    public void randomPositionsListWhatTheBoardScanFinds() {
        int spaces = 0;
        for (int size : new int[] {9, 13, 19}) {
            for (int k = 0; k < 20; k++) {
                Random rnd = new Random(31L * size + k);
                Board b = new Board(size);
                for (int p : b.onBoardPoints()) {
                    int x = rnd.nextInt(6);
                    if (x < 2 && b.isLegal(p, x == 0 ? StoneColor.WHITE : StoneColor.BLACK)) {
                        b.play(p, x == 0 ? StoneColor.WHITE : StoneColor.BLACK);
                    }
                }
                EyeSpaces es = new EyeSpaces(b, new QuickWormFacts(b), null);
                for (int color = StoneColor.WHITE; color <= StoneColor.BLACK; color++) {
                    for (int p : b.onBoardPoints()) {
                        int o = es.origin(color, p);
                        if (o != p) continue; // each space once, at its origin
                        assertArrayEquals("size " + size + ", position " + k + ", space at " + p, scanned(b, es, color, o),
                                es.members(color, p));
                        spaces++;
                    }
                }
            }
        }
        assertTrue("spaces compared: " + spaces, spaces > 300);
    }
}
