package owlbench.board;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.Test;

/**
 * The scalars trymove saves per level (undo log top, ko point, string counter, prisoners, stones'
 * hash) sit in shared per-level arrays that grow past the first 64 levels: every level of a line
 * far deeper than that, with captures, merges and kos in it, must come back exactly at its popgo,
 * and stoneHashAt must give each level's hash while the line stands.
 */
public class BoardLevelStackTest {

    @Test
    public void everyLevelComesBackPastTheArraysGrowth() {
        Random rnd = new Random(19);
        for (int size : new int[] {5, 9, 19}) {
            for (int g = 0; g < 6; g++) {
                Board b = new Board(size);
                int[] buf = new int[b.boardArraySize()];
                List<String> snapshots = new ArrayList<>();
                List<Long> hashes = new ArrayList<>();
                int color = StoneColor.BLACK;
                for (int i = 0; i < 300; i++) {
                    snapshots.add(BoardOracle.snapshot(b));
                    hashes.add(b.stoneHash());
                    int pos = randomLegal(b, color, rnd, buf);
                    assertTrue(b.trymove(pos, color));
                    color = StoneColor.other(color);
                }
                int captures = b.captures(StoneColor.WHITE) + b.captures(StoneColor.BLACK);
                assertTrue("the line captures (size " + size + ")", captures > 0);
                assertEquals(300, b.stackp());
                for (int j = 0; j < 300; j++) {
                    assertEquals("stoneHashAt " + j, (long) hashes.get(j), b.stoneHashAt(j));
                }
                for (int j = 299; j >= 0; j--) {
                    b.popgo();
                    assertEquals("level " + j + " of size " + size, snapshots.get(j), BoardOracle.snapshot(b));
                }
            }
        }
    }

    private static int randomLegal(Board b, int color, Random rnd, int[] buf) {
        int n = 0;
        for (int p : b.onBoardPoints()) {
            if (b.isLegal(p, color)) {
                buf[n++] = p;
            }
        }
        return n == 0 ? Board.PASS : buf[rnd.nextInt(n)];
    }
}
