package owlbench.patterns.fuzz;

import java.util.List;

import owlbench.board.StoneColor;
import owlbench.patterns.fullboard.FullboardMatcher;
import owlbench.patterns.fullboard.FusekiDbFile;
import owlbench.patterns.fullboard.FusekiParser;

/**
 * Fuzz target for fullboard fuseki databases (.dbz): the first byte picks the board size (2..25, as
 * the file name would), the rest is the text; parse, check the diagnostics, match on an empty board.
 */
public final class FusekiFuzzTarget {
    public static final List<String> TOKENS = List.of("\u0007", "\u0011", "A 12 ddcc\n", "B 3 ccddee\n", "# c\n",
            "X 1 tt\n", "Y 9 aatt\n", " ", "\n", "\r\n", "99999999999", "-1");

    private FusekiFuzzTarget() {
    }

    public static void fuzzerTestOneInput(byte[] data) {
        int size = data.length == 0 ? 9 : 2 + (data[0] & 0xff) % 24;
        String text = data.length == 0 ? "" : PatternFuzzing.latin1(java.util.Arrays.copyOfRange(data, 1, data.length));
        FusekiDbFile f = FusekiParser.parse(text, "fuseki.dbz", size);
        PatternFuzzing.diagnostics(f.diagnostics(), "fuseki.dbz");
        owlbench.board.Board b = new owlbench.board.Board(size);
        new FullboardMatcher(f.patterns(), size).match(b, StoneColor.BLACK);
    }
}
