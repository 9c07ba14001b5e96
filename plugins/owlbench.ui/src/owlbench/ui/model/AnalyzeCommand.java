package owlbench.ui.model;

import owlbench.board.StoneColor;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * One entry of an engine's gogui-analyze_commands list, "type/label/command": the answer type decides
 * how the answer is drawn (dboard, cboard, sboard, plist, pspairs, gfx, var, string, none). In the
 * command, %c becomes the colour to move and %p a point the user clicks on the board (as GoGui asks);
 * commands needing other arguments (%s, %o...) are listed but cannot run yet.
 */
public record AnalyzeCommand(String type, String label, String command, boolean negate) {

    /** The answer types this workbench draws (others are shown as text). */
    public static final Set<String> DRAWN = Set.of("dboard", "cboard", "sboard", "plist", "pspairs", "gfx", "var");

    /**
     * Built-in analyses for GNU Go, which has no gogui-analyze_commands: offered when list_commands shows
     * the command. GNU Go's influence is positive for white, so it is negated for display.
     */
    public static final List<AnalyzeCommand> GNUGO = List.of(
            new AnalyzeCommand("dboard", "Initial Influence (territory; black squares = black)", "initial_influence %c territory_value", true),
            new AnalyzeCommand("dboard", "Initial Influence (white strength)", "initial_influence %c white_strength", false),
            new AnalyzeCommand("dboard", "Initial Influence (black strength)", "initial_influence %c black_strength", true),
            new AnalyzeCommand("plist", "Dead Stones (final_status_list dead)", "final_status_list dead", false),
            new AnalyzeCommand("plist", "Seki Stones (final_status_list seki)", "final_status_list seki", false),
            new AnalyzeCommand("pspairs", "Top Moves for the Side to Move", "top_moves_%c", false),
            new AnalyzeCommand("string", "Dragon Status", "dragon_status", false),
            new AnalyzeCommand("string", "Estimate Score", "estimate_score", false));

    /** Parses a gogui-analyze_commands answer; malformed lines are skipped, not fatal. */
    public static List<AnalyzeCommand> parseList(String answer) {
        List<AnalyzeCommand> out = new ArrayList<>();
        for (String line : answer.split("\n")) {
            String[] parts = line.trim().split("/", 3);
            if (parts.length == 3 && !parts[0].isBlank() && !parts[2].isBlank()) {
                out.add(new AnalyzeCommand(parts[0].trim().toLowerCase(Locale.ROOT), parts[1].trim(), parts[2].trim(), false));
            }
        }
        return out;
    }

    /** The GNU Go fallback entries whose command the engine knows. */
    public static List<AnalyzeCommand> fallbackFor(List<String> known) {
        List<AnalyzeCommand> out = new ArrayList<>();
        for (AnalyzeCommand c : GNUGO) {
            if (known.contains(c.command().split(" ")[0].replace("%c", "black"))) { // GNU Go's top_moves_black/_white
                out.add(c);
            }
        }
        return out;
    }

    /** Null if the command can run with the colour to move and a clicked point, else why not. */
    public String whyNotRunnable() {
        String rest = command.replace("%c", "").replace("%p", "");
        int i = rest.indexOf('%');
        if (i >= 0 && i + 1 < rest.length()) {
            return "needs an argument (" + rest.substring(i, i + 2) + "), which is not available yet";
        }
        return null;
    }

    /** True if the command needs a point (%p), which the user gives by a click on the board. */
    public boolean needsPoint() {
        return command.contains("%p");
    }

    /** This command for one point: %p replaced by {@code vertex}, which the label names too. */
    public AnalyzeCommand withPoint(String vertex) {
        return new AnalyzeCommand(type, label + " " + vertex, command.replace("%p", vertex), negate);
    }

    /** The GTP command with %c replaced by the colour to move. */
    public String commandFor(int toMove) {
        return command.replace("%c", StoneColor.name(toMove));
    }

    /** True if its answer is drawn on the board. */
    public boolean drawsOnBoard() {
        return DRAWN.contains(type);
    }
}
