package owlbench.input;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file so that a failure never leaves it truncated: the bytes go to a temporary file in the
 * same directory, which then replaces the target by a rename. Only a regular file (or a new name) is a
 * target: a directory, a device such as /proc/self/fd/1, a pipe or a symbolic link is refused, so a
 * command cannot write into the GTP stream or through a link.
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    public static void write(Path target, byte[] data) throws IOException {
        checkTarget(target);
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new IOException(target + ": no such directory");
        }
        Path tmp = Files.createTempFile(dir, "." + abs.getFileName(), ".tmp");
        try {
            Files.write(tmp, data);
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Throws unless the target is absent or a regular file that is not a symbolic link. */
    public static void checkTarget(Path target) throws IOException {
        if (Files.isSymbolicLink(target)) {
            throw new IOException(target + ": is a symbolic link; refusing to write through it");
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(target + ": not a regular file (a directory, device or pipe); refusing to write");
        }
    }
}
