package owlbench.patterns.fuzz;

import java.util.List;

import owlbench.patterns.eyes.EyeDbFile;
import owlbench.patterns.eyes.EyeDbParser;

/** Fuzz target for eyes.db: parse and check the diagnostics. Anything thrown is a bug. */
public final class EyesDbFuzzTarget {
    public static final List<String> TOKENS = List.of("Pattern 1\n\n", ":1122\n", ":0011\n", "!.@\n", "|..\n", "+--\n",
            "--+\n", " ...\n", "..X$(\n", "<>\n", "#\n", "\n", "|", " ", "Pattern");

    private EyesDbFuzzTarget() {
    }

    public static void fuzzerTestOneInput(byte[] data) {
        EyeDbFile f = EyeDbParser.parse(PatternFuzzing.latin1(data), "eyes.db");
        PatternFuzzing.diagnostics(f.diagnostics(), "eyes.db");
    }
}
