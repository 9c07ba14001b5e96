package owlbench.owl.optics;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.Assume;
import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.QuickWormFacts;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfReader;

/**
 * Owl makes the eye spaces of the goal's colour alone at each node (EyeSpaces.ofColor) and the
 * other colour's only when asked (complete): on random positions and on positions of GNU Go's
 * regression games (read from ../shared at test time; that part is skipped when absent), every
 * answer of one colour made alone, then of both after completing, in either order, is the
 * whole-board analysis's; and what is not made yet is refused, not answered wrongly.
 */
public class EyeSpacesOneColourTest {
    private static EyeShapeDatabase db;

    @BeforeClass
    public static void load() throws IOException {
        Path generated = Path.of(System.getProperty("owlbench.patterns", "../../patterns")).resolve("eyes-generated.db");
        Assume.assumeTrue("patterns/eyes-generated.db is made by the build; absent here", Files.isRegularFile(generated));
        db = EyeShapeDatabase.load(generated);
    }

    @Test
    public void oneColourThenTheOtherAnswersAsTheWholeBoardOnRandomPositions() {
        int spaces = 0;
        for (int size : new int[] {9, 13, 19}) {
            for (int k = 0; k < 25; k++) {
                Board b = randomPosition(size, new Random(7919L * size + k));
                spaces += compareBothOrders(b, "size " + size + ", position " + k);
            }
        }
        assertTrue("eye spaces compared: " + spaces, spaces > 500);
    }

    @Test
    public void oneColourThenTheOtherAnswersAsTheWholeBoardOnGamePositions() throws Exception {
        File games = new File(new File(System.getProperty("owlbench.shared", "../../../shared")), "gnugo-3.8/regression/games");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the regression games' positions", games.isDirectory());
        List<File> files = new ArrayList<>();
        for (File f : games.listFiles()) if (f.getName().endsWith(".sgf")) files.add(f);
        files.sort(null);
        Random rnd = new Random(22);
        int positions = 0, spaces = 0;
        for (int i = 0; i < files.size() && positions < 120; i += 1 + rnd.nextInt(4)) {
            Board b;
            try {
                var root = SgfReader.read(files.get(i).toPath()).games().get(0);
                b = GameReplay.atMove(root, 20 + rnd.nextInt(200)).board();
            } catch (Exception | AssertionError e) {
                continue; // a file this reader or replay does not take: not this test's subject
            }
            spaces += compareBothOrders(b, files.get(i).getName());
            positions++;
        }
        assertTrue("game positions compared: " + positions, positions >= 60);
        assertTrue("eye spaces compared: " + spaces, spaces > 1000);
    }

    @Test
    public void whatIsNotMadeIsRefused() {
        Board b = randomPosition(9, new Random(5));
        EyeSpaces white = EyeSpaces.ofColor(b, new QuickWormFacts(b), db, null, StoneColor.WHITE);
        assertTrue(white.has(StoneColor.WHITE));
        assertFalse(white.has(StoneColor.BLACK));
        int blackAlone = Board.PASS;
        for (int p : b.onBoardPoints()) {
            if (white.inDomain(StoneColor.BLACK, p) && !white.inDomain(StoneColor.WHITE, p)) blackAlone = p;
        }
        assertTrue("a point of black's domain alone", blackAlone != Board.PASS);
        refused(() -> white.origin(StoneColor.BLACK, b.onBoardPoints()[0]));
        refused(() -> white.value(StoneColor.BLACK, b.onBoardPoints()[0]));
        int p = blackAlone;
        // black's topology may value that point: not answered from white's alone
        refused(() -> white.topologicalValue(p));
        refused(() -> white.halfEyeType(p));
        // the board moved on: black's spaces can no longer be made for the position analysed
        int move = Board.PASS;
        for (int q : b.onBoardPoints()) if (b.color(q) == StoneColor.EMPTY && b.isLegal(q, StoneColor.BLACK)) move = q;
        b.play(move, StoneColor.BLACK);
        refused(() -> white.complete(StoneColor.BLACK));
    }

    private static void refused(Runnable r) {
        try {
            r.run();
            fail("answered what was not made");
        } catch (IllegalStateException expected) {
            // refused
        }
    }

    /** Compares colour-at-a-time analyses in both orders with the whole board's; the spaces seen. */
    private static int compareBothOrders(Board b, String where) {
        EyeSpaces whole = new EyeSpaces(b, new QuickWormFacts(b), db);
        for (int first = StoneColor.WHITE; first <= StoneColor.BLACK; first++) {
            EyeSpaces one = EyeSpaces.ofColor(b, new QuickWormFacts(b), db, new EyeGraphMemo(), first);
            compare(b, whole, one, first, where + ", " + first + " alone");
            one.complete(StoneColor.other(first));
            for (int c = StoneColor.WHITE; c <= StoneColor.BLACK; c++) compare(b, whole, one, c, where + ", completed");
            for (int p : b.onBoardPoints()) {
                assertEquals(where + " topology at " + p, whole.topologicalValue(p), one.topologicalValue(p), 0f);
                assertEquals(where + " half-eye type at " + p, whole.halfEyeType(p), one.halfEyeType(p));
                assertArrayEquals(where + " half-eye attacks at " + p, whole.halfEyeAttacks(p), one.halfEyeAttacks(p));
                assertArrayEquals(where + " half-eye defences at " + p, whole.halfEyeDefenses(p), one.halfEyeDefenses(p));
            }
        }
        int spaces = 0;
        for (int c = StoneColor.WHITE; c <= StoneColor.BLACK; c++) {
            for (int p : b.onBoardPoints()) if (whole.origin(c, p) == p) spaces++;
        }
        return spaces;
    }

    /** Every answer about color's eye spaces, and the colour-free ones at that colour's points. */
    private static void compare(Board b, EyeSpaces whole, EyeSpaces one, int color, String where) {
        for (int p : b.onBoardPoints()) {
            String at = where + ", colour " + color + " at " + p;
            assertEquals(at, whole.isLively(p), one.isLively(p));
            assertEquals(at, whole.inDomain(color, p), one.inDomain(color, p));
            assertEquals(at, whole.origin(color, p), one.origin(color, p));
            assertEquals(at, whole.isMarginal(color, p), one.isMarginal(color, p));
            assertEquals(at, whole.size(color, p), one.size(color, p));
            assertEquals(at, whole.marginalSize(color, p), one.marginalSize(color, p));
            assertEquals(at, whole.value(color, p), one.value(color, p));
            assertEquals(at, Arrays.toString(whole.neighbours(color, p)), Arrays.toString(one.neighbours(color, p)));
            if (whole.isEyeSpace(color, p)) {
                assertEquals(at, whole.topologicalValue(p), one.topologicalValue(p), 0f);
                assertEquals(at, whole.halfEyeType(p), one.halfEyeType(p));
                assertArrayEquals(at, whole.halfEyeAttacks(p), one.halfEyeAttacks(p));
                assertArrayEquals(at, whole.halfEyeDefenses(p), one.halfEyeDefenses(p));
            }
        }
    }

    private static Board randomPosition(int size, Random rnd) {
        Board b = new Board(size);
        int target = (int) ((0.2 + 0.45 * rnd.nextDouble()) * size * size);
        int color = StoneColor.BLACK;
        int stones = 0;
        for (int tries = 0; tries < 4 * size * size && stones < target; tries++) {
            int p = b.point(rnd.nextInt(size), rnd.nextInt(size));
            // self-ataris too now and then: strings in atari make ko and false-margin cases
            if (b.color(p) == StoneColor.EMPTY && (rnd.nextInt(5) == 0 || !b.isSelfAtari(p, color)) && b.isLegal(p, color)) {
                b.play(p, color);
                color = StoneColor.other(color);
                stones++;
            }
        }
        return b;
    }
}
