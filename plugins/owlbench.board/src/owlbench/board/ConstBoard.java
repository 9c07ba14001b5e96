package owlbench.board;

import java.util.List;

/**
 * A read-only view of a position (as GoGui's ConstBoard): what a consumer that only looks at a
 * board may ask, so a caller can hand out its board without a defensive copy. {@link Board}
 * implements it; a consumer that must try moves asks for its own {@link #copy()}.
 *
 * <p>Read-only is not immutable: the owner may still change the board, and a few queries use the
 * board's scratch marks (approxlib, accuratelib, legality under positional superko), so one board
 * is read from one thread at a time, or handed to another thread only while nobody changes it.
 * Points, colours and string queries are as documented on {@link Board}.
 */
public interface ConstBoard {

    /** The board size. */
    int size();

    /** The point at column {@code col} (0 = A, left) and row {@code row} (0 = top row). */
    int point(int col, int row);

    /** Column of an on-board point (0 = left). */
    int col(int pos);

    /** Row of an on-board point (0 = top). */
    int row(int pos);

    /** True if pos is a point of the board (not PASS, not border, not out of the array). */
    boolean isOnBoard(int pos);

    /** Colour at pos: EMPTY, WHITE, BLACK, or BORDER for off-board cells of the array. */
    int color(int pos);

    /** Length of arrays indexed by point. */
    int boardArraySize();

    /** All on-board points, row-major from the top (a fresh copy). */
    int[] onBoardPoints();

    /** Offsets to the four orthogonal neighbours: west, east, north, south (a fresh copy). */
    int[] neighborOffsets();

    /** Offset between vertically adjacent points (size + 1). */
    int rowStride();

    /** Whether suicide is allowed. */
    boolean isSuicideAllowed();

    /** Whether positional superko is on. */
    boolean isPositionalSuperko();

    /** The point where an immediate ko recapture is forbidden, or PASS. */
    int koPoint();

    /** Stones of colour {@code color} captured so far. */
    int captures(int color);

    /** Zobrist hash of the stones and the ko point. */
    long hash();

    /** Zobrist hash of the stones only. */
    long stoneHash();

    /** Depth of the trymove stack. */
    int stackp();

    /** True if color may play at pos now (PASS is always legal). */
    boolean isLegal(int pos, int color);

    /** Why color may or may not play at pos now. */
    MoveLegality legalityOf(int pos, int color);

    /** True if a stone of color at the empty point pos would have no liberty after captures. */
    boolean isSuicide(int pos, int color);

    /** Permanent moves played so far (unmodifiable snapshot). */
    List<PlayedMove> moveHistory();

    /** An independent, changeable deep copy (only at stackp 0). */
    Board copy();

    /** Origin (smallest point) of the string at pos. */
    int origin(int pos);

    /** Number of stones of the string at pos. */
    int stringSize(int pos);

    /** Writes the stones of the string at pos into out; returns their number. */
    int stringStones(int pos, int[] out);

    /** True if a and b hold stones of the same string. */
    boolean sameString(int a, int b);

    /** Number of liberties of the string at pos. */
    int countlib(int pos);

    /** Writes up to max liberties of the string at pos into out; returns the full number. */
    int findlib(int pos, int max, int[] out);

    /** Writes the origins of the opponent strings adjacent to the string at pos; returns their number. */
    int adjacentStrings(int pos, int[] out);

    /** The origins of the adjacent opponent strings with exactly {@code libs} liberties; returns their number. */
    int adjacentStringsWithLiberties(int pos, int libs, int[] out);

    /** Number of liberties shared by the strings at a and b. */
    int countCommonLibs(int a, int b);

    /** Writes up to max common liberties of the strings at a and b into out (nullable); returns their number. */
    int findCommonLibs(int a, int b, int max, int[] out);

    /** True if the strings at a and b share a liberty. */
    boolean haveCommonLib(int a, int b);

    /** Distance of an on-board point to the nearest edge (0 on the first line). */
    int edgeDistance(int pos);

    /** True for points on the first line. */
    boolean isEdge(int pos);

    /** True for the four corner points. */
    boolean isCorner(int pos);

    /** Liberties a stone of color at the empty point pos would have, ignoring captures (up to limit). */
    int approxlib(int pos, int color, int limit, int[] libsOut);

    /** Liberties a stone of color at the empty point pos would have, captures included (up to limit). */
    int accuratelib(int pos, int color, int limit, int[] libsOut);

    /** True if color playing at the empty point pos would be left with at most one liberty. */
    boolean isSelfAtari(int pos, int color);

    /** True if color playing at the empty point pos would capture at least one opponent string. */
    boolean doesCapture(int pos, int color);

    /** Writes the origins of the strings color would capture by playing at pos; returns their number. */
    int capturedStringsBy(int pos, int color, int[] originsOut);

    /** True if pos is a star point. */
    boolean isHoshi(int pos);

    /** GNU Go's showboard text of the position. */
    String showboard();
}
