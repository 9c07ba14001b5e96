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

/**
 * The eye values owl's eye analysis takes from its memo of eye graphs are those the eye-shape
 * database gives: on random positions of three board sizes, with one memo shared by all of them
 * (so that later positions are answered from graphs of earlier ones), every eye space of both
 * colours has the same value, vital points included, as without a memo.
 */
public class EyeGraphMemoTest {
    @Test
    public void memoAnswersAsTheDatabase() throws IOException {
        Path generated = Path.of(System.getProperty("owlbench.patterns", "../../patterns")).resolve("eyes-generated.db");
        Assume.assumeTrue("patterns/eyes-generated.db is made by the build; absent here", Files.isRegularFile(generated));
        EyeShapeDatabase db = EyeShapeDatabase.load(generated);
        EyeGraphMemo memo = new EyeGraphMemo();
        Random rnd = new Random(5);
        int spaces = 0;
        for (int size : new int[] {9, 13, 19}) {
            for (int k = 0; k < 12; k++) {
                Board b = randomPosition(size, rnd, 0.3 + 0.35 * rnd.nextDouble());
                EyeSpaces plain = new EyeSpaces(b, new ReadingWormFacts(b), db);
                EyeSpaces memoised = new EyeSpaces(b, new ReadingWormFacts(b), db, memo);
                for (int color = StoneColor.WHITE; color <= StoneColor.BLACK; color++) {
                    for (int p : b.onBoardPoints()) {
                        assertEquals("size " + size + ", position " + k + ", point " + p, plain.value(color, p), memoised.value(color, p));
                        if (plain.origin(color, p) == p) spaces++;
                    }
                }
            }
        }
        assertTrue("eye spaces compared: " + spaces, spaces > 300);
        assertTrue("the memo answered some graphs: " + memo.hits + " hits, " + memo.misses + " misses", memo.hits > memo.misses);
    }

    private static Board randomPosition(int size, Random rnd, double fill) {
        Board b = new Board(size);
        int target = (int) (fill * size * size);
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
