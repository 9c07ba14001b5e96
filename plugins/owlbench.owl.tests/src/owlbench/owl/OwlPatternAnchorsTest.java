package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.expr.PatternFacts;

/**
 * Owl matches its pattern databases only at anchors near the goal dragon (within the reach of the
 * patterns' goal cells), which must give exactly the candidates of matching the whole board: on
 * random positions of three board sizes, with goals near edges and corners and in the centre, for
 * owlbench's own three owl databases and for a database whose patterns name no goal element
 * (which matches everywhere).
 */
public class OwlPatternAnchorsTest {
    private static Path own(String name) {
        return Path.of(System.getProperty("owlbench.patterns", "../../patterns")).resolve(name);
    }

    @Test
    public void matchingNearTheGoalGivesTheCandidatesOfTheWholeBoard() throws IOException {
        OwlPatternDatabase[] dbs = {OwlPatternDatabase.load(own(OwlDatabases.ATTACK)),
            OwlPatternDatabase.load(own(OwlDatabases.DEFEND)), OwlPatternDatabase.load(own(OwlDatabases.VITAL))};
        Random rnd = new Random(22);
        int compared = 0, found = 0;
        for (int size : new int[] {9, 13, 19}) {
            for (int game = 0; game < 25; game++) {
                Board b = randomPosition(size, rnd, 0.25 + 0.4 * rnd.nextDouble());
                for (int goalTry = 0; goalTry < 4; goalTry++) {
                    boolean[] goal = randomGoal(b, rnd);
                    if (goal == null) continue;
                    int owner = colorOf(b, goal);
                    for (int d = 0; d < dbs.length; d++) {
                        int mover = d == 1 ? owner : StoneColor.other(owner);
                        List<OwlCandidate> all = dbs[d].candidates(b, mover, goal, PatternFacts.NONE, null);
                        List<OwlCandidate> near = dbs[d].candidates(b, mover, goal, PatternFacts.NONE);
                        assertEquals("size " + size + ", game " + game + ", database " + d, all, near);
                        compared++;
                        found += near.size();
                    }
                }
            }
        }
        assertTrue("positions compared: " + compared, compared > 500);
        assertTrue("the comparison saw candidates: " + found, found > 200);
    }

    @Test
    public void patternsWithoutGoalElementsMatchAnywhere() {
        String db = "goal_elements none\ncallback_data none\n\n"
                + "Pattern T1\n\n?X?\nX*X\n?X?\n\n:8,-,value(50)\n\n";
        OwlPatternDatabase d = OwlPatternDatabase.parse(db, "t.db");
        Board b = new Board(9);
        // an empty point surrounded by black far from the white goal stone
        for (int p : new int[] {b.point(6, 5), b.point(8, 5), b.point(7, 4), b.point(7, 6)}) b.trymove(p, StoneColor.BLACK);
        b.trymove(b.point(0, 0), StoneColor.WHITE);
        boolean[] goal = new boolean[b.boardArraySize()];
        goal[b.point(0, 0)] = true;
        List<OwlCandidate> c = d.candidates(b, StoneColor.WHITE, goal, PatternFacts.NONE);
        assertEquals("one match per symmetry of the pattern", 8, c.size());
        for (OwlCandidate x : c) assertEquals(b.point(7, 5), x.move());
    }

    private static Board randomPosition(int size, Random rnd, double fill) {
        Board b = new Board(size);
        int target = (int) (fill * size * size);
        int color = StoneColor.BLACK;
        for (int tries = 0; tries < 4 * size * size && stones(b) < target; tries++) {
            int p = b.point(rnd.nextInt(size), rnd.nextInt(size));
            if (b.color(p) == StoneColor.EMPTY && !b.isSelfAtari(p, color) && b.trymove(p, color)) color = StoneColor.other(color);
        }
        return b;
    }

    private static int stones(Board b) {
        int n = 0;
        for (int p : b.onBoardPoints()) if (StoneColor.isStone(b.color(p))) n++;
        return n;
    }

    /** One or two strings of one colour (the second within a few points of the first), as a mask. */
    private static boolean[] randomGoal(Board b, Random rnd) {
        int[] pts = b.onBoardPoints();
        int first = -1;
        for (int k = 0; k < 50 && first < 0; k++) {
            int p = pts[rnd.nextInt(pts.length)];
            if (StoneColor.isStone(b.color(p))) first = p;
        }
        if (first < 0) return null;
        boolean[] goal = new boolean[b.boardArraySize()];
        int[] buf = new int[b.boardArraySize()];
        int n = b.stringStones(first, buf);
        for (int i = 0; i < n; i++) goal[buf[i]] = true;
        int r = b.row(first), c = b.col(first);
        for (int p : pts) {
            if (b.color(p) == b.color(first) && !goal[p] && Math.abs(b.row(p) - r) + Math.abs(b.col(p) - c) <= 3
                    && rnd.nextBoolean()) {
                n = b.stringStones(p, buf);
                for (int i = 0; i < n; i++) goal[buf[i]] = true;
                break;
            }
        }
        return goal;
    }

    private static int colorOf(Board b, boolean[] goal) {
        for (int p : b.onBoardPoints()) if (goal[p]) return b.color(p);
        throw new IllegalStateException("empty goal");
    }
}
