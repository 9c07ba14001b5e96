package owlbench.owl.semeai;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;

/**
 * The answer of a semeai analysis of dragon A against dragon B with A's colour to move (GNU Go's
 * analyze_semeai): whether A survives (lives or makes seki), whether A kills B, each as a reading
 * code (WIN, KO_A, KO_B, FAIL), A's best move (PASS when A needs none), the nodes both searches
 * used, and whether a node budget ran out (then the answer is a guess).
 */
public record SemeaiResult(int defenseCode, int attackCode, int move, long nodes, boolean budgetExhausted) {

    /** GNU Go's GTP form: "1 0 F5", codes as 0, 1 (win), 2 (ko A), 3 (ko B). */
    public String gtp(int boardSize) {
        return ReadCodes.gtpCode(defenseCode) + " " + ReadCodes.gtpCode(attackCode) + " "
                + (move == Board.PASS ? "PASS" : Vertex.toString(move, boardSize));
    }
}
