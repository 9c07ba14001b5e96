package owlbench.owl;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * A dragon's status from owl reading, as GNU Go's dragon_status gives it: alive if the owl attack
 * fails, dead if it works and the owl defence fails, critical (with both moves) if both work, and
 * unknown when a search ran out of its node budget before deciding. A dragon owl was not run on
 * (doc/dragon.texi: "skipped for dragons which appear safe by certain heuristics") is not
 * {@link #checked()}: its owl status is GNU Go's "unchecked" and its status the one given it
 * before owl.
 */
public record OwlStatus(Status status, int attackCode, int attackMove, boolean attackCertain, int defenseCode,
        int defenseMove, boolean defenseCertain, long nodes, boolean checked) {

    /** A status owl read (checked). */
    public OwlStatus(Status status, int attackCode, int attackMove, boolean attackCertain, int defenseCode,
            int defenseMove, boolean defenseCertain, long nodes) {
        this(status, attackCode, attackMove, attackCertain, defenseCode, defenseMove, defenseCertain, nodes, true);
    }

    /**
     * A dragon owl was not run on, given {@code judged} (its status before owl), no owl moves and
     * nothing left unfinished (codes 0, certain, as GNU Go's dragon_data prints such a dragon).
     */
    public static OwlStatus unchecked(Status judged) {
        return new OwlStatus(judged, ReadCodes.FAIL, Board.PASS, true, ReadCodes.FAIL, Board.PASS, true, 0, false);
    }

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
        SearchResult att = owl.attackForStatus(dragon, null);
        if (att.code() == ReadCodes.FAIL) {
            // an owl attack that fails needs no defence: GNU Go leaves the defence unread (code 0)
            return new OwlStatus(att.certain() ? Status.ALIVE : Status.UNKNOWN, att.code(), Board.PASS, att.certain(),
                    ReadCodes.FAIL, Board.PASS, true, att.nodes());
        }
        SearchResult def = owl.defendForStatus(dragon, null);
        long nodes = att.nodes() + def.nodes();
        Status st = def.code() == ReadCodes.FAIL ? (def.certain() ? Status.DEAD : Status.UNKNOWN) : Status.CRITICAL;
        return new OwlStatus(st, att.code(), att.move(), att.certain(), def.code(),
                def.code() == ReadCodes.FAIL ? Board.PASS : def.move(), def.certain(), nodes);
    }

    /** GNU Go's dragon_status text: "alive", "dead", "unknown" or "critical ATTACK DEFENCE". */
    public String gtp(int boardSize) {
        return status == Status.CRITICAL
                ? "critical " + Vertex.toString(attackMove, boardSize) + " " + Vertex.toString(defenseMove, boardSize)
                : status.word();
    }
}
