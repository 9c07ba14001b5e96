package owlbench.gtp;

import java.util.ArrayList;
import java.util.List;

/**
 * The gogui-analyze_commands answer: "type/label/command" lines for GoGui's analyze menu.
 * An entry is only offered while its command is known, so modules can add entries for
 * commands that become available later (e.g. "dboard/Owl status/owl_attack %p").
 */
public final class GoGuiAnalyze {
    private final List<String> entries = new ArrayList<>();
    private final CommandRegistry registry;

    public GoGuiAnalyze(CommandRegistry registry) {
        this.registry = registry;
        registry.register("gogui-analyze_commands", a -> { a.expect(0); return answer(); });
    }

    /** Adds an entry "type/label/command [args]". */
    public GoGuiAnalyze add(String type, String label, String commandLine) {
        if (type.contains("/") || label.contains("/")) {
            throw new IllegalArgumentException("'/' is the field separator: " + type + "/" + label);
        }
        entries.add(type + "/" + label + "/" + commandLine);
        return this;
    }

    /** The entries whose command is currently known. */
    public String answer() {
        StringBuilder sb = new StringBuilder();
        for (String e : entries) {
            String cmd = e.substring(e.indexOf('/', e.indexOf('/') + 1) + 1).split(" ")[0];
            if (registry.isKnown(cmd)) {
                if (sb.length() > 0) {
                    sb.append('\n');
                }
                sb.append(e);
            }
        }
        return sb.toString();
    }

    /** The entries for the commands of the board-level engine. */
    static void addBoardEntries(GoGuiAnalyze g) {
        g.add("string", "Showboard", "showboard")
                .add("string", "Color", "color %p")
                .add("string", "Liberty count", "countlib %p")
                .add("plist", "Liberties", "findlib %p")
                .add("plist", "Black stones", "list_stones black")
                .add("plist", "White stones", "list_stones white")
                .add("plist", "Legal moves for black", "all_legal black")
                .add("plist", "Legal moves for white", "all_legal white")
                .add("string", "Is legal for black", "is_legal black %p")
                .add("string", "Is legal for white", "is_legal white %p")
                .add("none", "Trymove black", "trymove black %p")
                .add("none", "Trymove white", "trymove white %p")
                .add("none", "Popgo", "popgo")
                .add("string", "Captures by black", "captures black")
                .add("string", "Captures by white", "captures white")
                .add("string", "Print SGF", "printsgf")
                .add("string", "CPU time", "cputime");
    }
}
