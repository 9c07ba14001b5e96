package owlbench.patterns.fuzz;

import java.util.List;

import owlbench.patterns.joseki.JosekiCompiler;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.parser.DbParser;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfReader;
import owlbench.sgf.fuzz.FuzzChecks;

/** Fuzz target for joseki SGF files: read, compile to .db text, parse that. Anything else than SgfException is a bug. */
public final class JosekiFuzzTarget {
    public static final List<String> TOKENS = List.of("(;GM[1]SZ[19]", ";B[pd]MA[od]", ";W[qf]SQ[nc]", "C[U\n;lib(a)>1]",
            "C[S\n:8,X]", "LB[qd:a]", "(", ")", ";", "B[]", "MA[aa]", "C[t\n>antisuji(a);]", "GM[2]", "SZ[9]");

    private JosekiFuzzTarget() {
    }

    public static void fuzzerTestOneInput(byte[] data) {
        try {
            SgfCollection c = SgfReader.read(data, "joseki.sgf");
            String text = JosekiCompiler.compileText(c, "JF", "joseki.sgf");
            DbFile db = DbParser.parse(text, "joseki.db (compiled)");
            PatternFuzzing.diagnostics(db.diagnostics(), "joseki.db (compiled)");
        } catch (SgfException e) {
            FuzzChecks.location(e.getMessage(), "joseki.sgf:");
        }
    }
}
