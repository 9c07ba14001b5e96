package owlbench.gtp.match;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.gtp.CliArgs;
import owlbench.gtp.UsageException;
import owlbench.sgf.GameReplay;

/** The "match" subcommand: games between two GTP engines with SGF files and a summary. */
public final class MatchMain {
    static final String USAGE = "usage: owlbench match --black 'CMD' --white 'CMD' [options]\n"
            + "Plays games between engine A (--black, black in game 1) and engine B (--white); 'owlbench' names\n"
            + "the in-process engine, anything else is a command line such as 'gnugo --mode gtp --level 1'.\n"
            + "options:\n"
            + "  --games N         number of games (default 2)\n"
            + "  --boardsize N     board size (default 19)\n"
            + "  --komi K          komi (default 6.5)\n"
            + "  --handicap N      fixed handicap stones (default 0)\n"
            + "  --no-alternate    A keeps black in every game (default: colours alternate)\n"
            + "  --move-limit N    stop and score after N moves (default 1000)\n"
            + "  --referee 'CMD'   engine whose final_score decides (default: A's, else B's final_score)\n"
            + "  --threads N       games played in parallel (default 1)\n"
            + "  --sgf-dir DIR     write game-NNN.sgf files there (default: current directory)\n"
            + "  --timeout S       longest wait for one answer, seconds (default 600)\n"
            + "exit status: 0 done, 2 usage mistakes\n";

    private MatchMain() {
    }

    public static int run(List<String> argList, PrintStream out, PrintStream err) {
        MatchConfig cfg = new MatchConfig();
        String black = null;
        String white = null;
        String referee = null;
        long timeout = 600_000;
        cfg.sgfDir = Paths.get(".");
        try {
            CliArgs a = new CliArgs(new ArrayList<>(argList));
            String o;
            while ((o = a.nextOption()) != null) {
                switch (o) {
                    case "--help": case "-h": out.print(USAGE); return 0;
                    case "--black": black = a.value(o); break;
                    case "--white": white = a.value(o); break;
                    case "--referee": referee = a.value(o); break;
                    case "--games": cfg.games = a.intValue(o, 1, 1_000_000); break;
                    case "--boardsize": cfg.boardSize = a.intValue(o, Board.MIN_SIZE, Board.MAX_SIZE); break;
                    case "--komi": cfg.komi = a.doubleValue(o); break;
                    case "--handicap": cfg.handicap = a.intValue(o, 0, 9); break;
                    case "--no-alternate": cfg.alternate = false; break;
                    case "--move-limit": cfg.moveLimit = a.intValue(o, 1, 100_000); break;
                    case "--threads": cfg.threads = a.intValue(o, 1, 256); break;
                    case "--sgf-dir": cfg.sgfDir = Paths.get(a.value(o)); break;
                    case "--timeout": timeout = a.intValue(o, 1, 1_000_000) * 1000L; break;
                    default: throw new UsageException("unknown option " + o);
                }
            }
            if (!a.positional().isEmpty()) {
                throw new UsageException("unexpected argument '" + a.positional().get(0) + "'");
            }
            if (black == null || white == null) {
                throw new UsageException("--black and --white are required");
            }
            if (cfg.handicap == 1 || (cfg.handicap >= 2
                    && GameReplay.fixedHandicapPoints(new Board(cfg.boardSize), cfg.handicap).length != cfg.handicap)) {
                throw new UsageException("handicap " + cfg.handicap + " is not possible on " + cfg.boardSize + "x"
                        + cfg.boardSize);
            }
        } catch (UsageException e) {
            err.print("owlbench match: " + e.getMessage() + "\n" + USAGE);
            return 2;
        }
        try {
            Files.createDirectories(cfg.sgfDir);
        } catch (IOException e) {
            err.println("owlbench match: cannot create " + cfg.sgfDir + ": " + e.getMessage());
            return 2;
        }
        EngineSpec ea;
        EngineSpec eb;
        EngineSpec er;
        try {
            ea = EngineSpec.parse(black, cfg.boardSize, cfg.komi, timeout);
            eb = EngineSpec.parse(white, cfg.boardSize, cfg.komi, timeout);
            er = referee == null ? null : EngineSpec.parse(referee, cfg.boardSize, cfg.komi, timeout);
        } catch (IllegalArgumentException e) {
            err.println("owlbench match: " + e.getMessage());
            return 2;
        }
        try {
            MatchSummary s = new MatchRunner(cfg, ea, eb, er)
                    .onGame(g -> err.println("game " + g.index + ": " + g.result + " (" + g.reason + ")")).run();
            out.print(s.toText());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("owlbench match: interrupted");
            return 1;
        }
        return 0;
    }
}
