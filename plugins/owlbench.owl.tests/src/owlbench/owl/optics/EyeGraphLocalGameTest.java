package owlbench.owl.optics;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.Assume;
import org.junit.BeforeClass;
import org.junit.Test;

/**
 * Eye graphs bigger than the generated eye database's shapes, read as local games by a memo made
 * with a local-game size (EyeGraphMemo(int); OwlParams.unknownSpacesByLocalGame): answered with
 * the game's digits and vital point, unknown where the game reads 2222 (as the generator leaves
 * such shapes out) and never for a graph within the database's size or past the memo's.
 */
public class EyeGraphLocalGameTest {
    private static EyeShapeDatabase db;

    @BeforeClass
    public static void load() throws IOException {
        Path generated = Path.of(System.getProperty("owlbench.patterns", "../../patterns")).resolve("eyes-generated.db");
        Assume.assumeTrue("patterns/eyes-generated.db is made by the build; absent here", Files.isRegularFile(generated));
        db = EyeShapeDatabase.load(generated);
    }

    /** A straight line of n points along the edge (every vertex touches the wall). */
    private static boolean[][] line(int n) {
        boolean[][] adj = new boolean[n][n];
        for (int i = 0; i + 1 < n; i++) adj[i][i + 1] = adj[i + 1][i] = true;
        return adj;
    }

    private static boolean[] all(int n, boolean v) {
        boolean[] a = new boolean[n];
        java.util.Arrays.fill(a, v);
        return a;
    }

    @Test
    public void aGraphBiggerThanTheDatabaseIsReadAsALocalGame() {
        int n = db.maxSize() + 1;
        boolean[][] adj = line(n);
        boolean[] wall = all(n, true);
        boolean[] stone = all(n, false);
        // open at both ends and in the middle: the attacker's outside reaches into the line
        boolean[] marginal = all(n, false);
        marginal[0] = marginal[n - 1] = marginal[n / 2] = true;
        assertNull("past the database's size it knows no shape", db.match(n, marginal, stone, adj, wall));
        assertNull("a plain memo answers as the database", new EyeGraphMemo().match(db, n, marginal, stone, adj, wall));
        EyeLocalGame.Value game = new EyeLocalGame(adj, marginal, stone, wall).solve();
        assertTrue("the game reads something other than 2222: " + game.digits(), !game.digits().equals("2222"));
        EyeGraphMemo memo = new EyeGraphMemo(n);
        int[] r = memo.match(db, n, marginal, stone, adj, wall);
        assertNotNull(r);
        assertArrayEquals("the game's digits", new int[] {game.a(), game.b(), game.c(), game.d()}, java.util.Arrays.copyOf(r, 4));
        if (game.b() < game.c()) {
            assertTrue("an attack point of the game's", contains(game.attacks(), r[4]));
            assertTrue("a defence point of the game's", contains(game.defenses(), r[5]));
        }
        assertArrayEquals("asked again, the memo's answer", r, memo.match(db, n, marginal, stone, adj, wall));
        assertEquals("one game read", 1, memo.localGames);
        assertNull("past the memo's local-game size nothing is read",
                new EyeGraphMemo(n - 1).match(db, n, marginal, stone, adj, wall));
    }

    @Test
    public void aGameOfTwoSureEyesStaysUnknown() {
        int n = db.maxSize() + 1;
        boolean[][] adj = line(n);
        EyeGraphMemo memo = new EyeGraphMemo(n);
        assertEquals("a closed straight line of " + n + " reads 2222", "2222",
                new EyeLocalGame(adj, all(n, false), all(n, false), all(n, true)).solve().digits());
        assertNull(memo.match(db, n, all(n, false), all(n, false), adj, all(n, true)));
        assertEquals(1, memo.localGames);
    }

    @Test
    public void aGraphWithinTheDatabasesSizeIsNotRead() {
        // a 7-point line with four marginal points is past the generator's marginal limits
        int n = db.maxSize();
        boolean[][] adj = line(n);
        boolean[] marginal = all(n, false);
        marginal[0] = marginal[2] = marginal[4] = marginal[6] = true;
        EyeGraphMemo memo = new EyeGraphMemo(10);
        assertNull(memo.match(db, n, marginal, all(n, false), adj, all(n, true)));
        assertEquals("no game read", 0, memo.localGames);
    }

    private static boolean contains(int[] a, int x) {
        for (int y : a) if (y == x) return true;
        return false;
    }
}
