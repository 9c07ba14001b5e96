package owlbench.patterns.fuzz;

import static owlbench.input.FuzzCorpus.bytes;

import java.util.ArrayList;
import java.util.List;

import org.junit.Test;

import owlbench.input.FuzzCorpus;

/** The pattern fuzz targets (.db, eyes.db, joseki SGF, fuseki .dbz) on past failures and short seeded runs. */
public class PatternFuzzTest {
    private static String db(String constraint) {
        return "Pattern P1\n\n?O?\nX*X\n\n:8,-\n\n?O?\nabX\n\n;" + constraint + "\n\n";
    }

    @Test
    public void dbPastFailuresPass() throws Exception {
        List<byte[]> in = new ArrayList<>(FuzzCorpus.stored(PatternFuzzTest.class, "db"));
        in.add(bytes(db("(".repeat(3000) + "1" + ")".repeat(3000))));
        in.add(bytes(db("!".repeat(10000) + "1")));
        in.add(bytes(db("-".repeat(10000) + "1")));
        in.add(bytes(db("1" + "+1".repeat(10000))));
        in.add(bytes(db("a\nb")));
        FuzzCorpus.replay(DbFuzzTarget.class, in, 5);
    }

    @Test
    public void eyesPastFailuresPass() throws Exception {
        List<byte[]> in = new ArrayList<>(FuzzCorpus.stored(PatternFuzzTest.class, "eyes"));
        in.add(bytes("Pattern 1\n\n" + ".".repeat(100_000) + "\n\n:1111\n"));
        in.add(bytes("Pattern 1\n\n" + "|".repeat(100_000) + "\n\n:1111\n"));
        FuzzCorpus.replay(EyesDbFuzzTarget.class, in, 2);
    }

    @Test
    public void josekiPastFailuresPass() throws Exception {
        List<byte[]> in = new ArrayList<>(FuzzCorpus.stored(PatternFuzzTest.class, "joseki"));
        in.add(bytes("(;GM[1]SZ[19]" + ";B[]".repeat(5000) + ")"));
        in.add(bytes("(;GM[1]SZ[19]" + "(;B[]".repeat(3000) + ")".repeat(3001)));
        in.add(bytes("(;GM[2]SZ[8];B[aa])"));
        in.add(bytes("(;GM[1]SZ[19];B[pd]MA[a\nb])"));
        FuzzCorpus.replay(JosekiFuzzTarget.class, in, 5);
    }

    @Test
    public void fusekiPastFailuresPass() throws Exception {
        List<byte[]> in = new ArrayList<>(FuzzCorpus.stored(PatternFuzzTest.class, "fuseki"));
        in.add(bytes("\u0011A 99999999999 ddcc\n"));
        in.add(bytes("\u0000A 1 aabb\n"));
        FuzzCorpus.replay(FusekiFuzzTarget.class, in, 5);
    }

    @Test
    public void shortSeededRuns() throws Exception {
        FuzzCorpus.shortRun(DbFuzzTarget.class, List.of(bytes(db("lib(a)>1 && !attack(b)"))), 2, 10_000);
        FuzzCorpus.shortRun(EyesDbFuzzTarget.class, List.of(bytes("Pattern 1\n\n|.X.\n+--\n\n:1122\n")), 1.5, 10_000);
        FuzzCorpus.shortRun(JosekiFuzzTarget.class,
                List.of(bytes("(;GM[1]SZ[19];B[pd]MA[od]C[U\n;lib(a)>1]LB[qd:a](;W[qf]SQ[nc])(;W[nc]))")), 1.5, 10_000);
        FuzzCorpus.shortRun(FusekiFuzzTarget.class, List.of(bytes("\u0007A 12 ddcc\nB 3 eeddcc\n")), 1.5, 10_000);
    }
}
