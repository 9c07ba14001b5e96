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
 * eye shape format), mc_*.db (Monte Carlo 3x3 patterns), *.dbz (fullboard fuseki) and joseki *.sgf
 * (compiled to patterns) are recognised by their names. With {@code --match GAME.sgf[:MOVE]} it also prints the
 * matches of each database on that position, one per line: pattern, transformation, move point and
 * constraint result ({@code true}, {@code false} or {@code unknown-needs-NAME}).
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
            err.println("usage: patterns [--match GAME.sgf[:MOVE] [--color black|white]] FILE...");
            return 2;
        }
        String game = null;
        String colorArg = null;
        java.util.List<String> files = new java.util.ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--match") || args[i].equals("--color")) {
                if (i + 1 >= args.length) {
                    err.println(args[i] + " needs an argument");
                    return 2;
                }
                if (args[i].equals("--match")) game = args[++i];
                else colorArg = args[++i];
            } else {
                files.add(args[i]);
            }
        }
        if (files.isEmpty()) {
            err.println("usage: patterns [--match GAME.sgf[:MOVE] [--color black|white]] FILE...");
            return 2;
        }
        MatchPrinter printer = null;
        if (game != null) {
            try {
                printer = MatchPrinter.load(game, colorArg);
            } catch (IllegalArgumentException e) {
                err.println(e.getMessage());
                return 2;
            } catch (IOException e) {
                err.println(game + ": cannot read: " + e.getMessage());
                return 2;
            } catch (owlbench.sgf.SgfException e) {
                err.println(e.getMessage());
                return 2;
            }
        } else if (colorArg != null) {
            err.println("--color needs --match");
            return 2;
        }
        int status = 0;
        for (String a : files) {
            Path p = Paths.get(a);
            try {
                java.util.List<Diagnostic> diags;
                int count;
                String kind;
                String fileName = p.getFileName().toString();
                DbFile db = null;
                owlbench.patterns.fullboard.FusekiDbFile fuseki = null;
                if (fileName.endsWith(".dbz")) {
                    fuseki = owlbench.patterns.fullboard.FusekiParser.parse(p);
                    diags = fuseki.diagnostics();
                    count = fuseki.patterns().size();
                    kind = "fullboard patterns";
                } else if (fileName.endsWith(".sgf")) {
                    try {
                        db = owlbench.patterns.joseki.JosekiCompiler.compile(p);
                    } catch (owlbench.sgf.SgfException e) {
                        out.println(a + ": 0 joseki patterns");
                        out.println(e.getMessage()); // already name:line:column: problem
                        status = Math.max(status, 1);
                        continue;
                    }
                    diags = db.diagnostics();
                    count = db.patterns().size();
                    kind = "joseki patterns";
                } else if (fileName.startsWith("mc_")) {
                    owlbench.patterns.mc.McDbFile f = owlbench.patterns.mc.McParser.parse(p);
                    diags = f.diagnostics();
                    count = f.patterns().size();
                    kind = "Monte Carlo patterns";
                } else if (fileName.equals("eyes.db")) {
                    EyeDbFile f = EyeDbParser.parse(p);
                    diags = f.diagnostics();
                    count = f.shapes().size();
                    kind = "eye shapes";
                } else {
                    db = DbParser.parse(p);
                    diags = db.diagnostics();
                    count = db.patterns().size();
                    kind = "patterns";
                }
                out.println(a + ": " + count + " " + kind);
                for (Diagnostic d : diags) {
                    out.println(d.format(a));
                    if (d.isError()) status = Math.max(status, 1);
                }
                if (printer != null && db != null) printer.print(db, out);
                if (printer != null && fuseki != null) printer.print(fuseki, out);
            } catch (IOException e) {
                err.println(a + ": cannot read: " + e.getMessage());
                status = 2;
            }
        }
        return status;
    }
}
