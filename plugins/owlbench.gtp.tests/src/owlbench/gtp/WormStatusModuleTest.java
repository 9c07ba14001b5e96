package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.Before;
import org.junit.Test;

import owlbench.reading.ReadCodes;

/** The "Worm status" analysis of {@link WormStatusModule} on handmade 9x9 positions. */
public class WormStatusModuleTest {

    private GtpEngine e;

    @Before
    public void setUp() {
        e = new OwlbenchGtp(9, 0, null, OwlbenchGtp.builtinModules()).engine();
    }

    private String ok(String cmd) {
        return GtpAnswers.ok(e, cmd);
    }

    private String err(String cmd) {
        return GtpAnswers.err(e, cmd);
    }

    private void play(String color, String... vertices) {
        for (String v : vertices) {
            ok("play " + color + " " + v);
        }
    }

    /** The colour each vertex gets in a gfx answer's COLOR lines. */
    private static Map<String, String> colours(String gfx) {
        Map<String, String> out = new HashMap<>();
        for (String line : gfx.split("\n")) {
            List<String> t = Arrays.asList(line.trim().split("\\s+"));
            if (t.get(0).equals("COLOR")) {
                for (String v : t.subList(2, t.size())) {
                    assertEquals(v + " is coloured twice", null, out.put(v, t.get(1)));
                }
            } else {
                assertEquals("only COLOR and TEXT lines: " + line, "TEXT", t.get(0));
            }
        }
        return out;
    }

    @Test
    public void stringInAtariThatCanEscapeIsCritical() {
        play("black", "E5");
        play("white", "D5", "F5", "E6");
        assertEquals("critical 1 E4 1 E4", ok("worm_status E5"));
        assertEquals("alive 0", ok("worm_status E6"));
        Map<String, String> c = colours(ok("worm_status"));
        assertEquals(WormStatusModule.CRITICAL_COLOR, c.get("E5"));
        assertEquals(WormStatusModule.ALIVE_COLOR, c.get("D5"));
        assertEquals(4, c.size());
    }

    @Test
    public void stringThatCannotBeSavedIsDeadAndSafeStonesAlive() {
        play("black", "E5", "B2");
        play("white", "D5", "F5", "E6", "D4", "F4", "E3");
        // E4 is a liberty black cannot use: it would be suicide
        assertEquals("dead 1 E4 0", ok("worm_status E5"));
        assertEquals("alive 0", ok("worm_status B2"));
        String gfx = ok("worm_status");
        Map<String, String> c = colours(gfx);
        assertEquals(WormStatusModule.DEAD_COLOR, c.get("E5"));
        assertEquals(WormStatusModule.ALIVE_COLOR, c.get("B2"));
        for (String w : new String[] { "D5", "F5", "E6", "D4", "F4", "E3" }) {
            assertEquals(w, WormStatusModule.ALIVE_COLOR, c.get(w));
        }
        assertFalse("empty points stay uncoloured", c.containsKey("E4"));
        assertTrue(gfx, gfx.endsWith("TEXT 5 alive, 0 critical, 0 ko, 1 dead"));  // D5-D4 and F5-F4 are one string each
    }

    @Test
    public void everyStoneOfAStringGetsItsColour() {
        play("black", "E5", "E4");
        play("white", "D5", "F5", "E6", "D4", "F4");
        assertEquals("critical 1 E3 1 E3", ok("worm_status E4"));
        Map<String, String> c = colours(ok("worm_status"));
        assertEquals(WormStatusModule.CRITICAL_COLOR, c.get("E5"));
        assertEquals(WormStatusModule.CRITICAL_COLOR, c.get("E4"));
    }

    @Test
    public void koCaptureGivesKoStatus() {
        // black C1 has one liberty, B1; white takes it there, and black may retake only after a threat
        play("black", "A1", "C1", "B2");
        play("white", "C2", "D1");
        String s = ok("worm_status C1");
        assertTrue(s, s.startsWith("ko "));
        assertEquals(WormStatusModule.KO_COLOR, colours(ok("worm_status")).get("C1"));
    }

    @Test
    public void classifyFollowsAttackThenDefence() {
        assertEquals(WormStatusModule.ALIVE, WormStatusModule.classify(ReadCodes.FAIL, ReadCodes.FAIL));
        assertEquals(WormStatusModule.DEAD, WormStatusModule.classify(ReadCodes.WIN, ReadCodes.FAIL));
        assertEquals(WormStatusModule.CRITICAL, WormStatusModule.classify(ReadCodes.WIN, ReadCodes.WIN));
        assertEquals(WormStatusModule.KO, WormStatusModule.classify(ReadCodes.KO_A, ReadCodes.WIN));
        assertEquals(WormStatusModule.KO, WormStatusModule.classify(ReadCodes.WIN, ReadCodes.KO_B));
    }

    @Test
    public void emptyBoardAndBadArguments() {
        assertEquals("TEXT 0 alive, 0 critical, 0 ko, 0 dead", ok("worm_status"));
        assertTrue(err("worm_status E5").contains("must not be empty"));
        assertTrue(err("worm_status Z9").contains("invalid coordinate"));
        err("worm_status E5 E6");
    }

    @Test
    public void listedInTheAnalyzeMenu() {
        String list = ok("gogui-analyze_commands");
        assertTrue(list, list.contains("gfx/Worm status/worm_status\n"));
        assertTrue(list, list.contains("string/Worm status of a string/worm_status %p"));
        assertTrue(ok("list_commands").contains("worm_status"));
    }

    @Test
    public void readingFollowsTheBoardAcrossClearBoardAndTrymove() {
        play("black", "E5");
        play("white", "D5", "F5", "E6");
        assertTrue(ok("worm_status E5").startsWith("critical"));
        ok("clear_board");
        play("black", "E5");
        play("white", "D5", "F5");
        assertEquals("alive 0", ok("worm_status E5"));
        ok("trymove white E6");
        assertTrue(ok("worm_status E5").startsWith("critical"));
        ok("popgo");
        assertEquals("alive 0", ok("worm_status E5"));
    }
}
