package owlbench.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads input files within {@link InputLimits}: regular files only (a FIFO, a device such as
 * /dev/zero or a directory is refused before it is opened), no more than the size limit (a sparse
 * 3 GB file is refused by its size, not read), and for line-based formats no line over the limit.
 * The messages start with the file name and never quote the file's content.
 */
public final class InputFiles {
    private InputFiles() {
    }

    /** Checks that the path names a regular file (symbolic links followed) within the size limit. */
    public static long check(Path file, InputLimits limits) throws IOException {
        BasicFileAttributes attrs;
        try {
            attrs = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw new IOException(file + ": no such file");
        }
        if (!attrs.isRegularFile()) {
            throw new IOException(file + ": not a regular file (" + kind(attrs) + "); only regular files are read");
        }
        if (attrs.size() > limits.fileBytes()) {
            throw new IOException(file + ": the file has " + attrs.size() + " bytes, more than the limit of "
                    + limits.fileBytes() + " (--max-file-bytes)");
        }
        return attrs.size();
    }

    private static String kind(BasicFileAttributes a) {
        return a.isDirectory() ? "a directory" : a.isSymbolicLink() ? "a symbolic link" : "a device, pipe or socket";
    }

    /** The whole file as bytes, within the limits. */
    public static byte[] readBytes(Path file, InputLimits limits) throws IOException {
        check(file, limits);
        try (InputStream in = Files.newInputStream(file)) {
            // read at most one byte past the limit: the file may have grown since it was checked
            byte[] b = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 16, limits.fileBytes() + 1));
            if (b.length > limits.fileBytes()) {
                throw new IOException(file + ": the file grew past the limit of " + limits.fileBytes()
                        + " bytes (--max-file-bytes) while it was read");
            }
            return b;
        }
    }

    /** The file decoded as text, refusing a line longer than the limit (file:line:column). */
    public static String readLines(Path file, Charset cs, InputLimits limits) throws IOException {
        String text = new String(readBytes(file, limits), cs);
        checkLineLength(text, file.toString(), limits);
        return text;
    }

    /** Throws when a line of the text is longer than the limit, naming the line. */
    public static void checkLineLength(String text, String name, InputLimits limits) throws IOException {
        int max = limits.lineLength();
        int line = 1;
        int start = 0;
        int n = text.length();
        for (int i = 0; i <= n; i++) {
            if (i == n || text.charAt(i) == '\n') {
                if (i - start > max) {
                    throw new IOException(Locations.escape(name) + ":" + line + ":" + (max + 1)
                            + ": line longer than " + max + " characters (--max-line-length)");
                }
                line++;
                start = i + 1;
            }
        }
    }
}
