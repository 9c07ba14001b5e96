package owlbench.gtp.client;

import java.io.IOException;
import java.nio.file.Path;

/** Starts fresh engines: one per regression suite or match game, in a given working directory. */
@FunctionalInterface
public interface GtpEngineFactory {
    /** @param workingDir directory for relative file names (loadsgf) */
    GtpClient start(Path workingDir) throws IOException;
}
