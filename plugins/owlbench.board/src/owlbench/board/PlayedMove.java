package owlbench.board;

/** One permanent move of a game: colour and point ({@link Board#PASS} for a pass). */
public record PlayedMove(int color, int point) {
    /** True if this move is a pass. */
    public boolean isPass() {
        return point == Board.PASS;
    }
}
