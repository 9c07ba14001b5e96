package owlbench.agents.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import owlbench.agents.AgentCatalogue;
import owlbench.agents.AgentContext;
import owlbench.agents.network.ExodusPlayer;
import owlbench.agents.network.NetworkWeights;
import owlbench.agents.network.SummationNetwork;
import owlbench.agents.network.WeightsFormatException;
import owlbench.gtp.CliArgs;
import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.UsageException;

/**
 * Entry point of the Exodus tools: "train", "predict" and "gtp" (the Exodus GTP engine on
 * stdin/stdout, for ./owlbench match and GoGui).
 */
public final class ExodusMain {
    static final String USAGE = "usage: owlbench train ... | owlbench predict ... | owlbench exodus gtp [--weights FILE]\n"
            + "'--help' after each describes it.\n";
    static final String GTP_USAGE = "usage: owlbench exodus gtp [--weights FILE] [--spin SEED] [--komi K]\n"
            + "  --weights FILE   network weights (default: the network shipped with owlbench)\n"
            + "  --spin SEED      choose moves probabilistically (default: the first highest value)\n";

    private ExodusMain() {
    }

    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        if (status == TrainMain.CANCELLED) {
            // Ctrl-C: the JVM is already shutting down and its hook waits for this thread to end;
            // System.exit would block until the hook gave up
            return;
        }
        System.exit(status);
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.print(USAGE);
            return 2;
        }
        List<String> rest = new ArrayList<>(Arrays.asList(args).subList(1, args.length));
        switch (args[0]) {
            case "train": return TrainMain.run(rest, out, err);
            case "predict": return PredictMain.run(rest, out, err);
            case "gtp": return gtp(rest, out, err);
            case "--help": case "-h": case "help": out.print(USAGE); return 0;
            default:
                err.print("owlbench exodus: unknown subcommand '" + args[0] + "'\n" + USAGE);
                return 2;
        }
    }

    private static int gtp(List<String> args, PrintStream out, PrintStream err) {
        Path weightsFile = null;
        Long spin = null;
        double komi = 7;
        try {
            CliArgs a = new CliArgs(new ArrayList<>(args));
            for (String o; (o = a.nextOption()) != null;) {
                switch (o) {
                    case "--weights": weightsFile = Path.of(a.value(o)); break;
                    case "--spin": spin = Long.parseLong(a.value(o)); break;
                    case "--komi": komi = a.doubleValue(o); break;
                    case "--help": case "-h": out.print(GTP_USAGE); return 0;
                    default: throw new UsageException("unknown option " + o);
                }
            }
        } catch (UsageException | NumberFormatException e) {
            err.println("owlbench exodus gtp: " + e.getMessage());
            err.print(GTP_USAGE);
            return 2;
        }
        NetworkWeights w;
        try {
            w = weightsFile == null ? PredictMain.defaultWeights() : NetworkWeights.read(weightsFile);
        } catch (WeightsFormatException e) {
            err.println("owlbench exodus gtp: " + e.getMessage());
            return 1;
        } catch (IOException e) {
            err.println("owlbench exodus gtp: cannot read " + e.getMessage());
            return 1;
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(w.agentNames().size(),
                Runtime.getRuntime().availableProcessors())));
        try {
            SummationNetwork net = new SummationNetwork(AgentCatalogue.create(w.agentNames(), AgentContext.standard()), w);
            ExodusPlayer player = spin == null
                    ? new ExodusPlayer(net, ExodusPlayer.Choice.ARGMAX, null, pool)
                    : new ExodusPlayer(net, ExodusPlayer.Choice.SPIN, new java.util.SplittableRandom(spin), pool);
            OwlbenchGtp engine = new OwlbenchGtp(9, komi, null, List.of(new ExodusGtpModule(player)));
            engine.engine().run(new InputStreamReader(System.in, StandardCharsets.UTF_8),
                    new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8)));
            return 0;
        } catch (IOException e) {
            err.println("owlbench exodus gtp: " + e.getMessage());
            return 1;
        } finally {
            pool.shutdownNow();
        }
    }
}
