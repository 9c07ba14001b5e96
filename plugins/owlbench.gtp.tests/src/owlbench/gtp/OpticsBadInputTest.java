package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

/**
 * Issue 21's bad-input item for the eye, unconditional-life and influence commands beside
 * OpticsModuleTest's and InfluenceModuleTest's: wrong colours, off-board and occupied vertices,
 * empty and nearly full boards, the smallest (2x2) and largest (25x25) boards. Every command
 * answers, with a GTP error naming the problem where the input is wrong; nothing throws.
 */
public class OpticsBadInputTest {
    private static GtpEngine engine(int size) {
        return new OwlbenchGtp(size, 0, null, OwlbenchGtp.builtinModules()).engine();
    }

    /** The commands that take a colour say which word is not one. */
    @Test
    public void wrongColours() {
        GtpEngine e = engine(9);
        assertTrue(GtpAnswers.err(e, "eye_spaces_gfx purple").contains("invalid color 'purple'"));
        assertTrue(GtpAnswers.err(e, "eye_spaces_gfx").contains("wrong number of arguments"));
        assertTrue(GtpAnswers.err(e, "eye_data empty A1").contains("invalid color"));
        assertTrue(GtpAnswers.err(e, "followup_influence green A1 territory_value").contains("invalid color 'green'"));
        assertTrue(GtpAnswers.err(e, "move_influence 7 A1 territory_value").contains("invalid color"));
    }

    /** Vertices off the board, passes and occupied points. */
    @Test
    public void badVertices() {
        for (int size : new int[] {2, 25}) {
            GtpEngine e = engine(size);
            String off = size == 2 ? "C3" : "A26";
            for (String cmd : new String[] {"unconditional_status " + off, "eval_eye " + off, "eye_data black " + off,
                    "half_eye_data " + off, "move_influence black " + off + " territory_value"}) {
                assertTrue(cmd, GtpAnswers.err(e, cmd).contains("invalid coordinate"));
            }
            assertTrue(GtpAnswers.err(e, "half_eye_data pass").contains("invalid coordinate"));
            assertTrue(GtpAnswers.err(e, "unconditional_status A0").contains("invalid coordinate"));
            GtpAnswers.ok(e, "play black A1");
            assertEquals("illegal move", GtpAnswers.err(e, "move_influence white A1 territory_value"));
        }
    }

    /** Empty boards of both extreme sizes: nothing is decided and no eye space is worth an eye. */
    @Test
    public void emptyBoards() {
        for (int size : new int[] {2, 25}) {
            GtpEngine e = engine(size);
            String corner = size == 2 ? "B2" : "Z25";
            assertEquals("undecided", GtpAnswers.ok(e, "unconditional_status " + corner));
            assertTrue(GtpAnswers.ok(e, "eye_spaces_gfx white").contains("0 worth an eye or more"));
            assertTrue(GtpAnswers.ok(e, "estimate_score").contains("upper bound"));
        }
    }

    /** A 2x2 board with one empty point left: a black group with one eye is not unconditionally alive. */
    @Test
    public void nearlyFullTinyBoard() {
        GtpEngine e = engine(2);
        for (String v : new String[] {"A1", "A2", "B2"}) GtpAnswers.ok(e, "play black " + v);
        assertEquals("undecided", GtpAnswers.ok(e, "unconditional_status A1"));
        assertEquals("undecided", GtpAnswers.ok(e, "unconditional_status B1"));
        assertTrue(GtpAnswers.ok(e, "half_eye_data B1").startsWith("value"));
        assertTrue(GtpAnswers.ok(e, "eye_spaces_gfx black").contains("TEXT black"));
        // black filling its own last liberty is suicide; white there captures everything
        assertEquals("illegal move", GtpAnswers.err(e, "move_influence black B1 territory_value"));
        assertEquals(2, GtpAnswers.ok(e, "move_influence white B1 territory_value").split("\n").length);
        assertTrue(GtpAnswers.ok(e, "initial_influence white territory_value").split("\n").length == 2);
    }

    /** A wall along the 25x25 board's edge: the far corner answers like any other point. */
    @Test
    public void largestBoardCorners() {
        GtpEngine e = engine(25);
        for (int row = 1; row <= 25; row++) GtpAnswers.ok(e, "play black B" + row);
        assertEquals("undecided", GtpAnswers.ok(e, "unconditional_status B25"));
        assertEquals("undecided", GtpAnswers.ok(e, "unconditional_status Z1"));
        GtpAnswers.ok(e, "eval_eye A25");
        assertTrue(GtpAnswers.ok(e, "eye_data black A1").contains("esize"));
        assertEquals(25, GtpAnswers.ok(e, "initial_influence black territory_value").split("\n").length);
    }

    /** Eye graphs that no shape can realise answer an error or a value; malformed ones never throw. */
    @Test
    public void malformedEyeGraphs() {
        GtpEngine e = engine(19);
        for (String g : new String[] {"!!!!", "%%%%", "XXXX%", "@@@@@@@@@@@@@@@@@@@@@@@@", "." .repeat(3000)}) {
            GtpEngine.Answer a = e.execute(GtpCommand.parse("analyze_eyegraph " + g));
            assertTrue(g + " -> " + a.text, a.success || a.text.contains("eye graph"));
        }
        assertTrue(GtpAnswers.err(e, "analyze_eyegraph a b").contains("wrong number of arguments"));
    }
}
