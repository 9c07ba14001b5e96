package owlbench.ui.model;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.tactics.Worm;

/**
 * Words for a worm's tactical status as the Properties view shows it ("critical: attack E4, defence
 * E4 (owlbench tactical reading)"). The status itself is the engine's ({@link Worm#status()}, read
 * by owlbench.tactics through its Java API); this class only says it.
 */
public final class TacticalStatus {

    /** Appended to the status, so the user knows where it comes from. */
    public static final String SOURCE = "owlbench tactical reading";

    private TacticalStatus() {
    }

    /** The worm's status in words, with the attack and defence moves. */
    public static String describe(Worm w, int boardSize) {
        return describe(w.status().toString(), w.attackCode, w.attackPoint, w.defenseCode, w.defensePoint, boardSize);
    }

    /** "critical: attack E4, defence E4 (owlbench tactical reading)" from the status and reading results. */
    static String describe(String status, int attackCode, int attackMove, int defenseCode, int defenseMove, int size) {
        StringBuilder sb = new StringBuilder(status);
        if (attackCode == ReadCodes.FAIL) {
            sb.append(": no attack");
        } else {
            sb.append(": attack ").append(vertex(attackMove, size)).append(ko(attackCode));
            if (defenseCode == ReadCodes.FAIL) {
                sb.append(", no defence");
            } else {
                sb.append(", defence ").append(vertex(defenseMove, size)).append(ko(defenseCode));
            }
        }
        return sb.append(" (").append(SOURCE).append(')').toString();
    }

    private static String vertex(int p, int size) {
        return p == Board.PASS ? "PASS" : Vertex.toString(p, size);
    }

    /** GTP codes: 1 unconditional, 2 ko the other side must find the first threat for, 3 ko needing our first threat. */
    private static String ko(int code) {
        return switch (ReadCodes.gtpCode(code)) {
            case 2 -> " (ko)";
            case 3 -> " (ko, needs the first threat)";
            default -> "";
        };
    }
}
