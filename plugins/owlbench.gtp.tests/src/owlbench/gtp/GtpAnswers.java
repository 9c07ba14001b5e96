package owlbench.gtp;

import static org.junit.Assert.fail;

/** Sends one command to an engine and asserts it succeeded (ok) or failed (err), returning the text. */
final class GtpAnswers {
    private GtpAnswers() {
    }

    static String ok(GtpEngine e, String cmd) {
        GtpEngine.Answer a = e.execute(GtpCommand.parse(cmd));
        if (!a.success) fail("'" + cmd + "' failed: " + a.text);
        return a.text;
    }

    static String err(GtpEngine e, String cmd) {
        GtpEngine.Answer a = e.execute(GtpCommand.parse(cmd));
        if (a.success) fail("'" + cmd + "' should fail but answered: " + a.text);
        return a.text;
    }
}
