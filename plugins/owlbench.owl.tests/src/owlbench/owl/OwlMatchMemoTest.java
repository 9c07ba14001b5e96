package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotSame;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.stones;
import static owlbench.owl.OwlProblems.v;

import java.util.ArrayList;
import java.util.List;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.expr.PatternFacts;
import owlbench.reading.Reader;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worms;

/**
 * OwlMatchMemo: a reader's pattern matches kept by stones, colour and goal. A position met again
 * gives the kept codes (not matched again) and the same candidates as a fresh match; another goal,
 * another colour or other stones are matched afresh.
 */
public class OwlMatchMemoTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    private static boolean[] goal(Board b, int... points) {
        boolean[] g = new boolean[b.boardArraySize()];
        for (int p : points) g[p] = true;
        return g;
    }

    private static List<String> text(List<OwlCandidate> l) {
        List<String> out = new ArrayList<>();
        for (OwlCandidate c : l) out.add(c.move() + " " + c.value() + " " + c.reason() + (c.sacrifice() ? " (sacrifice)" : ""));
        return out;
    }

    /** The memo's codes for db's database on b, counting the matches made (matched[0]). */
    private static long[] codes(OwlMatchMemo memo, OwlPatternDatabase d, Board b, int color, boolean[] goal, int[] matched) {
        return memo.codes(d, b, color, goal, () -> {
            matched[0]++;
            return new long[] {matched[0]};
        });
    }

    /** White's corner dragon and black's wall: the defence and attack patterns' candidates with and without the memo, twice. */
    @Test
    public void candidatesFromTheMemoAreTheFreshOnes() {
        for (Board b : new Board[] {OwlProblems.openCorner(), OwlProblems.bottomSideKill()}) {
            Reader r = new Reader(b);
            OwlFacts owlFacts = new OwlFacts();
            PatternFacts facts = PatternFacts.chain(owlFacts, new TacticalFacts(r, Worms.compute(r)));
            boolean[] goal = goal(b, stones(b, StoneColor.WHITE));
            owlFacts.at(new OwlNode(b, new OwlGoal(b, stones(b, StoneColor.WHITE)), new EyeSpacesCache(b, db.eyes), r));
            OwlMatchMemo memo = new OwlMatchMemo();
            List<String> defend = text(db.defend.candidates(b, StoneColor.WHITE, goal, facts, true));
            List<String> attack = text(db.attack.candidates(b, StoneColor.BLACK, goal, facts, true));
            assertFalse("the defender has candidates", defend.isEmpty());
            assertFalse("the attacker has candidates", attack.isEmpty());
            for (int round = 0; round < 2; round++) {
                assertEquals("defence, round " + round, defend, text(db.defend.candidates(b, StoneColor.WHITE, goal, facts, true, memo)));
                assertEquals("attack, round " + round, attack, text(db.attack.candidates(b, StoneColor.BLACK, goal, facts, true, memo)));
            }
        }
    }

    /** The same stones, colour and goal are not matched again, even after moves played and taken back. */
    @Test
    public void aPositionMetAgainIsNotMatchedAgain() {
        Board b = OwlProblems.openCorner();
        boolean[] goal = goal(b, stones(b, StoneColor.WHITE));
        OwlMatchMemo memo = new OwlMatchMemo();
        int[] matched = new int[1];
        long[] first = codes(memo, db.defend, b, StoneColor.WHITE, goal, matched);
        assertTrue(b.trymove(v(b, "B2"), StoneColor.BLACK));
        long[] after = codes(memo, db.defend, b, StoneColor.WHITE, goal, matched);
        b.popgo();
        long[] again = codes(memo, db.defend, b, StoneColor.WHITE, goal.clone(), matched);
        assertEquals("two positions matched", 2, matched[0]);
        assertNotSame("another position has its own codes", first, after);
        assertSame("the first position's codes kept", first, again);
    }

    /** Another goal on the same stones, another colour, or another database: matched afresh. */
    @Test
    public void anotherGoalColourOrDatabaseIsMatchedAfresh() {
        Board b = OwlProblems.openCorner();
        boolean[] whole = goal(b, stones(b, StoneColor.WHITE));
        boolean[] part = goal(b, v(b, "D2"), v(b, "D3"));
        OwlMatchMemo memo = new OwlMatchMemo();
        int[] matched = new int[1];
        long[] a = codes(memo, db.defend, b, StoneColor.WHITE, whole, matched);
        long[] c = codes(memo, db.defend, b, StoneColor.WHITE, part, matched);
        long[] d = codes(memo, db.defend, b, StoneColor.BLACK, whole, matched);
        long[] e = codes(memo, db.attack, b, StoneColor.WHITE, whole, matched);
        assertEquals("four questions matched", 4, matched[0]);
        assertEquals(1, a[0]);
        assertEquals(2, c[0]);
        assertEquals(3, d[0]);
        assertEquals(4, e[0]);
        assertSame("the first kept beside the others", a, codes(memo, db.defend, b, StoneColor.WHITE, whole, matched));
        assertSame(c, codes(memo, db.defend, b, StoneColor.WHITE, part, matched));
        assertEquals(4, matched[0]);
    }
}
