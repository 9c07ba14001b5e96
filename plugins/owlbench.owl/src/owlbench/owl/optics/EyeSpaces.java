package owlbench.owl.optics;

import java.util.Arrays;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;

/**
 * The eye spaces of both colours in one position (doc/eyes.texi): domains of the lively strings,
 * eye-space points with their margins, connected eye spaces with size and marginal size, half and
 * false eyes by the topological rule (with ko), and each eye space's value matched against the
 * eye-shape database. The public constructors compute both colours; {@link #ofColor} computes the
 * domains of both and the eye spaces of one (owl asks only about the goal's colour), the other's
 * made by {@link #complete} while the board is still at the position. The board is not changed.
 */
public final class EyeSpaces {
    /** Half-eye types (GNU Go's half_eye_data "type"). */
    public static final int PROPER = 0;
    public static final int HALF_EYE = 1;
    public static final int FALSE_EYE = 2;

    /** Diagonal values for ko: in O's favour (a) and in X's favour (b), a + b = 2 (doc/eyes.texi). */
    static final float KO_GOOD = 0.75f;
    static final float KO_BAD = 1.25f;
    /** Topological value of points the rule does not evaluate (GNU Go prints the same). */
    public static final float NOT_EVALUATED = 10f;

    private final Board board;
    private final WormFacts facts;
    private final EyeShapeDatabase db;
    private final boolean[] lively;
    private final boolean[][] domain;
    /** Per colour: origin of the eye space holding the point (0 if none). */
    private final int[][] origin = new int[3][];
    private final boolean[][] marginal = new boolean[3][];
    /** Per colour: each eye space's marginal points, at its origin (its size is memberStart's step there). */
    private final int[][] msize = new int[3][];
    private final EyeValue[][] value = new EyeValue[3][];
    /** Values of the spaces without their marginal tails (valueWithoutTails), by colour and origin. */
    private final EyeValue[][] tailValue = new EyeValue[3][];
    /** Per colour: each eye space's members in board order, from memberStart[origin] (see values). */
    private final int[][] members = new int[3][];
    private final int[][] memberStart = new int[3][];
    /**
     * The opponent-stone points of the position, kept because eye spaces are valued when first
     * asked (owl asks about the goal's few spaces of one colour), when the board may have moved on.
     */
    private final boolean[][] stone = new boolean[3][];
    private final boolean[] onBoard;
    private final int rowStride;
    private final float[] topo;
    private final int[] type;
    /** Per point, its contested diagonals (null until topology finds the first: most positions have few). */
    private int[][] keyAttacks;
    private int[][] keyDefenses;
    /** The board's points and neighbour offsets, fetched once (the board hands out copies). */
    private final int[] points;
    private final int[] delta;
    private final EyeGraphMemo memo;
    /** The position's hash when analysed: {@link #complete} reads the board again only there. */
    private final long hash;
    /**
     * Whether a space's points next to an empty point outside it are marginal when its graph is
     * matched (doc/eyes.texi's definition: "Vertices at the edge of the eye space (adjacent to empty
     * vertices outside the eye space) are called MARGINAL"), beside those the opponent's domain
     * holds; see {@link #ofColor(Board, WormFacts, EyeShapeDatabase, EyeGraphMemo, int, boolean)}.
     */
    private final boolean openMargins;
    /**
     * Whether a space's first-line points next to an empty first-line point outside it, which the
     * opponent's domain holds and a lively opponent's stone touches, are marginal when its graph
     * is matched: the domains' third rule
     * counts no first-line pair (doc/eyes.texi), so the opponent's domain stops one point short of
     * a space it can crawl into along the edge; see
     * {@link #ofColor(Board, WormFacts, EyeShapeDatabase, EyeGraphMemo, int, boolean, boolean)}.
     */
    private final boolean edgeMargins;
    /**
     * Whether a space's first-line points next to an empty first-line point outside it that the
     * opponent's domain holds and the colour's does not are marginal when its graph is matched
     * (OwlParams.edgeMarginsBesideOpponentArea); see {@link #edgeMarginal}.
     */
    private final boolean edgeMarginsOpponentArea;

    /**
     * @param board the position (only read)
     * @param facts tactical facts about its strings
     * @param db eye shapes to match (null: every eye space is valued as unknown)
     */
    public EyeSpaces(Board board, WormFacts facts, EyeShapeDatabase db) {
        this(board, facts, db, null);
    }

    /**
     * As {@link #EyeSpaces(Board, WormFacts, EyeShapeDatabase)}, with the database's answers for eye
     * graphs met before taken from {@code memo} (null: none), as owl does at every node.
     */
    public EyeSpaces(Board board, WormFacts facts, EyeShapeDatabase db, EyeGraphMemo memo) {
        this(board, facts, db, memo, StoneColor.EMPTY);
    }

    /**
     * The domains of both colours and the eye spaces of {@code color} alone (WHITE or BLACK): what
     * owl reads of the goal's colour at each node. The other colour's eye spaces are not there until
     * {@link #complete} makes them; asking about them before throws IllegalStateException.
     */
    public static EyeSpaces ofColor(Board board, WormFacts facts, EyeShapeDatabase db, EyeGraphMemo memo, int color) {
        return ofColor(board, facts, db, memo, color, false);
    }

    /**
     * As {@link #ofColor(Board, WormFacts, EyeShapeDatabase, EyeGraphMemo, int)}; with
     * {@code openMargins} each space is valued with its points next to an empty point outside it
     * marked marginal too (doc/eyes.texi's marginal vertices, where the opponent reduces the space
     * from outside), where the database knows the shape so marked; a shape it knows only as the
     * domains mark it keeps that value. The spaces, their sizes and marginal counts are the same.
     */
    public static EyeSpaces ofColor(Board board, WormFacts facts, EyeShapeDatabase db, EyeGraphMemo memo, int color,
            boolean openMargins) {
        if (!StoneColor.isStone(color)) throw new IllegalArgumentException("not a colour: " + color);
        return new EyeSpaces(board, facts, db, memo, color, openMargins, false);
    }

    /**
     * As {@link #ofColor(Board, WormFacts, EyeShapeDatabase, EyeGraphMemo, int, boolean)}; with
     * {@code edgeMargins} (OwlParams.edgeOpenMargins) each space is also valued with its first-line
     * points next to an empty first-line point outside it, in the opponent's domain and touching a
     * lively opponent's stone, marked marginal, where the database knows the shape so marked (a
     * space so left with no proper point is no eye): the opponent's stone there, joined to its
     * own, reaches the space along the edge, which the domains' rule, blind to first-line pairs,
     * does not see.
     */
    public static EyeSpaces ofColor(Board board, WormFacts facts, EyeShapeDatabase db, EyeGraphMemo memo, int color,
            boolean openMargins, boolean edgeMargins) {
        if (!StoneColor.isStone(color)) throw new IllegalArgumentException("not a colour: " + color);
        return new EyeSpaces(board, facts, db, memo, color, openMargins, edgeMargins);
    }

    /**
     * As {@link #ofColor(Board, WormFacts, EyeShapeDatabase, EyeGraphMemo, int, boolean, boolean)};
     * with {@code edgeBehindContested} (OwlParams.edgeBehindContestedPairs) the domains reach a
     * first-line point through a pair of the colour's domain the opponent's first rules touch too.
     */
    public static EyeSpaces ofColor(Board board, WormFacts facts, EyeShapeDatabase db, EyeGraphMemo memo, int color,
            boolean openMargins, boolean edgeMargins, boolean edgeBehindContested) {
        if (!StoneColor.isStone(color)) throw new IllegalArgumentException("not a colour: " + color);
        return new EyeSpaces(board, facts, db, memo, color, openMargins, edgeMargins, edgeBehindContested);
    }

    private EyeSpaces(Board board, WormFacts facts, EyeShapeDatabase db, EyeGraphMemo memo, int only) {
        this(board, facts, db, memo, only, false, false);
    }

    /** only: WHITE or BLACK for that colour's eye spaces alone, EMPTY for both. */
    private EyeSpaces(Board board, WormFacts facts, EyeShapeDatabase db, EyeGraphMemo memo, int only, boolean openMargins,
            boolean edgeMargins) {
        this(board, facts, db, memo, only, openMargins, edgeMargins, false);
    }

    /**
     * As {@link #ofColor(Board, WormFacts, EyeShapeDatabase, EyeGraphMemo, int, boolean, boolean, boolean)}, with the
     * board size's tables made once by the caller (owl's EyeSpacesCache, for every position of its
     * board) instead of here: the same spaces.
     */
    public static EyeSpaces ofColor(Board board, WormFacts facts, EyeShapeDatabase db, EyeGraphMemo memo, int color,
            boolean openMargins, boolean edgeMargins, boolean edgeBehindContested, BoardTables tables) {
        if (!StoneColor.isStone(color)) throw new IllegalArgumentException("not a colour: " + color);
        if (!tables.fits(board)) throw new IllegalArgumentException("tables of another board size");
        return new EyeSpaces(board, facts, db, memo, color, openMargins, edgeMargins, edgeBehindContested, false, tables);
    }

    /**
     * As {@link #ofColor(Board, WormFacts, EyeShapeDatabase, EyeGraphMemo, int, boolean, boolean, boolean, BoardTables)};
     * with {@code edgeMarginsOpponentArea} (OwlParams.edgeMarginsBesideOpponentArea) each space is
     * also valued with its first-line points next to an empty first-line point outside it that the
     * opponent's domain holds and the colour's does not marked marginal, where the database knows
     * the shape so marked.
     */
    public static EyeSpaces ofColor(Board board, WormFacts facts, EyeShapeDatabase db, EyeGraphMemo memo, int color,
            boolean openMargins, boolean edgeMargins, boolean edgeBehindContested, boolean edgeMarginsOpponentArea,
            BoardTables tables) {
        if (!StoneColor.isStone(color)) throw new IllegalArgumentException("not a colour: " + color);
        if (!tables.fits(board)) throw new IllegalArgumentException("tables of another board size");
        return new EyeSpaces(board, facts, db, memo, color, openMargins, edgeMargins, edgeBehindContested, edgeMarginsOpponentArea,
                tables);
    }

    /** With edgeBehindContested, the domains as {@link Domains#compute(Board, int[], boolean[], boolean)} grows them so. */
    private EyeSpaces(Board board, WormFacts facts, EyeShapeDatabase db, EyeGraphMemo memo, int only, boolean openMargins,
            boolean edgeMargins, boolean edgeBehindContested) {
        this(board, facts, db, memo, only, openMargins, edgeMargins, edgeBehindContested, false, BoardTables.of(board));
    }

    /** With the board size's tables (points, on-board mask, lines, offsets), which are only read. */
    private EyeSpaces(Board board, WormFacts facts, EyeShapeDatabase db, EyeGraphMemo memo, int only, boolean openMargins,
            boolean edgeMargins, boolean edgeBehindContested, boolean edgeMarginsOpponentArea, BoardTables tables) {
        this.board = board;
        this.openMargins = openMargins;
        this.edgeMargins = edgeMargins;
        this.edgeMarginsOpponentArea = edgeMarginsOpponentArea;
        this.hash = board.hash();
        this.memo = memo;
        this.facts = facts;
        this.db = db;
        this.points = tables.points;
        this.delta = tables.delta;
        int n = board.boardArraySize();
        rowStride = board.rowStride();
        onBoard = tables.onBoard;
        lively = new boolean[n];
        stone[StoneColor.WHITE] = new boolean[n];
        stone[StoneColor.BLACK] = new boolean[n];
        for (int p : points) {
            int c = board.color(p);
            if (StoneColor.isStone(c)) {
                lively[p] = facts.isLively(p);
                stone[c][p] = true;
            }
        }
        domain = Domains.compute(board, tables, lively, edgeBehindContested);
        topo = new float[n];
        Arrays.fill(topo, NOT_EVALUATED);
        type = new int[n];
        // each colour's spaces, topology and values read only the domains and that colour's own
        // arrays (topology writes the shared per-point arrays only at points of the colour's
        // domain alone), so the colours can be made apart and in either order
        for (int color = StoneColor.WHITE; color <= StoneColor.BLACK; color++) {
            if (only == StoneColor.EMPTY || only == color) analyse(color);
        }
    }

    private void analyse(int color) {
        spaces(color);
        topology(color);
        values(color);
    }

    /**
     * Makes color's eye spaces if {@link #ofColor} left them out. The facts and the board are read
     * again, so the board must be at the position analysed (IllegalStateException otherwise).
     */
    public void complete(int color) {
        if (origin[color] != null) return;
        if (board.hash() != hash) throw new IllegalStateException("the board has left the position of these eye spaces");
        analyse(color);
    }

    /** Whether color's eye spaces are made (always, but for the colour {@link #ofColor} left out). */
    public boolean has(int color) {
        return origin[color] != null;
    }

    /** color's origins, checked to be made. */
    private int[] originsOf(int color) {
        int[] o = origin[color];
        if (o == null) throw new IllegalStateException("eye spaces of colour " + color + " not made (complete them first)");
        return o;
    }

    /**
     * Checks that the colour whose topology may value p is made: only a point of one colour's
     * domain alone can be a proper eye point of that colour, the points the topological rule reads.
     */
    private void requireTopology(int p) {
        for (int c = StoneColor.WHITE; c <= StoneColor.BLACK; c++) {
            if (origin[c] == null && domain[c][p] && !domain[StoneColor.other(c)][p]) {
                throw new IllegalStateException("eye spaces of colour " + c + " not made (complete them first)");
            }
        }
    }

    public Board board() {
        return board;
    }

    /** The eye shapes matched (null: none, every eye space valued as unknown). */
    public EyeShapeDatabase database() {
        return db;
    }

    /** Whether the string at p (a stone) is visible to the eye code. */
    public boolean isLively(int p) {
        return lively[p];
    }

    /** Whether p is in color's domain. */
    public boolean inDomain(int color, int p) {
        return domain[color][p];
    }

    /** Origin of color's eye space at p, or 0 if p is not in one. */
    public int origin(int color, int p) {
        return originsOf(color)[p];
    }

    public boolean isEyeSpace(int color, int p) {
        return originsOf(color)[p] != 0;
    }

    public boolean isMarginal(int color, int p) {
        originsOf(color);
        return marginal[color][p];
    }

    /** Size of color's eye space at p (0 if none). */
    public int size(int color, int p) {
        int o = originsOf(color)[p];
        return o == 0 ? 0 : memberStart[color][o + 1] - memberStart[color][o];
    }

    /**
     * The points of color's eye space at p, in board order (empty if p is in none): the space's
     * own list, for a caller that walks one space instead of the board's every point.
     */
    public int[] members(int color, int p) {
        int o = originsOf(color)[p];
        if (o == 0) return new int[0];
        return Arrays.copyOfRange(members[color], memberStart[color][o], memberStart[color][o + 1]);
    }

    /** Number of marginal points of color's eye space at p. */
    public int marginalSize(int color, int p) {
        int o = originsOf(color)[p];
        return o == 0 ? 0 : msize[color][o];
    }

    /**
     * The value of color's eye space at p (null if none). Valued when first asked, from what the
     * constructor saw (the board is not read again); a race between two threads asking the same
     * space computes the same immutable value twice.
     */
    public EyeValue value(int color, int p) {
        int o = originsOf(color)[p];
        if (o == 0) return null;
        EyeValue v = value[color][o];
        if (v == null) {
            v = evaluate(color, Arrays.copyOfRange(members[color], memberStart[color][o], memberStart[color][o + 1]));
            value[color][o] = v;
        }
        return v;
    }

    /**
     * The value of color's eye space at p valued without its marginal tails, or null where it has
     * none or the shape left is not known either. A tail is a marginal point whose only neighbour
     * in the space is a marginal point too: the attacker reaches it from outside, and a stone of
     * either colour there makes no eye point the marginal neighbour does not already decide, so
     * the shape is the space without it (owl.tst 214: the first-line M1 below the marginal M2 of
     * an eight-point space, whose seven points the database knows as 1122). Asked for a space the
     * database does not know (OwlParams.unknownSpaceTailsDropped); valued when first asked.
     */
    public EyeValue valueWithoutTails(int color, int p) {
        int o = originsOf(color)[p];
        if (o == 0) return null;
        if (tailValue[color] == null) tailValue[color] = new EyeValue[value[color].length];
        EyeValue v = tailValue[color][o];
        if (v == null) {
            int[] pts = members(color, p);
            int[] kept = new int[pts.length];
            int k = 0;
            for (int q : pts) {
                if (!isTail(color, q, pts)) kept[k++] = q;
            }
            v = k == pts.length || k == 0 ? EyeValue.UNKNOWN_LARGE : evaluate(color, Arrays.copyOf(kept, k));
            tailValue[color][o] = v;
        }
        return v == EyeValue.UNKNOWN_LARGE ? null : v;
    }

    /** Whether q, a point of the space pts, is marginal with one neighbour in the space, itself marginal. */
    private boolean isTail(int color, int q, int[] pts) {
        if (!marginal[color][q]) return false;
        int inside = 0, other = Board.PASS;
        for (int r : pts) {
            if (r != q && isNeighbour(q, r)) {
                inside++;
                other = r;
            }
        }
        return inside == 1 && marginal[color][other];
    }

    /** Topological eye value of p ({@link #NOT_EVALUATED} where the rule was not applied). */
    public float topologicalValue(int p) {
        requireTopology(p);
        return topo[p];
    }

    /** PROPER, HALF_EYE or FALSE_EYE. */
    public int halfEyeType(int p) {
        requireTopology(p);
        return type[p];
    }

    /** Where the opponent plays to spoil the eye at p: its contested diagonals (empty array if none). */
    public int[] halfEyeAttacks(int p) {
        requireTopology(p);
        return keyAttacks == null || keyAttacks[p] == null ? new int[0] : keyAttacks[p].clone();
    }

    /** Where the owner plays to secure the eye at p. */
    public int[] halfEyeDefenses(int p) {
        requireTopology(p);
        return keyDefenses == null || keyDefenses[p] == null ? new int[0] : keyDefenses[p].clone();
    }

    /** How many of p's neighbours are in p's eye space of color (neighbours(color, p)[0] without the array). */
    private int spaceNeighbours(int color, int p) {
        int[] org = origin[color];
        int o = org[p];
        int all = 0;
        for (int d : delta) {
            int q = p + d;
            if (onBoard[q] && o != 0 && org[q] == o) all++;
        }
        return all;
    }

    /** Eye-space neighbours of p in color's space, and how many of them are marginal: {all, marginal}. */
    public int[] neighbours(int color, int p) {
        originsOf(color);
        int all = 0, marg = 0;
        for (int d : delta) {
            int q = p + d;
            if (board.isOnBoard(q) && origin[color][q] != 0 && origin[color][q] == origin[color][p]) {
                all++;
                if (marginal[color][q]) marg++;
            }
        }
        return new int[] {all, marg};
    }

    // ------------------------------------------------------------------ computation

    private boolean open(int p) {
        int c = board.color(p);
        return c == StoneColor.EMPTY || !lively[p];
    }

    /** Eye-space points: open points of the domain; marginal when the opponent's domain has them too. */
    private void spaces(int color) {
        int n = board.boardArraySize();
        int opp = StoneColor.other(color);
        origin[color] = new int[n];
        marginal[color] = new boolean[n];
        boolean[] in = new boolean[n];
        boolean[] own = domain[color], theirs = domain[opp];
        // (one scan: a point's false margin reads the board and the facts, not the other points' marks)
        for (int p : points) {
            if (own[p] && open(p) && board.color(p) != color && !(theirs[p] && isFalseMargin(p, opp))) {
                in[p] = true;
                marginal[color][p] = theirs[p];
            }
        }
        int[] stack = new int[n];
        int[] org = origin[color];
        boolean[] marg = marginal[color];
        for (int p : points) {
            if (!in[p] || org[p] != 0) continue;
            int top = 0;
            stack[top++] = p;
            org[p] = p;
            while (top > 0) {
                int q = stack[--top];
                for (int d : delta) {
                    int r = q + d;
                    // two marginal points do not join eye spaces (they border the opponent's domain)
                    if (onBoard[r] && in[r] && org[r] == 0 && !(marg[q] && marg[r])) {
                        org[r] = p;
                        stack[top++] = r;
                    }
                }
            }
        }
    }

    /**
     * A false margin (doc/eyes.texi, "False Margins"): an empty marginal point next to an opponent
     * string that cannot be attacked, where the opponent's own move would leave one liberty.
     */
    private boolean isFalseMargin(int p, int opp) {
        if (board.color(p) != StoneColor.EMPTY) return false;
        boolean safeNeighbour = false, deadNeighbour = false;
        boolean[] theirs = stone[opp];
        for (int d : delta) {
            int q = p + d;
            // (the stones kept at construction: the board is at that position while spaces are made)
            if (!theirs[q]) continue;
            if (!lively[q]) deadNeighbour = true;
            else if (facts.attackCode(q) == 0) safeNeighbour = true;
        }
        // also where the opponent would join a dead stone of the eye to a safe string
        return safeNeighbour && (deadNeighbour || board.accuratelib(p, opp, 2, null) == 1);
    }

    /**
     * Half and false eyes (doc/eyes.texi, "Topology of Half Eyes and False Eyes"): non-marginal
     * eye points with at most one eye-space neighbour, valued by their diagonals. False eyes
     * become marginal.
     */
    private void topology(int color) {
        int opp = StoneColor.other(color);
        int ns = board.rowStride();
        int[] diag = {-ns - 1, -ns + 1, ns - 1, ns + 1};
        int size = board.size();
        int[] att = new int[4], def = new int[4];
        int[] org = origin[color];
        boolean[] marg = marginal[color];
        for (int p : points) {
            if (org[p] == 0 || marg[p]) continue;
            if (spaceNeighbours(color, p) > 1) continue;
            float sum = 0;
            int na = 0, nd = 0;
            int col0 = board.col(p), row0 = board.row(p);
            for (int k = 0; k < 4; k++) {
                int dc = (k & 1) == 0 ? -1 : 1;
                int dr = k < 2 ? -1 : 1;
                int col = col0 + dc;
                int row = row0 + dr;
                boolean colOut = col < 0 || col >= size;
                boolean rowOut = row < 0 || row >= size;
                if (colOut || rowOut) {
                    sum += colOut && rowOut ? 0 : 1;
                    continue;
                }
                int q = p + diag[k];
                int c = board.color(q);
                if (c == color) continue;
                if (c == opp) {
                    int a = facts.attackCode(q);
                    if (a == 0) {
                        sum += 2;
                        continue;
                    }
                    int d = facts.defenseCode(q);
                    if (d == 0) continue;
                    sum += a == ReadCodes.WIN && d == ReadCodes.WIN ? 1
                            : a != ReadCodes.WIN ? KO_BAD : KO_GOOD;
                    // the owner takes the eye by capturing; the opponent spoils it by saving the stone
                    def[nd++] = facts.attackPoint(q);
                    int save = facts.defensePoint(q);
                    att[na++] = save == Board.PASS ? q : save;
                    continue;
                }
                int safe = facts.safeMoveCode(q, opp);
                if (safe == 0) continue;
                sum += safe == ReadCodes.WIN ? 1 : KO_GOOD;
                att[na++] = q;
                def[nd++] = q;
            }
            topo[p] = sum;
            if (sum >= 4) {
                type[p] = FALSE_EYE;
                // where the owner captures a dead opponent string at once, the point is no margin
                if (!capturesThere(p, opp, color)) marginal[color][p] = true;
            } else if (sum > 2) {
                type[p] = HALF_EYE;
            }
            // the contested diagonals, also of proper eyes a ko could spoil (gnugo lists them too)
            if (na > 0 || nd > 0) {
                if (keyAttacks == null) {
                    keyAttacks = new int[topo.length][];
                    keyDefenses = new int[topo.length][];
                }
                keyAttacks[p] = Arrays.copyOf(att, na);
                keyDefenses[p] = Arrays.copyOf(def, nd);
            }
        }
    }

    private boolean capturesThere(int p, int opp, int color) {
        if (board.color(p) != StoneColor.EMPTY) return false; // a dead stone's point: nobody plays there
        for (int d : delta) {
            int q = p + d;
            if (board.isOnBoard(q) && board.color(q) == opp && origin[color][q] == origin[color][p]
                    && board.countlib(q) == 1) return true;
        }
        return false;
    }

    /**
     * Gathers each eye space's members for its value, worked out when first asked (evaluate: its
     * graph matched, half eyes getting their key point as a marginal vertex).
     */
    private void values(int color) {
        int n = board.boardArraySize();
        value[color] = new EyeValue[n];
        // the members of each space in board order, gathered in one pass (a space's origin is
        // its first point in that order): counting sort by origin
        // each space's size is its count here, and its marginal points are counted in the same
        // pass (after topology, which makes false eyes marginal)
        int[] org = origin[color];
        boolean[] marg = marginal[color];
        int[] start = new int[n + 1];
        int[] ms = new int[n];
        for (int p : points) {
            int o = org[p];
            if (o != 0) {
                start[o + 1]++;
                if (marg[p]) ms[o]++;
            }
        }
        msize[color] = ms;
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        int[] members = new int[start[n]];
        int[] fill = Arrays.copyOf(start, n);
        for (int p : points) {
            int o = org[p];
            if (o != 0) members[fill[o]++] = p;
        }
        this.members[color] = members;
        this.memberStart[color] = start;
    }

    private EyeValue evaluate(int color, int[] pts) {
        int opp = StoneColor.other(color);
        int m = pts.length;
        int[] vertex = Arrays.copyOf(pts, 2 * m);
        int[] halfOf = new int[2 * m];
        Arrays.fill(halfOf, -1);
        int n = m;
        for (int i = 0; i < m; i++) {
            int p = pts[i];
            if (type[p] != HALF_EYE || keyDefenses == null || keyDefenses[p] == null || keyDefenses[p].length == 0) continue;
            // a ko the owner is favoured in (2.75) decides a one-point space, whose value is the
            // ko's; at the end of a larger space the attacker spoils it only by winning that ko,
            // so the space is read without the key point (optics.tst 1806, 1811 as gnugo)
            if (m >= 2 && topo[p] == 2 + KO_GOOD) continue;
            // the first contested diagonal outside the space: one inside it is a vertex already,
            // whose move the eye shape itself values
            int key = Board.PASS;
            for (int k : keyDefenses[p]) {
                boolean inside = false;
                for (int j = 0; j < n; j++) inside |= vertex[j] == k;
                if (!inside) {
                    key = k;
                    break;
                }
            }
            if (key == Board.PASS) continue;
            halfOf[n] = i;
            vertex[n++] = key;
        }
        // (a memo that reads unknown graphs as local games takes them up to its own size)
        if (db == null || n > Math.max(db.maxSize(), memo == null ? 0 : memo.localGameMax())) return EyeValue.UNKNOWN_LARGE;
        boolean[] marg = new boolean[n];
        boolean[] stone = new boolean[n];
        boolean[][] adj = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            int p = vertex[i];
            marg[i] = i >= m || marginal[color][p];
            stone[i] = i < m && this.stone[opp][p];
            for (int j = 0; j < i; j++) {
                int q = vertex[j];
                boolean a = isNeighbour(p, q) || halfOf[i] == j || halfOf[j] == i;
                adj[i][j] = adj[j][i] = a;
            }
        }
        // which vertices touch the owner's wall: edge and corner shapes of the database need it
        boolean[] wall = new boolean[n];
        for (int i = 0; i < n; i++) {
            int onBoard = 0, degree = 0;
            for (int d : delta) if (this.onBoard[vertex[i] + d]) onBoard++;
            for (int j = 0; j < n; j++) if (adj[i][j]) degree++;
            wall[i] = degree < onBoard;
        }
        int[] r = null;
        if (openMargins || edgeMargins || edgeMarginsOpponentArea) {
            boolean[] open = openMargins ? openMarginal(color, pts, m, marg) : edgeMarginal(color, pts, m, marg);
            if (open != null) r = memo != null ? memo.match(db, n, open, stone, adj, wall) : db.match(n, open, stone, adj, wall);
            // a space the edge's margins leave with no proper point is no eye, as a space the
            // domains mark so (below): the database holds no shape of marginal points alone
            if (r == null && !openMargins && open != null && allTrue(open)) return EyeValue.NONE;
        }
        if (r == null) r = memo != null ? memo.match(db, n, marg, stone, adj, wall) : db.match(n, marg, stone, adj, wall);
        if (r == null) {
            boolean allMarginal = true;
            for (boolean x : marg) allMarginal &= x;
            // marginal points never become eyes; only spaces with proper points are assumed big
            return allMarginal ? EyeValue.NONE : EyeValue.UNKNOWN_LARGE;
        }
        int attack = r[4] < 0 ? Board.PASS : vertex[r[4]];
        int defense = r[5] < 0 ? Board.PASS : vertex[r[5]];
        return new EyeValue(r[0], r[1], r[2], r[3], attack, defense);
    }

    /**
     * The graph's marginal flags with the space's points next to an empty point outside the space
     * marked too (the first m vertices are the space's points pts); null where that marks none
     * more. The board may have moved on since the position was analysed, so emptiness is read from
     * the stones kept then.
     */
    private boolean[] openMarginal(int color, int[] pts, int m, boolean[] marg) {
        int o = origin[color][pts[0]];
        boolean[] out = null;
        for (int i = 0; i < m; i++) {
            if (marg[i]) continue;
            int p = pts[i];
            for (int d : delta) {
                int q = p + d;
                if (onBoard[q] && origin[color][q] != o && !stone[StoneColor.WHITE][q] && !stone[StoneColor.BLACK][q]) {
                    if (out == null) out = marg.clone();
                    out[i] = true;
                    break;
                }
            }
        }
        return out;
    }

    /**
     * The graph's marginal flags with the space's first-line points next to an empty first-line
     * point outside the space that the opponent's domain holds and a lively opponent's stone
     * touches marked too (OwlParams.edgeOpenMargins), or, with edgeMarginsOpponentArea
     * (OwlParams.edgeMarginsBesideOpponentArea), that the colour's own domain does not hold: the
     * opponent's stone there stands in its own area, beside the space, and takes the point next
     * to it from outside;
     * null where that marks none more. As {@link #openMarginal}, emptiness is read from the
     * stones kept when the position was analysed.
     */
    private boolean[] edgeMarginal(int color, int[] pts, int m, boolean[] marg) {
        int o = origin[color][pts[0]];
        int opp = StoneColor.other(color);
        boolean[] opponentDomain = domain[opp];
        boolean[] out = null;
        for (int i = 0; i < m; i++) {
            int p = pts[i];
            if (marg[i] || !firstLine(p)) continue;
            for (int d : delta) {
                int q = p + d;
                if (onBoard[q] && firstLine(q) && origin[color][q] != o && opponentDomain[q]
                        && !stone[StoneColor.WHITE][q] && !stone[StoneColor.BLACK][q]
                        && (edgeMargins && nextToLively(q, opp) || edgeMarginsOpponentArea && !domain[color][q] && diagonalToLively(q, opp))) {
                    if (out == null) out = marg.clone();
                    out[i] = true;
                    break;
                }
            }
        }
        return out;
    }

    /**
     * Whether a lively stone of color stands diagonally next to q (on the first line, so on the
     * second line): a stone of color at q is then joined to it by miai through the two points
     * they share, a hane from outside that the space's owner cannot cut off.
     */
    private boolean diagonalToLively(int q, int color) {
        for (int d : delta) {
            for (int e : delta) {
                if (e == d || e == -d) continue;
                int r = q + d + e;
                if (r > 0 && r < onBoard.length && onBoard[r] && stone[color][r] && lively[r]) return true;
            }
        }
        return false;
    }

    /** Whether q touches a lively stone of color: that colour's stone at q is joined to it. */
    private boolean nextToLively(int q, int color) {
        for (int d : delta) {
            int r = q + d;
            if (onBoard[r] && stone[color][r] && lively[r]) return true;
        }
        return false;
    }

    private static boolean allTrue(boolean[] a) {
        for (boolean x : a) if (!x) return false;
        return true;
    }

    /** Whether on-board p lies on the board's first line (an on-board neighbour is missing). */
    private boolean firstLine(int p) {
        for (int d : delta) if (!onBoard[p + d]) return true;
        return false;
    }

    private boolean isNeighbour(int p, int q) {
        int d = Math.abs(p - q);
        return d == 1 || d == rowStride;
    }
}
