package owlbench.ui.model;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

import owlbench.sgf.SgfWriter;

/**
 * Saves a game so that a failure never destroys the old file: the SGF goes to a temporary file in
 * the same folder (same file system, so the rename is atomic), is forced to disk, and only then
 * replaces the target by an atomic rename. On any failure the temporary file is removed and the
 * old file is untouched. The saved file keeps the old file's permissions (a new file gets
 * rw-r--r--), not the temporary file's private ones; a symbolic link stays a link (the file it
 * points to is replaced).
 */
public final class GameSaver {

    /** A test hook run on the written temporary file before the rename (e.g. to simulate a full disk). */
    public interface BeforeRename {
        void check(Path temporary) throws IOException;
    }

    /** The permissions of a file saved where none was before. */
    private static final Set<PosixFilePermission> NEW_FILE = PosixFilePermissions.fromString("rw-r--r--");

    private GameSaver() {
    }

    /** Saves the model's collection to {@code file} and marks the model clean; returns the bytes written. */
    public static byte[] save(GameModel model, Path file) throws IOException {
        return save(model, file, tmp -> {
        });
    }

    /** As {@link #save(GameModel, Path)}, running {@code hook} between writing and renaming. */
    public static byte[] save(GameModel model, Path file, BeforeRename hook) throws IOException {
        Path target = file.toAbsolutePath();
        if (Files.isSymbolicLink(target) && Files.exists(target)) {
            target = target.toRealPath(); // replace the file the link points to, not the link itself
        }
        Path dir = target.getParent();
        byte[] bytes = SgfWriter.toBytes(model.collection());
        if (!Files.isDirectory(dir)) {
            throw new IOException("the folder " + dir + " does not exist (deleted or moved while the game was open)");
        }
        Set<PosixFilePermission> mode = permissionsFor(target);
        Path tmp;
        try {
            tmp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
        } catch (IOException e) {
            throw new IOException("cannot create a file in " + dir + ": " + reason(e), e);
        }
        try {
            try (var channel = java.nio.channels.FileChannel.open(tmp, java.nio.file.StandardOpenOption.WRITE,
                    java.nio.file.StandardOpenOption.TRUNCATE_EXISTING)) {
                java.nio.ByteBuffer buf = java.nio.ByteBuffer.wrap(bytes);
                while (buf.hasRemaining()) {
                    channel.write(buf);
                }
                channel.force(true);
            }
            if (mode != null) {
                Files.setPosixFilePermissions(tmp, mode);
            }
            hook.check(tmp);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
        model.markSaved();
        return bytes;
    }

    /** The old file's POSIX permissions, rw-r--r-- for a new file, null where the file system has none. */
    private static Set<PosixFilePermission> permissionsFor(Path target) throws IOException {
        try {
            if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                return Files.getPosixFilePermissions(target);
            }
            return NEW_FILE;
        } catch (UnsupportedOperationException e) {
            return null; // not a POSIX file system: the platform's defaults apply
        }
    }

    /**
     * Why an I/O operation failed, in words: Java's file exceptions carry only the path for the
     * commonest causes.
     */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
