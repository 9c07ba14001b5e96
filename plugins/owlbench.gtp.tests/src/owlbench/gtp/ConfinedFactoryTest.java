package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import owlbench.gtp.client.GtpClient;
import owlbench.gtp.client.GtpReply;
import owlbench.gtp.match.EngineSpec;

/**
 * Issue 18: the engines the Regression view and the match runner start are confined to the folder
 * they start in by default, so a suite or a game cannot read or write files elsewhere.
 */
public class ConfinedFactoryTest {

    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    private static final String GAME = "(;GM[1]FF[4]SZ[9];B[ee];W[ef])\n";

    @Test
    public void aSuiteFolderEngineReadsInsideAndRefusesOutside() throws Exception {
        Path suite = tmp.newFolder("suite").toPath();
        Files.writeString(suite.resolve("inside.sgf"), GAME);
        Files.writeString(tmp.getRoot().toPath().resolve("outside.sgf"), GAME);
        try (GtpClient c = OwlbenchGtp.confinedFactory(19, 0).start(suite)) {
            assertTrue(c.send("loadsgf inside.sgf").success);
            GtpReply up = c.send("loadsgf ../outside.sgf");
            assertFalse(up.text, up.success);
            assertTrue(up.text, up.text.contains("outside"));
            GtpReply abs = c.send("loadsgf " + tmp.getRoot().toPath().resolve("outside.sgf"));
            assertFalse(abs.success);
            GtpReply write = c.send("printsgf ../written.sgf");
            assertFalse(write.success);
            assertFalse(Files.exists(tmp.getRoot().toPath().resolve("written.sgf")));
            assertTrue(c.send("printsgf written.sgf").success);
            assertTrue(Files.exists(suite.resolve("written.sgf")));
        }
    }

    @Test
    public void theMatchRunnersOwlbenchIsConfinedToTheMatchFolder() throws Exception {
        Path work = tmp.newFolder("match").toPath();
        Files.writeString(tmp.getRoot().toPath().resolve("outside.sgf"), GAME);
        EngineSpec spec = EngineSpec.parse("owlbench", 9, 6.5, 10_000);
        try (GtpClient c = spec.factory.start(work)) {
            assertEquals("9", c.send("query_boardsize").text);
            assertFalse(c.send("loadsgf ../outside.sgf").success);
        }
    }
}
