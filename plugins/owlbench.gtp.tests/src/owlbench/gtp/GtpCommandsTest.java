package owlbench.gtp;

import owlbench.board.StoneColor;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.Assume;
import org.junit.Before;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import owlbench.sgf.GamePosition;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfReader;

/** Every standard and extension command of the in-process engine, on the real board. */
public class GtpCommandsTest {
    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    private GtpEngine e;

    @Before
    public void setUp() throws Exception {
        e = new OwlbenchGtp(19, 0, tmp.getRoot().toPath()).engine();
    }

    private String ok(String cmd) {
        return GtpAnswers.ok(e, cmd);
    }

    private String err(String cmd) {
        return GtpAnswers.err(e, cmd);
    }

    @Test
    public void protocolCommands() {
        assertEquals("2", ok("protocol_version"));
        assertEquals("owlbench", ok("name"));
        assertEquals(OwlbenchGtp.VERSION, ok("version"));
        assertEquals("true", ok("known_command play"));
        assertEquals("false", ok("known_command frobnicate"));
        assertEquals("false", ok("known_command final_score"));
        assertTrue(err("known_command").startsWith("wrong number of arguments"));
    }

    @Test
    public void listCommandsHasStandardOnesAndNoUnavailableOnes() {
        List<String> cmds = Arrays.asList(ok("list_commands").split("\n"));
        for (String c : new String[] {"protocol_version", "name", "version", "known_command", "list_commands", "quit",
            "boardsize", "clear_board", "komi", "play", "undo", "fixed_handicap", "place_free_handicap",
            "set_free_handicap", "loadsgf", "showboard", "time_settings", "time_left", "trymove", "popgo", "color",
            "countlib", "findlib", "is_legal", "printsgf", "cputime", "list_stones", "captures", "get_komi",
            "query_boardsize", "gogui-analyze_commands"}) {
            assertTrue(c + " listed", cmds.contains(c));
            assertEquals("true", ok("known_command " + c));
        }
        for (String c : new String[] {"genmove", "final_score", "break_in", "tryko",
            "is_surrounded", "combination_attack", "reg_genmove"}) {
            assertFalse(c + " must not be listed", cmds.contains(c));
            assertTrue(err(c + " black").startsWith("not available yet"));
        }
        assertEquals("not available yet: needs the move generator", err("genmove black"));
        // the reading commands come with ReadingModule; this engine was built without modules
        assertFalse(cmds.contains("attack"));
        assertTrue(err("final_score").contains("dead-stone"));
    }

    @Test
    public void boardsizeAndClearBoard() {
        ok("play black D4");
        ok("boardsize 9");
        assertEquals("9", ok("query_boardsize"));
        assertEquals("empty", ok("color D4"));
        assertTrue(err("boardsize 26").startsWith("unacceptable size"));
        assertTrue(err("boardsize 1").startsWith("unacceptable size"));
        assertTrue(err("boardsize nine").startsWith("boardsize not an integer"));
        assertTrue(err("boardsize").startsWith("wrong number of arguments"));
        assertEquals("9", ok("query_boardsize"));
        ok("play white E5");
        ok("clear_board");
        assertEquals("", ok("list_stones white"));
        assertEquals("9", ok("query_boardsize"));
        ok("boardsize 25");
        ok("play b Z25");
        assertEquals("black", ok("color Z25"));
    }

    @Test
    public void komi() {
        assertEquals("0.0", ok("get_komi"));
        ok("komi 6.5");
        assertEquals("6.5", ok("get_komi"));
        ok("komi -3");
        assertEquals("-3.0", ok("get_komi"));
        ok("komi 0.25");
        assertEquals("0.25", ok("get_komi"));
        assertTrue(err("komi abc").startsWith("komi not a float"));
        assertTrue(err("komi NaN").startsWith("komi not a float"));
        assertEquals("0.25", ok("get_komi"));
    }

    @Test
    public void playAndIllegalMoves() {
        ok("boardsize 9");
        ok("play black E5");
        ok("play w pass");
        ok("play BLACK e4");
        assertEquals("black", ok("color E4"));
        assertEquals("illegal move: occupied point", err("play white E5"));
        assertTrue(err("play purple D4").startsWith("invalid color or coordinate"));
        assertTrue(err("play black J10").startsWith("invalid color or coordinate"));
        assertTrue(err("play black I5").startsWith("invalid color or coordinate"));
        assertTrue(err("play black").startsWith("wrong number of arguments"));
        // suicide
        ok("clear_board");
        ok("play black A2");
        ok("play black B1");
        assertEquals("illegal move: suicide", err("play white A1"));
        assertEquals("empty", ok("color A1"));
    }

    @Test
    public void koRetakeIsIllegal() {
        ok("boardsize 9");
        // black: D5 C4 D3 ; white: E5 F4 E3 E4? classic ko at D4/E4
        for (String m : new String[] {"black D5", "black C4", "black D3", "white E5", "white F4", "white E3",
            "black E4", "white D4"}) {
            ok("play " + m);
        }
        // white D4 captured black E4: black may not retake at E4 at once
        assertEquals("empty", ok("color E4"));
        assertEquals("illegal move: ko (retaking too early)", err("play black E4"));
        assertEquals("0", ok("is_legal black E4"));
        assertEquals("1", ok("captures white"));
        assertEquals("0", ok("captures black"));
        ok("play black A1");
        ok("play white A2");
        ok("play black E4");
        assertEquals("1", ok("captures black"));
    }

    @Test
    public void undo() {
        assertEquals("cannot undo", err("undo"));
        ok("play black D4");
        ok("play white Q16");
        ok("undo");
        assertEquals("empty", ok("color Q16"));
        assertEquals("black", ok("color D4"));
        ok("undo");
        assertEquals("cannot undo", err("undo"));
    }

    @Test
    public void obsoleteVersionOneCommandsAndGgUndo() {
        ok("boardsize 9");
        ok("black E5");
        ok("white D4");
        assertEquals("white D4", ok("last_move"));
        assertEquals("white D4\nblack E5", ok("move_history"));
        assertTrue(err("black E5").startsWith("illegal move"));
        assertTrue(err("white").startsWith("wrong number of arguments"));
        ok("gg-undo 2");
        assertEquals("", ok("move_history"));
        assertTrue(err("gg-undo 1").startsWith("cannot undo"));
        assertEquals("1 2", ok("echo 1   2"));
    }

    @Test
    public void handicaps() {
        ok("boardsize 9");
        assertEquals("C7 G7 C3", ok("fixed_handicap 3"));
        assertEquals("3", ok("get_handicap"));
        assertEquals("board not empty", err("fixed_handicap 2"));
        ok("clear_board");
        assertTrue(err("fixed_handicap 1").startsWith("invalid number of stones"));
        assertTrue(err("fixed_handicap 10").startsWith("invalid number of stones"));
        assertEquals("C7 G7 E5 C3 G3", ok("place_free_handicap 5"));
        assertEquals("black", ok("color E5"));
        assertEquals("board not empty", err("set_free_handicap A1 B2"));
        ok("clear_board");
        assertTrue(err("set_free_handicap A1").startsWith("invalid handicap"));
        assertTrue(err("set_free_handicap A1 A1").startsWith("repeated vertex"));
        assertTrue(err("set_free_handicap A1 pass").startsWith("invalid coordinate"));
        assertEquals("", ok("list_stones black"));
        ok("set_free_handicap A1 B2 C3");
        assertEquals("C3 B2 A1", ok("list_stones black"));
    }

    @Test
    public void showboard() {
        ok("boardsize 9");
        ok("play black C3");
        ok("play white G7");
        String b = ok("showboard");
        assertTrue(b.startsWith("\n"));
        assertTrue(b, b.contains("A B C D E F G H J"));
        assertTrue(b, b.contains(" 3 . . X . . . + . . 3"));
        assertTrue(b, b.contains(" 7 . . + . . . O . . 7"));
    }

    @Test
    public void timeCommands() {
        ok("time_settings 300 30 5");
        assertTrue(err("time_settings 300 30").startsWith("wrong number of arguments"));
        assertTrue(err("time_settings a b c").startsWith("not three integers"));
        ok("time_left black 100 0");
        ok("time_left w 10 3");
        assertTrue(err("time_left black x 0").startsWith("time and stones"));
        assertTrue(err("time_left green 1 0").startsWith("invalid color"));
    }

    @Test
    public void trymoveAndPopgo() {
        ok("boardsize 9");
        ok("trymove black E5");
        assertEquals("black", ok("color E5"));
        assertTrue(err("trymove white E5").startsWith("illegal move"));
        assertTrue(err("play white D4").contains("trymove stack"));
        assertTrue(err("boardsize 9").contains("trymove stack"));
        ok("trymove white pass");
        ok("popgo");
        ok("popgo");
        assertEquals("empty", ok("color E5"));
        assertEquals("Stack empty.", err("popgo"));
        ok("play white D4");
    }

    @Test
    public void stringQueries() {
        ok("boardsize 9");
        ok("play black D4");
        ok("play black D5");
        ok("play white E4");
        assertEquals("5", ok("countlib D4"));
        assertEquals("D6 C5 E5 C4 D3", ok("findlib D5"));
        assertEquals("3", ok("countlib E4"));
        assertTrue(err("countlib A1").startsWith("vertex must not be empty"));
        assertTrue(err("findlib Z1").startsWith("invalid coordinate"));
        assertTrue(err("color pass").startsWith("invalid coordinate"));
        assertEquals("D5 D4", ok("list_stones black"));
        assertEquals("E4", ok("list_stones white"));
        assertEquals("1", ok("is_legal white A1"));
        assertEquals("0", ok("is_legal white D4"));
        assertEquals("1", ok("is_legal black pass"));
        assertEquals("0", ok("captures black"));
    }

    @Test
    public void printsgfParsesBack() throws Exception {
        ok("boardsize 9");
        ok("komi 5.5");
        ok("play black C3");
        ok("play white G7");
        String sgf = ok("printsgf");
        SgfCollection c = SgfReader.read(sgf, "printsgf");
        GamePosition p = GameReplay.atEnd(c.games().get(0));
        assertEquals(StoneColor.BLACK, p.board().color(p.board().point(2, 6)));
        assertEquals(StoneColor.WHITE, p.board().color(p.board().point(6, 2)));
        assertEquals(StoneColor.BLACK, p.toMove());
        assertEquals("5.5", c.games().get(0).get("KM"));
        ok("printsgf pos.sgf");
        assertTrue(Files.readString(tmp.getRoot().toPath().resolve("pos.sgf")).contains("AW[gc]"));
    }

    @Test
    public void loadsgfRelativeToBaseDirWithMoveNumberAndVertex() throws Exception {
        Path f = tmp.getRoot().toPath().resolve("g.sgf");
        Files.write(f, "(;GM[1]FF[4]SZ[9]KM[7.5];B[ee];W[cc];B[gg];W[cg])".getBytes(StandardCharsets.UTF_8));
        assertEquals("black", ok("loadsgf g.sgf"));
        assertEquals("7.5", ok("get_komi"));
        assertEquals("9", ok("query_boardsize"));
        assertEquals("white", ok("color C3"));
        assertEquals("white", ok("loadsgf g.sgf 2"));
        assertEquals("black", ok("color E5"));
        assertEquals("empty", ok("color C7"));
        assertEquals("black", ok("loadsgf g.sgf G3"));
        assertEquals("empty", ok("color G3"));
        assertEquals("white", ok("color C7"));
        ok("undo");
        assertEquals("empty", ok("color C7"));
        assertEquals("missing filename", err("loadsgf"));
        assertTrue(err("loadsgf nothere.sgf").startsWith("cannot open or parse 'nothere.sgf'"));
        Files.write(tmp.getRoot().toPath().resolve("bad.sgf"), "(;SZ[9];B[ee".getBytes(StandardCharsets.UTF_8));
        String m = err("loadsgf bad.sgf");
        assertTrue(m, m.startsWith("cannot open or parse 'bad.sgf'") && m.contains(":1:"));
        assertTrue(err("loadsgf .").startsWith("cannot open or parse"));
    }

    @Test
    public void loadsgfFromGnuGoRegressionGames() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File reg = new File(shared, "gnugo-3.8/regression");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping loadsgf of regression games", reg.isDirectory());
        e = new OwlbenchGtp(19, 0, reg.toPath()).engine();
        assertEquals("white", ok("loadsgf games/incident2.sgf 212"));
        assertEquals("5.5", ok("get_komi"));
        assertEquals("black", ok("last_move").split(" ")[0]);
    }

    @Test
    public void cputimeAndAnalyzeCommands() {
        double t = Double.parseDouble(ok("cputime"));
        assertTrue(t >= 0);
        assertTrue(ok("cputime"), ok("cputime").matches("\\d+\\.\\d{3}"));
        assertEquals("0.000", GtpEngine.millisAsSeconds(0));
        assertEquals("0.005", GtpEngine.millisAsSeconds(5));
        assertEquals("0.050", GtpEngine.millisAsSeconds(50));
        assertEquals("1.234", GtpEngine.millisAsSeconds(1234));
        assertEquals("60.000", GtpEngine.millisAsSeconds(60000));
        String an = ok("gogui-analyze_commands");
        for (String line : an.split("\n")) {
            String[] f = line.split("/", 3);
            assertEquals(line, 3, f.length);
            assertEquals("analyze command " + line + " is known", "true", ok("known_command " + f[2].split(" ")[0]));
        }
        assertTrue(an.contains("plist/Liberties/findlib %p"));
    }

    @Test
    public void quitStopsTheEngine() {
        assertEquals("", ok("quit"));
        assertTrue(e.quitRequested());
    }
}
