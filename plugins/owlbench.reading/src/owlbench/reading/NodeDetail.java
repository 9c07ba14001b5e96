package owlbench.reading;

import java.util.List;

/**
 * What a life-and-death reader saw and decided at one node of its search, beyond the move and its
 * result: why the move was tried, the eye spaces it evaluated in the position after the move, the
 * lunches it found there, the goal dragon's stones and why the line ended. A recorder receives it
 * through {@link SearchRecorder#nodeDetail}; readers build it only when a recorder is attached.
 * Points are board points of the searched position; arrays are copies the record owns (do not change them).
 *
 * @param proposer why the move was tried, null at the start position (and for a move given by the caller)
 * @param goal the goal dragon's stones in the position after the move (empty where the reader did
 *        not evaluate that position: the goal was captured, or the move was the one asked about)
 * @param minEyes the fewest eyes the goal has there if the attacker moves first (-1: not evaluated)
 * @param maxEyes the most if the defender moves first (-1: not evaluated)
 * @param eyeSpaces the goal's eye spaces the reader counted, with their values (empty: none, or not evaluated)
 * @param lunches the opponent strings around the goal that tactical reading captures, null where the
 *        reader did not look for them at this node (it decided before generating moves)
 * @param end why the line ended here, or {@link End#READ_ON} where the moves below decided
 * @param endText the reader's own words for it ("two eyes: B1: 3 points ...", "node budget")
 */
public record NodeDetail(Proposer proposer, int[] goal, int minEyes, int maxEyes, List<EyeSpace> eyeSpaces,
        List<Lunch> lunches, End end, String endText) {

    public NodeDetail {
        goal = goal.clone();
        eyeSpaces = List.copyOf(eyeSpaces);
        lunches = lunches == null ? null : List.copyOf(lunches);
        endText = endText == null ? "" : endText;
    }

    /** True if the reader evaluated the goal's eyes at this node. */
    public boolean eyesEvaluated() {
        return minEyes >= 0;
    }

    /**
     * Why a move was tried: the reader's words ("OA4 owl_attackpats.db:45", "vital point (eyes 1-2)",
     * "capture lunch D4"), the value that ordered it among its siblings, and the pattern that proposed
     * it where one did (else null: one of the reader's own rules).
     */
    public record Proposer(String text, int value, PatternRef pattern) {
    }

    /**
     * A pattern in a database file: its name, the file (an absolute path where it was read from
     * disk, else the name the text was given) and the 1-based line of its "Pattern NAME" line.
     */
    public record PatternRef(String name, String file, int line) {
        /** "OA4 owl_attackpats.db:45", as readers cite patterns. */
        @Override
        public String toString() {
            return name + " " + NodeDetailText.fileName(file) + ":" + line;
        }
    }

    /**
     * One eye space of the goal's colour as the reader counted it.
     *
     * @param color the colour whose eye space it is (the goal's)
     * @param origin its origin point
     * @param points every point of the space, marginal ones included
     * @param marginal the marginal points (the opponent reaches them too)
     * @param halfEyes points of the space that are half eyes by the topological rule
     * @param minEyes eyes the space gives if the attacker moves first, as the reader counted them
     * @param maxEyes eyes if the defender moves first
     * @param value the eye-shape database's value ("0122", GNU Go's abcd digits), or "" where the shape
     *        is not in the database (the reader's own estimate then)
     * @param vitalPoints where the attacker and the defender play to decide a space worth min-max
     *        eyes (empty where the space's value is settled)
     */
    public record EyeSpace(int color, int origin, int[] points, int[] marginal, int[] halfEyes, int minEyes,
            int maxEyes, String value, int[] vitalPoints) {
        public EyeSpace {
            points = points.clone();
            marginal = marginal.clone();
            halfEyes = halfEyes.clone();
            vitalPoints = vitalPoints.clone();
        }

        /** "2", or "1-2" when whoever moves first decides (as GoGui labels eye spaces). */
        public String eyesLabel() {
            return minEyes == maxEyes ? Integer.toString(minEyes) : minEyes + "-" + maxEyes;
        }
    }

    /**
     * A lunch: an opponent string touching the goal that tactical reading captures.
     *
     * @param stones the string's stones (its origin first)
     * @param attackPoint where the goal's owner captures it
     * @param defensePoint where the opponent saves it, {@code Board.PASS} if it cannot be saved,
     *        {@link #NOT_READ} where the search had no use for it (owl's defender nodes)
     * @param attackCode how well the capture works ({@link ReadCodes})
     */
    public record Lunch(int[] stones, int attackPoint, int defensePoint, int attackCode) {
        /** A defence point the search did not read (no answer at that node used it). */
        public static final int NOT_READ = -1;

        public Lunch {
            stones = stones.clone();
        }
    }

    /** Why a line of the search ended at a node. */
    public enum End {
        /** The goal has two eyes (or the attacker's vital moves fail). */
        EYES("two eyes"),
        /** The goal reaches open ground: it escapes. */
        ESCAPED("escaped"),
        /** The goal (or one of its strings) was captured. */
        CAPTURED("captured"),
        /** The goal cannot make two eyes even moving first: dead without a further move. */
        DEAD("dead"),
        /** The side to move had no move to try. */
        NO_MOVE("no move to try"),
        /** A pattern of value 100 wins at once. */
        WINNING_PATTERN("winning pattern"),
        /** Two forced moves of the attacker: the attack fails. */
        FORCED_MOVES("two forced moves"),
        /** The answer came from the cache. */
        CACHE("cache"),
        /** The reading depth was reached (the line is judged unread: not certain). */
        DEPTH("reading depth"),
        /** The node budget ran out (not certain). */
        BUDGET("node budget"),
        /** Not a leaf: the moves below decided. */
        READ_ON("moves below decided"),
        /** A reason the viewer does not know: its text says it. */
        OTHER("other");

        private final String words;

        End(String words) {
            this.words = words;
        }

        /** Short words for the reason ("two eyes", "node budget"). */
        public String words() {
            return words;
        }
    }
}
