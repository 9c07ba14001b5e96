package owlbench.owl;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * A dragon's status from owl reading, as GNU Go's dragon_status gives it: alive if the owl attack
 * fails, dead if it works and the owl defence fails, critical (with both moves) if both work, and
 * unknown when a search ran out of its node budget before deciding.
 */
public record OwlStatus(Status status, int attackMove, int defenseMove, long nodes) {

    /** The four answers. */
    public enum Status {
        ALIVE, CRITICAL, DEAD, UNKNOWN;

        /** The word dragon_status prints. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Reads the dragon (its stones) with {@code owl}: the attack first, the defence when the attack works. */
    public static OwlStatus of(OwlReader owl, int[] dragon) {
        SearchResult att = owl.attack(dragon, null);
        if (att.code() == ReadCodes.FAIL) {
            return new OwlStatus(att.certain() ? Status.ALIVE : Status.UNKNOWN, Board.PASS, Board.PASS, att.nodes());
        }
        SearchResult def = owl.defend(dragon, null);
        long nodes = att.nodes() + def.nodes();
        if (def.code() == ReadCodes.FAIL) {
            return new OwlStatus(def.certain() ? Status.DEAD : Status.UNKNOWN, att.move(), Board.PASS, nodes);
        }
        return new OwlStatus(Status.CRITICAL, att.move(), def.move(), nodes);
    }

    /** GNU Go's dragon_status text: "alive", "dead", "unknown" or "critical ATTACK DEFENCE". */
    public String gtp(int boardSize) {
        return status == Status.CRITICAL
                ? "critical " + Vertex.toString(attackMove, boardSize) + " " + Vertex.toString(defenseMove, boardSize)
                : status.word();
    }
}
