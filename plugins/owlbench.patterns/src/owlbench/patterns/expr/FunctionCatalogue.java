package owlbench.patterns.expr;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The autohelper functions that constraints (';') and actions ('>') may call, as listed in
 * doc/patterns.texi ("Autohelper Functions", "Autohelper Actions"), plus those GNU Go's own databases
 * use without the manual listing them (marked undocumented), and owlbench's own (marked so, and
 * undocumented too). Used to check calls and for hover help.
 */
public final class FunctionCatalogue {
    /** What the arguments of a function are. */
    public enum Args {
        /** board points named by labels or '*' */
        POINTS,
        /** a move sequence (labels, '*', or '?' for a tenuki after the first move) followed by target points */
        MOVES
    }

    /** One autohelper: name, arity range (max -1 = any number), argument kind and a short description. */
    public static final class Function {
        public final String name;
        public final int minArgs;
        public final int maxArgs;
        public final Args args;
        public final boolean documented;
        public final String description;

        Function(String name, int minArgs, int maxArgs, Args args, boolean documented, String description) {
            this.name = name;
            this.minArgs = minArgs;
            this.maxArgs = maxArgs;
            this.args = args;
            this.documented = documented;
            this.description = description;
        }

        public boolean acceptsArity(int n) {
            return n >= minArgs && (maxArgs < 0 || n <= maxArgs);
        }

        /** "name(x, y)" style signature for messages and hover help. */
        public String signature() {
            String[] letters = {"x", "y", "z", "w"};
            StringBuilder sb = new StringBuilder(name).append('(');
            if (args == Args.MOVES) sb.append("a, b, ..., target");
            else if (maxArgs < 0) sb.append("x, y, ...");
            else for (int i = 0; i < maxArgs; i++) sb.append(i > 0 ? ", " : "").append(i < 4 ? letters[i] : "v" + i);
            return sb.append(')').toString();
        }

        public String arityText() {
            if (maxArgs < 0) return "at least " + minArgs + " argument" + (minArgs == 1 ? "" : "s");
            if (minArgs == maxArgs) return minArgs + " argument" + (minArgs == 1 ? "" : "s");
            return minArgs + " to " + maxArgs + " arguments";
        }
    }

    private static final String UNDOC = "used in GNU Go's databases, undocumented";

    /** All known autohelpers by name, in catalogue order. */
    public static final Map<String, Function> FUNCTIONS;

    static {
        Map<String, Function> m = new LinkedHashMap<>();
        // documented (doc/patterns.texi)
        d(m, "lib", 1, "number of liberties of the worm at x");
        d(m, "lib2", 1, "number of second order liberties of the worm at x");
        d(m, "lib3", 1, "number of third order liberties of the worm at x");
        d(m, "lib4", 1, "number of fourth order liberties of the worm at x");
        d(m, "xlib", 1, "liberties an X stone played at the empty point x would have");
        d(m, "olib", 1, "liberties an O stone played at the empty point x would have");
        d(m, "xcut", 1, "X can cut at the empty point x (cut_possible)");
        d(m, "ocut", 1, "O can cut at the empty point x (cut_possible)");
        d(m, "ko", 1, "x is a stone or empty point involved in a ko");
        d(m, "status", 1, "matcher status of the dragon at x (ALIVE, UNKNOWN, CRITICAL, DEAD)");
        d(m, "alive", 1, "the dragon at x has matcher status ALIVE");
        d(m, "unknown", 1, "the dragon at x has matcher status UNKNOWN");
        d(m, "critical", 1, "the dragon at x has matcher status CRITICAL");
        d(m, "dead", 1, "the dragon at x has matcher status DEAD");
        d(m, "genus", 1, "number of eyes of the dragon at x (compare with 0, 1 or 2)");
        d(m, "xarea", 1, "x is a living X stone or empty point in X's area");
        d(m, "oarea", 1, "x is a living O stone or empty point in O's area");
        d(m, "xmoyo", 1, "x is in X's moyo");
        d(m, "omoyo", 1, "x is in O's moyo");
        d(m, "xterri", 1, "x is X's territory");
        d(m, "oterri", 1, "x is O's territory");
        d(m, "weak", 1, "the dragon at x is perceived as weak");
        d(m, "attack", 1, "the worm at x can be captured (tactical reading)");
        d(m, "defend", 1, "the worm at x can be attacked and also defended");
        d(m, "safe_xmove", 1, "an X stone can safely be played at x (legal, not capturable at once)");
        d(m, "safe_omove", 1, "an O stone can safely be played at x (legal, not capturable at once)");
        d(m, "legal_xmove", 1, "an X stone can legally be played at x");
        d(m, "legal_omove", 1, "an O stone can legally be played at x");
        v(m, "o_somewhere", 1, true, "O has a stone at one of the points");
        v(m, "x_somewhere", 1, true, "X has a stone at one of the points");
        d(m, "odefend_against", 2, "an O stone at x would stop X from safely playing at y");
        d(m, "xdefend_against", 2, "an X stone at x would stop O from safely playing at y");
        d(m, "does_defend", 2, "a move at x defends the worm at y");
        d(m, "does_attack", 2, "a move at x attacks the worm at y");
        mv(m, "xplay_defend", 2, true, "play the moves alternately starting with X, then: can the worm at the last point be defended?");
        mv(m, "oplay_defend", 2, true, "play the moves alternately starting with O, then: can the worm at the last point be defended?");
        mv(m, "xplay_attack", 2, true, "play the moves alternately starting with X, then: can the worm at the last point be captured?");
        mv(m, "oplay_attack", 2, true, "play the moves alternately starting with O, then: can the worm at the last point be captured?");
        mv(m, "xplay_defend_both", 3, true, "play the moves starting with X, then: can both of the last two worms be defended?");
        mv(m, "oplay_defend_both", 3, true, "play the moves starting with O, then: can both of the last two worms be defended?");
        mv(m, "xplay_attack_either", 3, true, "play the moves starting with X, then: can either of the last two worms be captured?");
        mv(m, "oplay_attack_either", 3, true, "play the moves starting with O, then: can either of the last two worms be captured?");
        mv(m, "xplay_connect", 2, true, "play the moves starting with X, then: can the last two strings be connected?");
        mv(m, "oplay_connect", 2, true, "play the moves starting with O, then: can the last two strings be connected?");
        mv(m, "xplay_disconnect", 2, true, "play the moves starting with X, then: can the last two strings be disconnected?");
        mv(m, "oplay_disconnect", 2, true, "play the moves starting with O, then: can the last two strings be disconnected?");
        mv(m, "xplay_break_through", 3, true, "play the moves starting with X, then: 1 if O captures one of the last three, 2 if O cuts through");
        mv(m, "oplay_break_through", 3, true, "play the moves starting with O, then: 1 if X captures one of the last three, 2 if X cuts through");
        d(m, "seki_helper", 1, "false if the string at x can attack a surrounding string");
        d(m, "threaten_to_save", 1, "action: followup value for saving the string at x");
        d(m, "area_stone", 1, "number of stones in the area around x");
        d(m, "area_space", 1, "amount of space in the area around x");
        d(m, "eye", 1, "x is eye space for either colour");
        d(m, "proper_eye", 1, "x is non-marginal eye space for either colour");
        d(m, "marginal_eye", 1, "x is marginal eye space for either colour");
        d(m, "antisuji", 1, "action: x is a move that must never be played");
        d(m, "same_dragon", 2, "x and y are in the same dragon");
        d(m, "same_worm", 2, "x and y are in the same worm");
        d(m, "dragonsize", 1, "number of stones in the dragon at x");
        d(m, "wormsize", 1, "number of stones in the worm at x");
        d(m, "add_connect_move", 2, "action: the move connects x and y");
        d(m, "add_cut_move", 2, "action: the move threatens to cut x and y");
        d(m, "add_attack_either_move", 2, "action: the move attacks x or y");
        d(m, "add_defend_both_move", 2, "action: the move defends both x and y");
        d(m, "halfeye", 1, "the empty point x is a half eye");
        d(m, "remove_attack", 1, "action: a supposed attack on x does not work");
        d(m, "potential_cutstone", 1, "saving the worm at x would introduce at least two new cutting points (cutstone2 > 1)");
        d(m, "not_lunch", 2, "action: x is not lunch for the dragon at y");
        d(m, "vital_chain", 1, "capturing the stone at x gives an adjacent dragon an eye");
        d(m, "amalgamate", 2, "action: join the dragons at x and y");
        d(m, "amalgamate_most_valuable", 3, "action: amalgamate the dragon at y with the larger of x and z");
        d(m, "make_proper_eye", 1, "action: reclassify the marginal eye space x as proper");
        d(m, "remove_halfeye", 1, "action: remove a half eye from the eye space");
        d(m, "remove_eyepoint", 1, "action: remove an eye point");
        d(m, "owl_topological_eye", 2, "sum of the diagonal values at x for the eye space of y's colour (2 true eye, 3 half eye, 4+ false)");
        d(m, "owl_escape_value", 1, "escape value at x (owl patterns)");
        d(m, "replace", 2, "action: points assigned to the move at x go to the move at y");
        d(m, "prevent_attack_threat", 1, "action: reverse followup value because the opponent would threaten x");
        d(m, "defend_against_atari", 1, "action: reverse followup value for defending x against atari");
        // used by GNU Go's databases, not in the manual
        u(m, "owl_goal_dragon", 1, "x is part of the dragon the owl code is reading");
        u(m, "non_xterritory", 1, "action: x cannot become X territory");
        u(m, "non_oterritory", 1, "action: x cannot become O territory");
        uv(m, "x_alive_somewhere", 1, "X has a living stone at one of the points");
        uv(m, "o_alive_somewhere", 1, "O has a living stone at one of the points");
        u(m, "owl_proper_eye", 1, "x is proper eye space in the owl eye data");
        u(m, "owl_eyespace", 1, "x is eye space in the owl eye data");
        u(m, "owl_big_eyespace", 1, "x is in a big eye space in the owl eye data");
        u(m, "owl_strong_dragon", 1, "the dragon at x is strong (owl)");
        u(m, "owl_maxeye", 1, "maximum eyes of the owl eye space at x");
        u(m, "owl_mineye", 1, "minimum eyes of the owl eye space at x");
        u(m, "owl_eye_size", 1, "size of the owl eye space at x");
        u(m, "owl_lunch", 1, "x is a lunch of the owl goal dragon");
        u(m, "owl_threatens", 2, "the string at x threatens the one at y (owl)");
        u(m, "obvious_false_oeye", 1, "x is an obvious false eye for O");
        u(m, "obvious_false_xeye", 1, "x is an obvious false eye for X");
        u(m, "false_eye_territory", 1, "x is a false eye counted as territory");
        u(m, "false_eye", 1, "x is a false eye");
        u(m, "max_eye_value", 1, "maximum eye value of the eye space at x");
        u(m, "test_attack_either_move", 2, "action: test and register an attack on x or y");
        u(m, "disconnect_helper", 2, "helper: x and y can be disconnected");
        u(m, "break_mirror_helper", 1, "helper: the move breaks mirror go");
        u(m, "connect_and_cut_helper", 3, "helper: connect-and-cut tactics for x, y, z");
        u(m, "connect_and_cut_helper2", 3, "helper: second connect-and-cut variant for x, y, z");
        u(m, "same_string", 2, "x and y are in the same string");
        u(m, "finish_ko_helper", 1, "helper: the ko at x can be finished");
        u(m, "squeeze_ko_helper", 1, "helper: squeeze in a ko at x");
        u(m, "total_handicap_stones", 0, "number of handicap stones of the game");
        u(m, "remaining_handicap_stones", 0, "handicap stones not placed yet (free placement)");
        u(m, "o_captures_something", 1, "an O move at x captures something");
        u(m, "x_captures_something", 1, "an X move at x captures something");
        u(m, "omoyo_opposite", 1, "x is O's moyo as seen by the opponent");
        u(m, "known_safe_move", 1, "action: register x as a safe move");
        u(m, "distrust_tactics_helper", 1, "helper: do not trust the tactical reading at x");
        u(m, "amalgamate_most_valuable_helper", 3, "action: amalgamate y with the more valuable of x and z");
        u(m, "adjacent_to_defendable_stone_in_atari", 1, "x is next to an O stone in atari that can be defended");
        u(m, "adjacent_to_stone_in_atari", 1, "x is next to a stone in atari");
        u(m, "x_visible_along_edge", 2, "an X stone is seen from x along the edge in direction y");
        u(m, "o_visible_along_edge", 2, "an O stone is seen from x along the edge in direction y");
        u(m, "x_suicide", 1, "an X move at x would be suicide");
        u(m, "weakness", 1, "weakness (0..1) of the dragon at x");
        m.put("oplay_lib", new Function("oplay_lib", 2, -1, Args.MOVES, false,
                "play the moves starting with O, then: liberties of the string at the last point (" + UNDOC + ")"));
        u(m, "is_surrounded", 1, "the dragon at x is surrounded");
        u(m, "good_attack_threat", 2, "the move is a good threat against x (y)");
        u(m, "effective_size", 1, "effective size of the dragon at x");
        u(m, "backfill_replace", 2, "action: replace the move at x by the backfilling move y");
        u(m, "backfill_helper", 3, "helper: backfilling is needed at x, y, z");
        // owlbench's own, in no GNU Go database
        m.put("owl_goal_mineye", new Function("owl_goal_mineye", 0, 1, Args.POINTS, false,
                "fewest eyes the owl goal dragon has with the attacker to move, its eye spaces summed (owlbench's own, undocumented in GNU Go's manual)"));
        m.put("owl_goal_maxeye", new Function("owl_goal_maxeye", 0, 1, Args.POINTS, false,
                "most eyes the owl goal dragon has with the defender to move, its eye spaces summed (owlbench's own, undocumented in GNU Go's manual)"));
        m.put("owl_contested_space", new Function("owl_contested_space", 1, 1, Args.POINTS, false,
                "x is in an eye space of the owl goal dragon counted fewer eyes with the attacker to move than with the defender (owlbench's own, undocumented in GNU Go's manual)"));
        FUNCTIONS = Collections.unmodifiableMap(m);
    }

    private FunctionCatalogue() {
    }

    private static void d(Map<String, Function> m, String n, int arity, String desc) {
        m.put(n, new Function(n, arity, arity, Args.POINTS, true, desc));
    }

    private static void u(Map<String, Function> m, String n, int arity, String desc) {
        m.put(n, new Function(n, arity, arity, Args.POINTS, false, desc + " (" + UNDOC + ")"));
    }

    private static void v(Map<String, Function> m, String n, int min, boolean doc, String desc) {
        m.put(n, new Function(n, min, -1, Args.POINTS, doc, desc));
    }

    private static void uv(Map<String, Function> m, String n, int min, String desc) {
        m.put(n, new Function(n, min, -1, Args.POINTS, false, desc + " (" + UNDOC + ")"));
    }

    private static void mv(Map<String, Function> m, String n, int min, boolean doc, String desc) {
        m.put(n, new Function(n, min, -1, Args.MOVES, doc, desc));
    }

    /** The function, or null if unknown. */
    public static Function get(String name) {
        return FUNCTIONS.get(name);
    }

    /** Constants and variables a constraint may name, with their meaning (values as in GNU Go). */
    public static final Map<String, String> NAMES = Collections.unmodifiableMap(new LinkedHashMap<>(Map.of(
            "WIN", "reading result: success (5)",
            "KO_A", "reading result: success through a ko the caller takes first (4)",
            "KO_B", "reading result: success through a ko the opponent takes first (3)",
            "LOSE", "reading result: failure (0)",
            "doing_scoring", "true while the engine is scoring the game (variable)",
            "color", "the colour of O (variable)",
            "other", "the colour of X (variable)")));

    /** Numeric value of a constant, or NaN for a variable the context must supply. */
    public static double constantValue(String name) {
        switch (name) {
            case "WIN": return 5;
            case "KO_A": return 4;
            case "KO_B": return 3;
            case "LOSE": return 0;
            default: return Double.NaN;
        }
    }
}
