package owlbench.gtp;

import static org.junit.Assert.assertEquals;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.AfterClass;
import org.junit.Assume;
import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.gtp.client.GtpClient;
import owlbench.gtp.client.GtpReply;
import owlbench.gtp.client.InProcessGtpClient;
import owlbench.gtp.client.ProcessGtpClient;

/**
 * The board-level answers of owlbench compared with a real GNU Go 3.8 on the same command
 * sequences (positions from the regression games). Skipped when gnugo is not installed.
 */
public class GnuGoComparisonTest {
    static final String GNUGO = System.getProperty("owlbench.gnugo", "/usr/games/gnugo");
    private static GtpClient gnugo;
    private static GtpClient ours;

    @BeforeClass
    public static void start() throws IOException {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File reg = new File(shared, "gnugo-3.8/regression");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the GNU Go comparison", reg.isDirectory());
        Assume.assumeTrue(GNUGO + " is absent: skipping the GNU Go comparison", new File(GNUGO).canExecute());
        Path dir = reg.toPath();
        gnugo = new ProcessGtpClient(List.of(GNUGO, "--mode", "gtp"), dir, 30_000);
        ours = new InProcessGtpClient(new OwlbenchGtp(19, 0, dir).engine(), "owlbench");
    }

    @AfterClass
    public static void stop() {
        if (gnugo != null) {
            gnugo.close();
        }
    }

    private static void same(String cmd) throws IOException {
        GtpReply g = gnugo.send(cmd);
        GtpReply o = ours.send(cmd);
        assertEquals("success of '" + cmd + "' (gnugo: " + g + ", owlbench: " + o + ")", g.success, o.success);
        if (g.success) {
            assertEquals("answer to '" + cmd + "'", g.text.trim(), o.text.trim());
        }
    }

    private static void sameQueriesEverywhere(int size) throws IOException {
        same("list_stones black");
        same("list_stones white");
        same("captures black");
        same("captures white");
        same("all_legal black");
        same("all_legal white");
        for (int row = 1; row <= size; row += 2) {
            for (int col = 0; col < size; col += 3) {
                String v = "ABCDEFGHJKLMNOPQRST".charAt(col) + Integer.toString(row);
                same("color " + v);
                same("is_legal black " + v);
                same("is_legal white " + v);
                GtpReply c = gnugo.send("color " + v);
                if (!c.text.equals("empty")) {
                    same("countlib " + v);
                    same("findlib " + v);
                }
            }
        }
    }

    @Test
    public void loadedPositionsAgree() throws IOException {
        String[][] loads = {{"games/incident2.sgf", "212"}, {"games/incident79.sgf", "168"},
            {"games/incident64.sgf", "52"}, {"games/reading48.sgf", ""}, {"games/incident2.sgf", "E3"}};
        for (String[] l : loads) {
            same(("loadsgf " + l[0] + " " + l[1]).trim());
            same("query_boardsize");
            same("get_komi"); // files without KM give 5.5 in GNU Go
            same("komi 3");
            sameQueriesEverywhere(Integer.parseInt(gnugo.send("query_boardsize").text.trim()));
            same("showboard");
        }
    }

    @Test
    public void showboardAgreesOnEverySizeUpTo19() throws IOException {
        // above 19 GNU Go draws 19x19 star points anchored at A1; owlbench keeps them symmetric
        for (int size = 2; size <= 19; size++) {
            same("boardsize " + size);
            same("play black A1");
            same("play white B1");
            same("play white A2");
            same("showboard");
        }
    }

    @Test
    public void handicapAndMovesAgree() throws IOException {
        for (int size : new int[] {9, 13, 19}) {
            same("boardsize " + size);
            for (int h = 2; h <= 9; h++) {
                same("clear_board");
                same("fixed_handicap " + h);
            }
            same("clear_board");
            String[] moves = {"black C3", "white D3", "black D4", "white E4", "black E3", "white C4", "black B4",
                "white D5", "black C5", "white pass", "black D2", "white F3", "black D3", "white E2"};
            for (String m : moves) {
                same("play " + m);
            }
            same("play black E2");
            same("undo");
            sameQueriesEverywhere(size);
            same("last_move");
            same("showboard");
            same("white F6");
            same("black F7");
            same("black F7");
            same("gg-undo 2");
            same("gg-undo 200");
            same("move_history");
            same("gg-undo");
            same("last_move");
        }
    }
}
