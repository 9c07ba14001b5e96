package owlbench.reading;

import owlbench.board.Board;
import owlbench.board.Vertex;

/**
 * What one search answers, in one value: its result code (WIN, KO_A, KO_B or 0, {@link ReadCodes}),
 * the move that achieves it, a second move where the answer names one (ko, Board.PASS otherwise),
 * the nodes the search played, and whether a node budget ran out (then a failure proves nothing:
 * GNU Go's "certain" flag is its negation). Tactical and connection reading return it; owl will.
 */
public record SearchResult(int code, int move, int secondMove, long nodes, boolean budgetExhausted) {

    /** True if the search succeeded in any way (unconditionally or through ko). */
    public boolean succeeded() {
        return code != ReadCodes.FAIL;
    }

    /** True if no budget cut the search short, so its answer is read in full. */
    public boolean certain() {
        return !budgetExhausted;
    }

    /** GNU Go's GTP answer: "0", or the GTP code and the move ("1 C3", "2 PASS"). */
    public String gtp(int boardSize) {
        if (code == ReadCodes.FAIL) return "0";
        return ReadCodes.gtpCode(code) + " " + (move == Board.PASS ? "PASS" : Vertex.toString(move, boardSize));
    }
}
