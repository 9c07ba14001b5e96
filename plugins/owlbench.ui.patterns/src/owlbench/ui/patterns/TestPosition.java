package owlbench.ui.patterns;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;

import owlbench.sgf.GamePosition;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfReader;

/**
 * A chosen test position for live matching: an SGF file and a move number with GNU Go's loadsgf
 * meaning (the position before move N is played). Remembered in the bundle's instance preferences so
 * the choice survives closing the view and restarting.
 */
public final class TestPosition {
    private static final String NODE = "owlbench.ui.patterns";
    private static final String FILE_KEY = "liveMatches.testFile";
    private static final String MOVE_KEY = "liveMatches.testMove";

    private final Path file;
    private final int move;

    public TestPosition(Path file, int move) {
        if (move < 1) throw new IllegalArgumentException("move number must be at least 1, got " + move);
        this.file = file;
        this.move = move;
    }

    public Path file() {
        return file;
    }

    public int move() {
        return move;
    }

    /** Replays the game's main line to the position before move {@link #move()}. */
    public GamePosition load() throws IOException, SgfException {
        if (!Files.isRegularFile(file)) throw new IOException(file + ": no such file");
        SgfCollection coll = SgfReader.read(file);
        if (coll.games().isEmpty()) throw new IOException(file + ": no game in the file");
        return GameReplay.atMove(coll.games().get(0), move);
    }

    /** "name.sgf move N", for the view's status line. */
    public String label() {
        return file.getFileName() + " move " + move;
    }

    /** Saves this choice as the remembered one. */
    public void remember() {
        IEclipsePreferences prefs = InstanceScope.INSTANCE.getNode(NODE);
        prefs.put(FILE_KEY, file.toString());
        prefs.putInt(MOVE_KEY, move);
        try {
            prefs.flush();
        } catch (org.osgi.service.prefs.BackingStoreException e) {
            // kept in memory for this session; only persistence across restarts is lost
        }
    }

    /** The remembered choice, or null if none was made. */
    public static TestPosition remembered() {
        IEclipsePreferences prefs = InstanceScope.INSTANCE.getNode(NODE);
        String f = prefs.get(FILE_KEY, null);
        int m = prefs.getInt(MOVE_KEY, 1);
        if (f == null || f.isEmpty()) return null;
        try {
            return new TestPosition(Paths.get(f), Math.max(1, m));
        } catch (RuntimeException e) {
            return null;
        }
    }
}
