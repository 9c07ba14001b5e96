package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;
import java.util.HashSet;
import java.util.Set;

import org.junit.Assume;
import org.junit.Before;
import org.junit.Test;

/** The worm and dragon commands of {@link DragonModule} on handmade 9x9 positions. */
public class DragonModuleTest {

    private GtpEngine e;

    @Before
    public void setUp() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the dragon commands (they need its conn.db)",
                new File(shared, "gnugo-3.8").isDirectory()
                        && owlbench.patterns.PatternPath.standard(java.util.List.of()).find("conn.db").isPresent());
        e = new OwlbenchGtp(9, 0, null, OwlbenchGtp.builtinModules()).engine();
    }

    private String ok(String cmd) {
        return GtpAnswers.ok(e, cmd);
    }

    private String err(String cmd) {
        return GtpAnswers.err(e, cmd);
    }

    private void play(String color, String... vertices) {
        for (String v : vertices) ok("play " + color + " " + v);
    }

    @Test
    public void diagonalStonesAreOneDragonFarOnesNot() {
        play("black", "D4", "E5", "G7");
        assertEquals("1", ok("same_dragon D4 E5"));
        assertEquals("0", ok("same_dragon D4 G7"));
        assertEquals("E5 D4", ok("dragon_stones D4"));
        assertEquals("G7\nE5 D4", ok("dragon_stones"));
        assertEquals("D4", ok("worm_stones D4"));
        assertEquals("G7\nE5\nD4", ok("worm_stones black"));
        assertEquals("", ok("worm_stones white"));
        assertTrue(err("same_dragon D4 A1").contains("must not be empty"));
        assertTrue(err("same_dragon D4").startsWith("wrong number of arguments"));
        assertTrue(err("dragon_stones Z9").startsWith("invalid coordinate"));
    }

    @Test
    public void answersFollowTheBoard() {
        play("black", "D4", "E5");
        assertEquals("1", ok("same_dragon D4 E5"));
        // white cuts with a strong stone on each side: the diagonal is no longer a dragon
        play("white", "D5", "E4", "C5", "F4");
        assertEquals("0", ok("same_dragon D4 E5"));
        ok("undo");
        ok("undo");
        ok("undo");
        ok("undo");
        assertEquals("1", ok("same_dragon D4 E5"));
    }

    @Test
    public void wormDataHasGnuGosFieldNames() {
        play("black", "C3");
        play("white", "C4", "D3", "B3");
        String w = ok("worm_data C3");
        assertTrue(w, w.startsWith("C3:\norigin               C3\ncolor                black\nsize                 1\n"));
        assertTrue(w, w.contains("\nliberties            1\n"));
        assertTrue(w, w.contains("\nattack_code          5\nattack_point         C2\n"));
        assertTrue(w, w.contains("\ncutstone             1\n"));
        assertEquals("1", ok("worm_cutstone C3"));
        assertTrue(err("worm_cutstone A1").contains("must not be empty"));
        assertFalse("no fields owlbench cannot compute", w.contains("invincible"));
        String all = ok("worm_data");
        assertEquals(4, all.split("\n[A-T][0-9]+:").length);
        assertEquals("", ok("worm_data A1"));
    }

    @Test
    public void dragonDataGivesTheOwlStatusThatDragonStatusGives() {
        // a weak white group in the corner: owl reads it
        play("white", "C3", "D3");
        play("black", "B3", "B4", "C4", "D4", "E4", "E3");
        String d = ok("dragon_data D3");
        assertTrue(d, d.startsWith("D3:\ncolor                   white\n"));
        String status = ok("dragon_status D3").split(" ")[0];
        assertFalse(d, d.contains("\nowl_status              unchecked\n"));
        assertTrue(d, d.contains("\nowl_status              " + status + "\n"));
        assertTrue(d, d.contains("\nstatus                  " + status + "\n"));
        assertTrue(d, d.contains("\nowl_attack_certain      "));
        assertTrue(d, d.contains("\nowl_defense_point       "));
        assertTrue(d, d.contains("\nstrings                 "));
    }

    @Test
    public void aDragonThatAppearsSafeIsNotReadByOwl() {
        // alone on the board with a large moyo: strongly alive before owl, so owl is not run on
        // it (doc/dragon.texi: owl "is skipped for dragons which appear safe")
        play("white", "C4", "D3", "B3");
        ok("reset_owl_node_counter");
        String d = ok("dragon_data D3");
        assertTrue(d, d.contains("\nowl_status              unchecked\n"));
        assertTrue(d, d.contains("\nstatus                  alive\n"));
        assertTrue(d, d.contains("\nowl_attack_code         0\nowl_attack_point        PASS\n"));
        assertEquals("alive", ok("dragon_status D3"));
        assertEquals("0", ok("get_owl_node_counter"));
        // owl_attack itself still answers for the dragon when asked
        assertEquals("0", ok("owl_attack D3"));
    }

    @Test
    public void aLoneStoneIsReadByOwlHoweverLargeItsMoyo() {
        // one or two stones can still be sealed in: owl reads them (GNU Go does too)
        play("white", "E5");
        String d = ok("dragon_data E5");
        assertTrue(d, d.contains("\nowl_status              alive\n"));
        assertEquals("alive", ok("dragon_status E5"));
    }

    @Test
    public void dragonDataHasGnuGosFieldsInGnuGosOrderOncePerDragon() {
        play("black", "D4", "E5", "G7");
        play("white", "C7");
        String d = ok("dragon_data E5");
        String[] order = { "color", "origin", "size", "effective_size", "genus", "heye", "escape_route", "lunch", "crude_status",
            "owl_status", "status", "safety", "weakness", "weakness_pre_owl", "surround_status", "surround_size", "moyo_size",
            "moyo_territorial_value", "neighbors", "hostile_neighbors", "owl_attack_code", "owl_attack_point",
            "owl_attack_certain", "owl_threat_status", "owl_defense_code", "owl_defense_point", "owl_defense_certain",
            "owl_2nd_defense_point", "strings" };
        String[] lines = d.split("\n");
        assertEquals("E5:", lines[0]);
        assertEquals(d, order.length + 1, lines.length);
        for (int i = 0; i < order.length; i++) assertTrue(d, lines[i + 1].startsWith(order[i] + " "));
        assertTrue(d, d.contains("\norigin                  E5\n"));
        assertTrue(d, d.contains("\nstrings                 E5 D4"));
        assertTrue(d, d.matches("(?s).*\nweakness                [01]\\.\\d\\d\n.*"));
        assertTrue(d, d.matches("(?s).*\nsafety                  (dead|alive|critical|inessential|tactically dead|strongly alive|invincible)\n.*"));
        assertTrue("the white stone is a neighbour: " + d, d.contains("\nneighbors               C7 \n") || d.contains(" C7 "));
        // without an argument: one record per dragon, headed by its origin, as GNU Go prints it
        String all = ok("dragon_data");
        assertEquals(all, 3, all.split("\n[A-T][0-9]+:").length);
        assertTrue(all, all.startsWith("C7:\n") || all.startsWith("G7:\n"));
        for (String v : new String[] { "C7", "E5", "G7" }) {
            String status = ok("dragon_status " + v).split(" ")[0];
            assertTrue(v + " as dragon_status: " + status, ok("dragon_data " + v).contains("\nstatus                  " + status + "\n"));
        }
        assertEquals("", ok("dragon_data A1"));
    }

    @Test
    public void dragonDataRefusesBadInputClearly() {
        play("black", "D4");
        assertTrue(err("dragon_data Z9").startsWith("invalid coordinate"));
        assertTrue(err("dragon_data D4 E5").startsWith("wrong number of arguments"));
        ok("trymove white E5");
        String e = err("dragon_data D4");
        assertTrue(e, e.contains("trymove") && e.contains("popgo"));
        ok("popgo");
        assertTrue(ok("dragon_data D4").startsWith("D4:\ncolor                   black\n"));
    }

    @Test
    public void dragonsGfxColoursEveryStoneOnce() {
        play("black", "D4", "E5", "G7");
        play("white", "C7");
        String g = ok("dragons_gfx");
        Set<String> seen = new HashSet<>();
        int colours = 0;
        for (String line : g.split("\n")) {
            String[] t = line.split(" ");
            if (t[0].equals("COLOR")) {
                colours++;
                for (int i = 2; i < t.length; i++) assertTrue(t[i] + " twice", seen.add(t[i]));
            } else {
                assertTrue(line, line.startsWith("TEXT 3 dragons from 4 worms"));
            }
        }
        assertEquals(3, colours);
        assertEquals(4, seen.size());
        String menu = ok("gogui-analyze_commands");
        assertTrue(menu, menu.contains("gfx/Dragons/dragons_gfx"));
        assertEquals("one Worm status entry (WormStatusModule's)", menu.indexOf("/Worm status/"), menu.lastIndexOf("/Worm status/"));
    }
}
