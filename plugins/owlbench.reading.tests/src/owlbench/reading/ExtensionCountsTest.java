package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.Random;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The defender node's extension counts: the fast defence's record is good for one node, level
 * and string and is used up when read; a kept count answers approxlib at any limit up to
 * LIMIT for the string's liberties only; and on random positions the counts the fast defence
 * leaves when every liberty falls short of its need are approxlib's counts at LIMIT, which is
 * what lets defenseMoves take them instead of counting again; and an attacker stone on one of
 * the string's liberties that captures nothing takes one from every other liberty's count, which
 * lets the fast defence one level up read the attacker node's counts.
 */
public class ExtensionCountsTest {

    @Test
    public void theFastDefenceRecordIsForOneNodeAndIsUsedUp() {
        ExtensionCounts counts = new ExtensionCounts(8);
        counts.counted(41, 3, 100);
        assertFalse("another node", counts.takeCounted(42, 3, 100));
        counts.counted(41, 3, 100);
        assertFalse("another level", counts.takeCounted(41, 2, 100));
        counts.counted(41, 3, 100);
        assertFalse("another string", counts.takeCounted(41, 3, 101));
        counts.counted(41, 3, 100);
        assertTrue(counts.takeCounted(41, 3, 100));
        assertFalse("used up", counts.takeCounted(41, 3, 100));
        counts.counted(41, 3, 100);
        assertFalse("a reader that takes the arrays over starts with no record",
                new ExtensionCounts(counts).takeCounted(41, 3, 100));
    }

    @Test
    public void aKeptCountAnswersLowerLimitsForTheLibertiesOnly() {
        int[] libs = {20, 21, 40, 0};
        int[] kept = {6, 1, 3, 0};
        assertEquals(2, ExtensionCounts.lookup(20, 2, libs, 3, kept));
        assertEquals(6, ExtensionCounts.lookup(20, 6, libs, 3, kept));
        assertEquals(1, ExtensionCounts.lookup(21, 3, libs, 3, kept));
        assertEquals(3, ExtensionCounts.lookup(40, 4, libs, 3, kept));
        assertEquals("not a liberty", -1, ExtensionCounts.lookup(22, 3, libs, 3, kept));
        assertEquals("only the first n", -1, ExtensionCounts.lookup(0, 3, libs, 3, kept));
    }

    @Test
    public void countsShortOfTheirNeedAreExactOnRandomPositions() {
        Random rnd = new Random(20);
        int checked = 0;
        for (int game = 0; game < 40; game++) {
            Board b = randomGame(rnd, game);
            int[] points = b.onBoardPoints();
            int[] libs = new int[16];
            for (int s : points) {
                int c = b.color(s);
                if (!StoneColor.isStone(c) || b.origin(s) != s || b.countlib(s) > ExtensionCounts.MAX_LIBS) {
                    continue;
                }
                int n = b.findlib(s, libs.length, libs);
                for (int need = 3; need <= 5; need++) {
                    for (int i = 0; i < n; i++) {
                        int count = b.approxlib(libs[i], c, need, null);
                        if (count >= need) {
                            continue;
                        }
                        checked++;
                        assertEquals("short of need, exact", b.approxlib(libs[i], c, ExtensionCounts.LIMIT, null), count);
                        for (int limit = 1; limit <= ExtensionCounts.LIMIT; limit++) {
                            int[] kept = {count, 0, 0, 0};
                            assertEquals(b.approxlib(libs[i], c, limit, null),
                                    ExtensionCounts.lookup(libs[i], limit, new int[] {libs[i], 0, 0, 0}, 1, kept));
                        }
                    }
                }
            }
        }
        assertTrue("positions with short counts met: " + checked, checked > 1000);
    }

    @Test
    public void anAttackerStoneThatCapturesNothingTakesOneFromEveryOtherCount() {
        Random rnd = new Random(21);
        ExtensionCounts counts = new ExtensionCounts(8);
        int checked = 0;
        for (int game = 0; game < 40; game++) {
            Board b = randomGame(rnd, game);
            int[] points = b.onBoardPoints();
            int[] libs = new int[16];
            int[] now = new int[16];
            for (int s : points) {
                int c = b.color(s);
                if (!StoneColor.isStone(c) || b.origin(s) != s || b.countlib(s) < 2 || b.countlib(s) > ExtensionCounts.MAX_LIBS) {
                    continue;
                }
                int n = b.findlib(s, libs.length, libs);
                int[] kept = counts.attackerCounts(0);
                for (int i = 0; i < n; i++) {
                    kept[i] = b.approxlib(libs[i], c, ExtensionCounts.LIMIT, null);
                }
                counts.attackerCounted(0, b.stoneHash(), c, libs, n);
                for (int i = 0; i < n; i++) {
                    int m = libs[i];
                    if (!b.trymove(m, StoneColor.other(c))) {
                        continue;
                    }
                    assertTrue(counts.attackerCountsFor(0, b.stoneHashAt(0), c));
                    assertFalse("the owner's colour", counts.attackerCountsFor(0, b.stoneHashAt(0), StoneColor.other(c)));
                    int nn = b.findlib(s, now.length, now);
                    if (b.capturesSince(0, c) == 0) {
                        assertEquals(m, counts.takenLiberty(0, now, nn));
                        for (int j = 0; j < nn; j++) {
                            for (int limit = 1; limit < ExtensionCounts.LIMIT; limit++) {
                                checked++;
                                assertEquals(b.approxlib(now[j], c, limit, null), counts.afterAttackerStone(0, now[j], limit));
                            }
                        }
                    } else {
                        assertTrue("a capture beside the string gives it liberties back: "
                                + counts.takenLiberty(0, now, nn), counts.takenLiberty(0, now, nn) == -1 || nn == n - 1);
                    }
                    b.popgo();
                }
            }
        }
        assertTrue("liberties met: " + checked, checked > 1000);
    }

    /** A position of 40 to 119 random moves (illegal ones skipped), on 9x9 for even games, else 19x19. */
    private static Board randomGame(Random rnd, int game) {
        Board b = new Board(game % 2 == 0 ? 9 : 19);
        int[] points = b.onBoardPoints();
        int color = StoneColor.BLACK;
        for (int move = 0; move < 40 + rnd.nextInt(80); move++) {
            int p = points[rnd.nextInt(points.length)];
            if (b.isLegal(p, color)) {
                b.play(p, color);
            }
            color = StoneColor.other(color);
        }
        return b;
    }
}
