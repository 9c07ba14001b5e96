package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.io.StringReader;
import java.io.StringWriter;

import org.junit.Test;

/** GTP version 2 framing: preprocessing, ids, '='/'?' answers, blank-line framing, quit. */
public class GtpFramingTest {

    private static GtpEngine engine() {
        return new OwlbenchGtp(19, 6.5, null).engine();
    }

    private static String session(String input) throws Exception {
        StringWriter out = new StringWriter();
        engine().run(new StringReader(input), out);
        return out.toString();
    }

    @Test
    public void idIsEchoedOnSuccessAndFailure() {
        GtpEngine e = engine();
        assertEquals("=12 2\n\n", e.processLine("12 protocol_version"));
        assertEquals("= 2\n\n", e.processLine("protocol_version"));
        assertEquals("?7 unknown command\n\n", e.processLine("7 no_such_command"));
        assertEquals("? unknown command\n\n", e.processLine("no_such_command"));
    }

    @Test
    public void emptyAnswerHasSpaceAfterId() {
        assertEquals("=3 \n\n", engine().processLine("3 clear_board"));
    }

    @Test
    public void commentsAndBlankLinesGiveNoResponse() {
        GtpEngine e = engine();
        assertNull(e.processLine(""));
        assertNull(e.processLine("   \t "));
        assertNull(e.processLine("# just a comment"));
        assertNull(e.processLine("\r"));
        assertEquals("=1 2\n\n", e.processLine("1 protocol_version # trailing comment"));
    }

    @Test
    public void controlCharactersAreDeletedAndTabsAreSpaces() {
        GtpEngine e = engine();
        assertEquals("=1 2\n\n", e.processLine("1 proto\u0001col_version\r"));
        assertEquals("=2 true\n\n", e.processLine("2\tknown_command\tplay"));
        // HT becomes a space, so "na\tme" is the command "na" with an argument
        assertEquals("?3 unknown command\n\n", e.processLine("3 na\tme"));
        assertEquals("= owlbench\n\n", e.processLine("\u0000\u007fname"));
    }

    @Test
    public void idOnlyLineAnswersMissingCommand() {
        assertEquals("?6 missing command name\n\n", engine().processLine("6 # nothing but an id"));
    }

    @Test
    public void parseSplitsIdNameAndArguments() {
        GtpCommand c = GtpCommand.parse("  42   play   black  D4  ");
        assertEquals(42, c.id);
        assertEquals("play", c.name);
        assertEquals(2, c.args.size());
        assertEquals("D4", c.args.get(1));
        GtpCommand d = GtpCommand.parse("1.5 name");
        assertEquals(-1, d.id);
        assertEquals("1.5", d.name);
        GtpCommand huge = GtpCommand.parse("99999999999999999999999 name");
        assertEquals(Long.MAX_VALUE, huge.id);
    }

    @Test
    public void sessionWithCrLfAndQuit() throws Exception {
        String out = session("1 name\r\n\r\n# comment\r\n2 version\r\n3 quit\r\n4 name\r\n");
        assertEquals("=1 owlbench\n\n=2 " + OwlbenchGtp.VERSION + "\n\n=3 \n\n", out);
    }

    @Test
    public void sessionEndsAtEndOfInputWithoutNewline() throws Exception {
        assertEquals("=1 2\n\n", session("1 protocol_version"));
    }

    @Test
    public void multiLineAnswerNeverContainsAnEmptyLine() {
        StringBuilder sb = new StringBuilder();
        GtpEngine.appendSafeText(sb, "a\n\n\nb\n\n");
        assertEquals("a\n \n \nb", sb.toString());
        String board = engine().processLine("1 showboard");
        assertTrue(board.startsWith("=1 \n"));
        assertTrue(board.endsWith("\n\n"));
        assertFalse(board.substring(0, board.length() - 2).contains("\n\n"));
    }

    @Test
    public void registeredCommandReplacesReservation() {
        OwlbenchGtp o = new OwlbenchGtp(9, 0, null);
        GtpEngine e = o.engine();
        assertEquals("?1 not available yet: needs the move generator\n\n", e.processLine("1 genmove black"));
        assertEquals("=2 false\n\n", e.processLine("2 known_command genmove"));
        o.registry().register("genmove", a -> "PASS");
        assertEquals("=3 PASS\n\n", e.processLine("3 genmove black"));
        assertEquals("=4 true\n\n", e.processLine("4 known_command genmove"));
        // a later reservation does not hide a real command
        o.registry().registerUnavailable("genmove", "x");
        assertEquals("=5 PASS\n\n", e.processLine("5 genmove black"));
    }

    @Test
    public void moduleRegistersCommandsAndAnalyzeEntries() {
        GtpModule reading = o -> {
            o.registry().register("attack", a -> "0");
            o.analyze().add("string", "Attack", "attack %p");
        };
        OwlbenchGtp o = new OwlbenchGtp(9, 0, null, java.util.List.of(reading));
        assertEquals("=1 0\n\n", o.engine().processLine("1 attack E5"));
        assertTrue(o.engine().processLine("2 list_commands").contains("\nattack\n"));
        assertTrue(o.analyze().answer().contains("string/Attack/attack %p"));
        assertFalse(new OwlbenchGtp(9, 0, null).analyze().answer().contains("Attack"));
    }

    @Test
    public void handlerBugBecomesInternalErrorAnswer() {
        OwlbenchGtp o = new OwlbenchGtp(9, 0, null);
        o.registry().register("boom", a -> { throw new IllegalStateException("kaputt"); });
        assertEquals("?1 internal error: IllegalStateException: kaputt (the position is as before the command)\n\n",
                o.engine().processLine("1 boom"));
        assertEquals("=2 2\n\n", o.engine().processLine("2 protocol_version"));
    }
}
