package owlbench.gtp.agree;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import owlbench.gtp.CliArgs;
import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.UsageException;
import owlbench.gtp.client.GtpClient;
import owlbench.gtp.client.ProcessGtpClient;

/**
 * The "agree" subcommand: the wide agreement check of owlbench's tactical and connection
 * reading against another GTP engine (GNU Go by default) on questions drawn from game records.
 */
public final class AgreeMain {
    static final String USAGE = "usage: owlbench agree [options] [GAMES_DIR]\n"
            + "Draws attack/defend questions (strings of 1-4 liberties) and connect/disconnect questions (pairs of\n"
            + "nearby same-coloured strings) from every game under GAMES_DIR at several move numbers, samples them\n"
            + "with a fixed seed and asks owlbench (in-process) and another engine; reports agreement, the\n"
            + "disagreements and the time per question side by side.\n"
            + "GAMES_DIR defaults to the games of GNU Go's regression directory under -Dowlbench.shared or ../shared.\n"
            + "options:\n"
            + "  --engine 'CMD ARGS'   the other engine (default '/usr/games/gnugo --mode gtp')\n"
            + "  --strings N           strings sampled, two questions each (default 4000)\n"
            + "  --pairs N             string pairs sampled, two questions each (default 2000)\n"
            + "  --owl N               strings of 2+ stones and at most 6 liberties sampled for owl_attack and\n"
            + "                        owl_defend on their dragons (default 0)\n"
            + "  --seed N              sampling seed (default 15)\n"
            + "  --warmup N|all        questions owlbench answers untimed before the timed run; 'all' asks every\n"
            + "                        question once, so that the timed run meets compiled code (default all)\n"
            + "  --fresh 'CMD ARGS'    also run the stream through this owlbench GTP process and a fresh other engine,\n"
            + "                        both started afresh, e.g. './owlbench gtp' (start-up and per-question times)\n"
            + "  --tsv FILE            every question with both answers and times\n"
            + "  --timeout SECONDS     longest wait for one answer of an external engine (default 120)\n"
            + "  --quiet               no list of disagreements in the report\n"
            + "exit status: 0 done, 2 usage mistakes or an engine failure\n";

    private AgreeMain() {
    }

    public static int run(List<String> argList, PrintStream out, PrintStream err) {
        String engine = "/usr/games/gnugo --mode gtp";
        String fresh = null;
        String tsv = null;
        int strings = 4000;
        int pairs = 2000;
        int owlUnits = 0;
        long seed = 15;
        int warmup = Integer.MAX_VALUE;
        long timeout = 120_000;
        boolean quiet = false;
        Path games;
        try {
            CliArgs a = new CliArgs(new ArrayList<>(argList));
            String o;
            while ((o = a.nextOption()) != null) {
                switch (o) {
                    case "--help": case "-h": out.print(USAGE); return 0;
                    case "--engine": engine = a.value(o); break;
                    case "--fresh": fresh = a.value(o); break;
                    case "--tsv": tsv = a.value(o); break;
                    case "--strings": strings = a.intValue(o, 0, 1_000_000); break;
                    case "--pairs": pairs = a.intValue(o, 0, 1_000_000); break;
                    case "--owl": owlUnits = a.intValue(o, 0, 1_000_000); break;
                    case "--seed": seed = a.intValue(o, 0, Integer.MAX_VALUE); break;
                    case "--warmup": warmup = warmupValue(a.value(o)); break;
                    case "--timeout": timeout = a.intValue(o, 1, 1_000_000) * 1000L; break;
                    case "--quiet": case "-q": quiet = true; break;
                    default: throw new UsageException("unknown option " + o);
                }
            }
            List<String> pos = a.positional();
            if (pos.size() > 1) {
                throw new UsageException("one games directory, not " + pos.size());
            }
            games = pos.isEmpty() ? defaultGames() : Paths.get(pos.get(0));
            if (!Files.isDirectory(games)) {
                throw new UsageException("no games directory " + games
                        + (pos.isEmpty() ? " (give one, or set -Dowlbench.shared)" : ""));
            }
            if (ProcessGtpClient.splitCommandLine(engine).isEmpty()) {
                throw new UsageException("--engine is empty");
            }
            if (fresh != null && ProcessGtpClient.splitCommandLine(fresh).isEmpty()) {
                throw new UsageException("--fresh is empty");
            }
        } catch (UsageException e) {
            err.print("owlbench agree: " + e.getMessage() + "\n" + USAGE);
            return 2;
        }
        String root = games.toAbsolutePath().normalize().toString();
        String otherName = otherName(engine);
        QuestionSampler sampler = new QuestionSampler();
        List<Question> questions;
        try {
            questions = sampler.sample(QuestionSampler.games(games), strings, pairs, owlUnits, seed);
        } catch (IOException e) {
            err.println("owlbench agree: cannot list " + games + ": " + e.getMessage());
            return 2;
        }
        StringBuilder rep = new StringBuilder();
        rep.append(String.format(Locale.ROOT,
                "Wide agreement check: %d questions from %d positions of the games under %s%n"
                        + "(%d strings of 1-4 liberties, %d nearby pairs and %d owl strings found; seed %d; %d files skipped)%n",
                questions.size(), sampler.positions, root, sampler.stringCandidates, sampler.pairCandidates,
                sampler.owlCandidates, seed,
                sampler.skipped.size()));
        err.print(rep);
        List<Answer> answers;
        AgreementCheck check;
        try (GtpClient owl = OwlbenchGtp.factory(19, 0.0).start(games);
             GtpClient other = new ProcessGtpClient(ProcessGtpClient.splitCommandLine(engine), games, timeout)) {
            if (warmup > 0) {
                err.println("owlbench agree: warming owlbench up on " + Math.min(warmup, questions.size()) + " questions");
                warm(owl, questions.subList(0, Math.min(warmup, questions.size())));
            }
            check = new AgreementCheck(owl, other);
            long t0 = System.nanoTime();
            answers = check.run(questions, progress(err));
            rep.append(String.format(Locale.ROOT, "wall time of the side-by-side run: %.1f s%n%n",
                    (System.nanoTime() - t0) / 1e9));
        } catch (IOException e) {
            err.println("owlbench agree: " + e.getMessage());
            return 2;
        }
        rep.append("Agreement (same result code; 'same move' also the same move):\n");
        rep.append(AgreementReport.agreement(answers, otherName)).append('\n');
        rep.append("Time per question, owlbench warm in-process (after ").append(Math.min(warmup, questions.size()))
                .append(" untimed questions), ").append(otherName).append(" over GTP:\n");
        rep.append(AgreementReport.times(answers, "owlbench", otherName));
        rep.append("CPU time, owlbench's thread and the ").append(otherName).append(" process:\n");
        rep.append(AgreementReport.cpuTimes(answers, "owlbench", otherName));
        rep.append(String.format(Locale.ROOT, "(a GTP round trip without reading: owlbench %.3f ms, %s %.3f ms)%n%n",
                check.roundTrips == 0 ? 0.0 : check.owlbenchRoundTripNanos / 1e6 / check.roundTrips, otherName,
                check.roundTrips == 0 ? 0.0 : check.otherRoundTripNanos / 1e6 / check.roundTrips));
        if (fresh != null) {
            try {
                rep.append(freshRun(fresh, engine, otherName, games, timeout, questions, answers, err));
            } catch (IOException e) {
                err.println("owlbench agree: fresh run: " + e.getMessage());
                return 2;
            }
        }
        if (!quiet) {
            rep.append("Disagreements (position, question, both answers):\n");
            rep.append(AgreementReport.disagreements(answers, otherName, root));
        }
        out.print(rep);
        if (tsv != null) {
            try {
                Files.write(Paths.get(tsv), AgreementReport.tsv(answers, root).getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                err.println("owlbench agree: cannot write " + tsv + ": " + e.getMessage());
                return 2;
            }
        }
        return 0;
    }

    /** The same question stream through a fresh owlbench GTP process and a fresh other engine. */
    private static String freshRun(String fresh, String engine, String otherName, Path games, long timeout,
            List<Question> questions, List<Answer> warm, PrintStream err) throws IOException {
        err.println("owlbench agree: the same questions through fresh processes: " + fresh + " and " + engine);
        long s0 = System.nanoTime();
        try (ProcessGtpClient owl = new ProcessGtpClient(ProcessGtpClient.splitCommandLine(fresh), games, timeout)) {
            owl.require("name");
            long s1 = System.nanoTime();
            try (ProcessGtpClient other = new ProcessGtpClient(ProcessGtpClient.splitCommandLine(engine), games, timeout)) {
                other.require("name");
                long s2 = System.nanoTime();
                AgreementCheck check = new AgreementCheck(owl, other);
                List<Answer> answers = check.run(questions, progress(err));
                long owlCpu = CpuClock.of(owl).nanos();
                long otherCpu = CpuClock.of(other).nanos();
                int changed = 0;
                for (int i = 0; i < answers.size() && i < warm.size(); i++) {
                    if (!answers.get(i).owlbench.equals(warm.get(i).owlbench)) {
                        changed++;
                    }
                }
                double owlTotal = (s1 - s0) / 1e6;
                double otherTotal = (s2 - s1) / 1e6;
                for (Answer a : answers) {
                    owlTotal += a.owlbenchNanos / 1e6;
                    otherTotal += a.otherNanos / 1e6;
                }
                StringBuilder sb = new StringBuilder();
                sb.append("Fresh processes (").append(fresh).append(" vs ").append(engine).append("):\n");
                sb.append(String.format(Locale.ROOT, "start to first answer: owlbench %.0f ms, %s %.0f ms%n",
                        (s1 - s0) / 1e6, otherName, (s2 - s1) / 1e6));
                sb.append(AgreementReport.times(answers, "owlbench", otherName));
                sb.append("CPU time of the two processes (all their threads):\n");
                sb.append(AgreementReport.cpuTimes(answers, "owlbench", otherName));
                sb.append(String.format(Locale.ROOT,
                        "start plus every question: owlbench %.0f ms, %s %.0f ms; answers different from the warm run: %d%n%n",
                        owlTotal, otherName, otherTotal, changed));
                if (owlCpu >= 0 && otherCpu >= 0) {
                    sb.append(String.format(Locale.ROOT,
                            "CPU time of each whole process (start-up, JIT and GC threads included): owlbench %.0f ms, %s %.0f ms%n%n",
                            owlCpu / 1e6, otherName, otherCpu / 1e6));
                }
                return sb.toString();
            }
        }
    }

    /** The warm-up's length: a count, or "all" for one untimed pass over every question. */
    static int warmupValue(String v) throws UsageException {
        if (v.equals("all")) {
            return Integer.MAX_VALUE;
        }
        try {
            int n = Integer.parseInt(v);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below with the option's name
        }
        throw new UsageException("--warmup wants a count of questions or 'all', not '" + v + "'");
    }

    private static void warm(GtpClient owl, List<Question> questions) throws IOException {
        Question loaded = null;
        for (Question q : questions) {
            if (!q.samePosition(loaded)) {
                loaded = q;
                owl.send(q.loadCommand());
            }
            owl.send(q.command());
        }
    }

    private static AgreementCheck.Progress progress(PrintStream err) {
        return (n, of) -> {
            if (n % 500 == 0 || n == of) {
                err.println("owlbench agree: " + n + " of " + of + " questions");
            }
        };
    }

    private static String otherName(String engine) {
        List<String> w = ProcessGtpClient.splitCommandLine(engine);
        String p = w.isEmpty() ? "other" : Paths.get(w.get(0)).getFileName().toString();
        return p.isEmpty() ? "other" : p;
    }

    private static Path defaultGames() {
        String shared = System.getProperty("owlbench.shared");
        Path base = shared != null ? Paths.get(shared) : Paths.get("..", "shared");
        return base.resolve("gnugo-3.8").resolve("regression").resolve("games");
    }
}
