package owlbench.patterns;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import owlbench.patterns.eyes.EyeDbFile;
import owlbench.patterns.eyes.EyeDbParser;
import owlbench.patterns.fullboard.FusekiDbFile;
import owlbench.patterns.fullboard.FusekiParser;
import owlbench.patterns.joseki.JosekiCompiler;
import owlbench.patterns.mc.McDbFile;
import owlbench.patterns.mc.McParser;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Diagnostic;
import owlbench.patterns.parser.DbParser;
import owlbench.sgf.SgfException;

/**
 * A set of pattern databases read from one directory: the project's own {@code patterns/} by default,
 * or a GNU Go checkout's {@code patterns/}. Each file goes to the reader of its format: {@code *.db}
 * pattern databases, {@code eyes.db}, {@code mc_*.db} (Monte Carlo), {@code *.dbz} (fullboard fuseki),
 * and joseki {@code *.sgf} files compiled to patterns when no .db of the same name is present.
 * Immutable once loaded.
 */
public final class PatternLibrary {
    private final Path dir;
    private final Map<String, DbFile> databases = new LinkedHashMap<>();
    private final Map<String, EyeDbFile> eyes = new LinkedHashMap<>();
    private final Map<String, McDbFile> monteCarlo = new LinkedHashMap<>();
    private final Map<String, FusekiDbFile> fullboard = new LinkedHashMap<>();
    private final Map<String, List<Diagnostic>> problems = new LinkedHashMap<>();

    private PatternLibrary(Path dir) {
        this.dir = dir;
    }

    /** The project's own databases in {@code projectPatternsDir} (the repository's patterns/). */
    public static PatternLibrary loadDefault(Path projectPatternsDir) throws IOException {
        return load(projectPatternsDir);
    }

    /** Every database in the directory, files in name order. */
    public static PatternLibrary load(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) throw new IOException(dir + ": not a directory");
        TreeSet<String> names = new TreeSet<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path p : ds) names.add(p.getFileName().toString());
        }
        PatternLibrary lib = new PatternLibrary(dir);
        for (String n : names) {
            Path p = dir.resolve(n);
            if (EyeDbParser.isEyeDatabaseName(n)) {
                EyeDbFile f = EyeDbParser.parse(p);
                lib.eyes.put(n, f);
                lib.note(n, f.diagnostics());
            } else if (n.startsWith("mc_") && n.endsWith(".db")) {
                McDbFile f = McParser.parse(p);
                lib.monteCarlo.put(n, f);
                lib.note(n, f.diagnostics());
            } else if (n.endsWith(".db")) {
                DbFile f = DbParser.parse(p);
                lib.databases.put(n, f);
                lib.note(n, f.diagnostics());
            } else if (n.endsWith(".dbz")) {
                FusekiDbFile f = FusekiParser.parse(p);
                lib.fullboard.put(n, f);
                lib.note(n, f.diagnostics());
            } else if (n.endsWith(".sgf") && !names.contains(n.substring(0, n.length() - 4) + ".db")) {
                try {
                    DbFile f = JosekiCompiler.compile(p);
                    String db = n.substring(0, n.length() - 4) + ".db";
                    lib.databases.put(db, f);
                    lib.note(db, f.diagnostics());
                } catch (SgfException e) {
                    lib.note(n, List.of(new Diagnostic(Diagnostic.Severity.ERROR, e.getMessage(), e.getLine(), e.getColumn(), 0, 0)));
                }
            }
        }
        return lib;
    }

    private void note(String name, List<Diagnostic> d) {
        if (!d.isEmpty()) problems.put(name, List.copyOf(d));
    }

    public Path directory() { return dir; }

    /** The pattern databases (.db and compiled joseki files) by file name. */
    public Map<String, DbFile> databases() { return Collections.unmodifiableMap(databases); }

    /** One pattern database by file name (e.g. "shapes.db"), or null. */
    public DbFile database(String name) { return databases.get(name); }

    public Map<String, EyeDbFile> eyeDatabases() { return Collections.unmodifiableMap(eyes); }
    public Map<String, McDbFile> monteCarloDatabases() { return Collections.unmodifiableMap(monteCarlo); }
    public Map<String, FusekiDbFile> fullboardDatabases() { return Collections.unmodifiableMap(fullboard); }

    /** Every problem found, by file name (files without problems are absent). */
    public Map<String, List<Diagnostic>> problems() { return Collections.unmodifiableMap(problems); }

    /** True when some file had an error. */
    public boolean hasErrors() {
        for (List<Diagnostic> l : problems.values()) for (Diagnostic d : l) if (d.isError()) return true;
        return false;
    }

    /** All file names loaded, in order. */
    public List<String> fileNames() {
        List<String> out = new ArrayList<>(databases.keySet());
        out.addAll(eyes.keySet());
        out.addAll(monteCarlo.keySet());
        out.addAll(fullboard.keySet());
        return out;
    }
}
