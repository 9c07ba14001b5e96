package owlbench.gtp.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.List;

import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.client.InProcessGtpClient;
import owlbench.gtp.regress.RegressionReport;
import owlbench.gtp.regress.RegressionRunner;
import owlbench.gtp.regress.SuiteResult;
import owlbench.gtp.regress.TestSelection;
import owlbench.gtp.regress.TstFile;

/**
 * Fuzz target for GNU Go's .tst regression suites: parse the suite, run it against a fresh confined
 * engine, and write every report format. Nothing may escape: a bad expression or a costly match is a
 * test reported as an error, never an exception.
 */
public final class TstFuzzTarget {
    public static final List<String> TOKENS = List.of("loadsgf g.sgf\n", "1 attack E5\n", "#? [0]\n", "#? [1 (D6|E6)]*\n",
            "#? [!P13]\n", "#? [ok]&\n", "2 echo ok\n", "3 countlib E5\n", "#? [(a|b)*]\n", "#? [((a+)+)+b]\n", "#? [[]\n",
            "#? [\n", "# comment\n", "printsgf x.sgf\n", "4 genmove b\n", "\n", "]", "[", "*", "&", "!");

    private TstFuzzTarget() {
    }

    /** Called once by Jazzer before fuzzing: loads the engine's classes outside the per-input timeout. */
    public static void fuzzerInitialize() {
        StringBuilder all = new StringBuilder();
        for (String t : TOKENS) {
            all.append(t);
        }
        fuzzerTestOneInput(all.toString().getBytes(StandardCharsets.ISO_8859_1));
    }

    public static void fuzzerTestOneInput(byte[] data) {
        TstFile tst = TstFile.parse(new String(data, StandardCharsets.ISO_8859_1), "fuzz.tst");
        for (String w : tst.warnings()) {
            owlbench.sgf.fuzz.FuzzChecks.location(w, "fuzz.tst:");
        }
        OwlbenchGtp e = GtpStreamFuzzTarget.engine();
        SuiteResult r = new RegressionRunner(null).run(tst, TestSelection.all(),
                new InProcessGtpClient(e.engine(), "owlbench (fuzz)"), System.nanoTime());
        RegressionReport rep = new RegressionReport();
        rep.add(r);
        rep.toText(true);
        rep.toTsv();
        rep.toJson();
        rep.toHtml("fuzz");
    }
}
