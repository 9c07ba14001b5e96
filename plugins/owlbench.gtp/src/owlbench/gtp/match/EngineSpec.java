package owlbench.gtp.match;

import java.util.List;

import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.client.GtpEngineFactory;
import owlbench.gtp.client.ProcessGtpClient;

/** One match participant: a label for reports and a way to start a fresh engine per game. */
public final class EngineSpec {
    public final String label;
    public final GtpEngineFactory factory;

    public EngineSpec(String label, GtpEngineFactory factory) {
        this.label = label;
        this.factory = factory;
    }

    /**
     * "owlbench" means the in-process engine, its files confined to the match's working folder
     * ({@link OwlbenchGtp#confinedFactory}); anything else is an external command line.
     */
    public static EngineSpec parse(String spec, int boardSize, double komi, long timeoutMillis) {
        if (spec.equals("owlbench")) {
            return new EngineSpec("owlbench (in-process)", OwlbenchGtp.confinedFactory(boardSize, komi));
        }
        List<String> cmd = ProcessGtpClient.splitCommandLine(spec);
        if (cmd.isEmpty()) {
            throw new IllegalArgumentException("empty engine command line");
        }
        return new EngineSpec(spec, ProcessGtpClient.factory(cmd, timeoutMillis));
    }
}
