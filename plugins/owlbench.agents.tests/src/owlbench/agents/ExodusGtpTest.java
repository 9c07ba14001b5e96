package owlbench.agents;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.Test;

import owlbench.agents.cli.ExodusGtpModule;
import owlbench.agents.cli.ExodusMain;
import owlbench.agents.network.ExodusPlayer;
import owlbench.agents.network.NetworkWeights;
import owlbench.agents.network.SummationNetwork;
import owlbench.gtp.OwlbenchGtp;

/** The Exodus GTP engine and the command-line tools' errors. */
public class ExodusGtpTest {

    private static OwlbenchGtp engine() {
        List<Agent> agents = AgentCatalogue.create(List.of("capturer", "follower"), AgentContext.standard());
        NetworkWeights w = new NetworkWeights(List.of("capturer", "follower"), 1,
                new int[][] {{15}, {1}}, new int[] {1}, new int[][] {{}, {}});
        ExodusPlayer p = new ExodusPlayer(new SummationNetwork(agents, w), ExodusPlayer.Choice.ARGMAX, null, null);
        return new OwlbenchGtp(9, 7, null, List.of(new ExodusGtpModule(p)));
    }

    @Test
    public void genmoveCapturesAndPlays() {
        OwlbenchGtp e = engine();
        for (String m : new String[] {"play black B8", "play white C8", "play black D8", "play black C7"}) {
            assertEquals("= \n\n", e.engine().processLine(m));
        }
        assertEquals("= Exodus\n\n", e.engine().processLine("name"));
        assertEquals("= C9\n\n", e.engine().processLine("reg_genmove black"));
        assertEquals("= C9\n\n", e.engine().processLine("genmove black"));
        // played: C8 is gone, C9 is black
        assertEquals("= 1\n\n", e.engine().processLine("captures black"));
        assertTrue(e.engine().processLine("genmove x").startsWith("?"));
    }

    @Test
    public void malformedWeightsFileIsReportedWithItsPlace() throws Exception {
        Path f = Files.createTempFile("bad", ".weights");
        try {
            Files.writeString(f, "hidden 1\nagent opener 3\nagent capturer 2 9\noutput 1\n");
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int rc = ExodusMain.run(new String[] {"gtp", "--weights", f.toString()}, new PrintStream(new ByteArrayOutputStream()),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            assertEquals(1, rc);
            assertEquals("owlbench exodus gtp: " + f + ":3:18: unexpected '9'\n", err.toString(StandardCharsets.UTF_8));
        } finally {
            Files.delete(f);
        }
    }

    @Test
    public void malformedGameFileIsReportedWithItsPlace() throws Exception {
        Path f = Files.createTempFile("bad", ".sgf");
        Path w = Files.createTempFile("ok", ".weights");
        try {
            Files.writeString(f, "(;SZ[9];B[ee];W[zz])");
            Files.writeString(w, "hidden 1\nagent capturer 1\noutput 1\n");
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int rc = ExodusMain.run(new String[] {"predict", "--weights", w.toString(), f.toString()},
                    new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
            assertEquals(1, rc);
            String msg = err.toString(StandardCharsets.UTF_8);
            assertTrue(msg, msg.startsWith("owlbench predict: " + f + ":1:16: bad coordinate 'zz'"));
        } finally {
            Files.delete(f);
            Files.delete(w);
        }
    }
}
