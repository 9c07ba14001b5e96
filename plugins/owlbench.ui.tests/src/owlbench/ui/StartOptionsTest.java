package owlbench.ui;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.List;

import org.junit.Test;

import owlbench.ui.engine.EnginePreferences;

/**
 * The workbench's options are options, not system properties (issue 20): the start-up timing and
 * exit flags come from the command line, and the UI test run's "no dialogs" comes from a preference
 * set through Eclipse's plug-in customization (releng/test/ui-tests.ini).
 */
public class StartOptionsTest {

    @Test
    public void gamesAndTimingOptionsAreReadFromTheApplicationArguments() {
        StartOptions o = StartOptions.parse(new String[] {"-testproperties", "x.properties", "/tmp/a.sgf", "--timing",
            "B.SGF", "notes.txt"});
        assertEquals(List.of("/tmp/a.sgf", "B.SGF"), o.games());
        assertTrue(o.timing());
        assertFalse(o.exitAfterStart());
        StartOptions exit = StartOptions.parse(new String[] {"--exit-after-start"});
        assertTrue("exiting after the start measures it", exit.timing());
        assertTrue(exit.exitAfterStart());
        StartOptions none = StartOptions.parse(null);
        assertEquals(List.of(), none.games());
        assertFalse(none.timing());
    }

    @Test
    public void theTestRunReportsProblemsWithoutDialogsThroughAPreference() {
        assertFalse("releng/test/ui-tests.ini sets " + EnginePreferences.PROBLEMS_IN_STATUS_LINE_ONLY,
                EnginePreferences.problemDialogs());
        EnginePreferences.store().setValue(EnginePreferences.PROBLEMS_IN_STATUS_LINE_ONLY, false);
        try {
            assertTrue("the user's choice wins over the default", EnginePreferences.problemDialogs());
        } finally {
            EnginePreferences.store().setToDefault(EnginePreferences.PROBLEMS_IN_STATUS_LINE_ONLY);
        }
        assertFalse(EnginePreferences.problemDialogs());
    }
}
