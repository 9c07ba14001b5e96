package owlbench.owl;

import owlbench.board.Board;

/**
 * The defender's one answer to every refuted move of an attack root (OwlParams.agreedRefutationForAttacker):
 * where two or more attacking moves are all refuted at the same point, that point is the dragon's
 * vital point whether or not the reads below were cut by the reading depth ("the opponent's vital
 * point is your own"); answers that differ, or a pass, leave none.
 */
final class AgreedRefutation {
    /** Fewest refuted moves whose common answer is taken: one move's answer is only its own. */
    static final int MIN_REFUTED = 2;

    private int answer = Board.PASS;
    private int refuted;
    private boolean split;

    /** Records the defender's answer to one refuted move. */
    void refutedBy(int reply) {
        if (reply == Board.PASS) split = true;
        else if (refuted == 0) answer = reply;
        else if (reply != answer) split = true;
        refuted++;
    }

    /** The common answer (PASS when the answers differ or too few moves were refuted), then none: it is tried once. */
    int take() {
        int a = !split && refuted >= MIN_REFUTED ? answer : Board.PASS;
        answer = Board.PASS;
        split = true;
        return a;
    }
}
