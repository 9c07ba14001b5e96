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
    /**
     * The labels in the pattern's order, label i's points at {@code points[start[i]]} up to
     * {@code points[start[i + 1]]}: owl builds thousands of matches per search and asks a few labels
     * of each, so a match holds two arrays shared by every match of its pattern variant and one of its
     * own, not a map of boxed keys and one array per label.
     */
    private final char[] names;
    private final int[] start;
    private final int[] points;

    public Match(Pattern pattern, int transformation, int anchor, int move, Map<Character, int[]> labels) {
        this.pattern = pattern;
        this.transformation = transformation;
        this.anchor = anchor;
        this.move = move;
        names = new char[labels.size()];
        start = new int[labels.size() + 1];
        int i = 0;
        for (Map.Entry<Character, int[]> e : labels.entrySet()) {
            names[i] = e.getKey();
            start[i + 1] = start[i] + e.getValue().length;
            i++;
        }
        points = new int[start[names.length]];
        i = 0;
        for (int[] pts : labels.values()) System.arraycopy(pts, 0, points, start[i++], pts.length);
    }

    /**
     * A match whose labels are {@code names} with their points laid out as {@code start} says in
     * {@code points}; the match keeps the three arrays, which nobody changes (a compiled matcher
     * shares names and start between all matches of one variant).
     */
    Match(Pattern pattern, int transformation, int anchor, int move, char[] names, int[] start, int[] points) {
        this.pattern = pattern;
        this.transformation = transformation;
        this.anchor = anchor;
        this.move = move;
        this.names = names;
        this.start = start;
        this.points = points;
    }

    /** The index of a label in names, or -1 if the pattern lacks it. */
    private int indexOf(char label) {
        for (int i = 0; i < names.length; i++) {
            if (names[i] == label) return i;
        }
        return -1;
    }

    /** Board points of a label (all cells carrying it, in reading order), or null if the pattern lacks it. */
    public int[] label(char label) {
        int i = indexOf(label);
        return i < 0 ? null : java.util.Arrays.copyOfRange(points, start[i], start[i + 1]);
    }

    /** First board point of a label, or 0 (PASS) if the pattern lacks it. */
    public int point(char label) {
        int i = indexOf(label);
        return i < 0 || start[i] == start[i + 1] ? 0 : points[start[i]];
    }

    /** Every label with its board points, in the pattern's order (a new unmodifiable map each time). */
    public Map<Character, int[]> labels() {
        Map<Character, int[]> out = new LinkedHashMap<>();
        for (int i = 0; i < names.length; i++) out.put(names[i], java.util.Arrays.copyOfRange(points, start[i], start[i + 1]));
        return Collections.unmodifiableMap(out);
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
