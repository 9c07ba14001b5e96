package owlbench.patterns.expr;

import java.util.List;

/**
 * Engine facts a pattern constraint or action may ask for: GNU Go's autohelper functions and
 * hand-coded helpers (attack, defend, xplay_connect, dragon size, moyo ...). The pattern engine
 * knows none of them; each engine layer implements this for what it knows (tactical facts beside
 * reading, eye facts in owl, dragon facts in engine) and layers are chained with
 * {@link #chain}. A name nobody provides leaves the constraint "unknown, needs NAME".
 */
public interface PatternFacts {
    /** Facts of nobody: only the board-only functions ({@link BoardFunctions}) answer. */
    PatternFacts NONE = new PatternFacts() {
        @Override
        public boolean provides(String name) {
            return false;
        }

        @Override
        public double call(String name, MatchBindings match, int[] points) {
            throw new IllegalArgumentException("not provided: " + name);
        }
    };

    /** True if this layer computes the autohelper function or variable {@code name}. */
    boolean provides(String name);

    /**
     * The value of {@code name} for one match: its board and O's colour come from {@code match};
     * {@code points} are the call's arguments (a tenuki '?' is Board.PASS, empty for a variable
     * such as doing_scoring). Called only when provides(name). Truth values are 1 and 0.
     */
    double call(String name, MatchBindings match, int[] points);

    /**
     * The layers in order: a name goes to the first layer that provides it (so a higher layer
     * may answer a name a lower one also knows).
     */
    static PatternFacts chain(PatternFacts... layers) {
        // an array walked by index: the chain is asked twice per function call of every
        // constraint evaluated (owl: at every node), and a list's iterator is an allocation each time
        PatternFacts[] list = List.of(layers).toArray(new PatternFacts[0]);
        return new PatternFacts() {
            @Override
            public boolean provides(String name) {
                for (int i = 0; i < list.length; i++) {
                    if (list[i].provides(name)) return true;
                }
                return false;
            }

            @Override
            public double call(String name, MatchBindings match, int[] points) {
                for (int i = 0; i < list.length; i++) {
                    PatternFacts f = list[i];
                    if (f.provides(name)) return f.call(name, match, points);
                }
                throw new IllegalArgumentException("not provided: " + name);
            }
        };
    }
}
