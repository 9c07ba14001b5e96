package owlbench.owl;

/**
 * A move an owl node considers, its value (higher is tried first) and what proposed it: a pattern
 * ("A1 owl_attackpats.db:123") or an owl rule ("vital point of the eye space at C3", "lunch D4",
 * "escape"). {@code sacrifice} moves may be self-ataris (pattern class s, vital points).
 */
record OwlCandidate(int move, int value, String reason, boolean sacrifice) {
}
