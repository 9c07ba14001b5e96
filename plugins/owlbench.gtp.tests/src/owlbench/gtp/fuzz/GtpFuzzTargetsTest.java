package owlbench.gtp.fuzz;

import static owlbench.input.FuzzCorpus.bytes;

import java.util.ArrayList;
import java.util.List;

import org.junit.Test;

import owlbench.input.FuzzCorpus;

/** The GTP stream and .tst fuzz targets on past failures and short seeded runs. */
public class GtpFuzzTargetsTest {
    @Test
    public void gtpPastFailuresPass() throws Exception {
        List<byte[]> in = new ArrayList<>(FuzzCorpus.stored(GtpFuzzTargetsTest.class, "gtp"));
        in.add(bytes("99999999999999999999 protocol_version\nboardsize \u0661\u0669\nboardsize +19\nkomi 0x1p3\n"
                + "komi 0.00001\nget_komi\nprintsgf /proc/self/fd/1\nprintsgf ../x.sgf\nloadsgf /etc/passwd\n"));
        in.add(bytes("echo " + "x".repeat(1_100_000) + "\nprotocol_version\n"));
        FuzzCorpus.replay(GtpStreamFuzzTarget.class, in, 10);
    }

    @Test
    public void tstPastFailuresPass() throws Exception {
        List<byte[]> in = new ArrayList<>(FuzzCorpus.stored(GtpFuzzTargetsTest.class, "tst"));
        in.add(bytes("1 echo " + "a".repeat(40_000) + "\n#? [(a|b)*]\n2 echo " + "a".repeat(40) + "\n#? [((a+)+)+b]\n"
                + "3 printsgf /proc/self/fd/1\n#? []\n"));
        FuzzCorpus.replay(TstFuzzTarget.class, in, 10);
    }

    @Test
    public void shortSeededRuns() throws Exception {
        FuzzCorpus.shortRun(GtpStreamFuzzTarget.class, List.of(bytes("loadsgf g.sgf\nattack E5\nshowboard\n")), 2, 5_000);
        FuzzCorpus.shortRun(TstFuzzTarget.class, List.of(bytes("loadsgf g.sgf\n1 countlib E5\n#? [2]\n")), 2, 2_000);
    }
}
