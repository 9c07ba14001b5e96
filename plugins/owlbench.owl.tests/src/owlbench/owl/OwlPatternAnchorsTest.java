package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.expr.PatternFacts;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.match.Constraints;
import owlbench.patterns.match.Match;
import owlbench.patterns.match.PatternGeometry;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;

/**
 * Owl matches its pattern databases only at anchors near the goal dragon (within the reach of the
 * patterns' goal cells) and tests the goal cells before building a match, which must give exactly
 * the candidates of matching the whole board and placing every match's goal cells: on
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
        String[] names = {OwlDatabases.ATTACK, OwlDatabases.DEFEND, OwlDatabases.VITAL};
        OwlPatternDatabase[] dbs = new OwlPatternDatabase[3];
        Reference[] refs = new Reference[3];
        for (int i = 0; i < 3; i++) {
            dbs[i] = OwlPatternDatabase.load(own(names[i]));
            refs[i] = new Reference(DbParser.parse(own(names[i])), names[i]);
        }
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
                        assertEquals("as every match built and placed: size " + size + ", game " + game + ", database " + d,
                                refs[d].candidates(b, mover, goal), near);
                        compared++;
                        found += near.size();
                    }
                }
            }
        }
        assertTrue("positions compared: " + compared, compared > 500);
        assertTrue("the comparison saw candidates: " + found, found > 200);
    }

    /**
     * The anchors are the points within the patterns' reach (rows and columns) of a goal stone,
     * found inside the goal's box widened by the reach: the same mask as a square drawn round every
     * goal stone, for goals anywhere (corners, edges, scattered stones, a single stone, none).
     */
    @Test
    public void anchorsAreTheSquaresRoundTheGoalStones() throws IOException {
        OwlPatternDatabase db = OwlPatternDatabase.load(own(OwlDatabases.ATTACK));
        int reach = db.goalReach();
        assertTrue("the attack patterns name goal elements: " + reach, reach > 0);
        Random rnd = new Random(24);
        int marked = 0;
        for (int size : new int[] {5, 9, 13, 19}) {
            for (int game = 0; game < 40; game++) {
                Board b = randomPosition(size, rnd, 0.2 + 0.5 * rnd.nextDouble());
                boolean[] goal = new boolean[b.boardArraySize()];
                // scattered goal points (stones or not: the mask is read as given), a few to many
                int k = game % 5 == 0 ? 0 : 1 + rnd.nextInt(game % 2 == 0 ? 3 : size);
                for (int i = 0; i < k; i++) goal[b.point(rnd.nextInt(size), rnd.nextInt(size))] = true;
                if (game == 1) goal[b.point(0, 0)] = true;
                if (game == 3) goal[b.point(size - 1, size - 1)] = true;
                boolean[] expected = new boolean[goal.length];
                for (int p : b.onBoardPoints()) {
                    if (!goal[p]) continue;
                    for (int q : b.onBoardPoints()) {
                        if (Math.abs(b.row(q) - b.row(p)) <= reach && Math.abs(b.col(q) - b.col(p)) <= reach) expected[q] = true;
                    }
                }
                boolean[] got = db.anchors(b, goal);
                for (int p = 0; p < goal.length; p++) {
                    assertEquals("size " + size + ", game " + game + ", point " + p, expected[p], got[p]);
                    if (got[p]) marked++;
                }
            }
        }
        assertTrue("anchors were marked: " + marked, marked > 1000);
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

    /**
     * The candidates as owl found them before matching near the goal: every match on the whole board
     * built, its goal cells placed on the board through PatternGeometry, its constraint checked.
     */
    private static final class Reference {
        private final List<Pattern> usable = new ArrayList<>();
        private final CompiledMatcher matcher;
        private final Constraints constraints;
        private final String fileName;

        Reference(DbFile f, String fileName) {
            for (Pattern p : f.patterns()) if (p.diagram() != null && p.colon() != null) usable.add(p);
            matcher = new CompiledMatcher(usable);
            constraints = new Constraints(f);
            this.fileName = fileName;
        }

        List<OwlCandidate> candidates(Board b, int color, boolean[] goal) {
            List<OwlCandidate> out = new ArrayList<>();
            for (Match m : matcher.match(b, color)) {
                if (m.move == Board.PASS || !b.isOnBoard(m.move)) continue;
                String elements = m.pattern.goalElements();
                if (elements != null && !elements.isBlank() && !elements.equals("none")) {
                    boolean touches = false;
                    for (int p : PatternGeometry.place(m, b, PatternGeometry.cells(m.pattern.diagram(), elements.trim()))) {
                        touches |= b.isOnBoard(p) && goal[p];
                    }
                    if (!touches) continue;
                }
                if (constraints.check(m, b, color, PatternFacts.NONE).truth == EvalResult.Truth.FALSE) continue;
                out.add(new OwlCandidate(m.move, OwlPatternDatabase.value(m.pattern),
                        m.pattern.name() + " " + fileName + ":" + m.pattern.range().line, m.pattern.colon().hasClass('s')));
            }
            return out;
        }
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
