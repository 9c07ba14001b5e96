package owlbench.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A Go board with GNU Go's incremental string (worm) machinery: a 1-D point array with a border,
 * strings kept as cyclic stone lists with exact liberty and neighbour lists, a trymove/popgo stack
 * undone through a log of changed cells, Zobrist hashing, and permanent moves with undo.
 *
 * <p>All mutable int state lives in two int arrays, so the undo log is just (index, old value)
 * pairs (a list cell's index logged as its complement): {@code mem} holds colours, string numbers,
 * next-stone links and each string's five-int header (colour, size, origin, liberty and neighbour
 * counts), about 7 KB on 19x19 with a hundred strings, so what the readers ask most (colours,
 * liberty counts) stays in the nearest cache; {@code lists} holds each string's liberty list and
 * list of neighbouring opponent strings, each with room for the most a string can have
 * ((2 * points + 2) / 3). A liberty is removed by finding it in the list (most strings a read
 * touches have few) and moving the last entry into its slot, so the lists keep the order they had
 * with a per-point index. A string record (header and lists) is never reused while a shallower
 * level can still see it: a lone new stone takes a fresh record from {@code nextString}, which popgo
 * restores, so that record is written without logging; a joining stone is absorbed, with logging,
 * into the largest neighbouring string, and the records of the strings it absorbs, and of captured
 * strings, are left as they were, ready for popgo. At stackp 0 the records are renumbered when
 * they run out.
 *
 * <p>Points are GNU Go's: {@code point(col, row) = (size + 2) + row * (size + 1) + col}, row 0 at
 * the top, one shared border column, {@link #PASS} = 0. Queries about strings take any stone of
 * the string and throw IllegalArgumentException for an empty or off-board point. Not thread-safe:
 * one Board per thread; {@link #copy()} for another.
 */
public final class Board implements ConstBoard {
    /** The pass move; never an on-board point. */
    public static final int PASS = 0;
    /** Smallest supported board size. */
    public static final int MIN_SIZE = 2;
    /** Largest supported board size (GTP letters A..Z without I). */
    public static final int MAX_SIZE = 25;

    // Field offsets inside a string's header.
    private static final int S_COLOR = 0;
    private static final int S_SIZE = 1;
    private static final int S_ORIGIN = 2;
    private static final int S_LIBS = 3;
    private static final int S_NEIGHBORS = 4;
    private static final int S_HEADER = 5;      // size of a header

    private final int size;
    private final int ns;            // row stride: size + 1 (one shared border column)
    private final int arraySize;
    private final int[] onBoardPoints;
    private final int[] delta;       // W, E, N, S

    // mem layout: [0, arraySize) colours, then string numbers, then next-stone links, then string headers
    private final int offSid;
    private final int offNext;
    private final int offStr;
    private final int libCap;        // capacity of a liberty list
    private final int neighborCap;   // capacity of a neighbour list
    private final int listSize;      // a string's room in lists: its liberties, then its neighbours
    private int[] mem;
    private int[] lists;
    private int stringCap;

    // Undo log of changed cells: pairs (address, old value) in one array, changeTop ints used (two
    // per entry). One array rather than two: a logged write is one bounds check and one stream of
    // cache lines, and popgo reads the entries back from one place.
    private int[] changes;
    private int changeTop;

    // Per-level saved scalars.
    private int stackp;
    // The int scalars saved at a level sit together, L_STRIDE ints per level (offsets L_*): one
    // array for pushLevel to write and popgo to read, where there were five, so one bounds check
    // and one cache line a level instead of five (trymove and popgo run at every node). The
    // stones' hash has its own array, read by stoneHashAt down the stack.
    private static final int L_CHANGE_TOP = 0;
    private static final int L_KO = 1;
    private static final int L_NEXT_STRING = 2;
    private static final int L_CAPTURED_WHITE = 3;
    private static final int L_CAPTURED_BLACK = 4;
    private static final int L_STRIDE = 5;
    private static final int INITIAL_LEVELS = 64;
    private int[] levelScalars;
    private long[] levelHash;

    // Scalars of the current position.
    private int ko = PASS;
    private long stoneHash;
    private int capturedWhite;      // white stones captured so far
    private int capturedBlack;      // black stones captured so far
    private int nextString;

    // Scratch marks (not part of the position; never undone).
    private int[] pointMark;
    private int pointMarkGen;
    private int[] stringMark;
    private int stringMarkGen;
    private int[] scratch;

    // Rules.
    private boolean suicideAllowed;
    private boolean positionalSuperko;

    // Permanent game: moves since the last setup are replayed from the setup snapshot on undo.
    private final ArrayList<PlayedMove> history = new ArrayList<>();
    private int undoFloor;
    private int[] baseColors;
    private int baseCapturedWhite;
    private int baseCapturedBlack;
    private final PositionSet positions = new PositionSet();
    private long[] positionList = new long[64];
    private int positionCount;

    /** An empty board of the given size (2..25). */
    public Board(int size) {
        checkSize(size);
        this.size = size;
        this.ns = size + 1;
        this.arraySize = arraySizeFor(size);
        this.delta = new int[] {-1, 1, -ns, ns};
        this.onBoardPoints = new int[size * size];
        int k = 0;
        for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
                onBoardPoints[k++] = pointOf(size, col, row);
            }
        }
        int points = size * size;
        this.offSid = arraySize;
        this.offNext = 2 * arraySize;
        this.offStr = 3 * arraySize;
        this.libCap = listCapacity(points);
        this.neighborCap = listCapacity(points);
        this.listSize = libCap + neighborCap;
        // String records to start with: a position seldom has more than a hundred strings; more
        // are made on demand (ensureStringCapacity).
        // A smaller board is quicker to create (a loadsgf makes one: reading.tst's 149 replays
        // took 70 ms with room for points / 2 + 32 records, 57 ms with this).
        this.stringCap = points / 8 + 32;
        this.mem = new int[offStr + stringCap * S_HEADER];
        this.lists = new int[stringCap * listSize];
        this.changes = new int[2048];
        this.levelScalars = new int[INITIAL_LEVELS * L_STRIDE];
        this.levelHash = new long[INITIAL_LEVELS];
        this.pointMark = new int[arraySize];
        this.stringMark = new int[stringCap];
        this.scratch = new int[arraySize];
        Arrays.fill(mem, 0, arraySize, StoneColor.BORDER);
        for (int p : onBoardPoints) {
            mem[p] = StoneColor.EMPTY;
        }
        this.baseColors = Arrays.copyOf(mem, arraySize);
        rebuildStrings();
        addPosition(stoneHash);
    }

    private Board(Board o) {
        this.size = o.size;
        this.ns = o.ns;
        this.arraySize = o.arraySize;
        this.delta = o.delta.clone();
        this.onBoardPoints = o.onBoardPoints.clone();
        this.offSid = o.offSid;
        this.offNext = o.offNext;
        this.offStr = o.offStr;
        this.libCap = o.libCap;
        this.neighborCap = o.neighborCap;
        this.listSize = o.listSize;
        this.stringCap = o.stringCap;
        this.mem = o.mem.clone();
        this.lists = o.lists.clone();
        this.changes = new int[2048];
        this.levelScalars = new int[INITIAL_LEVELS * L_STRIDE];
        this.levelHash = new long[INITIAL_LEVELS];
        this.ko = o.ko;
        this.stoneHash = o.stoneHash;
        this.capturedWhite = o.capturedWhite;
        this.capturedBlack = o.capturedBlack;
        this.nextString = o.nextString;
        this.pointMark = new int[arraySize];
        this.stringMark = new int[stringCap];
        this.scratch = new int[arraySize];
        this.suicideAllowed = o.suicideAllowed;
        this.positionalSuperko = o.positionalSuperko;
        this.history.addAll(o.history);
        this.undoFloor = o.undoFloor;
        this.baseColors = o.baseColors.clone();
        this.baseCapturedWhite = o.baseCapturedWhite;
        this.baseCapturedBlack = o.baseCapturedBlack;
        for (int i = 0; i < o.positionCount; i++) {
            addPosition(o.positionList[i]);
        }
    }

    // ------------------------------------------------------------------ geometry

    static void checkSize(int size) {
        if (size < MIN_SIZE || size > MAX_SIZE) {
            throw new IllegalArgumentException("board size " + size + " is not in " + MIN_SIZE + ".." + MAX_SIZE);
        }
    }

    static int arraySizeFor(int size) {
        return (size + 2) * (size + 1) + 1;
    }

    /**
     * Room for a string's liberty or neighbour list: a string of s stones touches at most 2s + 2
     * other points (4s sides less two for each of its at least s - 1 inner links), and they are
     * points besides its own, so at most (2 * points + 2) / 3 liberties or neighbouring strings.
     */
    static int listCapacity(int points) {
        return (2 * points + 2) / 3 + 1;
    }

    static int pointOf(int size, int col, int row) {
        return (size + 2) + row * (size + 1) + col;
    }

    /** The board size. */
    public int size() {
        return size;
    }

    /** The point at column {@code col} (0 = A, left) and row {@code row} (0 = top row). */
    public int point(int col, int row) {
        if (col < 0 || col >= size || row < 0 || row >= size) {
            throw new IllegalArgumentException("(" + col + ", " + row + ") is off the " + size + "x" + size + " board");
        }
        return pointOf(size, col, row);
    }

    /** Column of an on-board point (0 = left). */
    public int col(int pos) {
        checkOnBoard(pos);
        return pos % ns - 1;
    }

    /** Row of an on-board point (0 = top). */
    public int row(int pos) {
        checkOnBoard(pos);
        return pos / ns - 1;
    }

    /** True if pos is a point of the board (not PASS, not border, not out of the array). */
    public boolean isOnBoard(int pos) {
        return pos > 0 && pos < arraySize && mem[pos] != StoneColor.BORDER;
    }

    /** Colour at pos: EMPTY, WHITE, BLACK, or BORDER for off-board cells of the array. */
    public int color(int pos) {
        // the message is built elsewhere: the readers' hottest accessor stays under C1's inline size
        if (pos < 0 || pos >= arraySize) {
            throw outsideArray(pos);
        }
        return mem[pos];
    }

    /**
     * Copies the colours of every cell of the board array (as {@link #color}, indexed by point,
     * {@link #boardArraySize} of them) into out: for a reader that reads many colours of one
     * position in a loop, without a call and a range check per colour.
     */
    public void colorsInto(int[] out) {
        System.arraycopy(mem, 0, out, 0, arraySize);
    }

    private IllegalArgumentException outsideArray(int pos) {
        return new IllegalArgumentException("point " + pos + " is outside the board array (size " + arraySize + ")");
    }

    /** Length of arrays indexed by point. */
    public int boardArraySize() {
        return arraySize;
    }

    /** All on-board points, row-major from the top (a fresh copy). */
    public int[] onBoardPoints() {
        return onBoardPoints.clone();
    }

    /** Offsets to the four orthogonal neighbours: west, east, north, south (a fresh copy). */
    public int[] neighborOffsets() {
        return delta.clone();
    }

    /** Offset between vertically adjacent points (size + 1). */
    public int rowStride() {
        return ns;
    }

    private void checkOnBoard(int pos) {
        if (!isOnBoard(pos)) {
            throw new IllegalArgumentException("point " + pos + " is not on the " + size + "x" + size + " board");
        }
    }

    private static void checkStoneColor(int color) {
        if (color != StoneColor.WHITE && color != StoneColor.BLACK) {
            throw new IllegalArgumentException("not a stone colour: " + color);
        }
    }

    // ------------------------------------------------------------------ rules and settings

    /** Allows (true) or forbids (false, the default) suicide moves. */
    public void setSuicideAllowed(boolean allowed) {
        this.suicideAllowed = allowed;
    }

    /** Whether suicide is allowed. */
    public boolean isSuicideAllowed() {
        return suicideAllowed;
    }

    /**
     * Turns positional superko on or off (default off): no move (play, trymove or tryko) may
     * recreate the stones of a position of the permanent game since the last setup. Positions
     * reached only on the trymove stack are not remembered.
     */
    public void setPositionalSuperko(boolean on) {
        this.positionalSuperko = on;
    }

    /** Whether positional superko is on. */
    public boolean isPositionalSuperko() {
        return positionalSuperko;
    }

    /** The point where an immediate ko recapture is forbidden, or PASS. */
    public int koPoint() {
        return ko;
    }

    /** Stones of colour {@code color} captured so far (prisoners taken from that colour). */
    public int captures(int color) {
        checkStoneColor(color);
        return color == StoneColor.WHITE ? capturedWhite : capturedBlack;
    }

    /** Zobrist hash of the stones and the ko point (the side to move is not included). */
    public long hash() {
        return stoneHash ^ Zobrist.ko(ko);
    }

    /** Zobrist hash of the stones only (what positional superko compares). */
    public long stoneHash() {
        return stoneHash;
    }

    /**
     * The stones' hash (as {@link #stoneHash}) of the position at a level of the trymove stack:
     * before the move pushed at that level, or the current position for level == stackp.
     */
    public long stoneHashAt(int level) {
        if (level < 0 || level > stackp) {
            throw new IllegalArgumentException("stack level " + level + " is not between 0 and " + stackp);
        }
        return level == stackp ? stoneHash : levelHash[level];
    }

    /**
     * Stones of colour {@code color} captured by the moves pushed from a level of the trymove stack
     * on (0 at level == stackp): whether the line since that level took any of them.
     */
    public int capturesSince(int level, int color) {
        if (level < 0 || level > stackp) {
            throw new IllegalArgumentException("stack level " + level + " is not between 0 and " + stackp);
        }
        checkStoneColor(color);
        if (level == stackp) {
            return 0;
        }
        int at = level * L_STRIDE;
        return color == StoneColor.WHITE ? capturedWhite - levelScalars[at + L_CAPTURED_WHITE]
                : capturedBlack - levelScalars[at + L_CAPTURED_BLACK];
    }

    /** Depth of the trymove stack. */
    public int stackp() {
        return stackp;
    }

    // ------------------------------------------------------------------ legality

    /** True if color may play at pos now (PASS is always legal). */
    public boolean isLegal(int pos, int color) {
        return legalityOf(pos, color) == MoveLegality.LEGAL;
    }

    /** Why color may or may not play at pos now. */
    public MoveLegality legalityOf(int pos, int color) {
        checkStoneColor(color);
        if (pos == PASS) {
            return MoveLegality.LEGAL;
        }
        if (pos < 0 || pos >= arraySize || mem[pos] == StoneColor.BORDER) {
            return MoveLegality.OFF_BOARD;
        }
        if (mem[pos] != StoneColor.EMPTY) {
            return MoveLegality.OCCUPIED;
        }
        if (pos == ko && isKoRetake(pos, color)) {
            return MoveLegality.KO;
        }
        if (!suicideAllowed && suicide(pos, color)) {
            return MoveLegality.SUICIDE;
        }
        if (positionalSuperko && repeatsPosition(pos, color)) {
            return MoveLegality.SUPERKO;
        }
        return MoveLegality.LEGAL;
    }

    /** The ko point's neighbours are all the capturer's; it is a forbidden retake for the other colour. */
    private boolean isKoRetake(int pos, int color) {
        int other = StoneColor.WHITE + StoneColor.BLACK - color;
        final int[] m = mem;
        return m[pos - 1] == other || m[pos + 1] == other || m[pos - ns] == other || m[pos + ns] == other;
    }

    /** True if a stone of color at the empty point pos would have no liberty after captures. */
    public boolean isSuicide(int pos, int color) {
        checkEmptyMove(pos, color);
        return suicide(pos, color);
    }

    private boolean suicide(int pos, int color) {
        final int[] m = mem;
        // an empty neighbour settles it without reading a string record (most moves)
        if (m[pos - 1] == StoneColor.EMPTY || m[pos + 1] == StoneColor.EMPTY || m[pos - ns] == StoneColor.EMPTY
                || m[pos + ns] == StoneColor.EMPTY) {
            return false;
        }
        int other = StoneColor.WHITE + StoneColor.BLACK - color;
        for (int k = 0; k < 4; k++) {
            int n = pos + delta[k];
            int c = m[n];
            if (c == StoneColor.EMPTY) {
                return false;
            }
            if (c == color) {
                if (m[hdr(m[offSid + n]) + S_LIBS] > 1) {
                    return false;
                }
            } else if (c == other) {
                if (m[hdr(m[offSid + n]) + S_LIBS] == 1) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean repeatsPosition(int pos, int color) {
        pushLevel();
        doMove(pos, color);
        boolean repeated = positions.contains(stoneHash);
        popgo();
        return repeated;
    }

    // ------------------------------------------------------------------ trymove / popgo

    /**
     * Plays a temporary move on the stack if it is legal (returns true, stackp incremented);
     * returns false and changes nothing otherwise. PASS is pushed as a move too.
     */
    public boolean trymove(int pos, int color) {
        if (pos != PASS) {
            checkStoneColor(color);
            if (pos <= 0 || pos >= arraySize || mem[pos] != StoneColor.EMPTY) {
                return false;
            }
            if (pos == ko && isKoRetake(pos, color)) {
                return false;
            }
            if (!suicideAllowed && suicide(pos, color)) {
                return false;
            }
            pushLevel();
            doMove(pos, color);
            if (positionalSuperko && positions.contains(stoneHash)) {
                popgo();
                return false;
            }
            return true;
        }
        checkStoneColor(color);
        pushLevel();
        doMove(PASS, color);
        return true;
    }

    /**
     * Like {@link #trymove} but an illegal simple-ko recapture is allowed, as if a ko threat had
     * been played and answered (GNU Go's tryko). Returns false for occupied points and suicide.
     * Positional superko, when on, still applies.
     */
    public boolean tryko(int pos, int color) {
        checkStoneColor(color);
        if (pos == PASS) {
            return trymove(pos, color);
        }
        if (pos <= 0 || pos >= arraySize || mem[pos] != StoneColor.EMPTY) {
            return false;
        }
        if (!suicideAllowed && suicide(pos, color)) {
            return false;
        }
        pushLevel();
        doMove(pos, color);
        if (positionalSuperko && positions.contains(stoneHash)) {
            popgo();
            return false;
        }
        return true;
    }

    /** Takes back the last successful trymove, restoring the position exactly. */
    public void popgo() {
        if (stackp == 0) {
            throw new IllegalStateException("popgo() at stackp 0: no trymove to take back");
        }
        int level = --stackp;
        final int[] saved = levelScalars;
        final int at = level * L_STRIDE;
        int base = saved[at + L_CHANGE_TOP];
        final int[] m = mem;
        final int[] l = lists;
        final int[] c = changes;
        for (int t = changeTop - 2; t >= base; t -= 2) {
            int a = c[t];
            if (a >= 0) {
                m[a] = c[t + 1];
            } else {
                l[~a] = c[t + 1];
            }
        }
        changeTop = base;
        ko = saved[at + L_KO];
        nextString = saved[at + L_NEXT_STRING];
        capturedWhite = saved[at + L_CAPTURED_WHITE];
        capturedBlack = saved[at + L_CAPTURED_BLACK];
        stoneHash = levelHash[level];
    }

    private void pushLevel() {
        int level = stackp;
        if (level == levelHash.length) {
            growLevels();
        }
        final int[] saved = levelScalars;
        final int at = level * L_STRIDE;
        saved[at + L_CHANGE_TOP] = changeTop;
        saved[at + L_KO] = ko;
        saved[at + L_NEXT_STRING] = nextString;
        saved[at + L_CAPTURED_WHITE] = capturedWhite;
        saved[at + L_CAPTURED_BLACK] = capturedBlack;
        levelHash[level] = stoneHash;
        stackp = level + 1;
    }

    /** Twice the room for saved levels (a method of its own: rare, and kept out of pushLevel's inlined body). */
    private void growLevels() {
        int n = levelHash.length * 2;
        levelScalars = Arrays.copyOf(levelScalars, n * L_STRIDE);
        levelHash = Arrays.copyOf(levelHash, n);
    }

    /**
     * Logs the old value of mem[a] and stores v. Room was reserved by {@link #reserveChanges()}.
     * It and {@link #log} are each under C1's inline size, so a logged write is not a call.
     */
    private void set(int a, int v) {
        log(a, mem[a]);
        mem[a] = v;
    }

    /** Logs the old value of lists[a] (its index as ~a) and stores v. */
    private void setList(int a, int v) {
        log(~a, lists[a]);
        lists[a] = v;
    }

    private void log(int address, int old) {
        final int[] c = changes;
        int t = changeTop;
        c[t] = address;
        c[t + 1] = old;
        changeTop = t + 2;
    }

    /** Where string s's header starts in mem. */
    private int hdr(int s) {
        return offStr + s * S_HEADER;
    }

    private int nextPointMark() {
        // (the wrap in a method of its own: 35 bytes of bytecode with it, too big for C1 to inline
        // at approxlib's list walk, one level down)
        int g = pointMarkGen + 1;
        if (g == Integer.MAX_VALUE) {
            g = clearPointMarks();
        }
        pointMarkGen = g;
        return g;
    }

    /** Clears every point mark; returns the first mark value after the clear (1). */
    private int clearPointMarks() {
        Arrays.fill(pointMark, 0);
        return 1;
    }

    /** Reserves three consecutive string mark values and returns the first. */
    private int nextStringMarks() {
        if (stringMarkGen >= Integer.MAX_VALUE - 4) {
            Arrays.fill(stringMark, 0);
            stringMarkGen = 0;
        }
        stringMarkGen += 3;
        return stringMarkGen - 2;
    }

    /**
     * Makes room in the undo log for one move, so that {@link #set} need not check. A move logs
     * at most 9 cells per removed stone (colour, then a liberty entry and count for up to 4
     * strings around it), one per renumbered stone of a merge, 2 per neighbour-list change and a
     * few dozen around the new stone: well under 40 per board point.
     */
    private void reserveChanges() {
        int need = changeTop + 2 * (40 * onBoardPoints.length + 256);
        if (need > changes.length) {
            // twice the need: a read one ply deeper would otherwise copy the log again at once
            // (the copies were 2% of attack and defend's CPU on the wide check, JFR)
            changes = Arrays.copyOf(changes, Math.max(2 * need, changes.length * 2));
        }
    }

    private void ensureStringCapacity() {
        if (nextString < stringCap) {
            return;
        }
        if (stackp == 0 && countStrings() < stringCap * 3 / 4) {
            rebuildStrings(); // at the bottom of the stack nothing refers to old records: renumber
            return;
        }
        int newCap = stringCap + stringCap / 2 + 8;
        mem = Arrays.copyOf(mem, offStr + newCap * S_HEADER);
        lists = Arrays.copyOf(lists, newCap * listSize);
        stringMark = Arrays.copyOf(stringMark, newCap);
        stringCap = newCap;
    }

    private int countStrings() {
        int n = 0;
        for (int p : onBoardPoints) {
            int c = mem[p];
            if (c != StoneColor.EMPTY && mem[hdr(mem[offSid + p]) + S_ORIGIN] == p) {
                n++;
            }
        }
        return n;
    }

    /** Plays a move known to be playable (legality was checked, or suicide is allowed). */
    private void doMove(int pos, int color) {
        ko = PASS;
        if (pos == PASS) {
            return;
        }
        ensureStringCapacity();
        reserveChanges();
        final int[] m = mem;
        final int other = StoneColor.WHITE + StoneColor.BLACK - color;
        final int sid = offSid;

        // 1. Remove opponent strings whose last liberty is pos.
        int captured = 0;
        int capturedPoint = PASS;
        int capturedStrings = 0;
        for (int k = 0; k < 4; k++) {
            int n = pos + delta[k];
            if (m[n] == other) {
                int s = m[sid + n];
                int b = hdr(s);
                if (m[b + S_LIBS] == 1) {
                    captured += m[b + S_SIZE];
                    capturedPoint = n;
                    capturedStrings++;
                    removeString(s);
                }
            }
        }
        if (other == StoneColor.WHITE) {
            capturedWhite += captured;
        } else {
            capturedBlack += captured;
        }

        // 2. Put the stone down.
        set(pos, color);
        stoneHash ^= Zobrist.stone(color, pos);
        int f0 = -1;
        int f1 = -1;
        int f2 = -1;
        int f3 = -1;
        int nf = 0;
        for (int k = 0; k < 4; k++) {
            int n = pos + delta[k];
            if (m[n] == color) {
                int s = m[sid + n];
                if (s != f0 && s != f1 && s != f2) {
                    switch (nf++) {
                        case 0: f0 = s; break;
                        case 1: f1 = s; break;
                        case 2: f2 = s; break;
                        default: f3 = s; break;
                    }
                }
            }
        }
        int s;
        if (nf == 0) {
            s = createString(pos, color);
        } else if (nf == 1) {
            s = extendString(f0, pos, color);
        } else {
            s = absorbStrings(f0, f1, f2, f3, nf, pos, color);
        }

        // 3. Suicide (only reached when allowed).
        int b = hdr(s);
        if (m[b + S_LIBS] == 0) {
            int n = m[b + S_SIZE];
            removeString(s);
            if (color == StoneColor.WHITE) {
                capturedWhite += n;
            } else {
                capturedBlack += n;
            }
            return;
        }
        // 4. Simple ko: a lone stone that took a lone stone and has that point as only liberty.
        if (captured == 1 && capturedStrings == 1 && m[b + S_SIZE] == 1 && m[b + S_LIBS] == 1) {
            ko = capturedPoint;
        }
    }

    /** New string for a stone with no friendly neighbour. */
    private int createString(int pos, int color) {
        final int[] m = mem;
        final int other = StoneColor.WHITE + StoneColor.BLACK - color;
        int s = nextString++;
        int b = hdr(s);
        final int[] ls = lists;
        set(offSid + pos, s);
        set(offNext + pos, pos);
        // A fresh record is invisible to shallower levels: write it without logging.
        m[b + S_COLOR] = color;
        m[b + S_SIZE] = 1;
        m[b + S_ORIGIN] = pos;
        int libs = 0;
        int neighbors = 0;
        int lb = s * listSize;
        int nb = lb + libCap;
        int o0 = -1;
        int o1 = -1;
        int o2 = -1;
        for (int k = 0; k < 4; k++) {
            int n = pos + delta[k];
            int c = m[n];
            if (c == StoneColor.EMPTY) {
                ls[lb + libs++] = n;
            } else if (c == other) {
                int t = m[offSid + n];
                if (t != o0 && t != o1 && t != o2) {
                    if (o0 < 0) {
                        o0 = t;
                    } else if (o1 < 0) {
                        o1 = t;
                    } else {
                        o2 = t;
                    }
                    removeLiberty(t, pos);
                    ls[nb + neighbors++] = t;
                    appendNeighbor(t, s);
                }
            }
        }
        m[b + S_LIBS] = libs;
        m[b + S_NEIGHBORS] = neighbors;
        return s;
    }

    /** Adds the stone at pos to the single friendly neighbour string f. */
    private int extendString(int f, int pos, int color) {
        final int[] m = mem;
        final int other = StoneColor.WHITE + StoneColor.BLACK - color;
        final int sid = offSid;
        int b = hdr(f);
        removeLiberty(f, pos);
        set(sid + pos, f);
        int origin = m[b + S_ORIGIN];
        set(offNext + pos, m[offNext + origin]);
        set(offNext + origin, pos);
        set(b + S_SIZE, m[b + S_SIZE] + 1);
        if (pos < origin) {
            set(b + S_ORIGIN, pos);
        }
        int o0 = -1;
        int o1 = -1;
        int o2 = -1;
        for (int k = 0; k < 4; k++) {
            int n = pos + delta[k];
            int c = m[n];
            if (c == StoneColor.EMPTY) {
                // n is already a liberty of f if another stone of f touches it.
                boolean known = false;
                for (int j = 0; j < 4; j++) {
                    int nn = n + delta[j];
                    if (nn != pos && m[nn] == color && m[sid + nn] == f) {
                        known = true;
                        break;
                    }
                }
                if (!known) {
                    appendLiberty(f, n);
                }
            } else if (c == other) {
                int t = m[sid + n];
                if (t != o0 && t != o1 && t != o2) {
                    if (o0 < 0) {
                        o0 = t;
                    } else if (o1 < 0) {
                        o1 = t;
                    } else {
                        o2 = t;
                    }
                    removeLiberty(t, pos);
                    if (!hasNeighbor(f, t)) {
                        appendNeighbor(f, t);
                        appendNeighbor(t, f);
                    }
                }
            }
        }
        return f;
    }

    /**
     * Joins 2..4 friendly strings and the stone at pos into the largest of them, in place and
     * logged: only the smaller strings' stones are renumbered and only their liberties and
     * neighbours are added. The absorbed records are left untouched, so popgo revives them.
     */
    private int absorbStrings(int f0, int f1, int f2, int f3, int nf, int pos, int color) {
        final int[] m = mem;
        final int other = StoneColor.WHITE + StoneColor.BLACK - color;
        final int sid = offSid;
        final int next = offNext;
        final int[] ls = lists;
        int big = f0;
        for (int i = 1; i < nf; i++) {
            int f = i == 1 ? f1 : i == 2 ? f2 : f3;
            if (m[hdr(f) + S_SIZE] > m[hdr(big) + S_SIZE]) {
                big = f;
            }
        }
        final int b = hdr(big);
        final int lb = big * listSize;
        final int nb = lb + libCap;
        final int[] sm = stringMark;
        final int isNeighbor = nextStringMarks(); // sm[t] == isNeighbor: t is in big's neighbour list
        for (int j = m[b + S_NEIGHBORS] - 1; j >= 0; j--) {
            sm[ls[nb + j]] = isNeighbor;
        }

        removeLiberty(big, pos);
        final int[] pmk = pointMark;
        final int isLiberty = nextPointMark(); // pmk[l] == isLiberty: l is in big's liberty list
        for (int j = m[b + S_LIBS] - 1; j >= 0; j--) {
            pmk[ls[lb + j]] = isLiberty;
        }
        set(sid + pos, big);
        int origin = m[b + S_ORIGIN];
        set(next + pos, m[next + origin]);
        set(next + origin, pos);
        int stones = m[b + S_SIZE] + 1;
        if (pos < origin) {
            origin = pos;
        }
        for (int i = 0; i < nf; i++) {
            int f = i == 0 ? f0 : i == 1 ? f1 : i == 2 ? f2 : f3;
            if (f == big) {
                continue;
            }
            int fb = hdr(f);
            int flb = f * listSize;
            int fo = m[fb + S_ORIGIN];
            stones += m[fb + S_SIZE];
            if (fo < origin) {
                origin = fo;
            }
            // Renumber the stones, then splice the two cycles by swapping successors.
            int q = fo;
            do {
                set(sid + q, big);
                q = m[next + q];
            } while (q != fo);
            int tmp = m[next + pos];
            set(next + pos, m[next + fo]);
            set(next + fo, tmp);
            int fl = m[fb + S_LIBS];
            for (int j = 0; j < fl; j++) {
                int l = ls[flb + j];
                if (l != pos && pmk[l] != isLiberty) {
                    pmk[l] = isLiberty;
                    appendLiberty(big, l);
                }
            }
            int fn = m[fb + S_NEIGHBORS];
            int fnb = flb + libCap;
            for (int j = 0; j < fn; j++) {
                int t = ls[fnb + j];
                removeNeighbor(t, f);
                if (sm[t] != isNeighbor) {
                    sm[t] = isNeighbor;
                    appendNeighbor(big, t);
                    appendNeighbor(t, big);
                }
            }
        }
        int o0 = -1;
        int o1 = -1;
        int o2 = -1;
        for (int k = 0; k < 4; k++) {
            int n = pos + delta[k];
            int c = m[n];
            if (c == StoneColor.EMPTY) {
                if (pmk[n] != isLiberty) {
                    pmk[n] = isLiberty;
                    appendLiberty(big, n);
                }
            } else if (c == other) {
                int t = m[sid + n];
                if (t != o0 && t != o1 && t != o2) {
                    if (o0 < 0) {
                        o0 = t;
                    } else if (o1 < 0) {
                        o1 = t;
                    } else {
                        o2 = t;
                    }
                    removeLiberty(t, pos);
                    if (sm[t] != isNeighbor) {
                        sm[t] = isNeighbor;
                        appendNeighbor(big, t);
                        appendNeighbor(t, big);
                    }
                }
            }
        }
        set(b + S_SIZE, stones);
        if (origin != m[b + S_ORIGIN]) {
            set(b + S_ORIGIN, origin);
        }
        return big;
    }

    /** Removes string s from the board: its stones become liberties of the strings around them. */
    private void removeString(int s) {
        final int[] m = mem;
        final int sid = offSid;
        int b = hdr(s);
        int color = m[b + S_COLOR];
        int other = StoneColor.WHITE + StoneColor.BLACK - color;
        int nn = m[b + S_NEIGHBORS];
        int nb = s * listSize + libCap;
        for (int j = 0; j < nn; j++) {
            removeNeighbor(lists[nb + j], s);
        }
        int origin = m[b + S_ORIGIN];
        int q = origin;
        long h = stoneHash;
        do {
            set(q, StoneColor.EMPTY);
            h ^= Zobrist.stone(color, q);
            int t0 = -1;
            int t1 = -1;
            int t2 = -1;
            for (int k = 0; k < 4; k++) {
                int n = q + delta[k];
                if (m[n] == other) {
                    int t = m[sid + n];
                    if (t != t0 && t != t1 && t != t2) {
                        if (t0 < 0) {
                            t0 = t;
                        } else if (t1 < 0) {
                            t1 = t;
                        } else {
                            t2 = t;
                        }
                        appendLiberty(t, q);
                    }
                }
            }
            q = m[offNext + q];
        } while (q != origin);
        stoneHash = h;
    }

    /**
     * Removes liberty p of string t: found in the list (a few entries for most strings a read
     * touches), the last entry moves into its slot, as with an index (the same order).
     */
    private void removeLiberty(int t, int p) {
        final int[] ls = lists;
        int tb = hdr(t);
        int lb = t * listSize;
        int n = mem[tb + S_LIBS] - 1;
        int j = n;
        while (j >= 0 && ls[lb + j] != p) {
            j--;
        }
        if (j < 0) {
            throw notALiberty(p, t);
        }
        if (j != n) {
            setList(lb + j, ls[lb + n]);
        }
        set(tb + S_LIBS, n);
    }

    private static IllegalStateException notALiberty(int p, int t) {
        return new IllegalStateException("internal: " + p + " is not a liberty of string " + t);
    }

    private void appendLiberty(int t, int p) {
        int tb = hdr(t);
        int n = mem[tb + S_LIBS];
        setList(t * listSize + n, p);
        set(tb + S_LIBS, n + 1);
    }

    private boolean hasNeighbor(int f, int t) {
        final int[] ls = lists;
        int nb = f * listSize + libCap;
        for (int j = mem[hdr(f) + S_NEIGHBORS] - 1; j >= 0; j--) {
            if (ls[nb + j] == t) {
                return true;
            }
        }
        return false;
    }

    private void appendNeighbor(int t, int s) {
        int tb = hdr(t);
        int n = mem[tb + S_NEIGHBORS];
        setList(t * listSize + libCap + n, s);
        set(tb + S_NEIGHBORS, n + 1);
    }

    private void removeNeighbor(int t, int s) {
        final int[] ls = lists;
        int tb = hdr(t);
        int nb = t * listSize + libCap;
        int n = mem[tb + S_NEIGHBORS] - 1;
        for (int j = n; j >= 0; j--) {
            if (ls[nb + j] == s) {
                if (j != n) {
                    setList(nb + j, ls[nb + n]);
                }
                set(tb + S_NEIGHBORS, n);
                return;
            }
        }
        throw new IllegalStateException("internal: string " + s + " is not a neighbour of string " + t);
    }

    /** Builds all string records from the colours alone (setup, compaction). Only at stackp 0. */
    private void rebuildStrings() {
        final int[] m = mem;
        nextString = 0;
        changeTop = 0;
        int pm = nextPointMark();
        long h = 0;
        // Stones and string records.
        for (int p : onBoardPoints) {
            int c = m[p];
            if (c == StoneColor.EMPTY || pointMark[p] == pm) {
                continue;
            }
            if (nextString >= stringCap) {
                int newCap = stringCap + stringCap / 2 + 8;
                mem = Arrays.copyOf(mem, offStr + newCap * S_HEADER);
                lists = Arrays.copyOf(lists, newCap * listSize);
                stringMark = Arrays.copyOf(stringMark, newCap);
                stringCap = newCap;
                rebuildStrings();
                return;
            }
            int s = nextString++;
            int b = hdr(s);
            int top = 0;
            scratch[top++] = p;
            pointMark[p] = pm;
            int count = 0;
            int prev = p;
            m[offNext + p] = p;
            while (top > 0) {
                int q = scratch[--top];
                h ^= Zobrist.stone(c, q);
                m[offSid + q] = s;
                if (q != p) {
                    m[offNext + q] = m[offNext + prev];
                    m[offNext + prev] = q;
                    prev = q;
                }
                count++;
                for (int k = 0; k < 4; k++) {
                    int n = q + delta[k];
                    if (m[n] == c && pointMark[n] != pm) {
                        pointMark[n] = pm;
                        scratch[top++] = n;
                    }
                }
            }
            m[b + S_COLOR] = c;
            m[b + S_SIZE] = count;
            m[b + S_ORIGIN] = p; // first in row-major order = smallest point
        }
        stoneHash = h;
        // Liberties and neighbours.
        final int[] ls = lists;
        for (int s = 0; s < nextString; s++) {
            int b = hdr(s);
            int lb = s * listSize;
            int c = m[b + S_COLOR];
            int origin = m[b + S_ORIGIN];
            int lm = nextPointMark();
            int smk = nextStringMarks();
            int libs = 0;
            int neighbors = 0;
            int q = origin;
            do {
                for (int k = 0; k < 4; k++) {
                    int n = q + delta[k];
                    int nc = m[n];
                    if (nc == StoneColor.EMPTY) {
                        if (pointMark[n] != lm) {
                            pointMark[n] = lm;
                            ls[lb + libs++] = n;
                        }
                    } else if (nc == StoneColor.WHITE + StoneColor.BLACK - c) {
                        int t = m[offSid + n];
                        if (stringMark[t] != smk) {
                            stringMark[t] = smk;
                            ls[lb + libCap + neighbors++] = t;
                        }
                    }
                }
                q = m[offNext + q];
            } while (q != origin);
            m[b + S_LIBS] = libs;
            m[b + S_NEIGHBORS] = neighbors;
        }
    }

    // ------------------------------------------------------------------ permanent moves

    /** Plays a permanent move (pos may be PASS); only at stackp 0. Throws IllegalMoveException if illegal. */
    public void play(int pos, int color) {
        requireBottom("play");
        MoveLegality legality = legalityOf(pos, color);
        if (legality != MoveLegality.LEGAL) {
            throw new IllegalMoveException(legality, pos, color, size);
        }
        doMove(pos, color);
        changeTop = 0;
        history.add(new PlayedMove(color, pos));
        addPosition(stoneHash);
    }

    /** Takes back the last permanent move (GTP undo); false if there is none since the last setup. */
    public boolean undo() {
        requireBottom("undo");
        if (history.size() <= undoFloor) {
            return false;
        }
        history.remove(history.size() - 1);
        positions.remove(positionList[--positionCount]);
        System.arraycopy(baseColors, 0, mem, 0, arraySize);
        capturedWhite = baseCapturedWhite;
        capturedBlack = baseCapturedBlack;
        ko = PASS;
        rebuildStrings();
        for (int i = undoFloor; i < history.size(); i++) {
            PlayedMove mv = history.get(i);
            doMove(mv.point(), mv.color());
            changeTop = 0;
        }
        return true;
    }

    /** Permanent moves played so far (unmodifiable snapshot). */
    public List<PlayedMove> moveHistory() {
        return Collections.unmodifiableList(new ArrayList<>(history));
    }

    /**
     * Setup: puts a stone of color (or EMPTY to remove) at pos without captures, as SGF AB/AW/AE.
     * Only at stackp 0; resets the ko point; moves before it can no longer be undone, and
     * positional superko only compares with positions from this setup on.
     */
    public void setStone(int pos, int color) {
        setStones(new int[] {pos}, color);
    }

    /**
     * Puts color (or EMPTY) on every point of points at once: as setStone on each in turn, with
     * the strings rebuilt once (an SGF setup of many stones would otherwise rebuild them per stone).
     */
    public void setStones(int[] points, int color) {
        requireBottom("setStone");
        for (int pos : points) {
            checkOnBoard(pos);
        }
        if (color != StoneColor.EMPTY && color != StoneColor.WHITE && color != StoneColor.BLACK) {
            throw new IllegalArgumentException("setStone: bad colour " + color);
        }
        for (int pos : points) {
            mem[pos] = color;
        }
        ko = PASS;
        rebuildStrings();
        markSetup();
        // A setup starts a new superko history (as GNU Go's add_stone forgets the move history).
        positions.clear();
        positionCount = 0;
        addPosition(stoneHash);
    }

    /** Empties the board and forgets captures, ko, history and earlier positions. Only at stackp 0. */
    public void clear() {
        requireBottom("clear");
        for (int p : onBoardPoints) {
            mem[p] = StoneColor.EMPTY;
        }
        ko = PASS;
        capturedWhite = 0;
        capturedBlack = 0;
        history.clear();
        positions.clear();
        positionCount = 0;
        rebuildStrings();
        markSetup();
        addPosition(stoneHash);
    }

    private void markSetup() {
        undoFloor = history.size();
        System.arraycopy(mem, 0, baseColors, 0, arraySize);
        baseCapturedWhite = capturedWhite;
        baseCapturedBlack = capturedBlack;
    }

    private void addPosition(long h) {
        if (positionCount == positionList.length) {
            positionList = Arrays.copyOf(positionList, positionCount * 2);
        }
        positionList[positionCount++] = h;
        positions.add(h);
    }

    private void requireBottom(String what) {
        if (stackp != 0) {
            throw new IllegalStateException(what + "() needs stackp 0, but stackp is " + stackp);
        }
    }

    /** An independent deep copy (only at stackp 0). */
    public Board copy() {
        requireBottom("copy");
        return new Board(this);
    }

    // ------------------------------------------------------------------ string queries

    /**
     * The number of the string at pos. It and its check are each under C1's inline size (35 bytes
     * of bytecode), so the string queries read a record without a call.
     */
    private int stringAt(int pos) {
        checkStone(pos);
        return mem[offSid + pos];
    }

    /**
     * WHITE and BLACK are 1 and 2, the only colours c with (c - 1) >>> 1 == 0. Point 0 is a border
     * cell, so no test of pos > 0 is needed: a negative pos fails the array's own bounds check (an
     * IndexOutOfBoundsException, not the IllegalArgumentException of a point without a stone).
     * Kept at 27 bytes of bytecode, the error thrown by a call rather than a throw statement: C1
     * inlines 35 bytes at the first level and 90% of its parent's limit (rounded down) at each
     * deeper one, 31 then 27, and a string query the readers call (countlib, sameString, origin
     * ...) is the first level, its stringAt the second and this check the third. At 32 bytes this
     * check was a call at every such query under ./owlbench gtp's C1.
     */
    private void checkStone(int pos) {
        if (pos >= arraySize || (mem[pos] - StoneColor.WHITE) >>> 1 != 0) {
            failNoStone(pos);
        }
    }

    private void failNoStone(int pos) {
        throw noStone(pos);
    }

    private IllegalArgumentException noStone(int pos) {
        return new IllegalArgumentException("no stone at " + describe(pos));
    }

    private String describe(int pos) {
        return isOnBoard(pos) ? Vertex.toString(pos, size) : "point " + pos;
    }

    /** Origin (smallest point) of the string at pos. */
    public int origin(int pos) {
        return mem[hdr(stringAt(pos)) + S_ORIGIN];
    }

    /** Number of stones of the string at pos. */
    public int stringSize(int pos) {
        return mem[hdr(stringAt(pos)) + S_SIZE];
    }

    /** Writes the stones of the string at pos into out (room for stringSize(pos)); returns their number. */
    public int stringStones(int pos, int[] out) {
        int origin = mem[hdr(stringAt(pos)) + S_ORIGIN];
        int n = 0;
        int q = origin;
        do {
            out[n++] = q;
            q = mem[offNext + q];
        } while (q != origin);
        return n;
    }

    /** True if a and b hold stones of the same string. */
    public boolean sameString(int a, int b) {
        return stringAt(a) == stringAt(b);
    }

    /** Number of liberties of the string at pos. */
    public int countlib(int pos) {
        return mem[hdr(stringAt(pos)) + S_LIBS];
    }

    /**
     * Writes up to max liberties of the string at pos into out; returns the full number of
     * liberties (as GNU Go's findlib), which may be more than max.
     */
    public int findlib(int pos, int max, int[] out) {
        int s = stringAt(pos);
        return copyLiberties(mem[hdr(s) + S_LIBS], s * listSize, max, out); // each piece under C1's inline size
    }

    private int copyLiberties(int libs, int from, int max, int[] out) {
        System.arraycopy(lists, from, out, 0, Math.min(libs, max));
        return libs;
    }

    /** Writes the origins of the opponent strings adjacent to the string at pos; returns their number. */
    public int adjacentStrings(int pos, int[] out) {
        int s = stringAt(pos);
        int n = mem[hdr(s) + S_NEIGHBORS];
        int nb = s * listSize + libCap;
        for (int j = 0; j < n; j++) {
            out[j] = mem[hdr(lists[nb + j]) + S_ORIGIN];
        }
        return n;
    }

    /** Writes the origins of the adjacent opponent strings that have exactly {@code libs} liberties (GNU Go's chainlinks2). */
    public int adjacentStringsWithLiberties(int pos, int libs, int[] out) {
        int s = stringAt(pos);
        int n = mem[hdr(s) + S_NEIGHBORS];
        int nb = s * listSize + libCap;
        int k = 0;
        for (int j = 0; j < n; j++) {
            int tb = hdr(lists[nb + j]);
            if (mem[tb + S_LIBS] == libs) {
                out[k++] = mem[tb + S_ORIGIN];
            }
        }
        return k;
    }

    /** Number of liberties shared by the strings at a and b. */
    public int countCommonLibs(int a, int b) {
        return findCommonLibs(a, b, 0, null);
    }

    /** Writes up to max common liberties of the strings at a and b into out (nullable); returns their full number. */
    public int findCommonLibs(int a, int b, int max, int[] out) {
        int sa = stringAt(a);
        int sb = stringAt(b);
        final int[] m = mem;
        final int[] ls = lists;
        final int[] pmk = pointMark;
        int ofB = nextPointMark(); // pmk[l] == ofB: l is a liberty of the string at b
        int lb = sb * listSize;
        for (int j = m[hdr(sb) + S_LIBS] - 1; j >= 0; j--) {
            pmk[ls[lb + j]] = ofB;
        }
        int la = m[hdr(sa) + S_LIBS];
        int lba = sa * listSize;
        int n = 0;
        for (int j = 0; j < la; j++) {
            int l = ls[lba + j];
            if (pmk[l] == ofB) {
                if (out != null && n < max) {
                    out[n] = l;
                }
                n++;
            }
        }
        return n;
    }

    /** True if the strings at a and b share a liberty. */
    public boolean haveCommonLib(int a, int b) {
        return countCommonLibs(a, b) > 0;
    }

    /** Distance of an on-board point to the nearest edge (0 on the first line). */
    public int edgeDistance(int pos) {
        int c = col(pos);
        int r = row(pos);
        return Math.min(Math.min(c, size - 1 - c), Math.min(r, size - 1 - r));
    }

    /** True for points on the first line. */
    public boolean isEdge(int pos) {
        return edgeDistance(pos) == 0;
    }

    /** True for the four corner points. */
    public boolean isCorner(int pos) {
        int c = col(pos);
        int r = row(pos);
        return (c == 0 || c == size - 1) && (r == 0 || r == size - 1);
    }

    /**
     * A stone colour and an empty point, in two tests each under C1's inline size; the message is
     * found elsewhere. WHITE and BLACK are 1 and 2, the only colours c with (c - 1) >>> 1 == 0.
     */
    private void checkEmptyMove(int pos, int color) {
        if ((color - StoneColor.WHITE) >>> 1 != 0 || !isEmptyPoint(pos)) {
            throw notAnEmptyMove(pos, color);
        }
    }

    private boolean isEmptyPoint(int pos) {
        return pos > 0 && pos < arraySize && mem[pos] == StoneColor.EMPTY;
    }

    /** The error checkEmptyMove throws, in the order of its checks: colour, point, emptiness. */
    private IllegalArgumentException notAnEmptyMove(int pos, int color) {
        checkStoneColor(color);
        checkOnBoard(pos);
        return new IllegalArgumentException(describe(pos) + " is not empty");
    }

    /**
     * Liberties a stone of color at the empty point pos would have, ignoring captures. May stop
     * counting at limit. Writes up to limit liberties to libsOut when it is not null.
     */
    public int approxlib(int pos, int color, int limit, int[] libsOut) {
        checkEmptyMove(pos, color);
        if (libsOut == null && limit >= 1) {
            return countLibertiesIgnoringCaptures(pos, color, limit);
        }
        return listLibertiesIgnoringCaptures(pos, color, limit, libsOut);
    }

    private int listLibertiesIgnoringCaptures(int pos, int color, int limit, int[] libsOut) {
        int pm = nextPointMark();
        pointMark[pos] = pm;
        return libertiesIgnoringCaptures(pos, color, limit, libsOut, pm, 0);
    }

    /**
     * approxlib's count when no list is asked for (most of the readers' calls): with no friendly
     * string beside pos, its empty neighbours; with one, those plus the string's liberties less pos
     * and less the empty neighbours that are already its liberties (found beside them, not in the
     * string's list, so the record's list is not read). The same count as the marked walk, which
     * is used for two strings or more. Only for limit >= 1 (the walk returns min(count, limit)).
     */
    private int countLibertiesIgnoringCaptures(int pos, int color, int limit) {
        final int[] m = mem;
        final int sid = offSid;
        final int[] d = delta;
        int empties = 0;
        int s = -1;
        for (int k = 0; k < 4; k++) {
            int q = pos + d[k];
            int c = m[q];
            if (c == StoneColor.EMPTY) {
                empties++;
            } else if (c == color) {
                int t = m[sid + q];
                if (s < 0) {
                    s = t;
                } else if (t != s) {
                    return joinedLiberties(pos, color, limit, s, t);
                }
            }
        }
        if (s < 0 || empties >= limit) {
            return Math.min(empties, limit);
        }
        // The count is at least s's liberties less pos (shared <= empties), so a string with more
        // than limit liberties answers limit without the walk round the empty neighbours: the
        // readers' calls with limit 2 or 3 beside a string of several liberties.
        int slibs = m[hdr(s) + S_LIBS];
        if (slibs > limit) {
            return limit;
        }
        int shared = 0;
        for (int k = 0; k < 4; k++) {
            int q = pos + d[k];
            if (m[q] == StoneColor.EMPTY) {
                for (int j = 0; j < 4; j++) {
                    int a = q + d[j];
                    if (m[a] == color && m[sid + a] == s) {
                        shared++;
                        break;
                    }
                }
            }
        }
        return Math.min(empties + slibs - 1 - shared, limit);
    }

    /**
     * countLibertiesIgnoringCaptures where pos joins strings s and t (and maybe a third): the
     * marked walk, unless one of the two alone has more than limit liberties (pos is one of them):
     * then the union reaches limit too, which is the walk's answer.
     */
    private int joinedLiberties(int pos, int color, int limit, int s, int t) {
        if (mem[hdr(s) + S_LIBS] > limit || mem[hdr(t) + S_LIBS] > limit) {
            return limit;
        }
        return listLibertiesIgnoringCaptures(pos, color, limit, null);
    }

    /**
     * The common first part of approxlib and accuratelib: the empty neighbours of pos, then the
     * liberties of the color strings it would join, each point counted once (marked with pm).
     * Marks each joined string with {@code joinedMark} unless it is 0. Stops at limit.
     */
    private int libertiesIgnoringCaptures(int pos, int color, int limit, int[] libsOut, int pm, int joinedMark) {
        final int[] m = mem;
        final int[] pmk = pointMark;
        int n = 0;
        // (the four neighbours are distinct points other than pos, so no mark is read here)
        for (int k = 0; k < 4; k++) {
            int q = pos + delta[k];
            if (m[q] == StoneColor.EMPTY) {
                pmk[q] = pm;
                if (libsOut != null && n < limit) {
                    libsOut[n] = q;
                }
                if (++n >= limit) {
                    return n;
                }
            }
        }
        int s0 = -1;
        int s1 = -1;
        int s2 = -1;
        for (int k = 0; k < 4; k++) {
            int q = pos + delta[k];
            if (m[q] == color) {
                int s = m[offSid + q];
                // a string touching pos on two sides adds its liberties once
                if (s == s0 || s == s1 || s == s2) {
                    continue;
                }
                if (s0 < 0) {
                    s0 = s;
                } else if (s1 < 0) {
                    s1 = s;
                } else {
                    s2 = s;
                }
                if (joinedMark != 0) {
                    stringMark[s] = joinedMark;
                }
                int libs = m[hdr(s) + S_LIBS];
                int lb = s * listSize;
                for (int j = 0; j < libs; j++) {
                    int l = lists[lb + j];
                    if (pmk[l] != pm) {
                        pmk[l] = pm;
                        if (libsOut != null && n < limit) {
                            libsOut[n] = l;
                        }
                        if (++n >= limit) {
                            return n;
                        }
                    }
                }
            }
        }
        return n;
    }

    /**
     * Liberties a stone of color at the empty point pos would have, counting captures exactly
     * (stops at limit). Liberties that exist without captures come first in libsOut.
     */
    public int accuratelib(int pos, int color, int limit, int[] libsOut) {
        checkEmptyMove(pos, color);
        final int[] m = mem;
        final int[] pmk = pointMark;
        final int other = StoneColor.other(color);
        int pm = nextPointMark();
        int merged = nextStringMarks();
        pmk[pos] = pm;
        int n = libertiesIgnoringCaptures(pos, color, limit, libsOut, pm, merged);
        if (n >= limit) {
            return n;
        }
        // Captured stones touching the new string become liberties.
        for (int k = 0; k < 4; k++) {
            int q = pos + delta[k];
            if (m[q] == other) {
                int b = hdr(m[offSid + q]);
                if (m[b + S_LIBS] != 1) {
                    continue;
                }
                int origin = m[b + S_ORIGIN];
                int c = origin;
                do {
                    if (pmk[c] != pm) {
                        boolean touches = false;
                        for (int j = 0; j < 4; j++) {
                            int a = c + delta[j];
                            if (a == pos || (m[a] == color && stringMark[m[offSid + a]] == merged)) {
                                touches = true;
                                break;
                            }
                        }
                        if (touches) {
                            pmk[c] = pm;
                            if (libsOut != null && n < limit) {
                                libsOut[n] = c;
                            }
                            if (++n >= limit) {
                                return n;
                            }
                        }
                    }
                    c = m[offNext + c];
                } while (c != origin);
            }
        }
        return n;
    }

    /** True if color playing at the empty point pos would be left with at most one liberty. */
    public boolean isSelfAtari(int pos, int color) {
        return accuratelib(pos, color, 2, null) <= 1;
    }

    /** True if color playing at the empty point pos would capture at least one opponent string. */
    public boolean doesCapture(int pos, int color) {
        checkEmptyMove(pos, color);
        final int[] m = mem;
        int other = StoneColor.other(color);
        for (int k = 0; k < 4; k++) {
            int q = pos + delta[k];
            if (m[q] == other && m[hdr(m[offSid + q]) + S_LIBS] == 1) {
                return true;
            }
        }
        return false;
    }

    /** Writes the origins of the strings color would capture by playing at pos (at most 4); returns their number. */
    public int capturedStringsBy(int pos, int color, int[] originsOut) {
        checkEmptyMove(pos, color);
        final int[] m = mem;
        int other = StoneColor.other(color);
        int n = 0;
        for (int k = 0; k < 4; k++) {
            int q = pos + delta[k];
            if (m[q] == other) {
                int b = hdr(m[offSid + q]);
                if (m[b + S_LIBS] == 1) {
                    int origin = m[b + S_ORIGIN];
                    boolean dup = false;
                    for (int j = 0; j < n; j++) {
                        dup |= originsOut[j] == origin;
                    }
                    if (!dup) {
                        originsOut[n++] = origin;
                    }
                }
            }
        }
        return n;
    }

    // ------------------------------------------------------------------ display

    /** True if pos is a star point ('+' on the display). */
    public boolean isHoshi(int pos) {
        checkOnBoard(pos);
        if (size < 5) {
            return false;
        }
        int c = col(pos);
        int r = row(pos);
        int d = size >= 12 ? 3 : size >= 7 ? 2 : 1;
        int mid = size / 2;
        boolean odd = (size & 1) == 1;
        boolean cEdge = c == d || c == size - 1 - d;
        boolean rEdge = r == d || r == size - 1 - d;
        boolean cMid = odd && c == mid;
        boolean rMid = odd && r == mid;
        if (cEdge && rEdge) {
            return true;
        }
        if (cMid && rMid) {
            return true;
        }
        return size >= 13 && ((cMid && rEdge) || (rMid && cEdge));
    }

    /**
     * ASCII diagram in the style of GNU Go's showboard: column letters above and below, row
     * numbers on both sides, X black, O white, '.' empty, '+' star points, prisoners at the side.
     */
    public String showboard() {
        StringBuilder sb = new StringBuilder();
        StringBuilder letters = new StringBuilder("   ");
        for (int c = 0; c < size; c++) {
            letters.append(Vertex.columnLetter(c));
            if (c < size - 1) {
                letters.append(' ');
            }
        }
        sb.append(letters).append('\n');
        for (int r = 0; r < size; r++) {
            int number = size - r;
            if (number < 10) {
                sb.append(' ');
            }
            sb.append(number);
            for (int c = 0; c < size; c++) {
                int p = pointOf(size, c, r);
                int col = mem[p];
                char ch = col == StoneColor.BLACK ? 'X' : col == StoneColor.WHITE ? 'O' : isHoshi(p) ? '+' : '.';
                sb.append(' ').append(ch);
            }
            sb.append(' ').append(number);
            if (number == 2) {
                sb.append("     Black (X) stones lost: ").append(capturedBlack);
            } else if (number == 1) {
                sb.append("     White (O) stones lost: ").append(capturedWhite);
            }
            sb.append('\n');
        }
        sb.append(letters).append('\n');
        return sb.toString();
    }

    @Override
    public String toString() {
        return showboard();
    }
}
