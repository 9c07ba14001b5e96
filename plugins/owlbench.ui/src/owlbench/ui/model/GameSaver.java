package owlbench.ui.model;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import owlbench.sgf.SgfWriter;

/**
 * Saves a game so that a failure never destroys the old file: the SGF goes to a temporary file in
 * the same folder (same file system, so the rename is atomic), is forced to disk, and only then
 * replaces the target by an atomic rename. On any failure the temporary file is removed and the
 * old file is untouched.
 */
public final class GameSaver {

    /** A test hook run on the written temporary file before the rename (e.g. to simulate a full disk). */
    public interface BeforeRename {
        void check(Path temporary) throws IOException;
    }

    private GameSaver() {
    }

    /** Saves the model's collection to {@code file} and marks the model clean. */
    public static void save(GameModel model, Path file) throws IOException {
        save(model, file, tmp -> {
        });
    }

    /** As {@link #save(GameModel, Path)}, running {@code hook} between writing and renaming. */
    public static void save(GameModel model, Path file, BeforeRename hook) throws IOException {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        byte[] bytes = SgfWriter.toBytes(model.collection());
        Path tmp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
        try {
            try (var channel = java.nio.channels.FileChannel.open(tmp, java.nio.file.StandardOpenOption.WRITE,
                    java.nio.file.StandardOpenOption.TRUNCATE_EXISTING)) {
                java.nio.ByteBuffer buf = java.nio.ByteBuffer.wrap(bytes);
                while (buf.hasRemaining()) {
                    channel.write(buf);
                }
                channel.force(true);
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
    }
}
