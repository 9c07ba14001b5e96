package owlbench.patterns.parser;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.DbItem;

/**
 * Writes a pattern database back as text. Items read from a file give back their original text, so an
 * unchanged model gives the same bytes; items built in code are rendered canonically.
 */
public final class DbWriter {
    private DbWriter() {
    }

    public static String write(DbFile file) {
        StringBuilder sb = new StringBuilder(file.text() != null ? file.text().length() : 1024);
        for (DbItem item : file.items()) sb.append(item.text());
        return sb.toString();
    }

    public static void write(DbFile file, Path path) throws IOException {
        Files.write(path, write(file).getBytes(StandardCharsets.ISO_8859_1));
    }
}
