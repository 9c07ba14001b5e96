package owlbench.tactics;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;

/**
 * A worm's tactical status in words, with the moves that decide it: "critical: attack E4, defence
 * E4", "ko: attack B1 (ko), defence D2 (ko, needs the first threat)", "alive: no attack". The
 * meaning of the reading codes lives here, beside {@link WormStatus}; views only show the words.
 */
public final class WormStatusText {

    private WormStatusText() {
    }

    /** The worm's status in words, with its attack and defence moves, on a board of {@code boardSize}. */
    public static String describe(Worm w, int boardSize) {
        return describe(w.attackCode, w.attackPoint, w.defenseCode, w.defensePoint, boardSize);
    }

    /** The same from reading results: the attack's code and move, the defence's (read only when the attack works). */
    public static String describe(int attackCode, int attackMove, int defenseCode, int defenseMove, int size) {
        StringBuilder sb = new StringBuilder(WormStatus.of(attackCode, defenseCode).toString());
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
        return sb.toString();
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
