package owlbench.sgf.fuzz;

import java.util.ArrayList;
import java.util.List;

import org.junit.Test;

import owlbench.input.FuzzCorpus;

/** The SGF fuzz target on issue 18's past failures and on a short seeded mutation run. */
public class SgfFuzzTest {
    static List<byte[]> pastFailures() throws Exception {
        List<byte[]> out = new ArrayList<>(FuzzCorpus.stored(SgfFuzzTest.class, "sgf"));
        out.add(FuzzCorpus.bytes("(;GM[1]SZ[9]" + "(;C[x]".repeat(3000) + ")".repeat(3001))); // variations 3,000 deep
        out.add(FuzzCorpus.bytes("(;GM[1]" + ";".repeat(200_000) + ")"));                     // many empty nodes
        out.add(FuzzCorpus.bytes("(;GM[1]SZ[19]" + ";B[]".repeat(20_000) + ")"));              // passes
        out.add(FuzzCorpus.bytes("(;GM[1]SZ[9];B[a\nb])"));                                   // a value with a line break
        out.add(FuzzCorpus.bytes("(;SZ[9];B[ee]\n"));                                         // missing final ')'
        out.add(new byte[600_000]);                                                           // NUL bytes
        return out;
    }

    @Test
    public void pastFailuresPass() throws Exception {
        FuzzCorpus.replay(SgfFuzzTarget.class, pastFailures(), 5);
    }

    @Test
    public void shortSeededRun() throws Exception {
        FuzzCorpus.shortRun(SgfFuzzTarget.class, List.of(), 2, 20_000);
    }
}
