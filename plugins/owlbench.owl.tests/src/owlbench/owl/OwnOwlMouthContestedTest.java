package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.stones;
import static owlbench.owl.OwlProblems.v;
import static owlbench.owl.OwlRootCandidates.defend;
import static owlbench.owl.OwlRootCandidates.proposes;
import static owlbench.owl.OwlRootCandidates.rootDefence;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.SearchResult;

/**
 * OD1030 and OD1031 (twenty-eighth session, h/owlod28), measured and left off: OD1000's mouth
 * (OwnOwlMouthWithOneEyeTest) narrowed by owlbench's own facts owl_goal_maxeye (the dragon's most
 * eyes, two: one sure eye and the second won or lost in one move) and owl_contested_space (the
 * space behind the mouth is where that eye is won or lost). Both keep owl.tst 112 and 214 as
 * OD1000 did, and both lose the same held-out owl same moves as OD1000 (seed 23 210 -> 208, seed
 * 41 217 -> 216; docs/benchmarks.md, "owl_defend's false defences 112 and 214, twenty-eighth
 * session"), so neither is in patterns/owl_defendpats.db: their text is here, appended to the
 * committed defence text for the test. The boards are OwnOwlMouthWithOneEyeTest's 9x9 bottom edge
 * (after owl.tst 214's lower middle) and one with the mouth in a space already sure of its eye.
 */
public class OwnOwlMouthContestedTest {
    /** OD1000's shape and constraint, with {@code extra} added to the constraint, named name. */
    private static String mouth(String name, String why, String extra) {
        return String.join("\n",
                "",
                "Pattern " + name,
                "# Closing the mouth of the eye space where the attacker's lively string peeps between two of the",
                "# dragon's strings, while the dragon counts one sure eye (OD1000, OwnOwlMouthWithOneEyeTest),",
                why,
                "",
                "?X?",
                "O*O",
                "?.?",
                "",
                ":|,-,value(60)",
                "",
                "?C?",
                "A*B",
                "?e?",
                "",
                ";!same_string(A,B) && lib(C) >= 4 && owl_eyespace(*) && owl_eyespace(e) && owl_goal_mineye() == 1" + extra,
                "");
    }

    /** OD1030 as measured: OD1000 where the dragon counts two eyes at most. */
    static final String OD1030 = mouth("OD1030",
            "# and two eyes at most: the second eye is won or lost in one move, which the mouth is.",
            " && owl_goal_maxeye() == 2");

    /** OD1031 as measured: OD1000 where the space behind the mouth is the one still won or lost. */
    static final String OD1031 = mouth("OD1031",
            "# and the space behind the mouth is the one whose eye is still won or lost (not a sure eye).",
            " && owl_contested_space(e)");

    private static OwlDatabases committed;
    private static OwlDatabases od1030;
    private static OwlDatabases od1031;

    @BeforeClass
    public static void load() throws IOException {
        committed = OwlProblems.generatedDatabases();
        Path dir = Path.of(System.getProperty("owlbench.patterns", "../../patterns"));
        String attack = Files.readString(dir.resolve(OwlDatabases.ATTACK));
        String defend = Files.readString(dir.resolve(OwlDatabases.DEFEND));
        String vital = Files.readString(dir.resolve(OwlDatabases.VITAL));
        od1030 = OwlDatabases.of(attack, defend + "\n" + OD1030, vital, committed.eyes);
        od1031 = OwlDatabases.of(attack, defend + "\n" + OD1031, vital, committed.eyes);
    }

    /** The owl facts at the root node of the goal on b. */
    private static OwlFacts facts(Board b, int[] goal) {
        OwlFacts f = new OwlFacts();
        f.at(new OwlNode(b, new OwlGoal(b, goal), new EyeSpacesCache(b, committed.eyes), new Reader(b)));
        return f;
    }

    /** OwnOwlMouthWithOneEyeTest's edge: one sure eye, the 8-point space behind C4 counted 1-2. */
    private static Board oneSureEye() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X X X X X",
                "X X O O O O O X X",
                "X X O O . . O X X",
                "X X . . . O . O .",
                "X X O . O . O X X",
                ". X X . O X X . X",
                ". . . . O O O X .");
    }

    /**
     * One sure eye, two at most, and the space behind the mouth C4 (E5's 8 points, unknown to the
     * eye database) is the one counted 1-2: both facts hold, both forms propose C4 and owl answers
     * it; the committed databases answer G4.
     */
    @Test
    public void theMouthOfTheContestedSpace() {
        Board b = oneSureEye();
        int[] white = stones(b, StoneColor.WHITE);
        OwlFacts f = facts(b, white);
        assertEquals("most eyes", 2.0, f.call("owl_goal_maxeye", null, new int[0]), 0);
        assertEquals("the space behind the mouth is contested", 1.0, f.call("owl_contested_space", null, new int[] {v(b, "D4")}), 0);
        assertEquals("a point off the goal's spaces", 0.0, f.call("owl_contested_space", null, new int[] {v(b, "A9")}), 0);
        assertTrue("OD1030 proposes C4", proposes(rootDefence(b, white, od1030), v(b, "C4"), "OD1030"));
        assertTrue("OD1031 proposes C4", proposes(rootDefence(b, white, od1031), v(b, "C4"), "OD1031"));
        for (OwlDatabases db : new OwlDatabases[] {od1030, od1031}) {
            SearchResult d = defend(b, white, db);
            assertEquals("owl defends", ReadCodes.WIN, d.code());
            assertEquals("at the mouth", v(b, "C4"), d.move());
        }
        assertNotEquals("the committed databases answer another move", v(b, "C4"), defend(b, white, committed).move());
        assertEquals(0, b.stackp());
    }

    /**
     * The mouth C4 opens into D5's space of three points (C4 D4 D5), already sure of one eye
     * (0111), beside a sure eye at F5: the space is not contested, and the dragon counts two sure
     * eyes, so neither form names C4.
     */
    @Test
    public void aSpaceSureOfItsEyeIsNotContested() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X X X X X",
                "X X O O O O O X X",
                "X X O . O . O X X",
                "X X . . O O . O .",
                "X X O O O . O X X",
                ". X X . O X X . X",
                ". . . . O O O X .");
        int[] white = stones(b, StoneColor.WHITE);
        OwlFacts f = facts(b, white);
        assertEquals("the space behind C4 is sure of its eye", 0.0, f.call("owl_contested_space", null, new int[] {v(b, "D4")}), 0);
        assertEquals("two sure eyes", 2, new OwlNode(b, new OwlGoal(b, white), new EyeSpacesCache(b, committed.eyes), new Reader(b)).eyes().min);
        assertFalse(proposes(rootDefence(b, white, od1030), v(b, "C4"), "OD1030"));
        assertFalse(proposes(rootDefence(b, white, od1031), v(b, "C4"), "OD1031"));
    }
}
