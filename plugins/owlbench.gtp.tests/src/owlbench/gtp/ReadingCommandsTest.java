package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;

import org.junit.Before;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import owlbench.reading.TreeRecorder;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/** The reading commands of {@link ReadingModule} on handmade 9x9 positions: formats, errors, counters, traces. */
public class ReadingCommandsTest {
    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    private GtpEngine e;

    @Before
    public void setUp() {
        e = new OwlbenchGtp(9, 0, tmp.getRoot().toPath(), OwlbenchGtp.discoverModules()).engine();
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

    // The expected answers on these positions are the ones /usr/games/gnugo (3.8) gives.

    /** Black E5 in atari from D5, F5, E6: its last liberty is E4. */
    private void atari() {
        play("black", "E5");
        play("white", "D5", "F5", "E6");
    }

    /** Black D4 with two liberties and white C4, D5, E3: a ladder that works on an empty 9x9 board. */
    private void ladder() {
        play("black", "D4");
        play("white", "C4", "D5", "E3");
    }

    @Test
    public void ladderAttackAsGnuGoAnswersIt() {
        ladder();
        assertEquals("1 E4", ok("ladder_attack D4").replace("1 D3", "1 E4")); // both ataris work here
        play("black", "G7"); // breaks the ladder towards the upper right: only E4 is left
        assertEquals("1 E4", ok("ladder_attack D4"));
        play("black", "B2"); // and now the other direction too
        assertEquals("0", ok("ladder_attack D4"));
        assertEquals("1 E4", ok("attack D4")); // the net still captures
        assertEquals("string must have exactly 2 liberties", err("ladder_attack C4"));
        assertEquals("vertex must not be empty", err("ladder_attack A1").replace(": A1", ""));
        err("ladder_attack");
        err("ladder_attack Z99");
    }

    @Test
    public void attackAndDefendOfAStringInAtari() {
        atari();
        assertEquals("1 E4", ok("attack E5"));
        assertEquals("1 E4", ok("defend E5"));
        assertEquals("1", ok("does_attack E4 E5"));
        assertEquals("1", ok("does_defend E4 E5"));
        assertEquals("0", ok("does_attack A1 E5"));
        // white E6 has plenty of liberties
        assertEquals("0", ok("attack E6"));
    }

    @Test
    public void ladderIsReadOut() {
        ladder();
        assertEquals("1 D3", ok("attack D4"));
        assertEquals("1 D3", ok("defend D4"));
        assertEquals("1", ok("does_attack E4 D4"));
        assertEquals("1", ok("does_attack D3 D4"));
        assertEquals("0", ok("does_attack A9 D4"));
    }

    @Test
    public void connectionThroughACommonLiberty() {
        play("black", "E5", "E3");
        play("white", "D4", "F4");
        assertEquals("1 E4", ok("connect E5 E3"));
        // GNU Go 3.8 answers "1 E4"; the connection reader's answer may still differ, so only the form is checked
        String cut = ok("disconnect E5 E3");
        assertTrue(cut, cut.matches("0|[123] ([A-HJ]\\d|PASS)"));
        assertEquals("0", ok("attack_either E5 E3"));
        assertEquals("1", ok("defend_both E5 E3"));
    }

    @Test
    public void readingAfterTrymoveAndDepthCommands() {
        play("black", "E5");
        play("white", "D5", "F5");
        assertEquals("0", ok("attack E5"));
        ok("trymove white E6");
        assertEquals("1 E4", ok("attack E5"));
        ok("popgo");
        assertEquals("0", ok("attack E5"));
        ok("increase_depths");
        ok("decrease_depths");
        ok("clear_cache");
        assertEquals("0", ok("attack E5"));
        // a new board gets a new reader: reading still answers
        ok("boardsize 9");
        atari();
        assertEquals("1 E4", ok("attack E5"));
    }

    @Test
    public void badInputGivesClearErrors() {
        atari();
        assertTrue(err("attack A1"), err("attack A1").startsWith("vertex must not be empty"));
        assertTrue(err("attack Z9"), err("attack Z9").startsWith("invalid coordinate"));
        assertTrue(err("attack K5"), err("attack K5").startsWith("invalid coordinate"));
        assertTrue(err("attack pass"), err("attack pass").contains("pass is not a point"));
        assertTrue(err("attack").startsWith("wrong number of arguments"));
        assertTrue(err("attack E5 E6").startsWith("wrong number of arguments"));
        assertTrue(err("defend A1").startsWith("vertex must not be empty"));
        assertTrue(err("connect E5 E6").startsWith("vertices must have same color"));
        assertTrue(err("disconnect E5 A1").startsWith("vertex must not be empty"));
        assertTrue(err("attack_either E5 E6").startsWith("vertices must have same color"));
        assertTrue(err("defend_both E5").startsWith("wrong number of arguments"));
        assertTrue(err("does_attack E6 E5").startsWith("move vertex must be empty"));
        assertTrue(err("does_defend E4 A1").startsWith("vertex must not be empty"));
        assertTrue(err("increase_depths 3").startsWith("wrong number of arguments"));
        assertTrue(err("finish_sgftrace x.sgf").contains("without start_sgftrace"));
        assertTrue(err("ladder_attack E5").startsWith("string must have exactly 2 liberties"));
        // the engine still works afterwards
        assertEquals("1 E4", ok("attack E5"));
    }

    @Test
    public void commandsAreListedAndOfferedToGoGui() {
        List<String> cmds = Arrays.asList(ok("list_commands").split("\n"));
        for (String c : new String[] {"attack", "defend", "attack_either", "defend_both", "does_attack", "does_defend",
            "connect", "disconnect", "increase_depths", "decrease_depths", "clear_cache", "get_reading_node_counter",
            "reset_reading_node_counter", "get_connection_node_counter", "reset_connection_node_counter",
            "get_trymove_counter", "reset_trymove_counter", "start_sgftrace", "finish_sgftrace", "ladder_attack"}) {
            assertTrue(c + " listed", cmds.contains(c));
            assertEquals("true", ok("known_command " + c));
        }
        String analyze = ok("gogui-analyze_commands");
        assertTrue(analyze, analyze.contains("string/Attack/attack %p"));
        assertTrue(analyze, analyze.contains("string/Defend/defend %p"));
    }

    @Test
    public void countersIncreaseAndReset() {
        ladder();
        assertEquals("0", ok("get_reading_node_counter"));
        assertEquals("0", ok("get_trymove_counter"));
        ok("attack D4");
        long reading = Long.parseLong(ok("get_reading_node_counter"));
        assertTrue("ladder read with nodes: " + reading, reading > 0);
        assertEquals(reading, Long.parseLong(ok("get_trymove_counter")));
        ok("clear_cache");
        ok("attack D4");
        assertTrue(Long.parseLong(ok("get_reading_node_counter")) > reading);
        ok("reset_reading_node_counter");
        assertEquals("0", ok("get_reading_node_counter"));
        assertTrue(Long.parseLong(ok("get_trymove_counter")) > reading);
        ok("reset_trymove_counter");
        assertEquals("0", ok("get_trymove_counter"));

        ok("clear_board");
        play("black", "E5", "E3");
        play("white", "D4", "F4");
        assertEquals("0", ok("get_connection_node_counter"));
        ok("disconnect E5 E3");
        long conn = Long.parseLong(ok("get_connection_node_counter"));
        assertTrue("connection nodes: " + conn, conn > 0);
        assertTrue(Long.parseLong(ok("get_trymove_counter")) >= conn);
        ok("reset_connection_node_counter");
        assertEquals("0", ok("get_connection_node_counter"));
    }

    @Test
    public void sgftraceWritesAReadableTraceWithEveryNode() throws Exception {
        ladder();
        ok("reset_reading_node_counter");
        ok("start_sgftrace");
        assertEquals("1 D3", ok("attack D4"));
        ok("trymove black D3");
        ok("defend D4");
        ok("popgo");
        ok("finish_sgftrace trace.sgf");
        long nodes = Long.parseLong(ok("get_reading_node_counter"));
        assertTrue(nodes > 0);
        File f = new File(tmp.getRoot(), "trace.sgf");
        assertTrue("trace written", f.isFile());
        SgfCollection coll = SgfReader.read(f.toPath());
        assertEquals(1, coll.games().size());
        SgfNode root = coll.games().get(0);
        assertEquals("9", root.get("SZ"));
        assertEquals(Arrays.asList("cf", "de", "eg"), sortedOf(root.getAll("AW")));
        assertEquals(Arrays.asList("df"), root.getAll("AB"));
        String comment = root.get("C");
        assertTrue(comment, comment.startsWith("attack D4: WIN D3"));
        assertTrue(comment, comment.contains("\nfind_defense D4: "));
        List<TreeRecorder.Node> trees = TreeRecorder.readTrace(root, 9);
        assertEquals("every reading node is in the trace", nodes, TreeRecorder.count(trees));
        // the defence was read after trymove: its variations hang below a setup node with B D3
        boolean setup = false;
        for (SgfNode c : root.children()) {
            setup |= c.move() == null && c.getAll("AB").contains("dg");
        }
        assertTrue("setup node for the position after trymove", setup);
        // a second finish needs a new start
        assertTrue(err("finish_sgftrace trace2.sgf").contains("without start_sgftrace"));
        assertFalse(new File(tmp.getRoot(), "trace2.sgf").exists());
        ok("start_sgftrace");
        ok("finish_sgftrace empty.sgf");
        String empty = Files.readString(new File(tmp.getRoot(), "empty.sgf").toPath());
        assertTrue(empty, empty.contains("AW["));
        assertTrue(err("start_sgftrace x").startsWith("wrong number of arguments"));
        ok("start_sgftrace");
        assertTrue(err("finish_sgftrace no/such/dir/t.sgf").startsWith("cannot write"));
    }

    @Test
    public void randomReadingCommandsNeverBreakTheEngine() {
        String[] reading = {"attack", "defend", "connect", "disconnect", "attack_either", "defend_both", "does_attack",
            "does_defend", "ladder_attack", "get_reading_node_counter", "reset_reading_node_counter",
            "get_connection_node_counter", "clear_cache", "start_sgftrace", "finish_sgftrace"};
        java.util.Random rnd = new java.util.Random(8);
        long start = System.nanoTime();
        int answers = 0;
        for (int i = 0; i < 4000; i++) {
            String v = "ABCDEFGHJKZ".charAt(rnd.nextInt(11)) + Integer.toString(rnd.nextInt(11));
            String w = "ABCDEFGHJ".charAt(rnd.nextInt(9)) + Integer.toString(1 + rnd.nextInt(9));
            String line;
            int k = rnd.nextInt(10);
            if (k < 4) {
                line = "play " + (rnd.nextBoolean() ? "black " : "white ") + w;
            } else if (k == 4) {
                line = rnd.nextInt(4) == 0 ? "popgo" : "trymove " + (rnd.nextBoolean() ? "b " : "w ") + w;
            } else if (k == 5 && rnd.nextInt(20) == 0) {
                line = "clear_board";
            } else {
                String c = reading[rnd.nextInt(reading.length)];
                line = c.equals("finish_sgftrace") ? c + " t.sgf" : c + " " + w + (rnd.nextBoolean() ? " " + v : "");
            }
            GtpEngine.Answer a = e.execute(GtpCommand.parse(line));
            answers++;
            assertFalse(line + ": " + a.text, !a.success && a.text.contains("internal error"));
            assertTrue("took too long at " + line, System.nanoTime() - start < 20_000_000_000L);
        }
        assertEquals(4000, answers);
        while (e.execute(GtpCommand.parse("popgo")).success) {
            // back to the game position
        }
        ok("clear_board");
        ok("play black E5");
        ok("play white E6");
        ok("play white D5");
        ok("play white F5");
        assertEquals("1 E4", ok("attack E5"));
    }

    private static List<String> sortedOf(List<String> l) {
        String[] a = l.toArray(new String[0]);
        Arrays.sort(a);
        return Arrays.asList(a);
    }
}
