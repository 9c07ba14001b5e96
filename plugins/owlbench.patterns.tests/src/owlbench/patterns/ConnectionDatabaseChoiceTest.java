package owlbench.patterns;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.Test;

/** Which connection database the pattern path gives the dragons: the order and its switch. */
public class ConnectionDatabaseChoiceTest {

    private static PatternPath pathWith(boolean own, boolean gnugo) throws IOException {
        Path projectDir = Files.createTempDirectory("own");
        Path sharedDir = Files.createTempDirectory("gnugo");
        if (own) Files.writeString(projectDir.resolve(ConnectionDatabaseChoice.OWN), "");
        if (gnugo) Files.writeString(sharedDir.resolve(ConnectionDatabaseChoice.GNUGO), "");
        return PatternPath.of(List.of(projectDir, sharedDir), null);
    }

    @Test
    public void thePreferredDatabaseComesFirstAndTheOtherStandsIn() throws IOException {
        PatternPath both = pathWith(true, true);
        assertEquals(ConnectionDatabaseChoice.OWN, ConnectionDatabaseChoice.find(both, true).get().getFileName().toString());
        assertEquals(ConnectionDatabaseChoice.GNUGO, ConnectionDatabaseChoice.find(both, false).get().getFileName().toString());
        assertEquals(ConnectionDatabaseChoice.GNUGO,
                ConnectionDatabaseChoice.find(pathWith(false, true), true).get().getFileName().toString());
        assertEquals(ConnectionDatabaseChoice.OWN,
                ConnectionDatabaseChoice.find(pathWith(true, false), false).get().getFileName().toString());
        assertFalse(ConnectionDatabaseChoice.find(pathWith(false, false), true).isPresent());
    }

    @Test
    public void theSystemPropertyOverridesTheDefault() {
        String before = System.getProperty(ConnectionDatabaseChoice.PROPERTY);
        try {
            System.setProperty(ConnectionDatabaseChoice.PROPERTY, "own");
            assertTrue(ConnectionDatabaseChoice.prefersOwn());
            System.setProperty(ConnectionDatabaseChoice.PROPERTY, "gnugo");
            assertFalse(ConnectionDatabaseChoice.prefersOwn());
            System.clearProperty(ConnectionDatabaseChoice.PROPERTY);
            assertEquals(ConnectionDatabaseChoice.PREFER_OWN, ConnectionDatabaseChoice.prefersOwn());
            System.setProperty(ConnectionDatabaseChoice.PROPERTY, "mine");
            try {
                ConnectionDatabaseChoice.prefersOwn();
                fail("a bad value must be refused");
            } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage(), e.getMessage().contains(ConnectionDatabaseChoice.PROPERTY));
            }
        } finally {
            if (before == null) System.clearProperty(ConnectionDatabaseChoice.PROPERTY);
            else System.setProperty(ConnectionDatabaseChoice.PROPERTY, before);
        }
    }
}
