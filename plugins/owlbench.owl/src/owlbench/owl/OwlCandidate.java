package owlbench.owl;

/**
 * A move an owl node considers, its value (higher is tried first) and what proposed it: a pattern
 * ("A1 owl_attackpats.db:123") or an owl rule ("vital point of the eye space at C3", "lunch D4",
 * "escape"). {@code sacrifice} moves may be self-ataris (pattern class s, vital points).
 */
record OwlCandidate(int move, int value, String reason, boolean sacrifice) {
    /** Whether a pattern proposed the move (its reason cites a database line, "file.db:line"). */
    boolean fromPattern() {
        return reason != null && reason.contains(".db:");
    }

    /** The proposing pattern's name (the reason's first word, "OD400"); "" where no pattern proposed it. */
    String patternName() {
        int space = fromPattern() ? reason.indexOf(' ') : -1;
        return space > 0 ? reason.substring(0, space) : "";
    }
}
