package owlbench.sgf.fuzz;

import java.util.List;

import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;
import owlbench.sgf.SgfWriter;

/**
 * Fuzz target for the SGF reader (Jazzer's {@code fuzzerTestOneInput} signature): any bytes either read,
 * write back to an equal tree and replay, or fail with an SgfException whose message is one line that
 * starts with the file name. Anything else thrown is a bug.
 */
public final class SgfFuzzTarget {
    /** Words of the format for the mutation fuzzer. */
    public static final List<String> TOKENS = List.of("(;", "(", ")", ";", "GM[1]", "FF[4]", "SZ[19]", "SZ[9]", "B[dd]",
            "W[pp]", "AB[aa][bb]", "AW[cc:dd]", "B[]", "W[tt]", "C[x\\]y]", "CA[UTF-8]", "KM[6.5]", "HA[2]", "PL[W]",
            "LB[dd:A]", "MA[ee]", "[", "]", "\\", "\n", "\r", "\u00ff", "(;GM[1]SZ[19];B[dd](;W[pp])(;W[dp]))");

    private SgfFuzzTarget() {
    }

    public static void fuzzerTestOneInput(byte[] data) {
        SgfCollection c;
        try {
            c = SgfReader.read(data, "fuzz.sgf");
        } catch (SgfException e) {
            FuzzChecks.location(e.getMessage(), "fuzz.sgf:");
            return;
        }
        for (String w : c.warnings()) {
            FuzzChecks.location(w, "fuzz.sgf:");
        }
        SgfCollection again;
        String text = SgfWriter.write(c);
        try {
            again = SgfReader.read(text, "again.sgf");
        } catch (SgfException e) {
            throw new AssertionError("written SGF does not read back: " + e.getMessage());
        }
        if (!c.treeEquals(again)) {
            throw new AssertionError("round trip changed the tree");
        }
        for (SgfNode root : c.games()) {
            String gm = root.get("GM");
            if (gm != null && !gm.trim().isEmpty() && !gm.trim().equals("1")) {
                continue;
            }
            try {
                GameReplay.atEnd(root);
                GameReplay.load(root, "3");
            } catch (SgfException e) {
                FuzzChecks.location(e.getMessage(), "fuzz.sgf:");
            }
        }
    }
}
