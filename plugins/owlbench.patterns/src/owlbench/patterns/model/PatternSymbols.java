package owlbench.patterns.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The fixed vocabulary of the .db format (doc/patterns.texi and the database headers): diagram
 * symbols, symmetry characters, classification letters and the value names each attribute_map allows.
 * Descriptions are short texts for hover help.
 */
public final class PatternSymbols {
    private PatternSymbols() {
    }

    /** Symbols of a main diagram's interior, with their meaning. */
    public static final Map<Character, String> DIAGRAM_SYMBOLS = map(
            '.', "empty",
            'X', "opponent stone",
            'O', "own stone",
            'x', "opponent stone or empty",
            'o', "own stone or empty",
            '*', "the move (O plays here)",
            '?', "don't care (but on the board)",
            ',', "empty; influence cannot pass (barriers), or marks a point for callbacks",
            '!', "empty; database-specific mark (connection inhibited, weakened influence, intrusion)",
            'Q', "own stone that is the pattern anchor (barriers.db, influence.db)",
            'Y', "opponent stone that is the pattern anchor (owl databases)");

    /** Board edge symbols of a diagram. */
    public static final Map<Character, String> EDGE_SYMBOLS = map(
            '-', "board edge (top or bottom row)",
            '|', "board edge (left or right column)",
            '+', "board corner");

    /** Symmetry characters of a ':' line with the number of transformations they need. */
    public static final Map<Character, String> SYMMETRIES = map(
            '8', "no symmetry: all 8 transformations",
            '|', "symmetric about a vertical axis: 4 transformations",
            '-', "symmetric about a horizontal axis: 4 transformations",
            '\\', "symmetric about the main diagonal: 4 transformations",
            '/', "symmetric about the anti-diagonal: 4 transformations",
            'O', "symmetric under 180 degree rotation: 4 transformations",
            'X', "symmetric about both diagonals: 2 transformations",
            '+', "symmetric about both axes: 2 transformations");

    /** Classification letters of a ':' line. */
    public static final Map<Character, String> CLASSES = map(
            's', "sacrifice: safety of the move is not checked",
            'n', "also check that an opponent move here could not be captured",
            'O', "every O stone must belong to an ALIVE or UNKNOWN dragon",
            'o', "every O stone must belong to a DEAD or UNKNOWN dragon",
            'X', "every X stone must belong to an ALIVE, UNKNOWN or CRITICAL dragon",
            'x', "every X stone must belong to a DEAD or UNKNOWN dragon",
            'C', "connects the O dragons in the pattern",
            'c', "weak connection: strategic defense of our dragons and a small shape bonus",
            'B', "cuts the X dragons in the pattern",
            'b', "blocks the opponent (owl databases)",
            'e', "makes or secures territory",
            'E', "increases influence, creates or expands a moyo",
            'd', "strategically defends all O dragons in the pattern",
            'a', "strategically attacks all X dragons in the pattern",
            'J', "standard joseki move (urgent)",
            'j', "slightly less urgent joseki move",
            't', "minor joseki move (tenuki OK); in barriers.db: nonterritory pattern",
            'T', "joseki trick move",
            'U', "urgent joseki move (never tenuki)",
            'F', "fuseki pattern",
            'N', "antisuji: a move that should not be played",
            'W', "worthwhile threat move",
            'I', "invasion point (influence.db)",
            'A', "attack pattern (attack.db) or barrier stopping O influence",
            'D', "defense pattern (defense.db) or barrier stopping X influence",
            '-', "placeholder for no classification");

    /** Value names each attribute_map allows on ':' lines. */
    public static final Map<String, List<String>> ATTRIBUTE_MAPS;
    static {
        Map<String, List<String>> m = new LinkedHashMap<>();
        m.put("none", List.of());
        m.put("general", List.of("value", "minvalue", "maxvalue", "terri", "minterri", "maxterri", "shape",
                "followup", "followup_value", "reverse_followup"));
        m.put("value_only", List.of("value"));
        m.put("owl_attack", List.of("value", "threatens_to_capture", "threatens_eye", "reverse_sente"));
        m.put("owl_defense", List.of("value", "threatens_to_capture", "threatens_eye", "reverse_sente"));
        ATTRIBUTE_MAPS = Collections.unmodifiableMap(m);
    }

    /** Value names whose argument is a label of the constraint diagram rather than a number. */
    public static final List<String> LABEL_VALUES = List.of("threatens_to_capture", "threatens_eye", "reverse_sente");

    /** Descriptions of the value names. */
    public static final Map<String, String> VALUES = Collections.unmodifiableMap(new LinkedHashMap<>(Map.of(
            "terri", "territorial value at least x", "minterri", "territorial value at least x",
            "maxterri", "territorial value at most x", "value", "final value at least x (owl: pattern value)",
            "minvalue", "final value at least x", "maxvalue", "final value at most x",
            "shape", "adds x to the shape value", "followup", "adds x to the followup value",
            "followup_value", "adds x to the followup value (synonym of followup)",
            "reverse_followup", "adds x to the reverse followup value")));

    /** The hand-written helper functions the databases name on ':' lines (helpers.c). */
    public static final List<String> HELPERS = List.of("NULL", "thrash_around_helper", "jump_out_helper",
            "jump_out_far_helper", "high_handicap_helper", "reinforce_helper", "throw_in_atari_helper",
            "cutstone2_helper");

    /** Header directives and what they say. */
    public static final Map<String, String> DIRECTIVES = map3(
            Directive.ATTRIBUTE_MAP, "which value names ':' lines may use (none, general, value_only, owl_attack, owl_defense)",
            Directive.GOAL_ELEMENTS, "which diagram symbols are goal elements for the matcher (or none)",
            Directive.CALLBACK_DATA, "which diagram symbols the callback receives, ',' separating groups (or none)");

    private static Map<Character, String> map(Object... kv) {
        Map<Character, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((Character) kv[i], (String) kv[i + 1]);
        return Collections.unmodifiableMap(m);
    }

    private static Map<String, String> map3(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put(kv[i], kv[i + 1]);
        return Collections.unmodifiableMap(m);
    }

    /** Transformation count for a symmetry character, or 0 if unknown. */
    public static int transformationCount(char symmetry) {
        switch (symmetry) {
            case '8': return 8;
            case '|': case '-': case '\\': case '/': case 'O': return 4;
            case 'X': case '+': return 2;
            default: return 0;
        }
    }

    static List<Character> chars(String s) {
        Character[] a = new Character[s.length()];
        for (int i = 0; i < a.length; i++) a[i] = s.charAt(i);
        return Arrays.asList(a);
    }
}
