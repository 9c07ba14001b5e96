package owlbench.patterns.model;

import java.util.ArrayList;
import java.util.List;

/**
 * What a pattern's ':' line says about the value of its move, as doc/patterns.texi defines it for the
 * move-generation databases ("Pattern Attributes" and "Pattern Values"): fixed or minimum values from
 * the joseki classes, the value fields (terri, value, shape, followup, ...) and the move reasons of
 * the action classes. Move reasons are valued by move generation from dragon status, territory and
 * reading, which the pattern alone does not give: where a value needs such facts the text says so.
 * The workbench's Live Matches view shows these texts; move generation will compute the values.
 */
public final class MoveValue {
    /** Said where the final value needs the engine's move valuation. */
    public static final String NEEDS_ENGINE = "final value needs move valuation (dragons, territory): not computed";

    private MoveValue() {
    }

    /** A short line for the table: what is known, then whether the rest needs the engine. */
    public static String summary(Pattern p) {
        List<String> parts = known(p);
        if (needsEngine(p)) parts.add(parts.isEmpty() ? "needs move valuation" : "rest needs move valuation");
        return parts.isEmpty() ? "no value" : String.join("; ", parts);
    }

    /** Several lines for the details pane: each class letter and value field explained. */
    public static String details(Pattern p) {
        ColonLine c = p.colon();
        if (c == null) return "no ':' line";
        StringBuilder sb = new StringBuilder();
        for (String k : known(p)) sb.append("  ").append(k).append('\n');
        for (char l : c.classification().toCharArray()) {
            String reason = reason(l, c.hasClass('F'));
            if (reason != null) sb.append("  ").append(l).append(": ").append(reason).append('\n');
        }
        if (needsEngine(p)) sb.append("  ").append(NEEDS_ENGINE).append('\n');
        return sb.length() == 0 ? "  no value: the pattern adds no move reason\n" : sb.toString();
    }

    /** The values that follow from the ':' line alone. */
    public static List<String> known(Pattern p) {
        List<String> out = new ArrayList<>();
        ColonLine c = p.colon();
        if (c == null) return out;
        boolean f = c.hasClass('F');
        if (c.hasClass('J')) out.add("value >= 27 (J)");
        if (c.hasClass('j')) out.add(f ? "value = 20.1 (jF)" : "value >= 20 (j)");
        if (c.hasClass('t')) out.add(f ? "value = 15.07 (tF)" : "value >= 15 (t)");
        if (c.hasClass('U')) out.add("value >= 40, shape +15 (U)");
        for (PatternValue v : c.values()) out.add(value(v));
        return out;
    }

    private static String value(PatternValue v) {
        String x = v.argument;
        switch (v.name) {
            case "terri": case "minterri": return "territory >= " + x;
            case "maxterri": return "territory <= " + x;
            case "value": case "minvalue": return "value >= " + x;
            case "maxvalue": return "value <= " + x;
            case "shape": return "shape " + (x.startsWith("-") ? x : "+" + x);
            case "followup": return "followup " + (x.startsWith("-") ? x : "+" + x);
            default: return v.toString(); // owl and other databases' own fields, shown as written
        }
    }

    /** The move reason an action class letter adds, or null for a letter that adds none. */
    public static String reason(char letter, boolean fuseki) {
        switch (letter) {
            case 'C': return "connects each pair of O dragons in the pattern";
            case 'c': return "weak connection: strategic defence of all O dragons, small shape bonus";
            case 'B': return "cuts each pair of X dragons in the pattern";
            case 'e': return "makes or secures territory";
            case 'E': return "increases influence, creates or expands a moyo";
            case 'd': return "strategically defends the O dragons in the pattern";
            case 'a': return "strategically attacks the X dragons in the pattern";
            case 'J': return "standard joseki move: d and a, minimum value 27";
            case 'j': return "joseki move: e and E, " + (fuseki ? "fixed value 20.1" : "minimum value 20");
            case 't': return "minor joseki move: e and E, " + (fuseki ? "fixed value 15.07" : "minimum value 15");
            case 'U': return "urgent joseki move: d and a, shape +15, minimum value 40";
            case 'F': return "fuseki pattern (with j or t: fixed values, random choice among them)";
            default: return null;
        }
    }

    /** True if the value depends on move reasons that only the engine's valuation can weigh. */
    public static boolean needsEngine(Pattern p) {
        ColonLine c = p.colon();
        if (c == null) return false;
        for (char l : "CcBeEdaJjtU".toCharArray()) {
            if (c.hasClass(l)) return true;
        }
        for (PatternValue v : c.values()) {
            if (v.name.equals("shape") || v.name.equals("followup") || v.name.contains("terri")) return true;
        }
        return false;
    }

    /**
     * The checks the classification asks of the matcher before the pattern counts (patterns.texi,
     * "Constraint Pattern Attributes"), with the engine facts each needs; "" when there are none.
     */
    public static String classChecks(Pattern p) {
        ColonLine c = p.colon();
        if (c == null) return "";
        List<String> out = new ArrayList<>();
        boolean move = p.diagram() != null && p.diagram().find('*') != null;
        if (move && !c.hasClass('s')) out.add(c.hasClass('n') ? "safety of the move and of X's move here (needs reading)"
                : "safety of the move (needs reading)");
        if (c.hasClass('O')) out.add("O dragons ALIVE/UNKNOWN (needs dragon status)");
        if (c.hasClass('o')) out.add("O dragons DEAD/UNKNOWN (needs dragon status)");
        if (c.hasClass('X')) out.add("X dragons ALIVE/UNKNOWN/CRITICAL (needs dragon status)");
        if (c.hasClass('x')) out.add("X dragons DEAD/UNKNOWN (needs dragon status)");
        return String.join("; ", out);
    }
}
