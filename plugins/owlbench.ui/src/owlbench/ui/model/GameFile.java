package owlbench.ui.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;

import owlbench.sgf.SgfException;
import owlbench.sgf.SgfReader;

/**
 * The file a game editor edits, remembering the content it last read or wrote there, so that a save
 * notices a change made outside (another program, another editor) instead of overwriting it, as
 * Eclipse's text editors do. Content, not the modification time, decides: a clock with one-second
 * steps misses a quick change.
 */
public final class GameFile {

    /** A save refused because the file changed on disk since it was read or last saved. */
    public static final class ChangedOnDiskException extends IOException {
        private static final long serialVersionUID = 1L;

        ChangedOnDiskException(Path file) {
            super(file + " has been changed on disk since it was opened or last saved");
        }
    }

    private final Path path;
    /** SHA-256 of the content last read or written; null when nothing is known (a new file). */
    private byte[] known;

    /** A file not read yet (Save As to a new place): nothing on disk to protect but what is there now. */
    public GameFile(Path path) {
        this.path = path.toAbsolutePath();
    }

    /** The file's absolute path. */
    public Path path() {
        return path;
    }

    /** Reads the first game of the file into a model and remembers the content read. */
    public GameModel read() throws IOException, SgfException {
        byte[] bytes = Files.readAllBytes(path);
        GameModel model = new GameModel(SgfReader.read(bytes, path.toString()));
        known = digest(bytes);
        return model;
    }

    /**
     * True if the file on disk differs from what was last read or written here. A file that is gone
     * is not "changed": saving puts it back.
     */
    public boolean changedOnDisk() throws IOException {
        if (known == null) {
            return false;
        }
        try {
            return !Arrays.equals(known, digest(Files.readAllBytes(path)));
        } catch (NoSuchFileException e) {
            return false;
        }
    }

    /**
     * Saves {@code model} here. Unless {@code overwrite}, a file changed on disk since it was read
     * is left alone and {@link ChangedOnDiskException} thrown, so the user can choose.
     */
    public void save(GameModel model, boolean overwrite) throws IOException {
        if (!overwrite && changedOnDisk()) {
            throw new ChangedOnDiskException(path);
        }
        known = digest(GameSaver.save(model, path));
    }

    private static byte[] digest(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /**
     * {@code text} with control characters (other than line breaks and tabs) shown as U+XXXX, for
     * error messages quoting bytes of a file that is not text.
     */
    public static String printable(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != '\n' && c != '\t' && (Character.isISOControl(c) || c == '\uFFFD' || Character.isSurrogate(c)
                    && !(Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1)))
                    && !(Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(text.charAt(i - 1))))) {
                sb.append(String.format("U+%04X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
