package owlbench.owl.optics;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.QuickWormFacts;

/**
 * Eye spaces are valued when first asked (owl asks about a few spaces of one colour), and owl asks
 * after its board has moved on: the value must still be that of the position the analysis was made
 * at. On random positions, an analysis asked only after stones were played into the eye spaces
 * gives every space the value an analysis of an untouched copy gives.
 */
public class EyeSpacesLaterValueTest {
    @Test
    public void valuesAreThoseOfThePositionAnalysed() throws IOException {
        Path generated = Path.of(System.getProperty("owlbench.patterns", "../../patterns")).resolve("eyes-generated.db");
        Assume.assumeTrue("patterns/eyes-generated.db is made by the build; absent here", Files.isRegularFile(generated));
        EyeShapeDatabase db = EyeShapeDatabase.load(generated);
        int spaces = 0, movedOn = 0;
        for (int size : new int[] {9, 13, 19}) {
            for (int k = 0; k < 10; k++) {
                long seed = 1000L * size + k;
                Board b = randomPosition(size, new Random(seed));
                Board copy = randomPosition(size, new Random(seed));
                EyeSpaces asked = new EyeSpaces(b, new QuickWormFacts(b), db, new EyeGraphMemo());
                EyeSpaces fresh = new EyeSpaces(copy, new QuickWormFacts(copy), db);
                // the board moves on: stones of both colours into the eye spaces
                int played = 0;
                for (int p : b.onBoardPoints()) {
                    for (int color = StoneColor.WHITE; color <= StoneColor.BLACK; color++) {
                        if (asked.isEyeSpace(color, p) && b.color(p) == StoneColor.EMPTY && b.isLegal(p, StoneColor.other(color))) {
                            b.play(p, StoneColor.other(color));
                            played++;
                        }
                    }
                }
                EyeSpaces now = new EyeSpaces(b, new QuickWormFacts(b), db);
                for (int color = StoneColor.WHITE; color <= StoneColor.BLACK; color++) {
                    for (int p : copy.onBoardPoints()) {
                        assertEquals("size " + size + ", position " + k + ", point " + p, fresh.value(color, p), asked.value(color, p));
                        if (fresh.origin(color, p) == p) {
                            spaces++;
                            if (played > 0 && !fresh.value(color, p).equals(now.value(color, p))) movedOn++;
                        }
                    }
                }
            }
        }
        assertTrue("eye spaces compared: " + spaces, spaces > 200);
        // the test means something only if the later board would have valued spaces differently
        assertTrue("spaces valued differently after the moves: " + movedOn, movedOn > 20);
    }

    private static Board randomPosition(int size, Random rnd) {
        Board b = new Board(size);
        int target = (int) ((0.3 + 0.35 * rnd.nextDouble()) * size * size);
        int color = StoneColor.BLACK;
        int stones = 0;
        for (int tries = 0; tries < 4 * size * size && stones < target; tries++) {
            int p = b.point(rnd.nextInt(size), rnd.nextInt(size));
            if (b.color(p) == StoneColor.EMPTY && !b.isSelfAtari(p, color) && b.isLegal(p, color)) {
                b.play(p, color);
                color = StoneColor.other(color);
                stones++;
            }
        }
        return b;
    }
}
