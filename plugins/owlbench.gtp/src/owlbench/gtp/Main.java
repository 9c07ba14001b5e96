package owlbench.gtp;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import owlbench.gtp.agree.AgreeMain;
import owlbench.gtp.match.MatchMain;
import owlbench.gtp.regress.RegressMain;

/**
 * The command-line entry point: "gtp" (engine on stdin/stdout), "regress" (GNU Go test
 * suites) and "match" (games between two engines). Usage errors exit with status 2.
 */
public final class Main {
    static final String USAGE = "usage: owlbench <subcommand> [options]\n"
            + "subcommands:\n"
            + "  gtp      run the owlbench engine in GTP mode on stdin/stdout\n"
            + "  regress  run GNU Go regression suites (.tst) against owlbench or an external engine\n"
            + "  match    play games between two GTP engines\n"
            + "  agree    wide agreement check of the tactical and connection reading against GNU Go\n"
            + "'owlbench <subcommand> --help' describes each.\n";

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs a subcommand and returns the exit status (no System.exit, for tests). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.print(USAGE);
            return 2;
        }
        List<String> rest = new ArrayList<>(Arrays.asList(args).subList(1, args.length));
        switch (args[0]) {
            case "gtp":
                return GtpMain.run(rest, System.in, out, err);
            case "regress":
                return RegressMain.run(rest, out, err);
            case "match":
                return MatchMain.run(rest, out, err);
            case "agree":
                return AgreeMain.run(rest, out, err);
            case "--help":
            case "-h":
            case "help":
                out.print(USAGE);
                return 0;
            default:
                err.print("owlbench: unknown subcommand '" + args[0] + "'\n" + USAGE);
                return 2;
        }
    }
}
