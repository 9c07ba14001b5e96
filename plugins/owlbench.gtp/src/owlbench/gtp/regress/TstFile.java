package owlbench.gtp.regress;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A parsed GNU Go test suite (.tst): GTP command lines in order; a numbered line is a
 * test when a well-formed "#? [...]" line follows it (before the next numbered command).
 * Unnumbered commands (loadsgf, play ...) set up positions and are always run.
 * Malformed "#?" lines do not make a test (as regress.pl) and are reported as warnings.
 */
public final class TstFile {
    /** One command line of the suite. */
    public static final class Line {
        /** 1-based line number in the file. */
        public final int lineNumber;
        /** Test number, or -1 for an unnumbered command. */
        public final int number;
        /** The command without its number, comments removed. */
        public final String command;
        /** The expectation, or null (unnumbered command, or numbered without "#?"). */
        Expectation expectation;

        Line(int lineNumber, int number, String command) {
            this.lineNumber = lineNumber;
            this.number = number;
            this.command = command;
        }

        public Expectation expectation() {
            return expectation;
        }

        public boolean isTest() {
            return number >= 0 && expectation != null;
        }
    }

    public final String name;
    private final List<Line> lines;
    private final List<String> warnings;

    private TstFile(String name, List<Line> lines, List<String> warnings) {
        this.name = name;
        this.lines = Collections.unmodifiableList(lines);
        this.warnings = Collections.unmodifiableList(warnings);
    }

    public List<Line> lines() {
        return lines;
    }

    public List<String> warnings() {
        return warnings;
    }

    /** The lines that are tests. */
    public List<Line> tests() {
        List<Line> out = new ArrayList<>();
        for (Line l : lines) {
            if (l.isTest()) {
                out.add(l);
            }
        }
        return out;
    }

    public static TstFile read(Path file) throws IOException {
        return read(file, owlbench.input.InputLimits.builtIn());
    }

    /** Reads a suite within the given limits (file size, line length). */
    public static TstFile read(Path file, owlbench.input.InputLimits limits) throws IOException {
        // ISO-8859-1 never fails on odd bytes in comments
        String text = owlbench.input.InputFiles.readLines(file, StandardCharsets.ISO_8859_1, limits);
        return parse(text, file.getFileName().toString());
    }

    public static TstFile parse(String text, String name) {
        List<Line> lines = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        String[] raw = text.split("\n", -1);
        Line lastNumbered = null;
        for (int i = 0; i < raw.length; i++) {
            String r = raw[i];
            if (r.endsWith("\r")) {
                r = r.substring(0, r.length() - 1);
            }
            int lineNo = i + 1;
            if (Expectation.looksLikeExpectation(r)) {
                Expectation e = Expectation.parse(r);
                if (e == null) {
                    warnings.add(name + ":" + lineNo + ": malformed expectation '" + owlbench.input.Locations.escape(r.trim())
                            + "' (no closing ']'): not counted as a test, as regress.pl");
                } else if (lastNumbered == null) {
                    warnings.add(name + ":" + lineNo + ": expectation without a numbered command before it");
                } else if (lastNumbered.expectation != null) {
                    warnings.add(name + ":" + lineNo + ": second expectation for test " + lastNumbered.number + " ignored");
                } else {
                    lastNumbered.expectation = e;
                }
                continue;
            }
            int hash = r.indexOf('#');
            String cmd = (hash >= 0 ? r.substring(0, hash) : r).trim();
            if (cmd.isEmpty()) {
                continue;
            }
            int j = 0;
            while (j < cmd.length() && Character.isDigit(cmd.charAt(j))) {
                j++;
            }
            if (j > 0 && (j == cmd.length() || Character.isWhitespace(cmd.charAt(j)))) {
                int number;
                try {
                    number = Integer.parseInt(cmd.substring(0, j));
                } catch (NumberFormatException ex) {
                    warnings.add(name + ":" + lineNo + ": test number too large: " + cmd.substring(0, j));
                    continue;
                }
                Line l = new Line(lineNo, number, cmd.substring(j).trim());
                lines.add(l);
                lastNumbered = l;
            } else {
                lines.add(new Line(lineNo, -1, cmd));
            }
        }
        return new TstFile(name, lines, warnings);
    }
}
