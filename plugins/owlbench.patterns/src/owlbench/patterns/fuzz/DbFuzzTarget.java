package owlbench.patterns.fuzz;

import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.match.Constraints;
import owlbench.patterns.match.Match;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.parser.DbParser;

/**
 * Fuzz target for GNU Go's pattern database format (.db): parse, check the diagnostics, compile the
 * matcher, match on a position and evaluate every matched constraint. Anything thrown is a bug.
 */
public final class DbFuzzTarget {
    public static final List<String> TOKENS = List.of("Pattern EB1\n\n", "?O?\nX*X\n---\n\n", ":8,-\n\n", ":|,OX\n",
            ":8,D,value(20)\n", "\n?O?\nabX\n\n;", "&&", "||", "!", "(", ")", "lib(a)>1", "attack(b)", "oplay_attack(*,a,b)",
            "+", "-", "?", ":", "1", "a", ">", "action(a)\n", "|", "+---\n", "attribute_map general\n", "goal_elements Xx\n",
            "callback_data !\n", "#", "\n", "xX.oO,*");

    private DbFuzzTarget() {
    }

    public static void fuzzerTestOneInput(byte[] data) {
        DbFile db = DbParser.parse(PatternFuzzing.latin1(data), "fuzz.db");
        PatternFuzzing.diagnostics(db.diagnostics(), "fuzz.db");
        if (!db.text().equals(PatternFuzzing.latin1(data))) {
            throw new AssertionError("the parsed file does not keep its text");
        }
        CompiledMatcher m = new CompiledMatcher(db.patterns());
        Board b = PatternFuzzing.position();
        Constraints c = new Constraints(db);
        for (int color : new int[] {StoneColor.BLACK, StoneColor.WHITE}) {
            for (Match x : m.match(b, color)) {
                c.check(x, b, color, null);
            }
        }
    }
}
