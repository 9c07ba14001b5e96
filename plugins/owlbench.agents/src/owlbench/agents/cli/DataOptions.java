package owlbench.agents.cli;

import owlbench.agents.data.TrainingData;
import owlbench.gtp.CliArgs;
import owlbench.gtp.UsageException;

/** The data options shared by train and predict, read from the command line into {@link TrainingData}. */
final class DataOptions extends TrainingData {
    static final String HELP = "  --games FILE        SGF collection (default: $owlbench.shared/ninebynine/ogs-9x9-dan.sgf)\n"
            + "  --split-seed N      seed of the training/test split (default 16)\n"
            + "  --test-share X      share of games held out for testing (default 0.2)\n"
            + "  --train-games N     use only the first N training games (default: all)\n"
            + "  --test-games N      use only the first N test games (default: all)\n";

    /** Consumes one option if it is a data option; false otherwise. */
    boolean accept(String option, CliArgs a) throws UsageException {
        switch (option) {
            case "--games": games = java.nio.file.Path.of(a.value(option)); return true;
            case "--split-seed": splitSeed = Long.parseLong(a.value(option)); return true;
            case "--test-share": testShare = a.doubleValue(option); return true;
            case "--train-games": trainGames = a.intValue(option, 0, Integer.MAX_VALUE); return true;
            case "--test-games": testGames = a.intValue(option, 0, Integer.MAX_VALUE); return true;
            default: return false;
        }
    }
}
