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

    static final String USAGE = "usage: patterns [--match GAME.sgf[:MOVE] [--color black|white]] [limits] FILE...\n"
            + "Checks pattern databases (GNU Go's .db, eyes.db, mc_*.db, fuseki*.dbz, joseki .sgf) and prints\n"
            + "every problem as file:line:column: message. Exit status 0 clean, 1 errors, 2 usage or I/O problems.\n"
            + "limits:\n" + owlbench.input.InputLimits.OPTIONS_HELP;

    /** Runs the checker; returns the exit status (0 clean, 1 errors, 2 usage or I/O problem). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.print(USAGE);
            return 2;
        }
        String game = null;
        String colorArg = null;
        owlbench.input.InputLimits limits = owlbench.input.InputLimits.builtIn();
        java.util.List<String> files = new java.util.ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--help") || args[i].equals("-h")) {
                out.print(USAGE);
                return 0;
            }
            if (args[i].startsWith("--max-")) {
                if (i + 1 >= args.length) {
                    err.println(args[i] + " needs an argument");
                    return 2;
                }
                try {
                    owlbench.input.InputLimits changed = limits.withOption(args[i], args[i + 1]);
                    if (changed == null) {
                        err.println("unknown option " + args[i] + "\n" + USAGE);
                        return 2;
                    }
                    limits = changed;
                } catch (IllegalArgumentException e) {
                    err.println(e.getMessage());
                    return 2;
                }
                i++;
                continue;
            }
            if (args[i].startsWith("--") && !args[i].equals("--match") && !args[i].equals("--color")) {
                err.print("unknown option " + args[i] + "\n" + USAGE);
                return 2;
            }
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
            err.print(USAGE);
            return 2;
        }
        MatchPrinter printer = null;
        if (game != null) {
            try {
                printer = MatchPrinter.load(game, colorArg);
            } catch (IllegalArgumentException e) {
                String m = String.valueOf(e.getMessage());
                err.println(m.startsWith(game.split(":")[0]) ? owlbench.input.Locations.escape(m)
                        : owlbench.input.Locations.escape(game) + ": " + owlbench.input.Locations.escape(m));
                return 2;
            } catch (IOException e) {
                err.println(owlbench.input.Locations.escape(game) + ": cannot read: " + owlbench.input.Locations.escape(e.getMessage()));
                return 2;
            } catch (owlbench.sgf.SgfException e) {
                err.println(e.getMessage());
                return 2;
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                err.println(owlbench.input.Locations.escape(game) + ": cannot load the position: " + describe(e));
                return 2;
            }
        } else if (colorArg != null) {
            err.println("--color needs --match");
            return 2;
        }
        int status = 0;
        for (String a : files) {
            try {
                status = Math.max(status, check(a, printer, limits, out, err));
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                // one bad file must not stop the check of the others
                err.println(owlbench.input.Locations.escape(a) + ": internal error while checking: " + describe(e));
                status = 2;
            }
        }
        return status;
    }

    private static String describe(Throwable e) {
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + owlbench.input.Locations.escape(e.getMessage()));
    }

    /** Checks one file; returns its status. */
    private static int check(String a, MatchPrinter printer, owlbench.input.InputLimits limits, PrintStream out, PrintStream err) {
        int status = 0;
        {
            Path p;
            try {
                p = Paths.get(a);
            } catch (java.nio.file.InvalidPathException e) {
                err.println(owlbench.input.Locations.escape(a) + ": cannot read: not a valid path");
                return 2;
            }
            try {
                java.util.List<Diagnostic> diags;
                int count;
                String kind;
                String fileName = p.getFileName().toString();
                DbFile db = null;
                owlbench.patterns.fullboard.FusekiDbFile fuseki = null;
                if (fileName.endsWith(".dbz")) {
                    fuseki = owlbench.patterns.fullboard.FusekiParser.parse(p, limits);
                    diags = fuseki.diagnostics();
                    count = fuseki.patterns().size();
                    kind = "fullboard patterns";
                } else if (fileName.endsWith(".sgf")) {
                    try {
                        db = owlbench.patterns.joseki.JosekiCompiler.compile(p, limits);
                    } catch (owlbench.sgf.SgfException e) {
                        out.println(owlbench.input.Locations.escape(a) + ": 0 joseki patterns");
                        out.println(e.getMessage()); // already name:line:column: problem
                        return 1;
                    }
                    diags = db.diagnostics();
                    count = db.patterns().size();
                    kind = "joseki patterns";
                } else if (fileName.startsWith("mc_")) {
                    owlbench.patterns.mc.McDbFile f = owlbench.patterns.mc.McParser.parse(p, limits);
                    diags = f.diagnostics();
                    count = f.patterns().size();
                    kind = "Monte Carlo patterns";
                } else if (owlbench.patterns.eyes.EyeDbParser.isEyeDatabaseName(fileName)) {
                    EyeDbFile f = EyeDbParser.parse(p, limits);
                    diags = f.diagnostics();
                    count = f.shapes().size();
                    kind = "eye shapes";
                } else {
                    db = DbParser.parse(p, limits);
                    diags = db.diagnostics();
                    count = db.patterns().size();
                    kind = "patterns";
                }
                out.println(owlbench.input.Locations.escape(a) + ": " + count + " " + kind);
                for (Diagnostic d : diags) {
                    out.println(d.format(a));
                    if (d.isError()) status = Math.max(status, 1);
                }
                if (printer != null && db != null) printer.print(db, out);
                if (printer != null && fuseki != null) printer.print(fuseki, out);
            } catch (IOException e) {
                String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
                // the input layer's messages already start with the file (and line, for a long line)
                err.println(m.startsWith(p.toString() + ":") ? owlbench.input.Locations.escape(m)
                        : owlbench.input.Locations.escape(a) + ": cannot read: " + owlbench.input.Locations.escape(m));
                status = 2;
            }
        }
        return status;
    }
}
