package owlbench.patterns.match;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import owlbench.patterns.model.Pattern;

/**
 * One match of a pattern on a board: the pattern, the transformation (0..7 = a..h), the board point of
 * the anchor cell, the move ('*', or PASS if the pattern has none) and the board points of each label.
 */
public final class Match {
    public final Pattern pattern;
    public final int transformation;
    public final int anchor;
    public final int move;
    private final Map<Character, int[]> labels;

    public Match(Pattern pattern, int transformation, int anchor, int move, Map<Character, int[]> labels) {
        this(pattern, transformation, anchor, move, new LinkedHashMap<>(labels), true);
    }

    /**
     * A match that keeps {@code ownLabels} itself instead of a copy: for a matcher that builds the
     * map for this match alone and hands it over (owl builds thousands of matches per search, and
     * the copy was half of each one's cost).
     */
    Match(Pattern pattern, int transformation, int anchor, int move, LinkedHashMap<Character, int[]> ownLabels, boolean owned) {
        this.pattern = pattern;
        this.transformation = transformation;
        this.anchor = anchor;
        this.move = move;
        this.labels = Collections.unmodifiableMap(ownLabels);
    }

    /** Board points of a label (all cells carrying it, in reading order), or null if the pattern lacks it. */
    public int[] label(char label) {
        int[] p = labels.get(label);
        return p == null ? null : p.clone();
    }

    /** First board point of a label, or 0 (PASS) if the pattern lacks it. */
    public int point(char label) {
        int[] p = labels.get(label);
        return p == null || p.length == 0 ? 0 : p[0];
    }

    public Map<Character, int[]> labels() {
        return labels;
    }

    /** A key that identifies the match (for comparing matchers). */
    public String key() {
        return pattern.name() + "/" + Transformation.name(transformation) + "@" + anchor;
    }

    @Override
    public String toString() {
        return key() + " move " + move;
    }
}
