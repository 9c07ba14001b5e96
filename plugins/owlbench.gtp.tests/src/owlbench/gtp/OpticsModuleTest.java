package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;

import org.junit.Assume;
import org.junit.Test;

import owlbench.gtp.regress.RegressionRunner;
import owlbench.gtp.regress.SuiteResult;
import owlbench.gtp.regress.TestResult;
import owlbench.gtp.regress.TestSelection;
import owlbench.gtp.regress.TestStatus;

/**
 * The eye and unconditional-life commands of {@link OpticsModule}: GNU Go's answer formats, clear
 * errors on bad input, and floors on unconditional.tst and optics.tst (GNU Go 3.8 in the same run:
 * 664 of 664 and 84 of 90).
 */
public class OpticsModuleTest {
    /** Passes on 2026-11-25: 490 and 73 (first version), then 490 and 78 (domains grown in one scan, corner rule), then 490 and 80, then 518 (possible sekis left undecided) and 80, then 518 and 82, then 518 and 83, then 664 (possible sekis decided after the outside fills, PossibleSeki) and 83. */
    static final int UNCONDITIONAL_FLOOR = 664;
    static final int OPTICS_FLOOR = 83;
    static final int OPTICS_GENERATED_FLOOR = 82;

    private static GtpEngine engine(int size) {
        return new OwlbenchGtp(size, 0, null, OwlbenchGtp.builtinModules()).engine();
    }


    private static String err(GtpEngine e, String cmd) {
        GtpEngine.Answer a = e.execute(GtpCommand.parse(cmd));
        if (a.success) fail("'" + cmd + "' should fail but answered: " + a.text);
        return a.text;
    }

    private static boolean haveShared() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        return new File(shared, "gnugo-3.8").isDirectory();
    }

    @Test
    public void unconditionalStatusOfATwoEyedGroup() {
        GtpEngine e = engine(7);
        for (String v : new String[] {"A6", "B6", "C6", "D6", "B7", "D7"}) ok(e, "play white " + v);
        for (String v : new String[] {"A5", "B5", "C5", "D5", "E5", "E6", "E7"}) ok(e, "play black " + v);
        assertEquals("alive", ok(e, "unconditional_status B7"));
        assertEquals("white_territory", ok(e, "unconditional_status A7"));
        assertEquals("undecided", ok(e, "unconditional_status E5"));
        assertEquals("undecided", ok(e, "unconditional_status G1"));
    }

    @Test
    public void badInputAnswersClearErrors() {
        for (int size : new int[] {2, 9, 25}) {
            GtpEngine e = engine(size);
            assertTrue(err(e, "unconditional_status Z99").contains("invalid coordinate"));
            err(e, "unconditional_status");
            err(e, "unconditional_status pass");
            err(e, "eval_eye A99");
            err(e, "eye_data purple A1");
            err(e, "eye_data black");
            err(e, "half_eye_data");
            assertEquals("undecided", ok(e, "unconditional_status A1"));
        }
        GtpEngine e = engine(25);
        assertTrue(err(e, "eval_eye Z26").contains("invalid coordinate"));
    }

    @Test
    public void emptyBoardHasNoEyes() {
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping eye commands (they need its eyes.db)",
                haveShared() && owlbench.patterns.PatternPath.standard(java.util.List.of()).find("eyes.db").isPresent());
        for (int size : new int[] {2, 19, 25}) {
            GtpEngine e = engine(size);
            assertEquals("-1", ok(e, "eval_eye A1"));
            assertTrue(ok(e, "eye_data black A1").startsWith("origin               PASS\ncolor                empty"));
            assertTrue(ok(e, "half_eye_data A1").startsWith("value"));
        }
    }

    @Test
    public void onePointEyeInTheCorner() {
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping eye commands (they need its eyes.db)",
                haveShared() && owlbench.patterns.PatternPath.standard(java.util.List.of()).find("eyes.db").isPresent());
        GtpEngine e = engine(9);
        for (String v : new String[] {"B1", "A2", "B2"}) ok(e, "play black " + v);
        assertEquals("1 1", ok(e, "eval_eye A1"));
        String data = ok(e, "eye_data black A1");
        assertTrue(data, data.contains("esize                1") && data.contains("value                1111"));
    }

    @Test
    public void analyzeEyegraphLooksShapesUp() {
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping eye commands (they need its eyes.db)",
                haveShared() && owlbench.patterns.PatternPath.standard(java.util.List.of()).find("eyes.db").isPresent());
        GtpEngine e = engine(19);
        assertEquals("1122\n.*.", ok(e, "analyze_eyegraph ..."));
        assertEquals("1111\n.", ok(e, "analyze_eyegraph ."));
        assertEquals("0000\n!", ok(e, "analyze_eyegraph !"));
        assertTrue(err(e, "analyze_eyegraph .....%.....%..").contains("not in the eye database"));
    }

    /** A graph neither database holds (eight points in a row, larger than the generated shapes) is read. */
    @Test
    public void analyzeEyegraphReadsShapesNotInTheDatabase() {
        GtpEngine e = engine(19);
        assertEquals("2222\n........", ok(e, "analyze_eyegraph ........"));
        // a dead stone in the middle of a long open line: the game is read, vital points marked
        String r = ok(e, "analyze_eyegraph !..X..!");
        assertTrue(r, r.matches("[0-2]{4}\n[!.X*@<>()]{7}"));
        assertTrue(err(e, "eye_database purple").contains("owlbench or gnugo"));
        assertEquals("owlbench", ok(e, "eye_database"));
    }

    private static int passes(SuiteResult r) {
        return r.count(TestStatus.PASS) + r.count(TestStatus.UNEXPECTED_PASS);
    }

    private static SuiteResult suite(String name) {
        return suite(name, "owlbench");
    }

    /** Runs a suite with the given eye-shape database (owlbench's generated one or GNU Go's). */
    private static SuiteResult suite(String name, String eyeDatabase) {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File tst = new File(shared, "gnugo-3.8/regression/" + name);
        owlbench.gtp.client.GtpEngineFactory plain = OwlbenchGtp.factory(19, 0.0);
        owlbench.gtp.client.GtpEngineFactory withDb = dir -> {
            owlbench.gtp.client.GtpClient c = plain.start(dir);
            c.require("eye_database " + eyeDatabase);
            return c;
        };
        SuiteResult r = new RegressionRunner(withDb).run(tst.toPath(), TestSelection.all());
        assertNull(r.fatalError());
        for (TestResult t : r.tests()) {
            assertTrue(t.number + " " + t.command + " -> " + t.answer, t.status != TestStatus.ERROR);
        }
        return r;
    }

    @Test
    public void unconditionalSuite() {
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping unconditional.tst", haveShared());
        SuiteResult r = suite("unconditional.tst");
        assertEquals(664, r.testCount());
        assertTrue("unconditional.tst passes: " + passes(r), passes(r) >= UNCONDITIONAL_FLOOR);
    }

    @Test
    public void opticsSuite() {
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping optics.tst", haveShared());
        SuiteResult r = suite("optics.tst", "gnugo");
        assertEquals(90, r.testCount());
        assertTrue("optics.tst passes with GNU Go's eyes.db: " + passes(r), passes(r) >= OPTICS_FLOOR);
    }

    /** The same suite with owlbench's generated eye-shape database, the default (docs/benchmarks.md). */
    @Test
    public void opticsSuiteWithTheGeneratedDatabase() {
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping optics.tst", haveShared());
        SuiteResult r = suite("optics.tst", "owlbench");
        assertTrue("optics.tst passes with eyes-generated.db: " + passes(r), passes(r) >= OPTICS_GENERATED_FLOOR);
    }

    /** The Analysis view's overlay of eye spaces: shaded spaces, eye counts at their origins, the legend line. */
    @Test
    public void eyeSpacesAsAGfxOverlay() {
        org.junit.Assume.assumeTrue("no eyes.db on the pattern path: skipping", owlbench.patterns.PatternPath.standard(java.util.List.of()).find("eyes.db").isPresent());
        GtpEngine e = engine(9);
        // a black wall closing the bottom-left corner: A1 is a one-point eye of black
        for (String v : new String[] { "A2", "B2", "B1", "C2", "C1", "D1", "D2", "E2", "E1" }) ok(e, "play black " + v);
        for (String v : new String[] { "E5", "F5" }) ok(e, "play white " + v);
        String gfx = ok(e, "eye_spaces_gfx black");
        assertTrue(gfx, gfx.contains("COLOR #4060c0") || gfx.contains("COLOR #a0b0e0"));
        assertTrue(gfx, java.util.Arrays.stream(gfx.split("\n")).anyMatch(l -> l.startsWith("LABEL") && l.contains(" A1 1")));
        assertTrue(gfx, gfx.lines().reduce((a, b) -> b).orElse("").startsWith("TEXT black: "));
        assertTrue(ok(e, "eye_spaces_gfx white").lines().reduce((a, b) -> b).orElse("").startsWith("TEXT white: "));
        assertTrue(err(e, "eye_spaces_gfx purple").contains("color"));
        String menu = ok(e, "gogui-analyze_commands");
        assertTrue(menu, menu.contains("gfx/Eye spaces (black)/eye_spaces_gfx black"));
    }
}
