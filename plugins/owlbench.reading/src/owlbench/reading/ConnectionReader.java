package owlbench.reading;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

import static owlbench.reading.ReadCodes.FAIL;
import static owlbench.reading.ReadCodes.KO_B;
import static owlbench.reading.ReadCodes.WIN;

/**
 * Connection reading between two strings of one colour: can they be connected (connect) or cut
 * apart (disconnect), and with which move. A small alternating search over the points on the
 * shortest paths between the strings by connection distance (common liberties, jumps, diagonal
 * links, links through third strings or captures), with the tactical status of the strings (read
 * with the tactical reader it shares its board, node counter and recorder with). Paths may cross
 * small cutting strings with one or two liberties: capturing them joins the strings, so the owner
 * tries the attacks on them and the cutter the moves that save them; near the root the same goes
 * for cutting strings with three liberties next to both. Wide near the root, narrow below, with
 * a transposition table per call, bounded by a node budget. Each call starts with an empty
 * tactical cache, so that its answer does not depend on what was read before.
 *
 * <p>Ko: the side that moves first at the root may retake a ko after a ko threat (played as a
 * threat and an answer, two pass nodes, then the capture); a success that needs it is KO_B, and
 * results of the tactical reader may be ko results too. The other side's ko recaptures are not
 * read: a connection that the cutter could only break by retaking a ko counts as a plain
 * connection, as connection.tst expects (test 30), while cuts through a ko are KO_B (117, 122).
 */
public final class ConnectionReader {
    private final Reader reader;
    private final Board board;
    private final int[] delta;
    /** Plies of connection reading (moves of both sides). */
    private int depth = 12;
    /** Nodes (tactical ones included) one connect/disconnect call may use. */
    private long nodeLimit = 50_000;
    /** The last call reached nodeLimit (see {@link #budgetExhausted()}). */
    private boolean budgetExhausted;
    /** Node count (of this call) at which the current root move stops being read. */
    private long stopAt;
    /** Empty points on the shortest path beyond which two strings count as apart. */
    private static final int MAX_GAP = 5;
    /** Largest two-liberty cutting string a path may cross (by capturing it). */
    private static final int MAX_CUT_STONES = 3;
    /** How much longer than the way through cutting strings the way round them may be. */
    private static final int DETOUR = 1;
    /** Connection distance of one empty point (see distances). */
    private static final int STEP = 2;
    /** The largest limit distances is called with (pathPoints' reach). */
    private static final int MAX_LEVEL = (MAX_GAP + 1) * STEP;
    /**
     * Plies from the root at which WIDE path points are tried; below, OWNER_NARROW for the owner
     * and CUTTER_NARROW for the cutter, then CUTTER_DEEP from CUTTER_DEEP_PLIES on: deep down
     * the cutter tries only his most promising cut (all of them tuned on connection.tst: a
     * wider owner found connections that needed a second idea, a narrower cutter deep down
     * stopped far-fetched cuts of loose shapes, 94 to 102 passes in less time).
     */
    private static final int WIDE_PLIES = 2;
    private static final int WIDE = 10;
    private static final int OWNER_NARROW = 5;
    private static final int CUTTER_NARROW = 3;
    private static final int CUTTER_DEEP_PLIES = 6;
    private static final int CUTTER_DEEP = 1;
    /**
     * The cutter's deep path points (from CUTTER_DEEP_PLIES) while more than
     * CUTTER_DEEP_WIDER_LEFT plies are left: the second point fixes four studied disconnects
     * (merlin 71, evand 197, reading27 86, score38 110); with more plies (2 left) higher 158
     * too, but connection.tst lost 27 at the horizon (docs/benchmarks.md, "the deep cutter,
     * third try").
     */
    private static final int CUTTER_DEEP_WIDER = 2;
    private static final int CUTTER_DEEP_WIDER_LEFT = 3;
    /**
     * The cutter's path points at a connect's first cutter node (ply 1, the cuts of the root
     * move), instead of WIDE: where the root move connects, every one of these cuts is refuted
     * in full, and a cut on one of the longer ways round re-reads the same proof with one more
     * cutter stone on the board (the wide check's aya-gnu 166 connect M4 M2: after P4 the cuts
     * M5, P5 and R4, each answered by the same capture P1 in 440 to 590 nodes). Measured on the
     * wide check's connects (docs/benchmarks.md, "The cuts of a connect's root move"): 7 saved
     * 8.1% of seed 15's connection nodes and 3.2% of its reading nodes with no code moved,
     * held-out seeds 29 and 41 9.3% / 8.0% and 5.8% / 4.2%, no code moved; 6 and 5 moved two
     * connects of seed 15 from 0 to 1 (gnugo 0: the refuting cut was the seventh point), as did
     * the shortest ways alone (the points on paths at most one longer than the shortest, five
     * codes). Disconnects keep WIDE: there the cuts at the root are the answer's own moves.
     */
    private static final int FIRST_CUT_WIDTH = 7;
    /** Plies below which the cutter lengthens single stones left with two liberties. */
    private static final int SINGLE_EXTENSION_PLIES = 8;
    /**
     * Last ply at which the owner reads his race moves (ownerRaceMoves), and the cutter's ply
     * below it, in a connect, at which he reads the counter-captures that answer them (3: plies
     * 2 and 3; to 4 or 5, connection.tst lost real cuts).
     */
    private static final int OWNER_RACE_LAST_PLY = 3;
    /**
     * Last ply at which the owner approaches a small uncapturable three-liberty cutting string
     * from any side (approachesFromOutside), and the largest such string. Both chosen on the
     * studied rows of the wide check (docs/benchmarks.md, "Connection misreads, seventh
     * session"), checked on its held-out seed 29: to every ply (of BIG_CUT_PLIES), strategy30 86's
     * cut was no longer read within the node budget; to ply 3, martha 123 stayed misread; with
     * any size, incident261 86's cut was lost.
     */
    private static final int OWNER_APPROACH_LAST_PLY = 5;
    private static final int APPROACH_OUTSIDE_STONES = 4;
    /**
     * Plies from the root in which the owner, when no path joins the strings, tries to capture a
     * big two-liberty cutting string next to both (too big to be crossed on a path; the cutter
     * saves them within 4 plies, as before). Deeper down, the strings counted as apart at once,
     * so an owner's reply that joins them by capturing such a string after the cutter's answer
     * was never read (the wide check's arb/game03 41, strategy11 75, connection2 143, jypower
     * 151: docs/benchmarks.md, "The owner's captures of big cutting strings"). Measured: 4 (the
     * cutter's) to 8 (all plies with big cutting strings); 8 with every capture lost
     * connection.tst 30 and 119, where the owner's capture is a ko connection for gnugo. 8 with
     * only unconditional captures beyond OWNER_BIG_TWO_ANY_PLIES is kept since the cutter
     * lengthens big two-liberty cutting strings (bigTwoLiberties), which 119 needed (heeroy 139,
     * semeai16 129; docs/benchmarks.md, "The owner's side, third round").
     */
    private static final int OWNER_BIG_TWO_PLIES = 8;
    /**
     * Plies from the root below which the owner's captures of big two-liberty cutting strings
     * (up to OWNER_BIG_TWO_PLIES) count only when the tactical reader calls them unconditional
     * (WIN, not a ko): deeper a ko capture would be read as a plain connection.
     */
    private static final int OWNER_BIG_TWO_ANY_PLIES = 6;
    /**
     * Steps (through empty points) from either string within which the owner's first move is
     * looked for in a thorough connect, besides the candidates: tesuji moves off the shortest
     * paths (a hane at the edge, a placement) come up there.
     */
    private static final int ROOT_REACH = 2;
    /**
     * First moves a thorough connect reads after its first winning one, before it answers with
     * the winning move that needed the fewest nodes (the clearest connection; the first found is
     * often a roundabout one). One was tuned on connection.tst: the same passes as reading on to
     * a second winning move, in three quarters of connect's time.
     */
    private static final int ROOT_LOOK_AHEAD = 1;
    /**
     * Plies from the root in which cutting strings with three liberties are read (an even
     * number, so that both sides read them equally deep).
     */
    private static final int BIG_CUT_PLIES = 8;
    /** Liberties of each string looked at for cutting strings next to them. */
    private static final int MAX_LIBS = 16;
    /**
     * Nodes one tactical read inside the connection search may use.
     * Tuned on 2026-11-25 (1000 and 150 before): connection.tst the same passes with 27% fewer
     * reading nodes; the dragon builder's reads, which use the same budgets, leave fewer pairs
     * wrongly apart on the 256 positions of connection/strategy/global/13x13.tst (stone pairs
     * 58,849 -> 54,890; wrongly joined 13,605 -> 13,635; partitions equal to GNU Go's 45 -> 44)
     * and take a sixth less time.
     */
    private static final long TACTICAL_LIMIT = 200;
    /**
     * Nodes of the brief tactical reads: of cutting strings and of the owner's strings with
     * three liberties (many are read at each node, and few of them are captured).
     */
    private static final long CUT_TACTICAL_LIMIT = 30;
    // distance maps of the candidate generator (reused; one reader per thread)
    private final int[] dist1;
    private final int[] dist2;
    /** The points where dist1 and dist2 are not 0 (set by the last distances call into each). */
    private final int[] distSet1;
    private final int[] distSet2;
    private int nDistSet1;
    private int nDistSet2;
    private final int[] stones;
    /** The board's colours at the position of costRound (see newPosition), read by distances. */
    private final int[] colors;
    private final int[] level;
    private final int[] reached;
    /**
     * distances' buckets, one per level 0..MAX_LEVEL, bucketStride entries each (a point enters
     * a bucket at most once per search: only a strictly shorter level queues it again).
     */
    private final int[] bucketItems;
    private final int[] bucketSize = new int[MAX_LEVEL + 1];
    private final int bucketStride;
    /** The points distances reached (each once), nTouched of them. */
    private final int[] touched;
    private int nTouched;
    private final int[] keys;
    private final int[] points;
    /** Index of each on-board point in points (board order: cutting strings are listed in it). */
    private final int[] pointRank;
    private final int[] touchStones;
    /** emptyCost's cache: costs valid where costMark equals costRound. */
    private final int[] stepCost;
    private final int[] costMark;
    private int costRound;
    /** crossable's cache (liberties, BIG_TWO for a big two-liberty string), as emptyCost's. */
    private final int[] crossLibs;
    private final int[] libsMark;
    private static final int BIG_TWO = 9;
    /** Room for the candidates of a thorough root (see rootMoves). */
    private static final int ROOT_CANDIDATES = 256;

    /** Origins of the cutting strings pathPoints found (valid until the next call). */
    private final int[] cutOrigins = new int[16];
    private int nCut;
    /**
     * When not NO_BOUND, distances (from s2) skips the empty points whose shortest path between
     * the strings through them is longer than this, by dist1 (exact up to the bound): a point
     * on a shortest path from s2 to a point on such a path lies on one too (path costs are the
     * same both ways), so the distances of the points that are read do not change.
     */
    private int ellipseBound = NO_BOUND;
    private static final int NO_BOUND = -1;
    /**
     * When not NO_BOUND, distances (from s1 to its target s2) stops once every level up to this
     * one is done without reaching the target: the strings are then further apart than the
     * caller reads (pathPoints returns at once), so the levels beyond, which the search limit
     * keeps for paths that do reach the target, are not expanded.
     */
    private int apartLevel = NO_BOUND;
    /** Origins of the three-liberty cutting strings bigCutters found. */
    private final int[] bigOrigins = new int[8];
    // scratch arrays of candidates and the methods it calls (no candidates call is nested in
    // another: the tactical reads it makes are the tactical reader's), reused at every node
    private final int[] pathBuf = new int[48];
    private final int[] bigMoves = new int[bigOrigins.length];
    /** The tactical code of pickBigCutter's last attack (its capture is PASS on FAIL). */
    private int lastBigCode;
    private final int[] saveMoves = new int[bigOrigins.length];
    /** Whether each of bigOrigins has two liberties (a big string: see bigCutters). */
    private final boolean[] bigTwo = new boolean[bigOrigins.length];
    private final int[] adjBuf = new int[256];
    private final int[] raceAdj = new int[256];
    private final int[] raceNb = new int[256];
    private final int[] raceLibs = new int[4];
    private final int[] libsA = new int[MAX_LIBS];
    private final int[] libsB = new int[MAX_LIBS];
    private final int[] libsC = new int[MAX_LIBS];
    /** Set by pathPoints: no short path joins the strings, even by capturing cutting strings. */
    private boolean apart;
    private int lastMove = Board.PASS;
    /** The owner's move on the current line that led to this node (PASS if none yet). */
    private int lastOwnerMove = Board.PASS;
    /** The cutter's move on the current line that led to this node (PASS if none yet). */
    private int lastCutterMove = Board.PASS;
    /** Conditional ko captures (after a ko threat) on the current line, by colour. */
    private final int[] koCaptures = new int[4];
    /**
     * Killer moves of this call: per plies left and side (owner 1, cutter 0), the move that last
     * won a node below the root. Tried first at the next node of that ply and side, where it
     * often wins again (a refutation of one cut refutes its neighbour), so the node stops early.
     */
    private final int[][] killers = new int[2][MAX_KILLER_PLIES];
    private static final int MAX_KILLER_PLIES = 64;
    /**
     * History of this call: per side (owner 1, cutter 0) and point, how much the move there won
     * below the root (plies left squared plus one, per win). Beyond the one killer of a ply, the moves
     * that refuted other cuts of this call come first at the nodes below the root (in a failed
     * disconnect every cut has to be refuted, and a few replies do it again and again). The
     * owner's thorough root clears it before each of its moves (see bestOfMoves).
     */
    private final int[][] history;
    /**
     * The side that may make conditional ko captures: the one that moves first at the root (so
     * its success may come with a ko, KO_B, while its opponent's ko recaptures are not read).
     */
    private int koSide;
    private long nodes;
    /**
     * Transposition table of one connect/disconnect call (entries of earlier calls, whose slots'
     * bits in tableStored are cleared, do not count: results never depend on what earlier calls
     * read).
     */
    private static final int TABLE_SIZE = 1 << 14;
    private final long[] tableKeys = new long[TABLE_SIZE];
    private final int[] tableValues = new int[TABLE_SIZE];
    /** Which slots this call stored to (see StoredSlots). */
    private final StoredSlots tableStored = new StoredSlots(TABLE_SIZE);
    /** Whether connect reads its first move thoroughly (see setThoroughRoot). */
    private boolean thoroughRoot = true;
    /** Whether a connect's first cutter node reads FIRST_CUT_WIDTH cuts (see setNarrowFirstCut). */
    private boolean narrowFirstCut = true;
    /** Whether the thorough root orders its moves by distance up to ROOT_ORDER_REACH (see setRootByDistance). */
    private boolean rootByDistance = true;
    /** Whether a disconnect's owner nodes near the root order their replies by distance (see setOwnerByDistance). */
    private boolean ownerByDistance;
    /** Whether a connect's owner nodes below the root order their replies by distance (see setConnectOwnerByDistance). */
    private boolean connectOwnerByDistance = true;
    /** Whether captureJoining gives a budget-cut cutting stone's ataris a second look (see setCaptureOrAtari). */
    private boolean captureOrAtariLook = true;
    /** See setOnlyWayCaptureLook. */
    private boolean onlyWayCaptureLook;
    /** See setOnlyWayCutterAnswer. */
    private boolean onlyWayCutterAnswer;
    /** See setOnlyWayBudgetCredit. */
    private boolean onlyWayCredit;
    /** Nodes this call's budget was extended by (setOnlyWayBudgetCredit), given back at its end. */
    private long budgetCredit;
    /** Owner moves on the current line that were an only-way capture (see setOnlyWayCutterAnswer). */
    private int onlyWayLine;
    /**
     * Per trymove level: the stone hash of the owner node whose only way (setOnlyWayCaptureLook)
     * found a capture, the capture's move and the cutting string it takes (0 hash: none).
     */
    private final long[] onlyWayAt = new long[MAX_OUT_OF_BUDGET_LEVELS];
    private final int[] onlyWayMove = new int[MAX_OUT_OF_BUDGET_LEVELS];
    private final int[] onlyWayCut = new int[MAX_OUT_OF_BUDGET_LEVELS];
    /** See setBoundedOutMemo. */
    private boolean boundedOutMemo = true;
    /** See setDisconnectBoundedOutMemo. */
    private boolean disconnectBoundedOutMemo;
    /** See setTacticalHorizonFromRead. */
    private boolean tacticalHorizonFromRead;
    /** See setTacticalHorizonFromTwoLibertyRead. */
    private boolean tacticalHorizonFromTwoLibertyRead;
    /** See setBigCutterOutAbove. */
    private boolean bigCutterOutAbove = true;
    private boolean connectOwnerDeepShort = true;
    /** See setDisconnectOwnerDeepShort. */
    private boolean disconnectOwnerDeepShort;
    /** See setBigCutterThroughLink. */
    private boolean bigCutterThroughLink;
    /** See setFastDefenseToFourlib. */
    private boolean fastDefenseToFourlib;
    /**
     * Scratch of outOfReach: a double-ended queue of points (0-1 breadth-first search), each
     * point's fills from s1 and a mark per point.
     */
    private final int[] fillQueue;
    private final int[] fillCount;
    private final int[] fillMark;
    private int fillRound;
    /** Breadth-first scratch of rootMoves: points and their steps, and a mark per point. */
    private final int[] rootQueue;
    private final int[] rootMark;
    private int rootRound;

    /** A connection reader that uses this tactical reader (and its board). */
    public ConnectionReader(Reader reader) {
        this.reader = reader;
        this.board = reader.board();
        this.delta = board.neighborOffsets();
        int n = board.boardArraySize();
        this.dist1 = new int[n];
        this.dist2 = new int[n];
        this.distSet1 = new int[n];
        this.distSet2 = new int[n];
        this.level = new int[n];
        java.util.Arrays.fill(level, Integer.MAX_VALUE);
        this.reached = new int[n];
        this.bucketStride = n;
        this.bucketItems = new int[(MAX_LEVEL + 1) * n];
        this.touched = new int[n];
        this.keys = new int[n];
        this.stones = new int[n];
        this.colors = new int[n];
        this.points = board.onBoardPoints();
        this.pointRank = new int[n];
        for (int i = 0; i < points.length; i++) {
            pointRank[points[i]] = i;
        }
        this.touchStones = new int[n];
        this.stepCost = new int[n];
        this.costMark = new int[n];
        this.crossLibs = new int[n];
        this.libsMark = new int[n];
        this.rootQueue = new int[n];
        this.rootMark = new int[n];
        this.fillQueue = new int[FILL_QUEUE_PER_POINT * n];
        this.fillCount = new int[n];
        this.fillMark = new int[n];
        this.history = new int[2][n];
    }

    /**
     * Whether connect reads its first move thoroughly (default true): it also tries the empty
     * points near either string (ROOT_REACH), and reads on past the first winning move to answer
     * with the clearer of two. Callers that need only the code of many brief reads (the dragon
     * builder) turn it off: it costs time and, besides the move, changes few answers.
     */
    public void setThoroughRoot(boolean thorough) {
        thoroughRoot = thorough;
    }

    /**
     * Whether a connect's first cutter node, below the root move, reads FIRST_CUT_WIDTH path
     * points instead of WIDE (default true). Off, connect reads as before 2026-11-27: the same
     * codes on the wide check's three seeds, other winning moves in up to five connects of each
     * 2,000, and 6-10% more connection nodes.
     */
    public void setNarrowFirstCut(boolean narrow) {
        narrowFirstCut = narrow;
    }

    /**
     * Whether the thorough root of connect orders its moves by the connection distance they
     * leave up to ROOT_ORDER_REACH (default true), not only the joins and the links (distance up
     * to ROOT_ORDER_DISTANCE) before the others. Off, connect reads as before 2026-11-27: on the
     * wide check the same codes on seeds 15 and 29, one more code away from gnugo's on seed 41,
     * other winning moves in 38 to 46 connects of each 2,000, and 14-29% more connection nodes.
     */
    public void setRootByDistance(boolean byDistance) {
        rootByDistance = byDistance;
    }

    /**
     * Whether a disconnect's owner nodes in the first OWNER_ORDER_PLIES plies read their replies
     * in the order of the connection distance each leaves (rootMoveKey, as connect's root with
     * rootByDistance), the killer in front. Default off: a fifth fewer disconnect connection
     * nodes, but two codes of the wide check's seed 15 moved away from gnugo's (see OWNER_ORDER_PLIES).
     */
    public void setOwnerByDistance(boolean byDistance) {
        ownerByDistance = byDistance;
    }

    /**
     * Whether a connect's owner nodes below the root, up to CONNECT_ORDER_PLIES, read their
     * replies in the order of the connection distance each leaves (rootMoveKey), the killer in
     * front (default true). Off, connect reads as before 2026-11-27's fourteenth session: the
     * same codes on the wide check's seeds 15, 29 and 41, other winning moves in 9 to 12 connects
     * of each 2,000, and 13-19% more reading and 17-30% more connection nodes. Disconnects are
     * not touched (their owner nodes: setOwnerByDistance).
     */
    public void setConnectOwnerByDistance(boolean byDistance) {
        connectOwnerByDistance = byDistance;
    }

    /**
     * Whether captureJoining reads each atari of a two-liberty cutting stone on its own when the
     * bounded capture read ran out (captureOrAtari; default true). On since the fourteenth session:
     * the wide check's equal codes +2 / +3 / +4 on seeds 15 / 29 / 41, every moved code to gnugo's.
     * It also moves one racing dragon's owl status away from gnugo's on each SemeaiAgreement seed
     * (seed 1 136 -> 135, held-out seed 2 141 -> 140). Studied in the fifteenth session
     * (docs/benchmarks.md, "The second look's racing dragons"): both come through amalgamation's
     * disconnect_helper reads, which with the second look answer 0 where the full read and gnugo
     * do, so the dragons join as gnugo's; the statuses then move through owl's skip of a safe
     * dragon (seed 1) and a connection misread one link further (seed 2), so it stays on.
     */
    public void setCaptureOrAtari(boolean look) {
        captureOrAtariLook = look;
    }

    /**
     * Whether an owner node where no path joins the strings but across cutting strings (the owner
     * must capture one: pathPoints names no point) reads the capture of a two-liberty cutting
     * string that the brief read (cutLimit) does not finish with captureOrAtari's second look,
     * each atari's defence read as a fresh question (Reader.defendBoundedFresh: every depth rule
     * from its own root, within ATARI_LOOK_LIMIT), default false. Why: such a capture is often a
     * chase longer than the brief read's budget, and read plies below the connection reader's
     * root it ends past the tactical horizon; then the owner has no move at all and the cut
     * stands. incident258 89 `disconnect D7 D4`: after D5 C5 E5 C6 C4 the owner's only way is
     * C4's capture at C3 (both engines from stackp 0: attack C4 1 C3, and after C3 no defence),
     * which the 30-node read missed, so owlbench's finished read is 1 D5 (gnugo 0); with the
     * switch it is 0 with the owner order (setOwnerByDistance) and with v4 too. Off: measured
     * (docs/benchmarks.md, "The owner's only way across a cutting string, nineteenth session"):
     * the captures it finds are right where checked, but they end cuts that gnugo holds by other
     * moves, which the cutter's narrow deep plies do not read (seed 15's Joorin 114, held-out
     * seed 29's GnuGo-Aya 65, incident262 60, GNGP1 26 and leftd 77 move from 1 to 0). Found in
     * h/tacdis19b: those are budget ends (the fresh reads spend the call's budget before the root
     * reaches the cut), which setOnlyWayBudgetCredit gives back.
     */
    public void setOnlyWayCaptureLook(boolean look) {
        onlyWayCaptureLook = look;
    }

    /**
     * The mirror of setOnlyWayCaptureLook, for the cutter (default false; it acts only with
     * that switch on): at the cutter node that answers the owner's only-way capture (the move
     * setOnlyWayCaptureLook's fresh read found, played at the node above), the cutter's first
     * candidate is the cutting string's defence read as a fresh question
     * (Reader.defendBoundedFresh within ATARI_LOOK_LIMIT), and there and at every cutter node
     * below it on the line its path points are at least CUTTER_NARROW wide, however deep the
     * node. Why: with the owner's capture read to the end,
     * cuts fell where the cutter's deep plies (CUTTER_DEEP, one path point) read the saving
     * move or the next cut with the board's depth rules and missed it (h/tacdis19: seed 15's
     * Joorin 114, held-out seed 29's GNGP1 26 and leftd 77); both sides of the only way are
     * then read with the same care. Measured, off: it frees Joorin 114 (gnugo's N13) but loses
     * another row on seed 15 and a connect on seed 29, and seed 29's lost cuts stay lost (they
     * were budget ends: setOnlyWayBudgetCredit).
     */
    public void setOnlyWayCutterAnswer(boolean answer) {
        onlyWayCutterAnswer = answer;
    }

    /**
     * Whether the nodes of the fresh reads of setOnlyWayCaptureLook (and of
     * setOnlyWayCutterAnswer) extend the call's node budget by as much (default false). Why: the
     * cuts the look lost on the check's seeds (Joorin 114, GNGP1 26, leftd 77, GnuGo-Aya 65) were
     * budget ends, not misreads: with the look the disconnect ran out of its 50,000 nodes before
     * the root reached the cut (budgetExhausted), and with a budget of 200,000 or this credit each
     * is read 1 with main's move (docs/benchmarks.md, "The cutter's answer to the owner's only
     * way, nineteenth session").
     */
    public void setOnlyWayBudgetCredit(boolean credit) {
        onlyWayCredit = credit;
    }

    /**
     * Whether this reader's calls read tactically with the fast defence's four liberties at
     * fourlib_depth (Reader.setFastDefenseToFourlib; default false: measured, left off). Why it
     * was tried: the tactical reads of a connection search start three or four plies down it
     * (the cut, the owner's reply, the cutter's next move), and the GNU Go-style depth cutoffs
     * count those plies; from stackp 6 the reader's fast defence takes an extension to four
     * liberties as safe, below the fourlib_depth (7) where its attack still reads four liberties.
     * ab1_fuseki.sgf before move 103, `disconnect K6 H5` (gnugo 0): after the cut J5, J6 and H6
     * black captures the cutting stone by H7 (white G6, black F6, white G5 ataris H5, black H4,
     * and white's G7 is netted), but read from stackp 3 white's G7 reaches four liberties at
     * stackp 7 and counts as safe, so the cut answers 1 J5; with the switch, 0 as gnugo's. Why
     * off: on the wide check's connection questions it moved held-out seed 29's mfgg3 68
     * `disconnect P11 Q9` away from gnugo (1 Q10 -> 0: read from stackp 2 the defence of the cut
     * Q10 after the atari Q11 now meets the reader's other cutoffs, which the fast defence had
     * covered; from stackp 0 it finds R10), against +3 on seed 41 and none on seed 15. In every
     * tactical read (the reader's own rule) it also moved the held row iken-tobi 129 `defend K7`
     * (0 -> 1 K8). docs/benchmarks.md, "The fast defence's four liberties and fourlib_depth".
     */
    public void setFastDefenseToFourlib(boolean follow) {
        fastDefenseToFourlib = follow;
    }

    /**
     * Whether a connect's brief tactical reads (attackBounded, defendBounded) that run out of
     * their own node budget are remembered for the rest of the call, so that the same read in the
     * same position (stones, ko point, string, komaster) with no larger budget answers FAIL at
     * once, counted as a budget cut as the first was (default true). Why: the table does not
     * store a node below which a brief read ran out (see store), so a position met again on
     * another line, or at another number of plies left, read its brief reads again, and those
     * that ran out mostly ran out again: in the ten heaviest connects of the wide check's seed 15
     * a tenth of the brief reads' nodes went to such repeats (a quarter in chuck-gnugo 77). A bound like the
     * budget itself, not a proof (a read made again may finish, helped by what the reads since
     * left in the reading table): measured, it moved no connect answer, code or move, on seeds
     * 15, 29 and 41 (docs/benchmarks.md, "The brief reads met again in a connect, fifteenth
     * session").
     */
    public void setBoundedOutMemo(boolean memo) {
        boundedOutMemo = memo;
    }

    /**
     * Whether the tactical reads below this reader's nodes count depth's horizon (past it a string
     * that can get three liberties is alive) from their own root, not from the board's stackp
     * (Reader.horizonFromBoundedRead; default false). The connection reader's plies otherwise
     * bring the horizon closer at each ply: incident258 89 `disconnect D7 D4` turned to 1 D5
     * with the owner order on because the owner's capture of C4 after D5 C5 E5 C6 C4, a chase
     * of twelve plies, reached the horizon at stackp 17 (docs/benchmarks.md, "The tactical
     * horizon below a disconnect, seventeenth session"). Off: on it frees that row, but moved one
     * disconnect code away from gnugo on each of the wide check's seeds 15, 29 and 41 (with the
     * owner order: merlin 71, incident262 60, auto024 67) and read 7.8% more reading nodes on
     * connection.tst, so the owner order stays off as well.
     */
    public void setTacticalHorizonFromRead(boolean fromRead) {
        tacticalHorizonFromRead = fromRead;
    }

    /**
     * setTacticalHorizonFromRead for the brief reads of two-liberty strings only (Reader.horizonFromTwoLibertyRead;
     * default false): the chases that start with an atari, such as incident258 89's capture of C4 at
     * C3, count depth's horizon from their own root; the reads of three-liberty cutting strings (30 and
     * 200 nodes) and of strings in atari keep the board's. Why tried: with the horizon from every read
     * the owner order (setOwnerByDistance) frees incident258 89 but moves auto024 67 `disconnect J6 J4`
     * (seed 41) from 0 (gnugo's) to 1 J5; with this one it stays 0. Off: merlin 71 (seed 15) and
     * incident262 60 (seed 29) still move from 1 to 0 (gnugo 1) with the owner order, through the
     * connection reader's own verdicts (each contradicted by its fresh read one ply down), not a tactical
     * misread: docs/benchmarks.md, "The tactical horizon of the chases below a disconnect, eighteenth session".
     */
    public void setTacticalHorizonFromTwoLibertyRead(boolean fromRead) {
        tacticalHorizonFromTwoLibertyRead = fromRead;
    }

    /**
     * setBoundedOutMemo for disconnect calls (default false). Off: on seed 15's disconnects it
     * took 6% of the reading nodes off but moved incident258 89 `disconnect D7 D4` from 0
     * (gnugo's) to 1 D5, a row that turns on which brief reads finish (the memo of the owner's
     * strings' reads alone, or of the cutting strings' alone, moves it).
     */
    public void setDisconnectBoundedOutMemo(boolean memo) {
        disconnectBoundedOutMemo = memo;
    }

    /**
     * Whether an owner node skips the read of a three-liberty cutting string whose read ran out
     * of its budget without a capture one or two plies up the line, with the same stones and
     * liberties now (bigCutterAttack; default true). Measured: seed 15's connects -3% reading
     * nodes on top of setBoundedOutMemo, held-out seeds 29 and 41 -3% and -2%, no code moved
     * (docs/benchmarks.md, "The brief reads met again in a connect, fifteenth session").
     */
    public void setBigCutterOutAbove(boolean skip) {
        bigCutterOutAbove = skip;
    }

    /**
     * Whether a connect reads the owner's two-liberty strings below the wide plies within
     * CONNECT_OWNER_DEEP_LIMIT (50) nodes instead of OWNER_DEEP_LIMIT (100; disconnects keep it
     * always; default true). Why: in a connect these reads are at every cutter node and two
     * fifths of its reading nodes, and the ones that run out cost the most (80 nodes each on
     * seed 15). A bound, not a proof: measured on the wide check's connects, reading nodes -5.8%
     * on seed 15 (tuned on), -3.7% and -3.4% on held-out seeds 29 and 41; no code or move moved
     * on seeds 15 and 29; on seed 41 strategy33 194 `connect Q19 S18` 2 S17 -> 1 S17 (gnugo 1)
     * (docs/benchmarks.md, "The owner's two-liberty strings in a connect, sixteenth session").
     */
    public void setConnectOwnerDeepShort(boolean shortRead) {
        connectOwnerDeepShort = shortRead;
    }

    /**
     * setConnectOwnerDeepShort for disconnect calls: the owner's two-liberty strings below the
     * wide plies read within CONNECT_OWNER_DEEP_LIMIT (50) nodes instead of OWNER_DEEP_LIMIT
     * (default false). Why tried: in a failing disconnect every cut is refuted, and at each
     * cutter node the owner's strings are read first; on seed 15's 2,000 disconnects those reads
     * were 39% of the reading nodes, 273,612 of them in 16,621 reads that finished without a
     * capture and 159,109 in 1,591 that ran out of the 100 nodes. Off: measured
     * (docs/benchmarks.md, "The owner's strings in a disconnect, seventeenth session").
     */
    public void setDisconnectOwnerDeepShort(boolean shortRead) {
        disconnectOwnerDeepShort = shortRead;
    }

    /**
     * Whether a three-liberty cutting string counts as near both strings (bigCutters: the owner
     * tries to capture it, the cutter to save it) when it is next to one of them and touches a
     * third owner string that shares two liberties with the other (default false). Why: the
     * owner's way may run through a friendly string linked to one side by a miai, with the
     * cutting string between that friend and the other side; capturing it joins all three, but
     * the cutting string is next to only one of the two strings asked about, so it was never
     * read. incident258 89 `disconnect D7 D4`, after D5 C5 E5 C6 C4 C3 B4 B3 A4: the cutting
     * string A4-B4-C4 touches D4 and C5-C6 (linked to D7 by C7 and D6); gnugo and owlbench's
     * `attack B4` both answer 1 B5 and `connect D7 D4` 1 B5, but owlbench's `disconnect`
     * answered 1 A4, the owner never trying B5. Off: measured on the wide check's connection
     * questions, no code moved on seeds 15 and 29 and held-out seed 41 +2 disconnects (both to
     * gnugo's), a few connect moves moved; not yet run with the owl and semeai guards, and it
     * does not free incident258 89 by itself (docs/benchmarks.md, "The owner's only way beside
     * v4, twentieth session").
     */
    public void setBigCutterThroughLink(boolean link) {
        bigCutterThroughLink = link;
    }

    /**
     * Nodes one connect/disconnect call may use (default 50000: connection.tst passes the same with
     * 100000, in a tenth less time, and loses two at 35000). Past it, moves whose reading was
     * cut short do not count: the answer is what was read in full (FAIL if nothing was). Each
     * move at the root may use at most three quarters of what is left.
     */
    public void setNodeLimit(long limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("connection node limit must be at least 1, got " + limit);
        }
        nodeLimit = limit;
    }

    /** Plies of connection search (default 12). */
    public void setDepth(int plies) {
        if (plies < 1) {
            throw new IllegalArgumentException("connection depth must be at least 1, got " + plies);
        }
        depth = plies;
    }

    /** Plies of connection search. */
    public int depth() {
        return depth;
    }

    /** The move of the last call (PASS if none is needed or none was found). */
    public int lastMove() {
        return lastMove;
    }

    /** Connection nodes since creation or reset (they count as reading nodes as well). */
    public long nodeCounter() {
        return nodes;
    }

    /** Resets the connection node counter. */
    public void resetNodeCounter() {
        nodes = 0;
    }

    /** Code for the owner, moving first, to connect the strings at s1 and s2. */
    public int connect(int s1, int s2) {
        return connect(s1, s2, null);
    }

    /** connect as one {@link SearchResult}: code, move, nodes, and whether the node budget ran out. */
    public SearchResult connectResult(int s1, int s2, SearchRecorder rec) {
        long before = reader.nodeCounter();
        int code = connect(s1, s2, rec);
        return new SearchResult(code, code == FAIL ? Board.PASS : lastMove, Board.PASS, reader.nodeCounter() - before,
                budgetExhausted);
    }

    /** disconnect as one {@link SearchResult}: code, move, nodes, and whether the node budget ran out. */
    public SearchResult disconnectResult(int s1, int s2, SearchRecorder rec) {
        long before = reader.nodeCounter();
        int code = disconnect(s1, s2, rec);
        return new SearchResult(code, code == FAIL ? Board.PASS : lastMove, Board.PASS, reader.nodeCounter() - before,
                budgetExhausted);
    }

    /**
     * True if the last connect or disconnect used its whole node budget: some moves were then
     * not read to the end, and a failure proves nothing.
     */
    public boolean budgetExhausted() {
        return budgetExhausted;
    }

    /** connect with an optional recorder. */
    public int connect(int s1, int s2, SearchRecorder rec) {
        beginCall("connect", s1, s2, rec, true);
        int r = doConnect(s1, s2, depth);
        lastMove = Reader.move(r);
        budgetExhausted = reader.nodesThisCall() >= nodeLimit;
        returnBudgetCredit();
        return endCall(r);
    }

    /**
     * Starts a connect or disconnect call: a fresh tactical cache and transposition table (so the
     * answer does not depend on earlier calls), the node budget, and no ko captured yet; the
     * owner of the strings moves first in connect, the opponent in disconnect.
     */
    private void beginCall(String function, int s1, int s2, SearchRecorder rec, boolean ownerFirst) {
        check(s1, s2, function);
        int owner = board.color(s1);
        reader.setFastDefenseToFourlib(fastDefenseToFourlib);
        reader.clearCache();
        reader.boundedOutMemo = ownerFirst ? boundedOutMemo : disconnectBoundedOutMemo;
        reader.horizonFromBoundedRead = tacticalHorizonFromRead;
        reader.horizonFromTwoLibertyRead = tacticalHorizonFromTwoLibertyRead;
        reader.begin(rec, function, s1, s2, true);
        returnBudgetCredit(); // (a call that ended by an exception left its credit on the limit)
        stopAt = nodeLimit;
        java.util.Arrays.fill(koCaptures, 0);
        lastOwnerMove = Board.PASS;
        onlyWayLine = 0;
        if (onlyWayCutterAnswer) {
            // (an owner node's record is for this call's strings)
            java.util.Arrays.fill(onlyWayAt, 0L);
        }
        lastCutterMove = Board.PASS;
        koSide = ownerFirst ? owner : StoneColor.other(owner);
        joinsFirst = ownerFirst;
        java.util.Arrays.fill(killers[0], Board.PASS);
        java.util.Arrays.fill(killers[1], Board.PASS);
        java.util.Arrays.fill(history[0], 0);
        java.util.Arrays.fill(history[1], 0);
        // (the owner reads out of budget belong to this call's lines only, as its table's entries)
        for (long[] level : outOfBudgetHash) {
            java.util.Arrays.fill(level, 0);
        }
        tableStored.clear();
        // (and so do the big cutting strings' reads that ran out)
        java.util.Arrays.fill(bigOutAt, 0);
    }

    /**
     * Ends a connect or disconnect call: the reader's fast defence back to its own rule (which
     * clears its cache if this call read with the other: those results were read under it).
     */
    private int endCall(int r) {
        int code = reader.end(r);
        reader.setFastDefenseToFourlib(false);
        return code;
    }

    /** Code for the opponent, moving first, to disconnect the strings at s1 and s2. */
    public int disconnect(int s1, int s2) {
        return disconnect(s1, s2, null);
    }

    /** disconnect with an optional recorder. */
    public int disconnect(int s1, int s2, SearchRecorder rec) {
        beginCall("disconnect", s1, s2, rec, false);
        int r = doDisconnect(s1, s2, depth);
        if (Reader.code(r) != FAIL && Reader.move(r) == Board.PASS) {
            // apart already: the answer still names a move, one that keeps them apart
            r = Reader.pack(Reader.code(r), quietCut(s1, s2, StoneColor.other(board.color(s1))));
        }
        lastMove = Reader.move(r);
        budgetExhausted = reader.nodesThisCall() >= nodeLimit;
        returnBudgetCredit();
        return endCall(r);
    }

    /**
     * A move for the cutter when the strings are apart already: a liberty of either string
     * (where it also hems the string in) that is legal and not a self-atari; PASS if none is.
     */
    private int quietCut(int s1, int s2, int cutter) {
        int[] libs = new int[MAX_LIBS];
        for (int s : new int[] {s2, s1}) {
            int k = Math.min(board.findlib(s, MAX_LIBS, libs), MAX_LIBS);
            for (int i = 0; i < k; i++) {
                if (board.isLegal(libs[i], cutter) && !board.isSelfAtari(libs[i], cutter)) {
                    return libs[i];
                }
            }
        }
        return Board.PASS;
    }

    private void check(int s1, int s2, String what) {
        int size = board.size();
        for (int s : new int[] {s1, s2}) {
            if (!board.isOnBoard(s)) {
                throw new IllegalArgumentException(what + ": point " + s + " is off the board");
            }
            if (!StoneColor.isStone(board.color(s))) {
                throw new IllegalArgumentException(what + ": " + Vertex.toString(s, size) + " is empty");
            }
        }
        if (board.color(s1) != board.color(s2)) {
            throw new IllegalArgumentException(what + ": " + Vertex.toString(s1, size) + " and "
                    + Vertex.toString(s2, size) + " have different colours");
        }
    }

    private boolean play(int move, int color, String fn, int target) {
        if ((move != Board.PASS && board.color(move) != StoneColor.EMPTY) || !reader.tryMove(move, color, fn, target)) {
            return false;
        }
        nodes++;
        return true;
    }

    /**
     * Plays move for color: 1 if played normally, 2 if it is a ko recapture played after a ko
     * threat and its answer (two passes, each a node of the tree), 0 if not played. A side
     * gets one such conditional ko capture per line, and only with plies left to read on.
     */
    private int playOrKo(int move, int color, String fn, int target, int plies) {
        if (play(move, color, fn, target)) {
            return 1;
        }
        if (move != board.koPoint() || color != koSide || koCaptures[color] > 0 || plies < 3
                || board.color(move) != StoneColor.EMPTY || board.isSuicide(move, color)) {
            return 0;
        }
        if (!play(Board.PASS, color, fn + "-ko-threat", target)) {
            return 0;
        }
        if (!play(Board.PASS, StoneColor.other(color), fn + "-ko-answer", target)) {
            reader.leave(FAIL, Board.PASS);
            board.popgo();
            return 0;
        }
        if (!play(move, color, fn + "-ko", target)) {
            reader.leave(FAIL, Board.PASS);
            board.popgo();
            reader.leave(FAIL, Board.PASS);
            board.popgo();
            return 0;
        }
        koCaptures[color]++;
        return 2;
    }

    /**
     * Takes back what playOrKo played and returns the move's code for color: a success that
     * needed a ko threat first is at best KO_B.
     */
    private int takeBack(int how, int code, int color) {
        if (how == 2) {
            koCaptures[color]--;
            if (code != FAIL) {
                code = KO_B;
            }
            reader.leave(code, Board.PASS);
            board.popgo();
            reader.leave(ReadCodes.invert(code), Board.PASS);
            board.popgo();
        }
        reader.leave(code, Board.PASS);
        board.popgo();
        return code;
    }

    /**
     * Sets the budget of the next root move: three quarters of what is left, at least an
     * eighth of the whole, so that one hard move cannot use up the budget of the moves after it.
     */
    private void rootMoveBudget() {
        long used = reader.nodesThisCall();
        stopAt = Math.min(nodeLimit, used + Math.max(nodeLimit / 8, (nodeLimit - used) * 3 / 4));
    }

    /** Owner to move (results of this call's positions come from the table when read before). */
    private int doConnect(int s1, int s2, int plies) {
        long key = tableKey(plies, 1);
        int hit = lookup(key);
        if (hit >= 0) {
            return hit;
        }
        long cuts = reader.boundedCuts;
        return store(key, connectNode(s1, s2, plies), cuts);
    }

    /** Opponent to move (see doConnect). */
    private int doDisconnect(int s1, int s2, int plies) {
        long key = tableKey(plies, 2);
        int hit = lookup(key);
        if (hit >= 0) {
            return hit;
        }
        long cuts = reader.boundedCuts;
        return store(key, disconnectNode(s1, s2, plies), cuts);
    }

    /**
     * Key of the current position in this call's table: the stones and ko point, the plies
     * left, who moves, and the conditional ko captures made on the line so far.
     */
    private long tableKey(int plies, int side) {
        long k = board.hash() ^ (plies * 0x9E3779B97F4A7C15L) ^ (side * 0xC2B2AE3D27D4EB4FL)
                ^ ((koCaptures[StoneColor.BLACK] * 3L + koCaptures[StoneColor.WHITE]) * 0x165667B19E3779F9L);
        return k == 0 ? 1 : k;
    }

    private int lookup(long key) {
        int i = tableSlot(key);
        return tableStored.has(i) && tableKeys[i] == key ? tableValues[i] : -1;
    }

    /**
     * Stores a result read in full and returns it: not one cut short by the node budget, nor one
     * below which a brief tactical read ran out of its own budget (cutsBefore is the reader's
     * count of those when the node began). Both depend on what was read before: whether a brief
     * read finishes depends on what the tactical cache already holds from other lines, so such a
     * FAIL reused on another path answered wrongly (the wide check's bassanio 67, disconnect L14
     * N13: a connect node at ply 5 stored as FAIL on one line, read as WIN on the next;
     * docs/benchmarks.md, "The connection table's path dependence").
     */
    private int store(long key, int packed, long cutsBefore) {
        if (reader.nodesThisCall() < stopAt && reader.boundedCuts == cutsBefore) {
            int i = tableSlot(key);
            tableKeys[i] = key;
            tableValues[i] = packed;
            tableStored.mark(i);
        }
        return packed;
    }

    private static int tableSlot(long key) {
        return (int) (key ^ (key >>> 31)) & (TABLE_SIZE - 1);
    }

    /** Owner to move. */
    private int connectNode(int s1, int s2, int plies) {
        if (board.color(s1) == StoneColor.EMPTY || board.color(s2) == StoneColor.EMPTY) {
            return Reader.pack(FAIL, Board.PASS);
        }
        if (board.sameString(s1, s2)) {
            return Reader.pack(WIN, Board.PASS);
        }
        int color = board.color(s1);
        if (plies <= 0) {
            return Reader.pack(joinsInOne(s1, s2, color) ? WIN : FAIL, Board.PASS);
        }
        int ownerMoves = (plies + 1) / 2 + FILL_SLACK;
        if (plies < depth && ownerMoves + 1 <= MAX_GAP && outOfReach(s1, s2, color, ownerMoves)) {
            // the owner's moves left before the horizon cannot fill the way between them (below
            // the root: there the answer's move is the search's; and only where the fills he
            // may make are fewer than a way pathPoints still reads: further up the search is
            // cheaper than the count, and measured node-identical on seeds 15, 29 and 41)
            return FAIL_PACKED;
        }
        if (plies < depth) {
            // (not at the root: there the search picks the clearest of the ways to connect; but at
            // a disconnect's first owner reply too, where a cut next to both strings that a
            // ladder catches took thousands of nodes to refute move by move: GoFuN-gnugo 135)
            int capture = captureJoining(s1, s2);
            if (capture != FAIL_PACKED) {
                return capture;
            }
        }
        if (plies == 1 && depth >= BIG_CUT_PLIES && !mayJoinInOne(s1, s2, color)) {
            // the last owner move before the horizon, and none of them can leave the strings
            // joined there: every candidate would be cut at once (see disconnectNode's horizon),
            // so neither the candidates nor their moves are read
            return FAIL_PACKED;
        }
        boolean thorough = plies == depth && thoroughRoot;
        int[] cand = new int[thorough ? ROOT_CANDIDATES : 48];
        int n = candidates(s1, s2, color, cand, true, plies);
        int nCandidates = n;
        if (thorough && n > 0) {
            // (not for strings too far apart to be joined: nothing near them matters either)
            orderRootMoves(s1, s2, color, cand, n);
            n = rootMoves(s1, s2, color, cand, n);
        }
        if (plies == 3 && depth >= BIG_CUT_PLIES && n > 0 && !anyJoinsInTwo(s1, s2, color, cand, n)) {
            // three plies before the horizon: an owner move wins only if the cutter's every
            // reply leaves a last owner move that may join (see mayJoinInOne); where none of
            // the owner's candidates leaves one even before the cutter's reply, and no string
            // there is short of liberties, the candidates are not read. A bound, not exact:
            // the deep cutter reads one or two moves, and with those the owner still won 3% of
            // these nodes (the plain bound without the liberty test cut 17% of real owner wins
            // and moved 12 of seed 29's disconnects away from gnugo; docs/benchmarks.md, "The
            // connection reader's deep plies"); with it no answer of seeds 15 and 29 moved
            return FAIL_PACKED;
        }
        return bestOfMoves(s1, s2, plies, true, cand, n, nCandidates, FAIL_PACKED);
    }

    /**
     * Owner to move three plies before the horizon, cand[0..n) his candidates: false if none of
     * them, played on the board without a node, leaves the strings one string or a position
     * where mayJoinInOne says a last owner move may join them. True (read the moves) whenever a
     * ko point is on the board (the owner's ko capture after a threat is not tried here) or a
     * candidate cannot be tried quietly.
     */
    boolean anyJoinsInTwo(int s1, int s2, int color, int[] cand, int n) {
        if (board.koPoint() != Board.PASS || shortOfLiberties(s1) || shortOfLiberties(s2)) {
            return true;
        }
        for (int i = 0; i < n; i++) {
            if (!tryQuietly(cand[i], color)) {
                return true;
            }
            boolean may = board.color(s1) != StoneColor.EMPTY && board.color(s2) != StoneColor.EMPTY
                    && (board.sameString(s1, s2) || shortOfLiberties(s1) || shortOfLiberties(s2)
                        || mayJoinInOne(s1, s2, color));
            board.popgo();
            if (may) {
                return true;
            }
        }
        return false;
    }

    /**
     * True if the owner's string at s or an opponent string next to it has at most two
     * liberties: a race there may decide the connection below the horizon's one-move view.
     */
    private boolean shortOfLiberties(int s) {
        return board.countlib(s) <= 2 || board.adjacentStringsWithLiberties(s, 1, adjBuf) > 0
                || board.adjacentStringsWithLiberties(s, 2, adjBuf) > 0;
    }

    private static final int FAIL_PACKED = Reader.pack(FAIL, Board.PASS);

    /**
     * Cutter strings with at most this many liberties count as no obstacle in outOfReach
     * whatever the plies left: the owner's captures of them are tactical reads (captureJoining,
     * the big cutting strings' captures), not counted in plies, and a string in atari next to
     * both joins them at the horizon.
     */
    private static final int FILL_CAPTURABLE_LIBS = 3;
    /**
     * Owner moves outOfReach grants beyond the owner's own moves left: the search gives him a
     * second move in a row where the cutter has no candidate (disconnectNode), and a cutter stone
     * thrown in between the strings, in atari, joins them at the horizon. Measured on the wide
     * check's connection questions (docs/benchmarks.md, "Connects out of reach"): with none,
     * seed 15's glop 232 connect K8 P5 (1 L10, gnugo 1 Q9) went to 0 (the search there wins
     * with an owner move two fills short); with one, no code moved on seeds 15, 29 and 41.
     */
    private static final int FILL_SLACK = 1;
    /** Room of outOfReach's queue per point (a point is queued again each time its count drops). */
    private static final int FILL_QUEUE_PER_POINT = 4;

    /**
     * True if the owner's strings at s1 and s2 cannot be joined before the horizon: with moves
     * owner moves left, they must come to share a liberty (the horizon's test, joinsInOne or
     * cutsInOne), so every way between them needs at most moves + 1 empty points that his stones
     * fill, each move filling one. A way runs through empty points (one fill each), his own
     * stones (none) and cutter strings he might capture (none: those with at most
     * FILL_CAPTURABLE_LIBS liberties or at most moves + 1, which his moves could take), never
     * through other cutter strings. In Go terms a lower bound (the cutter's moves only block
     * ways), so a line cut here fails in the search too, but for the search's own shortcuts
     * that FILL_SLACK's extra move covers (gnugo stops such a connection at once with no move
     * tried: the wide check's chuck-gnugo 77 connect O9 R9 after P9 and the cut Q9).
     */
    boolean outOfReach(int s1, int s2, int color, int moves) {
        int limit = moves + 1;
        int passLibs = Math.max(FILL_CAPTURABLE_LIBS, moves + 1);
        int[] q = fillQueue;
        int cap = q.length;
        int round = ++fillRound;
        int head = 0;
        int size = 1;
        q[0] = s1;
        fillMark[s1] = round;
        fillCount[s1] = 0;
        while (size > 0) {
            int p = q[head];
            head = head + 1 == cap ? 0 : head + 1;
            size--;
            int d = fillCount[p];
            if (board.color(p) == color && board.sameString(p, s2)) {
                return false;
            }
            for (int k = 0; k < 4; k++) {
                int x = p + delta[k];
                if (!board.isOnBoard(x)) {
                    continue;
                }
                int c = board.color(x);
                int cost;
                if (c == StoneColor.EMPTY) {
                    cost = 1;
                } else if (c == color) {
                    cost = 0;
                } else if (board.countlib(x) <= passLibs) {
                    cost = 0;
                } else {
                    continue;
                }
                int nd = d + cost;
                if (nd > limit || (fillMark[x] == round && fillCount[x] <= nd)) {
                    continue;
                }
                if (size == cap) {
                    return false; // (no room to finish: not out of reach as far as we know)
                }
                fillMark[x] = round;
                fillCount[x] = nd;
                if (cost == 0) {
                    head = head == 0 ? cap - 1 : head - 1;
                    q[head] = x;
                } else {
                    int tail = head + size;
                    q[tail >= cap ? tail - cap : tail] = x;
                }
                size++;
            }
        }
        return true;
    }
    /** Scratch of mayJoinInOne: the owner moves it tries (liberties of both strings and a few more). */
    private final int[] joinProbes = new int[2 * MAX_LIBS + 8 + 64];

    /**
     * Owner to move one ply before the horizon (where a disconnect node without big cutting
     * strings is cut unless the strings are one string, have two common liberties, or one the
     * cutter cannot occupy without being in atari): false if no owner move can leave them so,
     * true if one may (or the strings have too many liberties to try them all). Only a move next
     * to either string can join them or give them a new common liberty; besides those, only a
     * move on one of the cutter's last two liberties at their one common liberty, or a capture of
     * a cutting stone next to either string, changes what the horizon sees. (Captures cannot
     * make the common liberty worse for the cutter: the captured stones become his liberties.)
     * The moves are tried on the board without counting as nodes.
     */
    boolean mayJoinInOne(int s1, int s2, int color) {
        if (board.countCommonLibs(s1, s2) >= 2) {
            return true;
        }
        int cutter = StoneColor.other(color);
        int[] probes = joinProbes;
        int n = 0;
        int[] libs = libsA;
        for (int s : new int[] {s1, s2}) {
            int k = board.findlib(s, MAX_LIBS, libs);
            if (k > MAX_LIBS) {
                return true;
            }
            for (int i = 0; i < k; i++) {
                n = add(probes, n, libs[i]);
            }
            int[] adj = adjBuf;
            int na = board.adjacentStringsWithLiberties(s, 1, adj);
            for (int i = 0; i < na && n < probes.length; i++) {
                board.findlib(adj[i], 1, libs);
                n = add(probes, n, libs[0]);
            }
        }
        int[] common = new int[1];
        if (board.findCommonLibs(s1, s2, 1, common) == 1) {
            // (with three or more liberties there one owner stone cannot take the point from him)
            if (board.approxlib(common[0], cutter, 3, libs) == 2) {
                n = add(probes, n, libs[0]);
                n = add(probes, n, libs[1]);
            }
        }
        for (int i = 0; i < n; i++) {
            int m = probes[i];
            if (!tryQuietly(m, color)) {
                continue;
            }
            boolean joined = board.sameString(s1, s2) || board.countCommonLibs(s1, s2) >= 2
                    || cutsInOne(s1, s2, cutter) != WIN;
            board.popgo();
            if (joined) {
                return true;
            }
        }
        return false;
    }
    /** Largest two-liberty cutting string captureJoining reads (see there). */
    private static final int MAX_JOINING_CUT = 2;

    /**
     * Owner to move, below the root: a cutting string next to both strings that is in atari,
     * or that has two liberties and at most MAX_JOINING_CUT stones, and that the tactical reader
     * captures, joins them: its capture leaves both strings around the hole. Read here as one
     * tactical question rather than move by move in the connection search, whose plies and brief
     * tactical reads a ladder or a net outruns (the wide check's gnugo-3.1.27-GoFuN 69: the cut
     * at Q5 is caught in a ladder). Measured (docs/benchmarks.md, "Wide tactical check"): a
     * strict ladder only found fewer of these captures (5 answers of the wide check fewer
     * on gnugo's side, 3 studied misreads more) at more CPU; bigger strings (three stones, or
     * any size) lost connection.tst 113 (and 25, 87, 119), so they stay out. A two-liberty
     * string whose read runs out of its budget gets a second look at its ataris (captureOrAtari).
     * Returns the capture (packed), or FAIL_PACKED.
     */
    private int captureJoining(int s1, int s2) {
        int[] adj = adjBuf;
        for (int libs = 1; libs <= 2; libs++) {
            int n = board.adjacentStringsWithLiberties(s1, libs, adj);
            for (int i = 0; i < n; i++) {
                int cut = adj[i];
                if ((libs == 1 || board.stringSize(cut) <= MAX_JOINING_CUT) && touches(cut, s2, null, 0)) {
                    int a = captureOrAtari(cut);
                    if (Reader.code(a) == WIN && Reader.move(a) != Board.PASS) {
                        return a;
                    }
                }
            }
        }
        return FAIL_PACKED;
    }

    /**
     * Nodes of each atari in captureOrAtari's second look: twice TACTICAL_LIMIT. Measured on the
     * wide check's disconnects (docs/benchmarks.md, "The ataris of a cutting stone next to both"):
     * with TACTICAL_LIMIT (200) the second look moved seed 15's cgf2002/Aya 66 `disconnect O7 N5`
     * away from gnugo's (0 -> 1 N6: its own reads, cut by the budget, left the tactical cache
     * otherwise); with 400 or 800 it answers 0 as before, in fewer nodes.
     */
    private static final long ATARI_LOOK_LIMIT = 2 * TACTICAL_LIMIT;
    /** Scratch of captureOrAtari: the two liberties of the cutting string. */
    private final int[] atariLibs2 = new int[2];

    /**
     * captureJoining's read of the cutting string at cut: the tactical reader's attack within
     * TACTICAL_LIMIT and, when that runs out of its budget without a capture and the string has
     * two liberties, a second look: each of its two ataris read on its own, the defence after it
     * with ATARI_LOOK_LIMIT nodes. Why: the tactical reader reads the ataris of a two-liberty
     * string one after the other within one budget, so where the first fails only after the
     * budget is spent, the second is never read. The wide check's kgs/GNU-bassanio 67
     * `disconnect L14 N13`, after the cut M13, the owner's M14 and the cutter's N14: the attack
     * on N14 (next to both strings) reads O14 first, which fails in 754 nodes, while N15
     * captures in 215; within 200 the capture was missed, M14 failed as a reply, and with the
     * owner's replies in distance order (setOwnerByDistance) the cut M13 was answered 1 (gnugo
     * 0: after M14 N14 its first move is N15). Returns the capture (packed) or what the attack
     * returned.
     */
    private int captureOrAtari(int cut) {
        return captureOrAtari(cut, TACTICAL_LIMIT, false);
    }

    /**
     * captureOrAtari with the first read's budget firstLimit, and each atari's defence read as a
     * fresh question if fresh (see setOnlyWayCaptureLook).
     */
    private int captureOrAtari(int cut, long firstLimit, boolean fresh) {
        long cutsBefore = reader.boundedCuts;
        int a = reader.attackBounded(cut, firstLimit);
        if (!captureOrAtariLook || reader.boundedCuts == cutsBefore || Reader.code(a) == WIN || board.countlib(cut) != 2) {
            return a;
        }
        int owner = StoneColor.other(board.color(cut));
        board.findlib(cut, 2, atariLibs2);
        int first = atariLibs2[0];
        int second = atariLibs2[1];
        for (int m : new int[] {first, second}) {
            if (!reader.tryMove(m, owner, "connect-atari", cut)) {
                continue;
            }
            int code = FAIL;
            if (board.color(cut) == StoneColor.EMPTY) {
                code = WIN;
            } else {
                long cuts = reader.boundedCuts;
                int d = fresh ? reader.defendBoundedFresh(cut, ATARI_LOOK_LIMIT) : reader.defendBounded(cut, ATARI_LOOK_LIMIT);
                if (reader.boundedCuts == cuts && Reader.code(d) == FAIL) {
                    // (a defence that ran out of its budget proves nothing)
                    code = WIN;
                }
            }
            reader.leave(code, Board.PASS);
            board.popgo();
            if (code == WIN) {
                return Reader.pack(WIN, m);
            }
        }
        return a;
    }

    /**
     * Nodes of the full read of an owner's string with two liberties below the WIDE_PLIES: half
     * of TACTICAL_LIMIT. Measured (docs/benchmarks.md, "The owner's strings read at every cutter
     * node"): on seed 15's connection questions the owner's strings took half of their reading
     * nodes, and of 19,099 captures found only 299 needed more than 100 nodes, while 1,307 reads
     * of two-liberty strings ran the whole 200 without one. On the connection questions of seeds
     * 15 and 29, 150 moved no code; 100 (from WIDE_PLIES, ply 4 or ply 6) moved one, towards
     * gnugo's (joseki01 79 disconnect C9 C6).
     */
    private static final long OWNER_DEEP_LIMIT = 100;
    /**
     * OWNER_DEEP_LIMIT in a connect (setConnectOwnerDeepLimit): half of it. Counted on the 2,000
     * connects of the wide check's seed 15 (a throwaway counter by call site, docs/benchmarks.md,
     * "The owner's two-liberty strings in a connect, sixteenth session"): the owner's strings'
     * reads were 43% of the reading nodes (4,947 captures in 23,400 nodes, 4,093 finished
     * without one in 57,323, and 676 that ran out in 54,406, 80 each); a capture that needs
     * more than 50 nodes below the wide plies was rare enough that no connect code moved on
     * seeds 15 and 29 and one moved on seed 41, to gnugo's.
     */
    private static final long CONNECT_OWNER_DEEP_LIMIT = 50;
    /**
     * Per trymove level (board.stackp()) and owner string (0 for s1, 1 for s2): the stone hash of
     * the position whose read of that string ran out of its node budget without a capture, and
     * the string's signature then (0 hash: no such read at this level). See attackOwner.
     */
    private final long[][] outOfBudgetHash = new long[MAX_OUT_OF_BUDGET_LEVELS][2];
    private final long[][] outOfBudgetSig = new long[MAX_OUT_OF_BUDGET_LEVELS][2];
    private static final int MAX_OUT_OF_BUDGET_LEVELS = 64;
    private final int[] sigLibs = new int[4];

    /**
     * The owner's string at s (with libs liberties, at most 3) as it stands: its origin, size and
     * liberties, so that two equal signatures at two nodes of one line mean the same stones and
     * the same liberties.
     */
    private long ownerSignature(int s, int libs) {
        board.findlib(s, sigLibs.length, sigLibs);
        long sum = 0;
        long squares = 0;
        for (int i = 0; i < libs; i++) {
            sum += sigLibs[i];
            squares ^= (long) sigLibs[i] * sigLibs[i];
        }
        return ((long) board.origin(s) << 48) ^ ((long) board.stringSize(s) << 38) ^ ((long) libs << 36)
                ^ (sum << 20) ^ squares;
    }

    /**
     * attackOwner at a disconnect node, for the owner's string k (0: s1, 1: s2). When the same
     * string's read at the disconnect node two plies up this line (the grandparent position, by
     * the board's stone hash at that level) ran out of its node budget without a capture, and the
     * string has the same stones and liberties now, it is not read again: FAIL, as the budget's
     * end said there. Why: the cutter's move and the owner's reply since then did not touch the
     * string's stones or liberties, so the read's first moves are the same and a read that did not
     * finish in the budget then rarely finishes now (a move further away can change a ladder, so
     * this is a bound like the budget itself, not a proof: seed 15's wide check moved no code,
     * seed 29 two codes gained and one lost, docs/benchmarks.md). Counted as a budget cut
     * (reader.boundedCuts), so the connection table does not store what was read on top of it,
     * as after the read it stands for. Reads that finished (capture or not) are always read again:
     * of 23,179 strings with the same size and number of liberties as two plies up, read there as
     * not captured, 3,259 were captured after the two moves between (seed 15).
     */
    private int attackOwner(int s, int plies, int k) {
        int libs = board.countlib(s);
        int sp = board.stackp();
        if (sp >= MAX_OUT_OF_BUDGET_LEVELS) {
            return attackOwner(s, plies);
        }
        outOfBudgetHash[sp][k] = 0;
        if (ownerNotRead(libs, plies)) {
            return Reader.pack(FAIL, Board.PASS);
        }
        long sig = ownerSignature(s, libs);
        if (sp >= 2 && outOfBudgetHash[sp - 2][k] != 0 && outOfBudgetHash[sp - 2][k] == board.stoneHashAt(sp - 2)
                && outOfBudgetSig[sp - 2][k] == sig) {
            reader.boundedCuts++;
            outOfBudgetHash[sp][k] = board.stoneHash();
            outOfBudgetSig[sp][k] = sig;
            return Reader.pack(FAIL, Board.PASS);
        }
        long cutsBefore = reader.boundedCuts;
        int r = attackOwner(s, plies);
        if (reader.boundedCuts != cutsBefore && Reader.code(r) != WIN) {
            outOfBudgetHash[sp][k] = board.stoneHash();
            outOfBudgetSig[sp][k] = sig;
        }
        return r;
    }

    /**
     * The cutter's capture of the owner's string at s: read in full with one or two liberties
     * (two liberties below the WIDE_PLIES within OWNER_DEEP_LIMIT), briefly with three and only
     * in the wide plies near the root (rarely captured, and read at many nodes), not at all with
     * more.
     */
    private int attackOwner(int s, int plies) {
        int libs = board.countlib(s);
        if (ownerNotRead(libs, plies)) {
            return Reader.pack(FAIL, Board.PASS);
        }
        long limit = libs == 3 ? CUT_TACTICAL_LIMIT
                : libs == 2 && depth - plies >= WIDE_PLIES ? ((joinsFirst ? connectOwnerDeepShort : disconnectOwnerDeepShort) ? CONNECT_OWNER_DEEP_LIMIT : OWNER_DEEP_LIMIT)
                : TACTICAL_LIMIT;
        return reader.attackBounded(s, limit);
    }

    /** Whether the owner's string of libs liberties is not read for capture plies from the horizon (see attackOwner). */
    private boolean ownerNotRead(int libs, int plies) {
        return libs > 3 || (libs == 3 && depth - plies >= WIDE_PLIES);
    }

    /**
     * Nodes of the tactical reads of cutting strings (captures of the ones short paths cross, and
     * the captures and defences of big ones next to both) at a node plies from the horizon: the
     * full TACTICAL_LIMIT in the wide plies near the root, where there are few nodes, the brief
     * CUT_TACTICAL_LIMIT below. With the brief read only, a cut at the root that a capture of the
     * cutting stone refutes (a net, a ladder of a few moves, a capture after an atari) was
     * counted as good, and a connection that captures a cutting stone was missed (the wide
     * check's study: incident80 161, gnugo-daigo 298, AdaGeek 232 and TSa 171 disconnects,
     * PsyDuck 86 and yagr-Kazik 122 connects; docs/benchmarks.md, "Connection misreads").
     */
    private long cutLimit(int plies) {
        return depth - plies < WIDE_PLIES ? TACTICAL_LIMIT : CUT_TACTICAL_LIMIT;
    }

    /** Opponent to move. */
    private int disconnectNode(int s1, int s2, int plies) {
        if (board.color(s1) == StoneColor.EMPTY || board.color(s2) == StoneColor.EMPTY) {
            return Reader.pack(WIN, Board.PASS);
        }
        if (board.sameString(s1, s2)) {
            return Reader.pack(FAIL, Board.PASS);
        }
        int color = board.color(s1);
        int cutter = StoneColor.other(color);
        boolean horizon = plies <= 0 && !readsBigCutters(s1, s2, cutter, plies);
        if (horizon && board.countCommonLibs(s1, s2) < 2 && cutsInOne(s1, s2, cutter) == WIN) {
            // cut at the horizon whether or not a string could be captured as well: the captures
            // below would only say WIN again, so they are not read (in the failed cuts, where
            // every owner move is answered, an eighth of the reading nodes went to them:
            // docs/benchmarks.md, "Connection reader speed")
            return Reader.pack(WIN, Board.PASS);
        }
        // A string that can be captured is cut off.
        // (strings with four or more liberties are not read: a cut is not won by ladders of those)
        // Below the root the string with fewer liberties is read first: a string in atari is
        // read in a node or two and, when captured, spares the other string's read (one of up
        // to TACTICAL_LIMIT nodes); at the root the order stays, so the answer's move is s1's
        // capture where both can be taken (alone: seed 15's connection reading nodes -0.4%).
        boolean secondFirst = plies < depth && board.countlib(s2) < board.countlib(s1);
        int a2 = Reader.pack(FAIL, Board.PASS);
        if (secondFirst) {
            a2 = attackOwner(s2, plies, 1);
            if (Reader.code(a2) == WIN) {
                return a2;
            }
        }
        int a1 = attackOwner(s1, plies, 0);
        if (Reader.code(a1) == WIN) {
            return a1;
        }
        if (!secondFirst) {
            a2 = attackOwner(s2, plies, 1);
            if (Reader.code(a2) == WIN) {
                return a2;
            }
        }
        // Two common liberties (and neither string can be captured): whichever the cutter
        // takes, the owner joins at the other.
        if (board.countCommonLibs(s1, s2) >= 2) {
            return Reader.pack(FAIL, Board.PASS);
        }
        if (horizon) {
            // horizon: at most one common liberty is left. Without one they are not linked
            // (WIN either way); with one, it is always a path point, so the answer is
            // cutsInOne's, and the candidates (two to four distance maps) need not be built.
            return Reader.pack(cutsInOne(s1, s2, cutter), Board.PASS);
        }
        // (not at plies 0, reached here when big cutting strings are read at the horizon: there
        // the candidates only tell whether the strings are apart)
        int join = plies > 0 ? safeSoleJoin(s1, s2, color) : Board.PASS;
        if (join != Board.PASS) {
            // every other cut is answered by the join (see safeSoleJoin): only the cut there is
            // read, and the join gets the owner's killer and history one ply down as the reads
            // of the other cuts would have left them (the path points the cutter tries there,
            // each refuted by it): without them the owner's moves elsewhere came in another
            // order, and a held row read otherwise (bassanio 67 disconnect L14 N13)
            if (plies - 1 < MAX_KILLER_PLIES) {
                killers[1][plies - 1] = join;
                history[1][join] += (width(plies, false) - 1) * ((plies - 1) * (plies - 1) + 1);
            }
            int best = Math.max(Reader.code(a1), Reader.code(a2));
            int bestMove = best == FAIL ? Board.PASS : Reader.move(Reader.code(a1) >= Reader.code(a2) ? a1 : a2);
            return bestOfMoves(s1, s2, plies, false, new int[] {join}, 1, 1, Reader.pack(best, bestMove));
        }
        int[] cand = new int[48];
        int n = candidates(s1, s2, color, cand, false, plies);
        if (n == 0) {
            // nothing links them: they are apart
            return Reader.pack(apart || plies <= 0 ? WIN : ReadCodes.invert(Reader.code(doConnect(s1, s2, plies - 1))),
                    Board.PASS);
        }
        if (plies <= 0) {
            // horizon: two common liberties (that are not both needed against an atari) hold
            return Reader.pack(board.countCommonLibs(s1, s2) >= 2 ? FAIL : cutsInOne(s1, s2, cutter), Board.PASS);
        }
        int best = Math.max(Reader.code(a1), Reader.code(a2));
        int bestMove = best == FAIL ? Board.PASS : Reader.move(Reader.code(a1) >= Reader.code(a2) ? a1 : a2);
        return bestOfMoves(s1, s2, plies, false, cand, n, n, Reader.pack(best, bestMove));
    }

    /**
     * Liberties of the string the owner's join at the strings' one common liberty must make, so
     * that no cut elsewhere can work: a cutter's move takes at most one of them (his captures
     * only give liberties), and the tactical reader does not attack a string with more than four
     * (Reader.doAttack: FAIL at once).
     */
    private static final int SAFE_JOIN_LIBS = 6;

    /**
     * Cutter to move, the strings at s1 and s2 (of color, neither capturable as read before):
     * their one common liberty if the owner's stone there joins them into a string with at
     * least SAFE_JOIN_LIBS liberties, else PASS. Then the cut there is the only one: whatever
     * the cutter plays elsewhere, the owner joins there (his first reply at every owner node:
     * promoteCommonLiberties in a disconnect, promoteJoins in a connect, where a capture that
     * joins may come first) into a string that still has five liberties, which
     * no attack takes, so every other cut fails in the search too. Not when a string that the
     * join takes in is in atari (the cutter's capture of it would take more than one liberty).
     */
    int safeSoleJoin(int s1, int s2, int color) {
        if (board.findCommonLibs(s1, s2, 2, joinLibs) != 1) {
            return Board.PASS;
        }
        int p = joinLibs[0];
        for (int d = 0; d < 4; d++) {
            int q = p + delta[d];
            if (board.color(q) == color && board.countlib(q) < 2) {
                return Board.PASS;
            }
        }
        if (!tryQuietly(p, color)) {
            return Board.PASS;
        }
        boolean safe = board.countlib(s1) >= SAFE_JOIN_LIBS;
        board.popgo();
        return safe ? p : Board.PASS;
    }

    /**
     * The one move loop of connect and disconnect: tries the n candidates for the owner of s1 and
     * s2 (owner) or for the cutter, each answered by the other side's read one ply shallower, and
     * returns the best code with its move, packed, starting from start (what the node found
     * before its moves: a capture of an owner string for the cutter). The candidates from
     * nNear on (points near the strings, only at the owner's thorough root) are read only when
     * the ones before found no connection. At the root each move gets its share of the budget
     * (rootMoveBudget); a move cut short by the budget does not count. The owner's thorough
     * root keeps the best code that needed the fewest nodes and looks ROOT_LOOK_AHEAD moves past
     * its first win; elsewhere the loop stops at the first WIN. Written once for both sides (a
     * branch per node, which costs nothing measurable: docs/benchmarks.md, "Attack/defence loops").
     */
    private int bestOfMoves(int s1, int s2, int plies, boolean owner, int[] cand, int n, int nNear, int start) {
        int color = board.color(s1);
        int mover = owner ? color : StoneColor.other(color);
        String fn = owner ? "connect" : "disconnect";
        boolean thorough = owner && plies == depth && thoroughRoot;
        int best = Reader.code(start);
        int bestMove = Reader.move(start);
        long bestCost = Long.MAX_VALUE;
        int looked = 0;
        int winKey = 0;
        int[] killer = killers[owner ? 1 : 0];
        boolean useKiller = plies < depth && plies < MAX_KILLER_PLIES;
        int[] hist = history[owner ? 1 : 0];
        if (useKiller) {
            byHistory(cand, n, hist);
            promote(cand, n, killer[plies]);
            if (owner && joinsFirst) {
                // connect: first the moves that join the strings into one string (tried on the board),
                // near the root then the ones that link them (see LINKS_FIRST_PLIES)
                if (connectOwnerByDistance && depth - plies <= CONNECT_ORDER_PLIES) {
                    // all of them by the distance they leave, the killer back in front (see
                    // CONNECT_ORDER_PLIES); rootMoveKey puts the joins and the links first as
                    // promoteJoins does, so its pass only cost time (without it node-identical on
                    // the wide check's connects of seeds 15, 29 and 41)
                    orderByDistance(s1, s2, color, cand, n);
                    promote(cand, n, killer[plies]);
                } else {
                    promoteJoins(s1, s2, color, cand, n, depth - plies <= LINKS_FIRST_PLIES);
                }
            } else if (owner) {
                if (plies == depth - 1) {
                    // (a disconnect's first owner reply; connect never reads an owner node here)
                    promoteAtaris(cand, n);
                }
                promoteCommonLiberties(s1, s2, cand, n);
                if (depth - plies <= LINKS_FIRST_PLIES) {
                    // then, as in a connect's owner nodes near the root, the joins and the links
                    // the cutter cannot take (before the probe, which starts from them): a reply
                    // that links the strings again ends the cut in a node or two (see
                    // LINKS_FIRST_PLIES); but the killer, the reply that refuted the cut at this
                    // ply last, stays in front of them (behind them the wide check's GNWL3 38
                    // disconnect E7 E4 read 3,769 connection nodes instead of 2,895: after the
                    // cut E5 the links failed one by one before the killer F5 held)
                    promoteJoins(s1, s2, color, cand, n, true);
                    promote(cand, n, killer[plies]);
                }
                if (ownerByDistance && depth - plies <= OWNER_ORDER_PLIES) {
                    // the replies that leave the strings nearest first, the killer still in front
                    // (see OWNER_ORDER_PLIES)
                    orderByDistance(s1, s2, color, cand, n);
                    promote(cand, n, killer[plies]);
                }
                if (plies == depth - 1) {
                    promoteReplyThatHolds(s1, s2, plies, color, cand, n);
                }
            }
        }
        for (int i = 0; i < n; i++) {
            int m = cand[i];
            if (i == nNear && best != FAIL) {
                // the points near the strings are for when the candidates found no connection
                break;
            }
            if (thorough && best == WIN && i < nNear && rootKeys[i] >> 16 > winKey) {
                // the moves left leave the strings further apart than the win did (see
                // orderRootMoves): the look-ahead is for a clearer move among equals
                break;
            }
            if (plies == depth) {
                rootMoveBudget();
                if (thorough) {
                    // (the thorough root compares its moves by nodes: each is read with no
                    // history of the others, or the later ones would look cheaper)
                    java.util.Arrays.fill(history[0], 0);
                    java.util.Arrays.fill(history[1], 0);
                }
            }
            long before = reader.nodesThisCall();
            boolean capped = false;
            if (thorough && best == WIN && before + bestCost < stopAt) {
                // a move read after a win replaces it only if it wins in fewer nodes: reading it
                // further than that cannot change the answer
                stopAt = before + bestCost;
                capped = true;
            }
            if (!owner && depth - plies < CUTTER_DEEP_PLIES && isHopelessCut(m, mover)) {
                // (deeper down the cutter's throw-ins are kept: there they were the cut in
                // studied rows, evand 197 and score38 110)
                continue;
            }
            int how = playOrKo(m, mover, fn, s1, plies);
            if (how == 0) {
                continue;
            }
            int outerOwnerMove = lastOwnerMove;
            int outerCutterMove = lastCutterMove;
            int outerOnlyWayLine = onlyWayLine;
            if (owner && onlyWayCutterAnswer) {
                // the owner's only-way capture (recordOnlyWay at this node): the cutter's nodes
                // below it read wider (see setOnlyWayCutterAnswer)
                int sp = board.stackp() - 1;
                if (sp >= 0 && sp < MAX_OUT_OF_BUDGET_LEVELS && onlyWayAt[sp] == board.stoneHashAt(sp) && onlyWayMove[sp] == m) {
                    onlyWayLine++;
                }
            }
            if (owner) {
                lastOwnerMove = m;
            } else {
                lastCutterMove = m;
            }
            int code;
            if (!owner) {
                code = ReadCodes.invert(Reader.code(doConnect(s1, s2, plies - 1)));
            } else if (board.color(s1) == StoneColor.EMPTY || board.color(s2) == StoneColor.EMPTY) {
                code = FAIL;
            } else if (board.sameString(s1, s2)) {
                code = ReadCodes.invert(Reader.code(reader.attackBounded(s1, TACTICAL_LIMIT)));
            } else {
                code = ReadCodes.invert(Reader.code(doDisconnect(s1, s2, plies - 1)));
            }
            code = takeBack(how, code, mover);
            lastOwnerMove = outerOwnerMove;
            lastCutterMove = outerCutterMove;
            onlyWayLine = outerOnlyWayLine;
            if (capped && reader.nodesThisCall() >= stopAt) {
                // no cheaper win: it counts as the move read after the win
                if (looked++ == ROOT_LOOK_AHEAD) {
                    break;
                }
                continue;
            }
            if (reader.nodesThisCall() >= stopAt) {
                // out of budget: this move's value is unfinished; keep what was read in full
                // (at the root, the next moves get what is left of the whole budget)
                if (plies == depth && reader.nodesThisCall() < nodeLimit) {
                    continue;
                }
                break;
            }
            if (thorough) {
                // the best code, among equals the move that needed the fewest nodes
                long cost = reader.nodesThisCall() - before;
                if (code > best || (code == best && code != FAIL && cost < bestCost)) {
                    if (best != WIN && code == WIN && i < nNear) {
                        winKey = rootKeys[i] >> 16;
                    }
                    best = code;
                    bestMove = m;
                    bestCost = cost;
                }
                if (best == WIN && (bestCost <= 1 || looked++ == ROOT_LOOK_AHEAD)) {
                    // (a win in one node, its own move, cannot be beaten by a cheaper one)
                    break;
                }
                continue;
            }
            if (code > best) {
                best = code;
                bestMove = m;
                if (code == WIN) {
                    if (useKiller) {
                        killer[plies] = m;
                        hist[m] += plies * plies + 1;
                    }
                    break;
                }
            }
        }
        return Reader.pack(best, bestMove);
    }

    /**
     * Plies the probe of promoteReplyThatHolds reads after each owner reply: the cutter's next
     * cut and the owner's answer to it, then the horizon's judgement. Measured on the wide
     * check's disconnects (docs/benchmarks.md, "The first reply that holds"): one ply (the cut
     * alone) saved a third as much; three to six plies saved less and moved answers through what
     * the probes' tactical reads left in the cache (at three the held row bassanio 67 disconnect
     * L14 N13, at four held-out seed 29's joseki01 79 disconnect C9 C6).
     */
    private static final int PROBE_PLIES = 2;

    /** Scratch of promoteReplyThatHolds: the killers and history as they were before the probes. */
    private final int[][] probeKillers = new int[2][MAX_KILLER_PLIES];
    private int[][] probeHistory;

    /**
     * At a disconnect's first owner reply (plies left, cand[0..n) in the order the node gave
     * them): moves the first reply that still holds after a short look, PROBE_PLIES more plies
     * (the cutter's next cut and the owner's answer), to the front. A reply that cannot keep the
     * strings linked for the cutter's very next cut almost never keeps them linked for ten plies,
     * but read in full first it takes the cutter hundreds to thousands of nodes to refute (the
     * wide check's refuted disconnects: the owner's failed first replies before the winning one
     * held 28% of seed 15's disconnect nodes; gnugo-tsgo 147 M5 P4, after the cut N4 the reply O4
     * failed in 1,615 nodes before O5 won in 856), while the probe of a reply is a few nodes. Only
     * the order changes: every reply is still read in full until one wins, so the answer stays
     * the search's, but for what the probes' bounded tactical reads leave in the cache. The probes
     * leave the killers and the history as they found them (keeping them cost nodes and moved a
     * held row, bassanio 67 disconnect L14 N13); their positions go into the table, keyed by the
     * plies left as every entry is. Deeper owner nodes are not probed: the same probe at the
     * owner's second reply (ply 3) as well broke a held row of WideCheckGnugoMisreadTest
     * (trevor/auto/b86 55 disconnect C3 E2) and saved less than the first reply alone on held-out
     * seed 29; a one-ply probe down to ply 5 added nodes.
     */
    private void promoteReplyThatHolds(int s1, int s2, int plies, int color, int[] cand, int n) {
        int left = Math.min(PROBE_PLIES, plies - 1);
        if (n < 2 || left < 1) {
            return;
        }
        if (probeHistory == null) {
            probeHistory = new int[2][history[0].length];
        }
        for (int side = 0; side < 2; side++) {
            System.arraycopy(killers[side], 0, probeKillers[side], 0, MAX_KILLER_PLIES);
            System.arraycopy(history[side], 0, probeHistory[side], 0, history[side].length);
        }
        int outerOwnerMove = lastOwnerMove;
        for (int i = 0; i < n && reader.nodesThisCall() < stopAt; i++) {
            int m = cand[i];
            int how = playOrKo(m, color, "connect-probe", s1, plies);
            if (how == 0) {
                continue;
            }
            lastOwnerMove = m;
            int code;
            if (board.color(s1) == StoneColor.EMPTY || board.color(s2) == StoneColor.EMPTY) {
                code = FAIL;
            } else if (board.sameString(s1, s2)) {
                code = ReadCodes.invert(Reader.code(reader.attackBounded(s1, TACTICAL_LIMIT)));
            } else {
                code = ReadCodes.invert(Reader.code(doDisconnect(s1, s2, left)));
            }
            code = takeBack(how, code, color);
            lastOwnerMove = outerOwnerMove;
            if (code == WIN) {
                promote(cand, n, m);
                break;
            }
        }
        for (int side = 0; side < 2; side++) {
            System.arraycopy(probeKillers[side], 0, killers[side], 0, MAX_KILLER_PLIES);
            System.arraycopy(probeHistory[side], 0, history[side], 0, history[side].length);
        }
    }

    /**
     * Sorts cand[0..n) by history, most first; moves of equal history (most of them: none) keep
     * the order candidates gave them (an insertion sort: stable, and lists are short).
     */
    private static void byHistory(int[] cand, int n, int[] hist) {
        for (int i = 1; i < n; i++) {
            int m = cand[i];
            int h = hist[m];
            int j = i;
            while (j > 0 && hist[cand[j - 1]] < h) {
                cand[j] = cand[j - 1];
                j--;
            }
            cand[j] = m;
        }
    }

    /**
     * True if the cutter's move at m cannot work as a cut: a self-atari that captures nothing
     * and takes no liberty of an owner string short of liberties (at most three), so the owner
     * captures it at once and nothing of his is weakened. Such moves are skipped at the cutter's
     * nodes above CUTTER_DEEP_PLIES (the root included), where each was refuted by a search of
     * its own. Measured on the wide check: no answer moved on seed 15 or the held-out seed 29;
     * with the throw-ins next to weak owner strings skipped too, or at every ply, held rows of
     * WideCheckMisreadTest broke (docs/benchmarks.md, "Refuted cuts").
     */
    boolean isHopelessCut(int m, int cutter) {
        if (board.color(m) != StoneColor.EMPTY || board.doesCapture(m, cutter) || !board.isSelfAtari(m, cutter)) {
            return false;
        }
        int owner = StoneColor.other(cutter);
        for (int d = 0; d < 4; d++) {
            int q = m + delta[d];
            if (board.color(q) == owner && board.countlib(q) <= 3) {
                return false;
            }
        }
        return true;
    }

    /** Scratch of promoteCommonLiberties: the common liberties of the two strings. */
    private final int[] joinLibs = new int[4];

    /**
     * Moves the owner's solid joins (the common liberties of the strings at s1 and s2) to the
     * front of cand[0..n), before the killer and the history: a join is read in one node and a
     * tactical read of the joined string, and where it holds it ends the node, while a killer
     * or a move of high history that won at other nodes (a capture elsewhere, a race) may take
     * thousands of nodes to win here, or lose (the wide check's refuted cuts: GoFuN-gnugo 135,
     * after the cut E12 the killer C8 took 9,034 nodes to fail before the join E10 won).
     */
    private void promoteCommonLiberties(int s1, int s2, int[] cand, int n) {
        int k = board.findCommonLibs(s1, s2, joinLibs.length, joinLibs);
        for (int i = Math.min(k, joinLibs.length) - 1; i >= 0; i--) {
            promote(cand, n, joinLibs[i]);
        }
    }

    /** Scratch of promoteAtaris: the liberties of the cutter's last string. */
    private final int[] atariLibs = new int[2];

    /**
     * Moves the owner's ataris on the cutter's last stone (when its string has two liberties) to
     * the front of cand[0..n), first the one that leaves the poorer escape (fewer liberties where
     * the cutter extends). Used at a disconnect's first owner reply only, where the killer and the
     * history come from the replies to other root cuts, which seldom refute this one: in the
     * wide check's 60 dearest refuted disconnects the owner's failed first replies before the one
     * that won took 528,000 of their nodes, and most winning replies touch the cutting stone.
     * Deeper, or in connect, the same order read more nodes on connection.tst.
     */
    private void promoteAtaris(int[] cand, int n) {
        int m = lastCutterMove;
        if (m == Board.PASS || board.color(m) == StoneColor.EMPTY || board.countlib(m) != 2) {
            return;
        }
        board.findlib(m, 2, atariLibs);
        int cutter = board.color(m);
        // first the atari that leaves the cutter the poorer escape (fewer liberties where he extends)
        boolean firstAt0 = board.approxlib(atariLibs[1], cutter, 5, null) <= board.approxlib(atariLibs[0], cutter, 5, null);
        promote(cand, n, atariLibs[firstAt0 ? 1 : 0]);
        promote(cand, n, atariLibs[firstAt0 ? 0 : 1]);
    }

    /**
     * Plays m for color on the board without counting a node (a look before the search: probes,
     * move ordering); false if it cannot be played. Never a suicide, even where the rules allow
     * it: the search does not play one. The caller pops the move.
     */
    private boolean tryQuietly(int m, int color) {
        return board.color(m) == StoneColor.EMPTY && !(board.isSuicideAllowed() && board.isSuicide(m, color))
                && board.trymove(m, color);
    }

    /** Moves m to the front of cand[0..n), the others keeping their order; nothing if absent. */
    private static void promote(int[] cand, int n, int m) {
        for (int i = 0; i < n; i++) {
            if (cand[i] == m) {
                System.arraycopy(cand, 0, cand, 1, i);
                cand[0] = m;
                return;
            }
        }
    }

    /**
     * True if candidates would read three-liberty cutting strings at this ply (tactical reads,
     * which count as nodes and fill the tactical cache, so they cannot be skipped unnoticed).
     */
    private boolean readsBigCutters(int s1, int s2, int cutter, int plies) {
        return depth - plies < BIG_CUT_PLIES && bigCutters(s1, s2, cutter, false) > 0;
    }

    /**
     * Moves that matter for the connection, none if the strings are apart: first the liberties
     * of opponent strings in atari next to either string, then for the cutter the defences of
     * cutting strings with three liberties near both that the owner could capture, then
     * (for both sides) the points on the shortest paths between them (see pathPoints), with the
     * owner's captures of the cutting strings after them. Strings that are far apart still
     * count as near if such a cutting string between them can be captured.
     */
    private int candidates(int s1, int s2, int color, int[] out, boolean owner, int plies) {
        int[] path = pathBuf;
        int answeredCut = owner ? Board.PASS : answersOnlyWay();
        int w = width(plies, owner);
        if (answeredCut != Board.PASS || (!owner && onlyWayLine > 0)) {
            w = Math.max(w, CUTTER_NARROW);
        }
        int np = pathPoints(s1, s2, color, owner ? color : StoneColor.other(color), path, w);
        // (big two-liberty cutting strings only when no path joins the strings otherwise, and
        // only in the wide plies near the root; the owner's captures of them a little deeper)
        int nBig = depth - plies < BIG_CUT_PLIES
                ? bigCutters(s1, s2, StoneColor.other(color), apart && depth - plies < (owner ? OWNER_BIG_TWO_PLIES : 4)) : 0;
        int[] big = bigMoves;
        int[] save = saveMoves;
        boolean capturable = false;
        for (int i = 0; i < nBig; i++) {
            big[i] = pickBigCutter(i, owner, save, plies);
            bigTwo[i] = board.countlib(bigOrigins[i]) == 2;
            if (owner && bigTwo[i] && depth - plies >= OWNER_BIG_TWO_ANY_PLIES && lastBigCode != WIN) {
                big[i] = Board.PASS;
            }
            capturable |= big[i] != Board.PASS;
        }
        int n = 0;
        if (owner) {
            // a cutting string that cannot be captured yet: the owner may still take a liberty
            // of it next to his own strings, extending towards the other string and making the
            // cutting string short of liberties (then a two-liberty cutting string on the path);
            // near the root a small one from any side (approachesFromOutside)
            boolean outside = depth - plies <= OWNER_APPROACH_LAST_PLY;
            for (int i = 0; i < nBig; i++) {
                if (big[i] == Board.PASS && !bigTwo[i]) {
                    n = approachMoves(bigOrigins[i], s1, s2, out, n, outside);
                }
            }
        }
        if (owner && apart && depth - plies <= OWNER_RACE_LAST_PLY) {
            // no path joins them, but the owner may win a race against a cutting group
            n = longRaceMoves(s1, s2, out, n);
        }
        if (apart && !capturable && n == 0) {
            return 0;
        }
        apart = false;
        if (answeredCut != Board.PASS && board.color(answeredCut) == StoneColor.other(color)) {
            // the cutter's answer to the owner's only way: its cutting string's defence, read as
            // deep as the owner's capture was (see setOnlyWayCutterAnswer)
            long freshFrom = reader.nodesThisCall();
            int d = reader.defendBoundedFresh(answeredCut, ATARI_LOOK_LIMIT);
            if (onlyWayCredit) {
                creditBudget(reader.nodesThisCall() - freshFrom);
            }
            if (Reader.code(d) != FAIL && Reader.move(d) != Board.PASS) {
                n = add(out, n, Reader.move(d));
            }
        }
        // Cutting stones in atari next to either string first: the owner captures them (which
        // joins the strings for good), the cutter saves them if they get out (three liberties;
        // with two they would only be chased, unless squeezed between the owner's strings:
        // escapesWithTwo).
        int[] adj = adjBuf;
        int[] one = libsA;
        int cutter = StoneColor.other(color);
        for (int s : new int[] {s1, s2}) {
            int k = board.adjacentStringsWithLiberties(s, 1, adj);
            for (int i = 0; i < k; i++) {
                board.findlib(adj[i], 1, one);
                if (owner || board.approxlib(one[0], cutter, 3, null) >= 3
                        || escapesWithTwo(adj[i], one[0], s == s1 ? s2 : s1, cutter, s1, s2)) {
                    n = add(out, n, one[0]);
                }
            }
        }
        // a bigger cutting string the owner can capture: the owner captures it, the cutter saves it
        for (int i = 0; i < nBig; i++) {
            int m = owner ? big[i] : save[i];
            if (m != Board.PASS && !bigTwo[i]) {
                n = add(out, n, m);
            }
        }
        if (owner) {
            // then the shortest ways across
            for (int i = 0; i < np; i++) {
                n = add(out, n, path[i]);
            }
            // A cutting string that touches both (or a liberty of both) and can be captured:
            // capturing it connects (last: reading it costs, and it is rarely the only way).
            // These are the cutting strings with one or two liberties that short paths cross
            // (pathPoints found them); the bigger ones near both came first.
            for (int i = 0; i < nCut; i++) {
                boolean onlyWay = np == 0 && onlyWayCaptureLook;
                long freshFrom = reader.nodesThisCall();
                int a = onlyWay ? captureOrAtari(cutOrigins[i], cutLimit(plies), true)
                        : reader.attackBounded(cutOrigins[i], cutLimit(plies));
                if (onlyWay && onlyWayCredit) {
                    creditBudget(reader.nodesThisCall() - freshFrom);
                }
                if (Reader.code(a) != FAIL && Reader.move(a) != Board.PASS) {
                    n = add(out, n, Reader.move(a));
                    if (onlyWay) {
                        recordOnlyWay(Reader.move(a), cutOrigins[i]);
                    }
                }
            }
            if (ownerRacePly(plies)) {
                n = ownerRaceMoves(s1, s2, out, n);
            }
        }
        for (int i = 0; i < np; i++) {
            n = add(out, n, path[i]);
        }
        if (!owner) {
            // the cutter may have to save a two-liberty cutting string that the short paths cross
            int[] libs = libsA;
            for (int i = 0; i < nCut && i < 3; i++) {
                if (board.countlib(cutOrigins[i]) == 2) {
                    board.findlib(cutOrigins[i], 2, libs);
                    n = add(out, n, libs[0]);
                    n = add(out, n, libs[1]);
                }
            }
            if (racePly(plies)) {
                n = raceMoves(s1, s2, cutter, out, n);
                n = cutterExtensions(s1, s2, cutter, out, n);
            }
            if (counterCapturePly(plies)) {
                n = counterCaptures(s1, s2, out, n);
            }
            if (depth - plies >= CUTTER_DEEP_PLIES) {
                n = bigTwoLiberties(s1, s2, cutter, out, n);
            }
            if (depth - plies < SINGLE_EXTENSION_PLIES) {
                // a single stone the owner's last move left with two liberties, lengthened: with
                // the wider deep cutter, bassanio 67 is held only with it (any size moved three
                // held-out disconnects away; docs/benchmarks.md, "the deep cutter, third try")
                n = lengthenApproached(s1, s2, cutter, 2, 0, 1, out, n);
            }
        }
        // last, a big two-liberty cutting string next to both (too big to be crossed on a path):
        // the owner captures it, the cutter saves it
        for (int i = 0; i < nBig; i++) {
            int m = owner ? big[i] : save[i];
            if (m != Board.PASS && bigTwo[i]) {
                n = add(out, n, m);
            }
        }
        return n;
    }

    /**
     * Extends this call's budget (the limit and the current move's stop) by the nodes of an
     * only-way fresh read (see setOnlyWayBudgetCredit).
     */
    private void creditBudget(long nodes) {
        budgetCredit += nodes;
        nodeLimit += nodes;
        stopAt += nodes;
    }

    /** Gives back the nodes creditBudget lent this call (setOnlyWayBudgetCredit). */
    private void returnBudgetCredit() {
        nodeLimit -= budgetCredit;
        budgetCredit = 0;
    }

    /**
     * Notes at this owner node's level that its only way (setOnlyWayCaptureLook) is move, the
     * capture of the cutting string at cut, for the cutter's answer one ply down.
     */
    private void recordOnlyWay(int move, int cut) {
        int sp = board.stackp();
        if (!onlyWayCutterAnswer || sp >= MAX_OUT_OF_BUDGET_LEVELS || onlyWayAt[sp] == board.stoneHashAt(sp)) {
            // (the first capture found is the one the cutter answers)
            return;
        }
        onlyWayAt[sp] = board.stoneHashAt(sp);
        onlyWayMove[sp] = move;
        onlyWayCut[sp] = board.origin(cut);
    }

    /**
     * At a cutter node: the cutting string whose capture the owner's last move began as his only
     * way (recordOnlyWay at the node above, the same position), or PASS.
     */
    private int answersOnlyWay() {
        int sp = board.stackp();
        if (!onlyWayCutterAnswer || sp < 1 || sp > MAX_OUT_OF_BUDGET_LEVELS
                || onlyWayAt[sp - 1] != board.stoneHashAt(sp - 1) || onlyWayMove[sp - 1] != lastOwnerMove) {
            return Board.PASS;
        }
        return onlyWayCut[sp - 1];
    }

    /**
     * True at the cutter's narrow plies that still read several moves (below the wide plies,
     * above CUTTER_DEEP_PLIES): there its few path points miss the race moves (raceMoves).
     */
    private boolean racePly(int plies) {
        int ply = depth - plies;
        return ply >= WIDE_PLIES && ply < CUTTER_DEEP_PLIES;
    }

    /**
     * Adds to out (n moves so far) the cutter's race moves: the liberties of s1's or s2's
     * string, if it has two or three (taking one leaves one or two, which attackOwner reads in
     * full), that touch a cutter stone. After the owner's reply to a cut the connection is often
     * a capturing race between an owner string and the cutting string, and the cutter wins it
     * by taking the owner's liberties, which are not on the short paths (the wide check's
     * score32 162: after S11 and T11, R12 and then T13 take the liberties of S12 next to the
     * cutting string; gg-ga 70 and incident225 206 likewise; docs/benchmarks.md, "Connection
     * races"). Returns the new count.
     */
    private int raceMoves(int s1, int s2, int cutter, int[] out, int n) {
        int[] libs = libsA;
        for (int s : new int[] {s1, s2}) {
            int libCount = board.countlib(s);
            if (libCount < 2 || libCount > 3) {
                continue;
            }
            int k = board.findlib(s, 3, libs);
            for (int i = 0; i < k; i++) {
                for (int d = 0; d < 4; d++) {
                    if (board.color(libs[i] + delta[d]) == cutter) {
                        n = add(out, n, libs[i]);
                        break;
                    }
                }
            }
        }
        return n;
    }

    /**
     * Adds to out (n moves so far) the cutter's answer to the owner's approach: when the owner's
     * last move took a liberty of a cutting string next to s1's string and touching s2's,
     * leaving it three, the liberties where the string gets more (an extension that keeps it
     * ahead in the race the owner started). The path points and raceMoves look at the owner's
     * strings, not at the cutter's own (the wide check's semeai4 89: after P11 T14 the cut S13
     * lengthens the string Q14; cgf2002/Aya 121 likewise; docs/benchmarks.md, "The cutter's
     * moves"). With two liberties left too, no studied row more and a held-out answer moved
     * away from gnugo's (gunnar2 170, a cut both engines refute), so those stay to the path
     * points. Returns the new count.
     */
    private int cutterExtensions(int s1, int s2, int cutter, int[] out, int n) {
        return lengthenApproached(s1, s2, cutter, 3, 0, Integer.MAX_VALUE, out, n);
    }

    /**
     * Adds to out (n moves so far) the liberties where a cutter string gets more than libCount
     * liberties, for each cutter string next to s1's string with libCount liberties and more than
     * minStones (at most maxStones) stones that touches s2's string and the owner's last move. Returns the new count.
     */
    private int lengthenApproached(int s1, int s2, int cutter, int libCount, int minStones, int maxStones, int[] out, int n) {
        int[] adj = raceAdj;
        int[] libs = raceLibs;
        int k = board.adjacentStringsWithLiberties(s1, libCount, adj);
        for (int i = 0; i < k; i++) {
            if (board.stringSize(adj[i]) <= minStones || board.stringSize(adj[i]) > maxStones || lastOwnerMove == Board.PASS || !reader.touchesString(lastOwnerMove, adj[i])
                    || !touches(adj[i], s2, null, 0)) {
                continue;
            }
            int nl = board.findlib(adj[i], libCount, libs);
            for (int j = 0; j < nl; j++) {
                if (board.approxlib(libs[j], cutter, libCount + 1, null) > libCount) {
                    n = add(out, n, libs[j]);
                }
            }
        }
        return n;
    }

    /**
     * True if the cutter saves the cutting string at cut (in atari, next to one of the strings
     * and touching the other, other) by extending at its liberty lib to two liberties that are
     * both liberties of the owner's strings (s1's or s2's) and next to no other cutter string,
     * and the tactical reader (TACTICAL_LIMIT nodes) cannot then capture it. Squeezed between
     * the owner's strings, such a stone keeps them apart: the owner taking one of its liberties
     * takes one of his own (the wide check's incident261 86: after H14 H13 the cut J14). Without
     * the two restrictions the same rule made false cuts on held-out positions (an escape in open
     * space, or one that lives by connecting out to another cutter string while the owner
     * connects around it, gnugo-goint 229) that the narrow owner deep in the search does not
     * refute (docs/benchmarks.md, "The cutter's moves, second round").
     */
    private boolean escapesWithTwo(int cut, int lib, int other, int cutter, int s1, int s2) {
        int[] libs = libsC;
        if (board.approxlib(lib, cutter, 2, libs) != 2 || !touches(cut, other, null, 0)) {
            return false;
        }
        for (int j = 0; j < 2; j++) {
            if (!reader.touchesString(libs[j], s1) && !reader.touchesString(libs[j], s2)
                    || touchesOtherString(libs[j], cut, cutter)) {
                return false;
            }
        }
        if (!board.trymove(lib, cutter)) {
            return false;
        }
        int a = reader.attackBounded(lib, TACTICAL_LIMIT);
        board.popgo();
        return Reader.code(a) == FAIL;
    }

    /** True if the point p is next to a stone of the cutter's that is not of the string at cut. */
    private boolean touchesOtherString(int p, int cut, int cutter) {
        for (int d = 0; d < 4; d++) {
            int q = p + delta[d];
            if (board.color(q) == cutter && !board.sameString(q, cut)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Adds to out (n moves so far) the cutter's answer to the owner's approach on a big
     * cutting string: when the owner's last move took a liberty of a cutter string with two
     * liberties, too big to be crossed on a path (more than MAX_CUT_STONES stones), that touches
     * both s1's and s2's strings, the liberties where it gets more than two (as cutterExtensions
     * does for three-liberty ones). The owner joins the strings by capturing it, and bigCutters
     * reads such strings only when no path joins the strings and near the root, so after the
     * owner's answer to a cut on the strings' one common liberty the cutter never lengthened it
     * (connection.tst 119: after N10 M10 M9 L10 M11 M12 L13 L14, M14 joins it to the white stones
     * outside; docs/benchmarks.md, "The owner's side, third round"). Read from CUTTER_DEEP_PLIES
     * on, where the cutter has one path point left: at every ply, held-out seed 29 moved three
     * disconnects away from gnugo's 0 (gunnar2 170, Yuuki 162, strategy6 160, where owlbench's own
     * connect after its cut joins). Liberties only, no tactical read. Returns the new count.
     */
    private int bigTwoLiberties(int s1, int s2, int cutter, int[] out, int n) {
        return lengthenApproached(s1, s2, cutter, 2, MAX_CUT_STONES, Integer.MAX_VALUE, out, n);
    }

    /**
     * True at the owner's first narrow plies (WIDE_PLIES to OWNER_RACE_LAST_PLY), where his
     * race moves (ownerRaceMoves) are read.
     */
    private boolean ownerRacePly(int plies) {
        int ply = depth - plies;
        return ply >= WIDE_PLIES && ply <= OWNER_RACE_LAST_PLY;
    }

    /**
     * Adds to out (n moves so far) the owner's race moves, the mirror of raceMoves: the
     * liberties of a two-liberty cutting string next to s1's or s2's string. After the cutter's
     * reply the owner often connects by winning a capturing race against the cutting string,
     * and its liberties are not on the short paths (the wide check's incident258 89, GoFuN 85,
     * evand 72, qly 90; docs/benchmarks.md, "Owner's race moves"). Read only at the owner's
     * first narrow plies: deeper, as many false connections came up as real ones (connection.tst
     * 25 and 113, real cuts "refuted" by an approach the narrow cutter does not answer).
     * Returns the new count.
     */
    private int ownerRaceMoves(int s1, int s2, int[] out, int n) {
        int[] adj = raceAdj;
        int[] libs = raceLibs;
        for (int s : new int[] {s1, s2}) {
            int k = board.adjacentStringsWithLiberties(s, 2, adj);
            for (int i = 0; i < k; i++) {
                board.findlib(adj[i], 2, libs);
                n = add(out, n, libs[0]);
                n = add(out, n, libs[1]);
            }
        }
        return n;
    }

    /**
     * Adds to out (n moves so far) the owner's first moves of a longer capturing race: the
     * liberties next to s1's or s2's strings of a cutting string with 3 to RACE_LIBS liberties
     * that touches both. Called while the strings count as apart (no path joins them) at the
     * owner's plies to OWNER_RACE_LAST_PLY: without them such a node returned "apart" at once,
     * though the connection is a race against the cutting group (the wide check's class "apart
     * at once, a capturing race", docs/benchmarks.md "The owner's side, fourth round": 9x9-2 30,
     * namascae 82, theDoor 222 connect). Returns the new count.
     */
    private int longRaceMoves(int s1, int s2, int[] out, int n) {
        int[] adj = raceAdj;
        int[] libs = libsC;
        for (int count = 3; count <= RACE_LIBS; count++) {
            int k = board.adjacentStringsWithLiberties(s1, count, adj);
            for (int i = 0; i < k; i++) {
                if (nextToString(adj[i], s2)) {
                    board.findlib(adj[i], count, libs);
                    for (int j = 0; j < count; j++) {
                        if (reader.touchesString(libs[j], s1) || reader.touchesString(libs[j], s2)) {
                            n = add(out, n, libs[j]);
                        }
                    }
                }
            }
        }
        return n;
    }

    /** The most liberties of a cutting string that longRaceMoves races against. */
    private static final int RACE_LIBS = 5;

    /** True if a stone of the string at a is next to a stone of the string at b (uses adjBuf). */
    private boolean nextToString(int a, int b) {
        int k = board.adjacentStringsWithLiberties(a, board.countlib(b), adjBuf);
        for (int i = 0; i < k; i++) {
            if (board.sameString(adjBuf[i], b)) {
                return true;
            }
        }
        return false;
    }

    /**
     * True at the cutter's answers to the owner's first two moves of a connect (plies 1 and 3),
     * where he reads his counter-captures (counterCaptures). Ply 1 answers the owner's first
     * move, which may atari a cutting stone from a string in atari itself (the wide check's
     * atari_atari03 179: B10 ataris B9 and is taken by B11; reading42 220's connect is refuted
     * through the same candidates); ply 3 the owner's race move (ownerRaceMoves). At the
     * disconnect's own plies (0, 2, 4: answers to the owner's replies) they cost held rows
     * (gnu-neurogo 49, score23 187, qly 90; docs/benchmarks.md, "The cutter's moves").
     */
    private boolean counterCapturePly(int plies) {
        int ply = depth - plies;
        return ply == 1 || ply == OWNER_RACE_LAST_PLY;
    }

    /**
     * Adds to out (n moves so far) the cutter's answer to an owner's atari: a cutting string
     * in atari next to s1 or s2 gets out by capturing an owner string in atari next to it (a
     * counter-capture the path points miss). Returns the new count.
     */
    private int counterCaptures(int s1, int s2, int[] out, int n) {
        int[] adj = raceAdj;
        int[] nb = raceNb;
        int[] libs = raceLibs;
        for (int s : new int[] {s1, s2}) {
            int k = board.adjacentStringsWithLiberties(s, 1, adj);
            for (int i = 0; i < k; i++) {
                int m = board.adjacentStringsWithLiberties(adj[i], 1, nb);
                for (int j = 0; j < m; j++) {
                    board.findlib(nb[j], 1, libs);
                    n = add(out, n, libs[0]);
                }
            }
        }
        return n;
    }

    /**
     * Adds to out (n moves so far) the liberties of the three-liberty cutting string at cut that
     * are liberties of the string at s1 or s2 as well, and if outside and the cutting string has
     * at most APPROACH_OUTSIDE_STONES stones, its other liberties too (see
     * approachesFromOutside); returns the new count.
     */
    private int approachMoves(int cut, int s1, int s2, int[] out, int n, boolean outside) {
        int[] libs = libsA;
        int k = board.findlib(cut, 3, libs);
        boolean anySide = outside && approachesFromOutside(cut);
        for (int i = 0; i < k; i++) {
            if (anySide || reader.touchesString(libs[i], s1) || reader.touchesString(libs[i], s2)) {
                n = add(out, n, libs[i]);
            }
        }
        return n;
    }

    /**
     * True if the owner's approach to the uncapturable three-liberty cutting string at cut may
     * come from any side, not only from a liberty it shares with s1's or s2's string: taking an
     * outside liberty leaves the cutting string two, short of liberties on the path, without
     * filling a liberty of the owner's own strings (the wide check's gunnar1 166 and martha 123
     * disconnects, gnu-indigo 94 connect: docs/benchmarks.md, "Connection misreads, seventh
     * session"). Only for small strings (at most APPROACH_OUTSIDE_STONES stones): a bigger
     * cutting group with three liberties is a capturing race in which the outside approach gives
     * the cutter time (incident261 86: after H14 H13 J14 the approach G17 on the five-stone group
     * G16-E14 is answered by D14, and after J13 the cutter's escape J15, which both engines find,
     * is not among the cutter's moves at ply 6, so G17 "connected").
     */
    private boolean approachesFromOutside(int cut) {
        return board.stringSize(cut) <= APPROACH_OUTSIDE_STONES;
    }

    /**
     * The owner's capture of the i-th big cutting string (PASS if it cannot be captured) and,
     * for the cutter (owner false), its defence in save[i] (PASS if none is found); read as
     * deeply as cutLimit allows at this ply.
     */
    private int pickBigCutter(int i, boolean owner, int[] save, int plies) {
        int cut = bigOrigins[i];
        save[i] = Board.PASS;
        int a = bigCutterAttack(cut, owner, plies);
        lastBigCode = Reader.code(a);
        if (Reader.code(a) == FAIL || Reader.move(a) == Board.PASS) {
            return Board.PASS;
        }
        if (!owner) {
            int d = reader.defendBounded(cut, cutLimit(plies));
            if (Reader.code(d) != FAIL) {
                save[i] = Reader.move(d);
            }
        }
        return Reader.move(a);
    }

    /** Plies up the line where bigCutterAttack looks for a read of the same string that ran out. */
    private static final int BIG_OUT_PLIES_UP = 2;
    /** Per trymove level: the stone hash of the position whose big cutting strings' reads bigOut* hold. */
    private final long[] bigOutAt = new long[MAX_OUT_OF_BUDGET_LEVELS];
    /** Per trymove level: the signatures (bigSignature) of the three-liberty strings whose read ran out there. */
    private final long[][] bigOutSig = new long[MAX_OUT_OF_BUDGET_LEVELS][8];
    private final int[] bigOutN = new int[MAX_OUT_OF_BUDGET_LEVELS];
    private final int[] bigSigLibs = new int[3];

    /**
     * The owner's capture of the big cutting string at cut, read within cutLimit. With
     * setBigCutterOutAbove, a three-liberty string whose read ran out of its budget without a
     * capture one or two plies up this line (the same stones and liberties: bigSignature) is not
     * read again at an owner node: FAIL, as the budget's end said there, counted as a budget cut
     * so that the connection table does not store what is read on top of it. Why: in the ten
     * heaviest connects of the wide check's seed 15 these reads (30 nodes below the wide plies)
     * ran out of their budget in half of 2,252 reads, and the move or two since did not touch the
     * string or its liberties; the budget up there was at least this one (cutLimit does not grow
     * with depth), and a read that did not finish then rarely finishes now. A bound like the
     * budget, as attackOwner's rule for the owner's strings: not at the cutter's nodes, where
     * the read gives the cutter's save of the string (skipped there too, it moved the wide
     * check's filllib2 94 `connect L3 O3` from 0, gnugo's, to 1 P3).
     */
    private int bigCutterAttack(int cut, boolean owner, int plies) {
        int sp = board.stackp();
        if (!bigCutterOutAbove || sp >= MAX_OUT_OF_BUDGET_LEVELS || board.countlib(cut) != 3) {
            return reader.attackBounded(cut, cutLimit(plies));
        }
        long sig = bigSignature(cut);
        if (owner && bigRanOutAbove(sp, sig)) {
            reader.boundedCuts++;
            recordBigOut(sp, sig);
            return FAIL_PACKED;
        }
        long cuts = reader.boundedCuts;
        int a = reader.attackBounded(cut, cutLimit(plies));
        if (reader.boundedCuts != cuts && Reader.code(a) == FAIL) {
            recordBigOut(sp, sig);
        }
        return a;
    }

    /** The three-liberty string at cut as it stands: origin, size and liberties. */
    private long bigSignature(int cut) {
        board.findlib(cut, 3, bigSigLibs);
        long a = bigSigLibs[0];
        long b = bigSigLibs[1];
        long c = bigSigLibs[2];
        return ((long) board.origin(cut) << 48) ^ ((long) board.stringSize(cut) << 38) ^ ((a + b + c) << 20)
                ^ (a * a) ^ (b * b) ^ (c * c << 1);
    }

    /** Notes at level sp (the current position) a big cutting string's read that ran out. */
    private void recordBigOut(int sp, long sig) {
        long h = board.stoneHashAt(sp);
        if (bigOutAt[sp] != h) {
            // (the level's records were another position's)
            bigOutAt[sp] = h;
            bigOutN[sp] = 0;
        }
        if (bigOutN[sp] < bigOutSig[sp].length) {
            bigOutSig[sp][bigOutN[sp]++] = sig;
        }
    }

    /** True if the read of the string signed sig ran out at one of the BIG_OUT_PLIES_UP positions up this line. */
    private boolean bigRanOutAbove(int sp, long sig) {
        for (int up = 1; up <= BIG_OUT_PLIES_UP && up <= sp; up++) {
            int l = sp - up;
            if (bigOutAt[l] != board.stoneHashAt(l)) {
                continue;
            }
            for (int i = 0; i < bigOutN[l]; i++) {
                if (bigOutSig[l][i] == sig) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Collects (in bigOrigins) the cutter's strings with three liberties (and if twoLiberties,
     * those with two that are too big to cross on a path, see MAX_CUT_STONES) that are next
     * to each string or to one of its liberties: capturing one may join them, so the owner tries
     * to and the cutter may have to save it. (Four-liberty ones are rarely captured within a
     * brief read.) Returns their number.
     */
    private int bigCutters(int s1, int s2, int cutter, boolean twoLiberties) {
        int[] l1 = libsB;
        int[] l2 = libsC;
        int n1 = Math.min(board.findlib(s1, MAX_LIBS, l1), MAX_LIBS);
        int n2 = Math.min(board.findlib(s2, MAX_LIBS, l2), MAX_LIBS);
        int[] adj = adjBuf;
        int n = 0;
        int k = nearCutters(s1, l1, n1, cutter, adj, 0);
        int k1 = k;
        if (bigCutterThroughLink) {
            k = nearCutters(s2, l2, n2, cutter, adj, k);
        }
        for (int i = 0; i < k && n < bigOrigins.length; i++) {
            int cut = board.origin(adj[i]);
            int libs = board.countlib(cut);
            // (and the two-liberty ones too big to be crossed on a path: capturing one joins
            // the strings as well; found with the wide check, disaster.sgf move 83)
            boolean big = libs == 3 || (twoLiberties && libs == 2 && board.stringSize(cut) > MAX_CUT_STONES);
            if (!big || contains(bigOrigins, n, cut)) {
                continue;
            }
            boolean near = i < k1 ? touches(cut, s2, l2, n2) || (bigCutterThroughLink && touchesLinkedFriend(cut, s2, s1))
                    : touchesLinkedFriend(cut, s1, s2);
            if (near) {
                bigOrigins[n++] = cut;
            }
        }
        return n;
    }

    /**
     * Adds to adj[k..) the cutter's strings next to the string at s or to one of its liberties
     * libs[0..nlibs) (their origins; repeats are left to the caller); returns the new count.
     */
    private int nearCutters(int s, int[] libs, int nlibs, int cutter, int[] adj, int k) {
        int[] own = adjScratch;
        int m = board.adjacentStrings(s, own);
        for (int i = 0; i < m && k < adj.length; i++) {
            adj[k++] = own[i];
        }
        for (int i = 0; i < nlibs; i++) {
            for (int d = 0; d < 4; d++) {
                int q = libs[i] + delta[d];
                if (board.color(q) == cutter && k < adj.length) {
                    adj[k++] = board.origin(q);
                }
            }
        }
        return k;
    }

    /** Scratch of nearCutters. */
    private final int[] adjScratch = new int[256];

    /**
     * True if the cutter's string at cut touches an owner string other than the strings at
     * skip and far that shares at least two liberties with the string at far (a link the
     * cutter cannot cut in one move): capturing cut then joins that friend, and through it far,
     * to the string next to cut (see setBigCutterThroughLink).
     */
    private boolean touchesLinkedFriend(int cut, int far, int skip) {
        int owner = board.color(far);
        int[] st = touchStones;
        int ns = board.stringStones(cut, st);
        for (int i = 0; i < ns; i++) {
            for (int d = 0; d < 4; d++) {
                int q = st[i] + delta[d];
                if (board.color(q) == owner && !board.sameString(q, far) && !board.sameString(q, skip)
                        && board.countCommonLibs(q, far) >= 2) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean contains(int[] a, int n, int x) {
        for (int i = 0; i < n; i++) {
            if (a[i] == x) {
                return true;
            }
        }
        return false;
    }

    /**
     * Starts the caches of one position (costRound: emptyCost's and crossable's) before its
     * distance maps, and copies its colours for them: distances reads five colours per point it
     * expands, and read from the board each was a call with a range check (a fifth of the maps'
     * samples, JFR on the wide check's connection reads); the board does not change while the
     * maps of one position are made.
     */
    private void newPosition() {
        costRound++;
        board.colorsInto(colors);
    }

    /**
     * The empty points on the shortest paths between the strings by connection distance (see
     * distances): the points that join them or cut them apart (common liberties, the points of
     * a bamboo joint, a tiger's mouth, a diagonal link, a one- or two-point jump, a link through
     * a third friendly string). Points on paths at most one empty point longer than the shortest
     * come too, the shortest first (at most max).
     * Sets apart if even paths that capture small two-liberty cutting strings on the way are
     * longer than MAX_GAP empty points, and collects those cutting strings (cutOrigins); when
     * the way round them is more than DETOUR longer than the way through, no points are returned
     * (the cutting strings are the whole question).
     */
    private int pathPoints(int s1, int s2, int color, int mover, int[] out, int max) {
        // (strings further apart than MAX_GAP empty points count as apart, and nothing more than
        // STEP beyond a path at most that long is read: every distance that is read is at most this)
        int limit = (MAX_GAP + 1) * STEP;
        int cutter = StoneColor.other(color);
        newPosition();
        // First with small cutting strings crossable (by capturing them): are the strings near
        // at all, and which cutting strings lie on the short paths? Nothing more than STEP
        // beyond the shortest path is read (path points and cutting strings alike), so neither
        // search goes further.
        // (a target not reached within MAX_GAP empty points: apart, whatever lies beyond)
        apartLevel = MAX_GAP * STEP;
        int nv = distances(s1, color, dist1, limit, reached, true, s2, STEP);
        apartLevel = NO_BOUND;
        int best = stoneDistance(dist1[s2]);
        nCut = 0;
        apart = best > MAX_GAP * STEP;
        if (apart) {
            return 0;
        }
        // The map from s2 (its search has no target, so its distances up to its limit are
        // exact) is read at points at most best + STEP from s2: a path point's distance from s1
        // covers its own cost, a cutting stone's its crossing cost.
        ellipseBound = best + STEP;
        distances(s2, color, dist2, Math.min(limit, best + STEP), null, true, Board.PASS, 0);
        ellipseBound = NO_BOUND;
        boolean cutOnPath = collectCutters(cutter, best);
        // Then the empty points on the shortest paths that capture nothing but stones in atari:
        // the points that join or cut (going round a cutting string comes here too). The same
        // maps if no path at most best + STEP long crosses a two-liberty string: then every
        // path that short is one without such a crossing, with the same length. (Until
        // 2026-11-26 any crossing within the searches' reach, on a short path or not, rebuilt
        // the maps: the same path points, with a third more distance searches.)
        int pure = best;
        if (cutOnPath) {
            // (exact up to pure + STEP, all that is read: see distances; path points only)
            // (a target not reached within tooLongAround's bound: nothing more is read)
            apartLevel = Math.min(MAX_GAP * STEP, best + DETOUR * STEP);
            nv = distances(s1, color, dist1, limit, reached, false, s2, STEP);
            apartLevel = NO_BOUND;
            pure = stoneDistance(dist1[s2]);
            if (!tooLongAround(pure, best)) {
                // only points on paths at most pure + STEP long are read: the map from s1 (exact
                // that far) tells which empty points can lie on one
                ellipseBound = pure + STEP;
                distances(s2, color, dist2, Math.min(limit, pure + STEP), null, false, Board.PASS, 0);
                ellipseBound = NO_BOUND;
            }
        }
        if (tooLongAround(pure, best)) {
            // the way round the cutting strings is too long to matter: capture them or nothing
            return 0;
        }
        // order: shorter paths first, then by pointOrder, then board order
        int nk = 0;
        for (int i = 0; i < nv; i++) {
            int p = reached[i];
            if (dist2[p] > 0) {
                int t = dist1[p] + dist2[p] - emptyCost(p, cutter);
                if (t <= pure + STEP) {
                    keys[nk++] = (t - pure) * 4096 + p;
                }
            }
        }
        java.util.Arrays.sort(keys, 0, nk);
        // pointOrder (a liberty count each) only for the path lengths that can reach the first
        // max points: most nodes read one to five of them, all of the shortest length
        int n = 0;
        for (int i = 0; i < nk && n < max;) {
            int length = keys[i] >> 12;
            int j = i + 1;
            while (j < nk && keys[j] >> 12 == length) {
                j++;
            }
            if (j - i > 1) {
                // (a length with one point needs no order within it)
                for (int k = i; k < j; k++) {
                    int p = keys[k] & 4095;
                    keys[k] = pointOrder(p, color, mover) * 4096 + p;
                }
                java.util.Arrays.sort(keys, i, j);
            }
            for (int k = i; k < j && n < max; k++) {
                n = add(out, n, keys[k] & 4095);
            }
            i = j;
        }
        return n;
    }

    /** True if the shortest path that captures nothing (pure) is too long to be read. */
    private static boolean tooLongAround(int pure, int best) {
        return pure > MAX_GAP * STEP || pure > best + DETOUR * STEP;
    }

    /**
     * Collects in cutOrigins the cutter's strings that both distance maps reached (crossable
     * ones) on a path at most one STEP longer than best, the first ones in board order. Looks
     * only at the points the last distances call (from s2) touched, not at the whole board.
     * Returns whether one of them has two liberties (a path that short captures more than
     * stones in atari).
     */
    private boolean collectCutters(int cutter, int best) {
        boolean twoLiberties = false;
        for (int i = 0; i < nTouched; i++) {
            int p = touched[i];
            if (board.color(p) == cutter && dist1[p] < 0 && board.origin(p) == p
                    && cutPathLength(p) <= best + STEP) {
                nCut = insertByRank(p, nCut);
                // (the board's count, not crossable's cache: that holds the stones crossable was
                // asked about, and a string reached at the last level is not expanded, so its
                // origin may not be one; a touched cutting string has one or two liberties)
                twoLiberties |= board.countlib(p) == 2;
            }
        }
        return twoLiberties;
    }

    /**
     * Inserts p into cutOrigins (n entries, kept in board order) if it is among the first
     * cutOrigins.length in board order; returns the new count.
     */
    private int insertByRank(int p, int n) {
        int j;
        if (n < cutOrigins.length) {
            j = n++;
        } else if (pointRank[cutOrigins[n - 1]] > pointRank[p]) {
            j = n - 1; // full: p takes the place of the last one
        } else {
            return n; // full, and every entry comes before p
        }
        while (j > 0 && pointRank[cutOrigins[j - 1]] > pointRank[p]) {
            cutOrigins[j] = cutOrigins[j - 1];
            j--;
        }
        cutOrigins[j] = p;
        return n;
    }

    /**
     * Secondary order of path points of one length (0..63, smaller first), a weighted sum that
     * prefers points next to more of the owner's stones (where the strings touch: the points
     * that join or cut), where the mover's stone gets more liberties (a cut that cannot be
     * captured at once, a connection that does not fill its own liberties; one owner's stone
     * weighs as two liberties), and with more of the mover's stones on the diagonals.
     */
    private int pointOrder(int p, int color, int mover) {
        int libs = Math.min(board.accuratelib(p, mover, 4, null), 4);
        return 40 - 4 * friendlyNeighbours(p, color) - 2 * libs - diagonalStones(p, mover);
    }

    /** The distance of a stone marked by distances, or "unreached" (larger than any limit). */
    private static int stoneDistance(int mark) {
        return mark < 0 ? -mark - 1 : Integer.MAX_VALUE / 2;
    }

    /** Length of the shortest path across the cutting string at p (both distance maps marked it). */
    private int cutPathLength(int p) {
        return stoneDistance(dist1[p]) + stoneDistance(dist2[p]) - crossingCost(p);
    }

    /** What crossing an opponent string costs: one move per liberty and the moves to get there. */
    private int crossingCost(int q) {
        return crossingCostOfLibs(board.countlib(q));
    }

    private static int crossingCostOfLibs(int libs) {
        return (2 * libs - 1) * STEP;
    }

    /**
     * What an empty point costs on a path: STEP, but only half of it where the cutter cannot
     * play (his stone would be in atari at once: a tiger's mouth, a hanging connection), since
     * the owner need not fill such a point yet. Cached for one pathPoints call (one costRound:
     * asked only between newPosition and the next move).
     */
    private int emptyCost(int p, int cutter) {
        if (costMark[p] != costRound) {
            costMark[p] = costRound;
            // two empty neighbours are two liberties: no need to count
            // (nor where the cutter's stone joins a string of his with three liberties or more)
            boolean safe = emptyNeighbours(p) >= 2 || joinsFreeString(p, cutter)
                    || board.accuratelib(p, cutter, 2, null) >= 2;
            stepCost[p] = safe ? STEP : STEP / 2;
        }
        return stepCost[p];
    }

    /**
     * True if a stone of color at p would join a string of color with at least three liberties
     * (emptyCost's, so in the colours of costRound's position: see newPosition).
     */
    private boolean joinsFreeString(int p, int color) {
        final int[] col = colors;
        for (int d = 0; d < 4; d++) {
            int q = p + delta[d];
            if (col[q] == color && board.countlib(q) >= 3) {
                return true;
            }
        }
        return false;
    }

    /** Stones of color on the four diagonals of p. */
    private int diagonalStones(int p, int color) {
        int k = 0;
        for (int h = 0; h < 2; h++) {
            for (int v = 2; v < 4; v++) {
                k += board.color(p + delta[h] + delta[v]) == color ? 1 : 0;
            }
        }
        return k;
    }

    /** Empty neighbours of p (emptyCost's, so in the colours of costRound's position: see newPosition). */
    private int emptyNeighbours(int p) {
        final int[] col = colors;
        int k = 0;
        for (int d = 0; d < 4; d++) {
            k += col[p + delta[d]] == StoneColor.EMPTY ? 1 : 0;
        }
        return k;
    }

    private int friendlyNeighbours(int p, int color) {
        int k = 0;
        for (int d = 0; d < 4; d++) {
            k += board.color(p + delta[d]) == color ? 1 : 0;
        }
        return k;
    }

    /**
     * Connection distances from the string at s, in STEPs per empty point: dist[p] = length of
     * the shortest path from the string to p (p included), 0 if unreached within limit. Friendly
     * strings are crossed for free; an empty point costs emptyCost (less where the cutter cannot
     * play); a diagonal link to a friendly stone with both points between empty costs half a
     * STEP (the cutter cannot break it alone); opponent strings in atari (and with crossCuts
     * small ones with two liberties) cost crossingCost (capturing them opens the way), other
     * opponent strings are walls. A stone reached at distance d is marked -(d + 1). The empty
     * points reached go to reachedOut (if not null); returns their number. With a target string,
     * the search stops at margin beyond the target's distance (and, with apartLevel, once the
     * target is known to be further than that: then only the target's distance is read, and it
     * is beyond apartLevel or missing). Distances up to the final limit
     * are exact (every path that short was followed), but for the stones of friendly strings
     * other than the target's that are first reached at the final limit itself: those may be
     * missing (nobody reads a friendly stone's distance but the target's). Points beyond the
     * final limit may be missing, or marked with a longer distance, never a shorter one.
     */
    private int distances(int s, int color, int[] dist, int limit, int[] reachedOut, boolean crossCuts,
            int target, int margin) {
        // Levels are small integers (at most MAX_LEVEL): a bucket per level, read in order
        // (Dial's shortest paths), so every point is expanded once, at its final level, and
        // once the target is reached nothing beyond its level + margin is expanded. (Until
        // 2026-11-26 a first-in first-out queue: the same maps up to the final limit, with
        // points re-expanded at shorter levels and more of them touched before the target.)
        // (level is MAX_VALUE everywhere between calls: each call resets the points it touched)
        if (limit > MAX_LEVEL) {
            throw new IllegalArgumentException("distance limit " + limit + " above " + MAX_LEVEL);
        }
        int cutter = StoneColor.other(color);
        final int[] items = bucketItems;
        final int[] size = bucketSize;
        final int stride = bucketStride;
        final int top = limit;
        int ns = board.stringStones(s, stones);
        System.arraycopy(stones, 0, touched, 0, ns);
        nTouched = ns;
        for (int i = 0; i < ns; i++) {
            level[stones[i]] = 0;
            items[size[0]++] = stones[i];
        }
        final int[] lv = level;
        final int[] dl = delta;
        // (the colours of the position of costRound: see newPosition)
        final int[] col = colors;
        final int bound = ellipseBound;
        final int[] near = dist1;
        // (every level below b is final when bucket b begins: see apartLevel)
        final int stopAbove = apartLevel == NO_BOUND ? Integer.MAX_VALUE : apartLevel;
        // (limit shrinks when the target is reached: the buckets beyond it are not read)
        int b = 0;
        int j = 0;
        while (b <= limit) {
            if (j == size[b]) {
                b++;
                j = 0;
                if (b > stopAbove && lv[target] > stopAbove) {
                    break;
                }
                continue;
            }
            int p = items[b * stride + j++];
            if (lv[p] != b) {
                // (queued here before a shorter level was found: expanded at that level already;
                // a point is queued once per level, only when its level gets shorter, so the
                // entry of its final level is the one that is expanded)
                continue;
            }
            int dp = b;
            if (dp == limit) {
                // The last level: every step from here costs at least half a STEP but into a
                // friendly string next to an empty point or a crossed cutting stone, and of those
                // only the target's level is read, so nothing else is expanded here (a fifth of
                // all expansions: the other friendly strings would only have their stones marked,
                // read by nobody).
                if (target != Board.PASS && lv[target] > dp && col[p] != color) {
                    for (int k = 0; k < 4; k++) {
                        int q = p + dl[k];
                        if (col[q] == color && board.sameString(q, target)) {
                            reachString(q, dp, limit);
                        }
                    }
                }
                continue;
            }
            int cp = col[p];
            for (int k = 0; k < 4; k++) {
                int q = p + dl[k];
                int c = col[q];
                if (c == StoneColor.EMPTY) {
                    if (dp + STEP / 2 > limit || dp + STEP / 2 >= lv[q]) {
                        continue; // cannot get shorter (and emptyCost need not be read)
                    }
                    if (bound != NO_BOUND && (near[q] == 0 || dp + near[q] > bound)) {
                        continue; // on no path short enough to be read (d + dist1 - cost > bound)
                    }
                    // (emptyCost's cache read here: most points are met again, and the call is
                    // not inlined by the C1 compiler that ./owlbench gtp runs on)
                    int d = dp + (costMark[q] == costRound ? stepCost[q] : emptyCost(q, cutter));
                    if (d <= limit && d < lv[q]) {
                        if (lv[q] == Integer.MAX_VALUE) {
                            touched[nTouched++] = q;
                        }
                        lv[q] = d;
                        items[d * stride + size[d]++] = q;
                    }
                } else if (c == color) {
                    if (dp < lv[q] && dp <= limit) {
                        reachString(q, dp, limit);
                        limit = nearTarget(q, target, margin, limit);
                    }
                } else if (StoneColor.isStone(c) && dp + STEP <= limit && dp + STEP < lv[q]
                        && crossable(q, crossCuts)) {
                    // (a crossing costs at least a STEP: no call where it cannot be shorter;
                    // crossable cached the liberties: one or two here)
                    reachString(q, dp + crossingCostOfLibs(crossLibs[q]), limit);
                }
            }
            if (cp == color && dp + STEP / 2 <= limit) {
                for (int h = 0; h < 2; h++) {
                    int ph = p + dl[h];
                    if (col[ph] != StoneColor.EMPTY) {
                        continue;
                    }
                    for (int v = 2; v < 4; v++) {
                        int q = ph + dl[v];
                        if (col[q] == color && dp + STEP / 2 < lv[q]
                                && col[p + dl[v]] == StoneColor.EMPTY) {
                            reachString(q, dp + STEP / 2, limit);
                            limit = nearTarget(q, target, margin, limit);
                        }
                    }
                }
            }
        }
        for (int i = 0; i <= top; i++) {
            size[i] = 0;
        }
        int nr = 0;
        // clear what the last map in this array set (cheaper than the whole board), then record
        // what this one sets
        boolean first = dist == dist1;
        int[] set = first ? distSet1 : distSet2;
        int nSet = first ? nDistSet1 : nDistSet2;
        for (int i = 0; i < nSet; i++) {
            dist[set[i]] = 0;
        }
        System.arraycopy(touched, 0, set, 0, nTouched);
        if (first) {
            nDistSet1 = nTouched;
        } else {
            nDistSet2 = nTouched;
        }
        for (int i = 0; i < nTouched; i++) {
            int p = touched[i];
            if (col[p] == StoneColor.EMPTY) {
                dist[p] = level[p];
                if (reachedOut != null) {
                    reachedOut[nr++] = p;
                }
            } else {
                dist[p] = -level[p] - 1;
            }
            level[p] = Integer.MAX_VALUE;
        }
        return nr;
    }

    /**
     * The map distances makes from the string at s outside a pathPoints call (a copy, indexed by
     * point; no ellipse bound): what ConnectionDistanceMapTest compares with a plain search.
     */
    int[] distanceMap(int s, int color, int limit, boolean crossCuts, int target, int margin) {
        newPosition();
        distances(s, color, dist1, limit, null, crossCuts, target, margin);
        return dist1.clone();
    }

    /** distanceMap with pathPoints' early stop at apart (see apartLevel). */
    int[] distanceMap(int s, int color, int limit, boolean crossCuts, int target, int margin, int apart) {
        apartLevel = apart;
        try {
            return distanceMap(s, color, limit, crossCuts, target, margin);
        } finally {
            apartLevel = NO_BOUND;
        }
    }

    /**
     * The search limit once the friendly string at q is reached: if it is the target, nothing
     * more than margin beyond it can lie on a short path to it.
     */
    private int nearTarget(int q, int target, int margin, int limit) {
        return target != Board.PASS && board.sameString(q, target) ? Math.min(limit, level[q] + margin) : limit;
    }

    /** Gives the stones of the string at q level d if that is shorter, queued in bucket d. */
    private void reachString(int q, int d, int limit) {
        if (d > limit || d >= level[q]) {
            return;
        }
        int k = board.stringStones(q, stones);
        if (level[q] == Integer.MAX_VALUE) {
            System.arraycopy(stones, 0, touched, nTouched, k);
            nTouched += k;
        }
        for (int i = 0; i < k; i++) {
            level[stones[i]] = d;
            bucketItems[d * bucketStride + bucketSize[d]++] = stones[i];
        }
    }

    /**
     * True if a path may cross the opponent string at q by capturing it: in atari, or a small
     * cutting string (at most MAX_CUT_STONES) with two liberties. Big strings with two
     * liberties are rarely captured on the way and would make every point "near".
     */
    private boolean crossable(int q, boolean crossCuts) {
        if (libsMark[q] != costRound) {
            // cached for one pathPoints call: the searches meet the same stones again and again
            libsMark[q] = costRound;
            int libs = board.countlib(q);
            crossLibs[q] = libs != 2 || board.stringSize(q) <= MAX_CUT_STONES ? libs : BIG_TWO;
        }
        int libs = crossLibs[q];
        return libs == 1 || (crossCuts && libs == 2);
    }

    /** Path points tried at a node: wide near the root, narrow deeper down (see WIDE_PLIES). */
    private int width(int plies, boolean owner) {
        int ply = depth - plies;
        if (ply == 1 && !owner && joinsFirst && narrowFirstCut) {
            // (a connect's cuts of the root move, see FIRST_CUT_WIDTH)
            return FIRST_CUT_WIDTH;
        }
        if (ply < WIDE_PLIES) {
            return WIDE;
        }
        if (owner) {
            return OWNER_NARROW;
        }
        if (ply < CUTTER_DEEP_PLIES) {
            return CUTTER_NARROW;
        }
        return plies > CUTTER_DEEP_WIDER_LEFT ? CUTTER_DEEP_WIDER : CUTTER_DEEP;
    }

    /**
     * Adds to the root candidates (n so far) the empty points at most ROOT_REACH steps through
     * empty points from either string, nearest first, and the liberties of the opponent strings
     * with at most three liberties met on the way; returns the new count.
     */
    private int rootMoves(int s1, int s2, int color, int[] out, int n) {
        rootRound++;
        int[] q = rootQueue;
        int head = 0;
        int tail = 0;
        for (int s : new int[] {s1, s2}) {
            int k = board.stringStones(s, stones);
            for (int i = 0; i < k; i++) {
                rootMark[stones[i]] = rootRound;
                q[tail++] = stones[i];
            }
        }
        // steps of the points in the queue: level[] is shared with distances, so count by layers
        int layerEnd = tail;
        int step = 0;
        int[] libs = libsA;
        while (head < tail && step < ROOT_REACH) {
            int p = q[head++];
            for (int d = 0; d < 4; d++) {
                int x = p + delta[d];
                if (!board.isOnBoard(x) || rootMark[x] == rootRound) {
                    continue;
                }
                rootMark[x] = rootRound;
                int c = board.color(x);
                if (c == StoneColor.EMPTY) {
                    n = add(out, n, x);
                    q[tail++] = x;
                } else if (c != color && board.countlib(x) <= 3) {
                    int k = Math.min(board.findlib(x, 3, libs), 3);
                    for (int j = 0; j < k; j++) {
                        n = add(out, n, libs[j]);
                    }
                }
            }
            if (head == layerEnd) {
                step++;
                layerEnd = tail;
            }
        }
        return n;
    }

    /**
     * Whether the owner's moves that join his strings outright are read first below the root
     * (promoteJoins): in connect calls. In disconnects they saved a sixth of the connection and
     * reading nodes too, but moved two answers at the edge of the root move's node budget, one
     * each way (seed 15's GNU-ituyosi 87 to gnugo's, held-out seed 29's joseki01 79 away; the
     * cutter's side is another lever: docs/benchmarks.md, "Connect's nodes"). Disconnects put
     * the strings' common liberties first instead (promoteCommonLiberties, "Refuted cuts"), and
     * the joins and links right after them in the plies of LINKS_FIRST_PLIES (read first, as
     * here, on today's search they cost a fifth more nodes: h/connspeed17).
     */
    private boolean joinsFirst;

    /**
     * Scratch of orderRootMoves: the key of each of the root's candidates, in their order (valid
     * below the count of candidates; the points near the strings after them have none).
     */
    private final int[] rootKeys = new int[ROOT_CANDIDATES];

    /**
     * Orders the thorough root's n candidates by how near each move leaves the strings (see
     * rootMoveKey), keeping the candidates' own order among equals. The root reads its moves in
     * this order up to the first win and one more, and answers with the cheaper of the two: a
     * roundabout first win (a move that leaves the strings a jump apart) cost its own nodes and
     * those of the look-ahead, which reads up to as many; the move that joins them outright wins
     * in a node or two. The moves are tried on the board without counting as nodes.
     */
    private void orderRootMoves(int s1, int s2, int color, int[] cand, int n) {
        sortByDistance(s1, s2, color, cand, n, rootKeys);
    }

    /**
     * Sorts cand[0..n) by rootMoveKey, keeping their own order among equals, with key as the
     * scratch (at least n long). An insertion sort by key alone: stable, and the lists are short.
     */
    private void sortByDistance(int s1, int s2, int color, int[] cand, int n, int[] key) {
        for (int i = 0; i < n; i++) {
            key[i] = rootMoveKey(cand[i], s1, s2, color) << 16 | cand[i];
        }
        for (int i = 1; i < n; i++) {
            int k = key[i];
            int j = i;
            while (j > 0 && key[j - 1] >> 16 > k >> 16) {
                key[j] = key[j - 1];
                j--;
            }
            key[j] = k;
        }
        for (int i = 0; i < n; i++) {
            cand[i] = key[i] & 0xFFFF;
        }
    }

    /**
     * The disconnect's owner nodes, counted in plies from the root, whose replies ownerByDistance
     * orders by the connection distance they leave (rootMoveKey), as gnugo's owner nodes read
     * theirs. After a cut, gnugo's owner tries first the reply that leaves the strings nearest
     * and, where that leaves the cutter no cut that holds, is done in a node or two ("connection
     * effective" in its trace). owlbench's owner read its candidates in their own order: in
     * cgf2002/martha 90 `disconnect J16 M16`, after K16 L16 K15 it read L15 (2,998 nodes) and
     * J15 (433) before K17 (280 nodes, the win; gnugo's K17 at distance 0.15). With the order:
     * 2,382 connection nodes. Measured on the wide check's disconnects (docs/benchmarks.md,
     * "Owner replies by distance in a failing disconnect"): connection nodes -15% to -20% on
     * seeds 15, 29 and 41, no answer moved on held-out seeds 29 and 41, but two codes of seed 15
     * moved away from gnugo's (incident258 89, bassanio 67: both 0 -> 1), so it is off. Since
     * captureOrAtari bassanio 67 answers 0 in either order; incident258 89 `disconnect D7 D4` still
     * answers 1 D5 with the order: in both orders the search reads the cut D5 as working, and the
     * candidates' order answers 0 only because D5 runs out of its share of the root's budget (with
     * 200,000 nodes it answers 1 D5 as well). The owner's refutation it misses is the capture of the
     * cutting stone C4 after D5 C5 E5 C6 C4 (C3, 512 tactical nodes on its own), read there within
     * CUT_TACTICAL_LIMIT; the same second look there refuted D5 but moved the held row evand 197
     * (docs/benchmarks.md, "The ataris of a cutting stone next to both"). And with captureOrAtari
     * martha 90 reads 2,150 connection nodes in the candidates' order, 2,387 with the order.
     */
    private static final int OWNER_ORDER_PLIES = 3;

    /**
     * A connect's owner nodes below the root, counted in plies from it (2 and 4: the owner's
     * replies to the cuts of his root move and to the next cuts), whose replies
     * connectOwnerByDistance orders by the connection distance they leave (rootMoveKey: the joins,
     * then the links, then the rest nearest first), the killer in front. gnugo's owner nodes read
     * theirs in that order, and after a cut the reply that leaves the strings nearest (often an
     * atari on the cutting stone, which rootMoveKey sees as a path through a stone in atari)
     * mostly holds at once ("connection effective" in its trace); owlbench's read its candidates
     * in their own order (path points first): the wide check's strategy30 86 `connect E7 H7`,
     * after F7 G7 the owner read F8 (5,566 nodes, fails) before F6, where gnugo reads the ataris
     * G6 and G8 first and is done in 18 connection nodes; with the order the atari G8 comes first
     * and holds: 79 connection nodes in all instead of 2,410, and gnugo's answer F7. Measured on the wide check's connects (docs/benchmarks.md,
     * "The owner's replies in a connect, by distance"): 2 plies, 4, 6, 8 and all, tuned on seed 15:
     * 4 read the fewest nodes there (-13.1% reading, -23.4% connection); held-out seeds 29 and 41
     * -16.0% / -18.6% and -11.2% / -14.4%, no code moved on any seed; without the killer in front
     * (all plies) -8.2% / -15.7% on seed 15, against -11.2% / -26.3% with it.
     */
    private static final int CONNECT_ORDER_PLIES = 4;

    /**
     * Orders cand[0..n), an owner node's replies, by rootMoveKey (the distance each leaves, the
     * joins and links first), keeping their own order among equals; tried on the board, not as
     * nodes. A scratch of its own: the connect root's rootKeys are still read by its loop.
     */
    private void orderByDistance(int s1, int s2, int color, int[] cand, int n) {
        sortByDistance(s1, s2, color, cand, n, new int[n]);
    }

    /** rootMoveKey of a move that cannot be tried on the board (a ko recapture: read after the others). */
    private static final int UNTRIED_KEY = 255;

    /**
     * The connection distance after a root move up to which orderRootMoves tells moves apart:
     * half a STEP, a link the cutter cannot break alone (a tiger's mouth, a diagonal link).
     * Beyond it the candidates keep their own order, unless rootByDistance reads on to
     * ROOT_ORDER_REACH (with the distance read further in the eighth session, the connect codes
     * of the wide check stayed the same on seed 15 but one moved on held-out seed 29: Temnik
     * 168, the atari J16 read first won there, the same move read later had failed;
     * docs/benchmarks.md, "Connect's nodes").
     */
    private static final int ROOT_ORDER_DISTANCE = STEP / 2;

    /**
     * The connection distance up to which orderRootMoves tells the root's moves apart when
     * rootByDistance is on: three STEPs (a move that leaves the strings a one-point jump apart
     * before one that leaves them two). gnugo's root reads its moves by the distance they leave
     * (its trace's move list), and its first move is the one that wins in most connects; read
     * further than a link, the order puts the owner's shortest way first and the roundabout wins
     * later, which the look-ahead then need not beat. Measured on the wide check's connects
     * (docs/benchmarks.md, "The cuts of a connect's root move"): seed 15 -12.5% connection and
     * -8.6% reading nodes, held-out seed 29 -12.3% / -13.1%, seed 41 -22.4% / -19.2%; no code
     * moved on seeds 15 and 29, one on seed 41 to gnugo's (Programmer 45 connect K18 G13, 3 ->
     * 1); two STEPs saved a quarter less, five about the same as three. (In the eighth session the
     * same order moved held-out seed 29's Temnik 168 from 0 to 1: no longer, on today's search.)
     */
    private static final int ROOT_ORDER_REACH = 3 * STEP;

    /**
     * The connection distance between the separate strings s1 and s2 as it stands, read only up
     * to ROOT_ORDER_REACH: ROOT_ORDER_REACH + 1 when further.
     */
    private int rootDistance(int s1, int s2, int color) {
        newPosition();
        distances(s1, color, dist1, ROOT_ORDER_REACH, null, true, s2, 0);
        return Math.min(stoneDistance(dist1[s2]), ROOT_ORDER_REACH + 1);
    }

    /**
     * The connection distance between the separate strings s1 and s2 as it stands, read only up
     * to ROOT_ORDER_DISTANCE (a link the cutter cannot take): ROOT_ORDER_DISTANCE + 1 when further.
     */
    private int linkDistance(int s1, int s2, int color) {
        newPosition();
        distances(s1, color, dist1, ROOT_ORDER_DISTANCE, null, true, s2, 0);
        return Math.min(stoneDistance(dist1[s2]), ROOT_ORDER_DISTANCE + 1);
    }

    /**
     * Smaller for a root move of the owner that leaves his strings joined or linked by a point
     * the cutter cannot take, the joins first; among those, the ones that leave either string
     * with two liberties or fewer come after (a join in atari is no join). The other moves are
     * keyed by the distance they leave up to ROOT_ORDER_REACH (with rootByDistance; else they
     * share one key), the ones further than that share one, keeping the candidates' order
     * (ordered by liberties too, they read a twentieth more connection nodes on seed 15).
     */
    private int rootMoveKey(int m, int s1, int s2, int color) {
        if (!tryQuietly(m, color)) {
            return UNTRIED_KEY;
        }
        int key;
        if (board.color(s1) == StoneColor.EMPTY || board.color(s2) == StoneColor.EMPTY) {
            key = UNTRIED_KEY - 1;
        } else {
            int libs = Math.min(board.countlib(s1), board.countlib(s2));
            int distance = board.sameString(s1, s2) ? 0
                    : rootByDistance ? rootDistance(s1, s2, color) : linkDistance(s1, s2, color);
            key = distance > ROOT_ORDER_DISTANCE ? 4 * distance : 4 * distance + (libs <= 1 ? 100 : libs == 2 ? 2 : 0);
        }
        board.popgo();
        return key;
    }

    /**
     * The connect's owner nodes, counted in plies from the root, where his moves that leave the
     * strings linked by a point the cutter cannot take (a tiger's mouth, a diagonal link:
     * connection distance at most half a STEP, as orderRootMoves reads it at the root) come
     * right after the joins. After a cut the reply that links the strings again refutes it in
     * a node or two, since no cut is left there, while the replies read first are refuted or
     * upheld move by move (the wide check's atari_atari01 223 `connect B5 G5`: after F4 E4 the
     * owner's F3 held only after 166 nodes, the link E3 in one).
     * Measured on the wide check's connects (docs/benchmarks.md, "Links after the joins"):
     * plies 2 to 6 -4.1% connection nodes on seed 15, -1.4% on held-out seed 29, no code moved;
     * ply 2 alone saved half of that on seed 15 and a fifth on seed 29, plies 2 to 10 no more;
     * at every owner node below the root (h/connspeed5) connection.tst lost 76 and 124.
     * Disconnects order their owner nodes in the same plies the same way, after the common
     * liberties and the first reply's ataris but behind the killer (h/connspeed17,
     * docs/benchmarks.md, "Links in the disconnect's owner replies"): seed 15's disconnects
     * -6.3% reading and -7.3% connection nodes, held-out seeds 29 and 41 -3.5% to -5.2%, no
     * answer moved (code or move) on the three seeds.
     */
    private static final int LINKS_FIRST_PLIES = 6;

    /**
     * Moves to the front of cand[0..n) the owner's moves that join his strings into one with
     * more than one liberty, then, if links, the ones that leave them linked (connection distance
     * at most ROOT_ORDER_DISTANCE, neither string with fewer than two liberties: rootMoveKey's
     * links), the others keeping their order (tried on the board, not as nodes). Such a move is
     * read in a node and an attack on the joined string, and refutes most cuts it answers. The
     * joins go before the killer and the history's moves too (after the killer: 116,109
     * connection nodes on seed 15's connects against 114,217, the same codes).
     */
    private void promoteJoins(int s1, int s2, int color, int[] cand, int n, boolean links) {
        int front = 0;
        int linkFront = 0;
        for (int i = 0; i < n; i++) {
            int m = cand[i];
            if (!tryQuietly(m, color)) {
                continue;
            }
            boolean joins = board.sameString(s1, s2) && board.countlib(s1) > 1;
            boolean linked = false;
            if (links && !joins && board.color(s1) != StoneColor.EMPTY && board.color(s2) != StoneColor.EMPTY
                    && !board.sameString(s1, s2) && board.countlib(s1) > 1 && board.countlib(s2) > 1) {
                linked = linkDistance(s1, s2, color) <= ROOT_ORDER_DISTANCE;
            }
            board.popgo();
            if (joins) {
                // before the links found so far
                System.arraycopy(cand, front, cand, front + 1, i - front);
                cand[front++] = m;
                linkFront++;
            } else if (linked) {
                System.arraycopy(cand, linkFront, cand, linkFront + 1, i - linkFront);
                cand[linkFront++] = m;
            }
        }
    }

    /**
     * Horizon test, owner to move: a common liberty where the owner joins them without
     * self-atari, or a cutting string in atari next to both (its capture joins them).
     */
    private boolean joinsInOne(int s1, int s2, int color) {
        int[] common = new int[4];
        int k = board.findCommonLibs(s1, s2, 4, common);
        for (int i = 0; i < k; i++) {
            if (board.approxlib(common[i], color, 2, null) >= 2) {
                return true;
            }
        }
        // or a cutting string in atari next to both: capturing it joins them
        int[] adj = adjBuf;
        int n = board.adjacentStringsWithLiberties(s1, 1, adj);
        for (int i = 0; i < n; i++) {
            if (touches(adj[i], s2, null, 0)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Horizon test, cutter to move with at most one common liberty: WIN if they have none, or
     * if the cutter can occupy it without the cutting stone being in atari at once.
     */
    private int cutsInOne(int s1, int s2, int cutter) {
        int[] common = new int[1];
        int k = board.findCommonLibs(s1, s2, 1, common);
        if (k == 0) {
            return WIN; // not linked yet when the reading stops: count it as cut
        }
        return board.approxlib(common[0], cutter, 2, null) >= 2 ? WIN : FAIL;
    }

    /** True if the string at cut is next to the string at s or to one of the given liberties of it. */
    private boolean touches(int cut, int s, int[] libs, int nlibs) {
        int[] st = touchStones;
        int ns = board.stringStones(cut, st);
        for (int i = 0; i < ns; i++) {
            for (int k = 0; k < 4; k++) {
                int q = st[i] + delta[k];
                if (StoneColor.isStone(board.color(q)) && board.color(q) == board.color(s) && board.sameString(q, s)) {
                    return true;
                }
                for (int j = 0; j < nlibs; j++) {
                    if (libs[j] == q) {
                        return true;
                    }
                }
            }
        }
        return false;
    }


    private static int add(int[] out, int n, int m) {
        for (int i = 0; i < n; i++) {
            if (out[i] == m) {
                return n;
            }
        }
        if (n < out.length) {
            out[n++] = m;
        }
        return n;
    }
}
