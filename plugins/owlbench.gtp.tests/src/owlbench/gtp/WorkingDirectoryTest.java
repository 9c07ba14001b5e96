package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.Assume;
import org.junit.Test;

import owlbench.gtp.client.GtpReply;
import owlbench.gtp.client.ProcessGtpClient;
import owlbench.patterns.PatternPath;

/**
 * A GTP client may start the engine in any folder (GNU Go's regress.pl starts it in the suite's
 * folder): the answers must not depend on it. Pattern databases come from the pattern path, never
 * from the current directory.
 */
public class WorkingDirectoryTest {


    @Test
    public void anEngineStartedInAnotherFolderFindsConnDbAndAnswersAsInProcess() throws Exception {
        String home = System.getProperty(PatternPath.HOME_PROPERTY);
        Assume.assumeTrue("no owlbench.home (the installation) given: skipping", home != null);
        Assume.assumeTrue("no conn.db on the pattern path (../shared absent?): skipping",
                PatternPath.standard(List.of()).find("conn.db").isPresent());
        String cp = EngineClassPath.get();
        Assume.assumeTrue("classes are not plain files here (OSGi test runtime?): skipping the java process test", cp != null);
        Path elsewhere = Files.createTempDirectory("owlbench-cwd");
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        List<String> cmd = new ArrayList<>(List.of(java, "-D" + PatternPath.HOME_PROPERTY + "=" + home, "-cp", cp,
                "owlbench.gtp.Main", "gtp"));
        String[] commands = { "boardsize 9", "play black D4", "play black E5", "play white E4", "play black G7",
                "same_dragon D4 E5", "same_dragon D4 G7", "worm_status D4", "dragon_stones" };
        GtpEngine inProcess = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules()).engine();
        ProcessGtpClient c = new ProcessGtpClient(cmd, elsewhere, 30_000);
        try {
            for (String command : commands) {
                GtpReply r = c.send(command);
                GtpEngine.Answer a = inProcess.execute(GtpCommand.parse(command));
                assertTrue(command + ": " + r.text, r.success);
                assertEquals(command, a.text, r.text);
            }
        } finally {
            c.close();
            Files.deleteIfExists(elsewhere);
        }
    }

    @Test
    public void withoutConnDbTheDragonCommandsSayWhereTheyLookedAndHowToGiveIt() throws Exception {
        Path empty = Files.createTempDirectory("owlbench-nopatterns");
        try {
            PatternPath nowhere = PatternPath.of(List.of(empty), null);
            GtpEngine e = new OwlbenchGtp(9, 0, null, OwlbenchGtp.builtinModules(), nowhere).engine();
            assertTrue(e.execute(GtpCommand.parse("play black D4")).success);
            GtpEngine.Answer a = e.execute(GtpCommand.parse("same_dragon D4 D4"));
            assertTrue(a.text, !a.success && a.text.contains("conn.db") && a.text.contains(empty.toString())
                    && a.text.contains("--patterns"));
            // the tactical commands do not need it
            assertTrue(e.execute(GtpCommand.parse("attack D4")).success);
        } finally {
            Files.deleteIfExists(empty);
        }
    }

    /** Without GNU Go's conn.db the dragons come from owlbench's own connections.db in patterns/. */
    @Test
    public void withoutGnuGosConnDbTheProjectsOwnConnectionDatabaseJoinsDragons() {
        String own = System.getProperty("owlbench.patterns");
        Assume.assumeTrue("no owlbench.patterns folder given: skipping", own != null);
        PatternPath ownOnly = PatternPath.of(List.of(Path.of(own)), null);
        Assume.assumeTrue("no connections.db in " + own, ownOnly.find(PositionCache.OWN_CONNECTIONS).isPresent());
        GtpEngine e = new OwlbenchGtp(9, 0, null, OwlbenchGtp.builtinModules(), ownOnly).engine();
        for (String c : new String[] { "play black D4", "play black E5", "play black G5", "play black G7", "play white C3",
                "play black B8" }) {
            assertTrue(c, e.execute(GtpCommand.parse(c)).success);
        }
        assertEquals("diagonal", "1", e.execute(GtpCommand.parse("same_dragon D4 E5")).text);
        assertEquals("one-point jump", "1", e.execute(GtpCommand.parse("same_dragon G5 G7")).text);
        // E5-G5 is a one-point jump in open ground too, so D4 and G7 are one dragon (as gnugo has it)
        assertEquals("open-ground jump", "1", e.execute(GtpCommand.parse("same_dragon D4 G7")).text);
        assertEquals("far apart", "0", e.execute(GtpCommand.parse("same_dragon D4 B8")).text);
    }

    /**
     * A shared folder named apart from the installation (owlbench.shared, as jt gives it in a git
     * worktree, which has no ../shared beside it) replaces the one beside the installation.
     */
    @Test
    public void aNamedSharedFolderReplacesTheOneBesideTheInstallation() throws Exception {
        Path install = Path.of("/tmp/wt/owlbench-install");
        Path shared = Path.of("/tmp/elsewhere/shared");
        assertEquals(List.of(install.resolve("patterns"), shared.resolve("gnugo-3.8/patterns")),
                PatternPath.of(List.of(), install, shared).dirs());
        assertEquals(List.of(install.resolve("patterns"), Path.of("/tmp/wt/shared/gnugo-3.8/patterns")),
                PatternPath.of(List.of(), install, null).dirs());
    }

    @Test
    public void thePatternPathSearchesExplicitFoldersThenTheInstallationNeverTheWorkingDirectory() throws Exception {
        Path explicit = Files.createTempDirectory("owlbench-explicit");
        Path install = Files.createTempDirectory("owlbench-install");
        try {
            Files.createDirectories(install.resolve("patterns"));
            Files.writeString(install.resolve("patterns/x.db"), "# installed\n");
            PatternPath p = PatternPath.of(List.of(explicit), install);
            assertEquals(List.of(explicit.toAbsolutePath().normalize(), install.resolve("patterns").toAbsolutePath().normalize(),
                    install.getParent().resolve("shared/gnugo-3.8/patterns").toAbsolutePath().normalize()), p.dirs());
            assertEquals(install.resolve("patterns/x.db").toAbsolutePath().normalize(), p.find("x.db").get());
            Files.writeString(explicit.resolve("x.db"), "# mine\n");
            assertEquals(explicit.resolve("x.db").toAbsolutePath().normalize(), p.find("x.db").get());
            assertTrue(p.find("nothing.db").isEmpty());
            assertTrue(PatternPath.of(List.of(), null).dirs().isEmpty());
        } finally {
            Files.deleteIfExists(explicit.resolve("x.db"));
            Files.deleteIfExists(install.resolve("patterns/x.db"));
            Files.deleteIfExists(install.resolve("patterns"));
            Files.deleteIfExists(explicit);
            Files.deleteIfExists(install);
        }
    }
}
