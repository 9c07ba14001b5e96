package owlbench.patterns.fullboard;

import owlbench.patterns.model.SourceRange;

/**
 * One fullboard fuseki pattern (a line of fuseki9/13/19.dbz): the whole board after the given opening
 * moves, and the move played next in that position. Cells are relative to the side to move: 0 empty,
 * 1 own ('O'), 2 other ('X'), row-major from the top row.
 */
public final class FullboardPattern {
    private final String name;
    private final int games;
    private final String moves;
    private final int size;
    private final byte[] cells;
    private final int moveRow, moveCol;
    private final int colorToMove;
    private final SourceRange range;

    public FullboardPattern(String name, int games, String moves, int size, byte[] cells, int moveRow, int moveCol,
            int colorToMove, SourceRange range) {
        this.name = name;
        this.games = games;
        this.moves = moves;
        this.size = size;
        this.cells = cells;
        this.moveRow = moveRow;
        this.moveCol = moveCol;
        this.colorToMove = colorToMove;
        this.range = range;
    }

    public String name() { return name; }
    /** How often the move was played in the source games (the second field). */
    public int games() { return games; }
    /** The SGF move field as written: the move first, then the moves leading to the position. */
    public String moves() { return moves; }
    public int boardSize() { return size; }
    /** The colour to move (Color.BLACK or Color.WHITE) after the moves leading to the position. */
    public int colorToMove() { return colorToMove; }
    public int moveRow() { return moveRow; }
    public int moveCol() { return moveCol; }
    /** Cell (row, col): 0 empty, 1 own stone, 2 opponent stone. */
    public int cell(int row, int col) { return cells[row * size + col]; }
    byte[] cells() { return cells; }
    /** The line in its file. */
    public SourceRange range() { return range; }
}
