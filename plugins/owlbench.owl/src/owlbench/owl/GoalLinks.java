package owlbench.owl;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * Whether a stone the defender played near the goal is linked to it firmly enough to be read as
 * the dragon's (OwlParams.cuttableJumpsOutOfGoal): a stone in a goal string, next to one, next to
 * another string of its colour, or diagonal to a goal stone is; a one-point jump from the goal is
 * not where its middle point is empty and an attacker's stone there would keep two liberties (one
 * move cuts it off, and the goal would otherwise count its open surroundings as the dragon's eye
 * space).
 */
final class GoalLinks {
    private GoalLinks() {
    }

    /**
     * Whether the stone at m (on the board, of the goal's colour) is linked to the goal
     * ({@code goal} marks the goal's stones; m's own string may be in it). With
     * {@code firstLineJumpsLinked} a jump to or from a first-line stone m counts as linked.
     */
    static boolean linked(Board b, boolean[] goal, int m, boolean firstLineJumpsLinked) {
        if (goal[m]) return true;
        // next to another of the defender's strings the stone joins that string to the goal's
        // reach (owl.tst 120's E6, a jump from G6 and the link to the eye of black's left group)
        if (touchesOwnString(b, m)) return true;
        int n = b.size();
        int r = b.row(m), c = b.col(m);
        boolean firstLine = r == 0 || c == 0 || r == n - 1 || c == n - 1;
        int other = StoneColor.other(b.color(m));
        boolean jumpSeen = false;
        for (int dr = -2; dr <= 2; dr++) {
            for (int dc = -2 + Math.abs(dr); dc <= 2 - Math.abs(dr); dc++) {
                int rr = r + dr, cc = c + dc;
                if ((dr == 0 && dc == 0) || rr < 0 || cc < 0 || rr >= n || cc >= n || !goal[b.point(cc, rr)]) continue;
                // next to the goal or diagonal to it: linked (a diagonal keeps two ways round)
                if (Math.abs(dr) + Math.abs(dc) == 1 || Math.abs(dr) == 1) return true;
                jumpSeen = true;
                if (firstLine && firstLineJumpsLinked) return true;
                int mid = b.point(c + dc / 2, r + dr / 2);
                // the middle point taken, or the attacker's stone there a sacrifice: no cut
                if (b.color(mid) != StoneColor.EMPTY || !b.isLegal(mid, other) || b.isSelfAtari(mid, other)) return true;
            }
        }
        // no goal stone within two points (the caller's reach decides those) or only cuttable jumps
        return !jumpSeen;
    }

    /**
     * Whether the stone at m (of the goal's colour) reaches the goal's stones within two points
     * only by diagonals whose two points between are both the attacker's: it touches no goal
     * stone and is no one-point jump from one (OwlParams.crosscutDiagonalsOutOfGoal). False
     * where no goal stone is within two points (the caller's reach decides those).
     */
    static boolean onlyCrosscutDiagonals(Board b, boolean[] goal, int m) {
        if (goal[m]) return false;
        int n = b.size();
        int r = b.row(m), c = b.col(m);
        int other = StoneColor.other(b.color(m));
        boolean reached = false;
        for (int dr = -2; dr <= 2; dr++) {
            for (int dc = -2 + Math.abs(dr); dc <= 2 - Math.abs(dr); dc++) {
                int rr = r + dr, cc = c + dc;
                if ((dr == 0 && dc == 0) || rr < 0 || cc < 0 || rr >= n || cc >= n || !goal[b.point(cc, rr)]) continue;
                if (dr == 0 || dc == 0) return false;
                if (b.color(b.point(c + dc, r)) != other || b.color(b.point(c, r + dr)) != other) return false;
                reached = true;
            }
        }
        return reached;
    }

    /**
     * Whether the stone at m (of the goal's colour) is in the goal, next to a goal stone, or
     * diagonal to one where the attacker cannot cut between (OwlParams.givenJumpsOutOfGoal): both
     * points between empty, one of them the owner's, or the attacker holding one and its stone on
     * the other a self-atari. A one-point jump is no link here.
     */
    static boolean diagonalOrCloser(Board b, boolean[] goal, int m) {
        if (goal[m]) return true;
        int n = b.size();
        int r = b.row(m), c = b.col(m);
        int other = StoneColor.other(b.color(m));
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                int rr = r + dr, cc = c + dc;
                if ((dr == 0 && dc == 0) || rr < 0 || cc < 0 || rr >= n || cc >= n || !goal[b.point(cc, rr)]) continue;
                if (dr == 0 || dc == 0) return true;
                if (diagonalHolds(b, b.point(c + dc, r), b.point(c, r + dr), other)) return true;
            }
        }
        return false;
    }

    /** Whether a diagonal link through the points p and q holds against the attacker (other). */
    private static boolean diagonalHolds(Board b, int p, int q, int other) {
        int cp = b.color(p), cq = b.color(q);
        if (cp == other && cq == other) return false;
        if (cp != other && cq != other) return true;
        int open = cp == other ? q : p;
        // the attacker holds one point: the link holds where its stone on the other is no cut
        return b.color(open) != StoneColor.EMPTY || !b.isLegal(open, other) || b.isSelfAtari(open, other);
    }

    /** Whether m touches another string of its colour (the move joins the goal to it). */
    static boolean touchesOwnString(Board b, int m) {
        int color = b.color(m);
        for (int d : b.neighborOffsets()) {
            int q = m + d;
            if (b.isOnBoard(q) && b.color(q) == color) return true;
        }
        return false;
    }
}
