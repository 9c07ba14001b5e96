package owlbench.patterns;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.nio.file.Paths;

import owlbench.patterns.eyes.EyeDbFile;
import owlbench.patterns.eyes.EyeDbParser;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Diagnostic;
import owlbench.patterns.parser.DbParser;

/**
 * Headless checker: {@code patterns FILE...} prints for each file the number of patterns and every
 * problem as {@code file:line:column: message}; exit status 1 if any file has an error. eyes.db (the
 * eye shape format) is recognised by its name.
 */
public final class PatternsMain {
    private PatternsMain() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the checker; returns the exit status (0 clean, 1 errors, 2 usage or I/O problem). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.println("usage: patterns FILE...");
            return 2;
        }
        int status = 0;
        for (String a : args) {
            Path p = Paths.get(a);
            try {
                java.util.List<Diagnostic> diags;
                int count;
                String kind;
                if (p.getFileName().toString().equals("eyes.db")) {
                    EyeDbFile f = EyeDbParser.parse(p);
                    diags = f.diagnostics();
                    count = f.shapes().size();
                    kind = "eye shapes";
                } else {
                    DbFile f = DbParser.parse(p);
                    diags = f.diagnostics();
                    count = f.patterns().size();
                    kind = "patterns";
                }
                out.println(a + ": " + count + " " + kind);
                for (Diagnostic d : diags) {
                    out.println(d.format(a));
                    if (d.isError()) status = Math.max(status, 1);
                }
            } catch (IOException e) {
                err.println(a + ": cannot read: " + e.getMessage());
                status = 2;
            }
        }
        return status;
    }
}
