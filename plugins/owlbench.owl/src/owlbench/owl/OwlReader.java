package owlbench.owl;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.expr.PatternFacts;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.SearchRecorder;
import owlbench.reading.SearchResult;

/**
 * Owl life-and-death reading of a dragon (doc/owl.texi): the attacker plays moves that limit the
 * dragon's eye space, the defender moves that expand it, both from the owl pattern databases and
 * the eye analysis (vital points), lunches and tactics of the dragon's strings; a node where the
 * dragon shows two eyes, escapes or runs out of moves ends the line, and the reading depth and
 * node budget end every search with the defender winning (then the answer is not certain).
 * Results are GNU Go's codes (owlbench.reading.ReadCodes: WIN, KO_A, KO_B, 0): a move that only
 * works by retaking a ko first (a ko threat answered) scores KO_B for its player at most, and
 * the other side does not answer it by retaking the same ko after a threat of its own
 * (OwlParams.noConditionalRetake: the first to take a ko after a threat owns it).
 * <p>
 * The reader plays on the tactical reader's board (and takes every move back); pattern constraints
 * are answered by the owl facts of the node first, then by {@code facts} (the tactical layer's).
 * One thread at a time.
 */
public final class OwlReader {
    /**
     * Open points within reach of the goal's liberties from which the dragon counts as escaped
     * (owlbench's measure of GNU Go's escape route, {@link EscapeMap}).
     */
    static final int ESCAPE_ROUTE = 5;
    /** Up to this stackp a move retaking a ko may be tried as if a ko threat had been answered. */
    static final int KO_DEPTH = 8;
    /** Manhattan distance within which a stone the owner plays joins the goal dragon. */
    static final int GOAL_REACH = 2;

    /**
     * Plies above the branch depth down to which the attacker's contact pushes are proposed: the
     * push's answer and the attacker's next move then lie above it (docs/benchmarks.md, "the
     * defender's answers to the contact pushes, eleventh session": 0 gave owl.tst 155, 2 gave 156,
     * 4 gave 155).
     */
    static final int PUSH_FULL_WIDTH_PLIES = 2;
    /**
     * Plies above the branch depth down to which an attack node whose width is refuted tries the
     * defender's refutation as one move more (OwlParams.refutationPastWidthForAttacker): as for the
     * pushes, the defender's answer to that weak move is then still read with the full width
     * (docs/benchmarks.md, "the defender's refutation past the width, twelfth session": 2 and 0
     * gained owl.tst 18, 35, 254, 0 moved two more answers between failing ones, the root alone
     * gained 18 and 35).
     */
    static final int REFUTATION_FULL_WIDTH_PLIES = 2;
    /**
     * The defender's distinct refutations owl_attack's root tries past its width
     * (OwlParams.rootRefutationsForAttacker): a second where the first answer, tried, fails too.
     * Measured with 2; 1 gains the same three of the twenty missed kills classified in
     * docs/benchmarks.md ("Owl attacker's missing kills classified, fourteenth session").
     */
    static final int ROOT_REFUTATIONS = 2;
    /**
     * Liberties a string the defender added must share with the original dragon's strings to be
     * read as part of the dragon by the last resort's check (OwlParams.lastResortCheckOnDragon):
     * with one, the attacker's stone there cuts it off.
     */
    static final int DRAGON_SHARED_LIBERTIES = 2;
    /**
     * The least value of a defence candidate read before the rescue of a two-liberty goal string at
     * owl_defend's root (OwlParams.lunchesBeforeRescuesAtDefenceRoot): a lunch's capture. With 50
     * (the vital points and the eye-making patterns too) owl.tst lost 73, a false defence read
     * first (docs/benchmarks.md, twentieth session, h/owldef20a).
     */
    static final int BEFORE_RESCUE_VALUE = OwlMoves.CAPTURE_LUNCH;

    private final Board b;
    private final Reader reader;
    /** The tactical reads of this reader's nodes (OwlParams.tacticalReadsRemembered), forgotten at each question. */
    private final TacticalReads reads;
    private final PatternFacts facts;
    private final OwlDatabases db;
    private final OwlParams params;
    private final OwlFacts owlFacts = new OwlFacts();
    private final OwlMoves moves;
    private final EyeSpacesCache eyeSpaces;
    private final OwlCache cache = new OwlCache();
    /** The links to strong friendly strings (OwlParams.friendlyLinksAtDefenceRoot): made when first needed. */
    private FriendlyLinks links;
    /**
     * The reader that checks the last resort's defence with a fresh owl_attack
     * (OwlParams.lastResortCheck), on the same board: made when first needed.
     */
    private OwlReader freshAttacker;
    /** {@link #freshKill}'s answer where the fresh owl_attack does not kill. */
    private static final int NO_KILL = -1;
    /** The fresh owl_attack of OwlParams.freshCheckOfRootWin, with its smaller node budget. */
    private OwlReader winChecker;
    /** The fresh owl_defend that checks owl_attack's PASS at its root (OwlParams.passCheckedAtAttackRoot). */
    private OwlReader freshDefender;
    /** The fresh owl_defend of a cut line's position (OwlParams.freshDefenceAtReadingDepth), with its own budget. */
    private OwlReader cutLineDefender;
    /** The same fresh owl_defend with the larger budget of a long chase (OwlParams.freshDefenceLongChasePlies). */
    private OwlReader longChaseDefender;
    /**
     * (OwlParams.cutLineAnswersCached) The fresh defences' answers by cut position and goal (true:
     * the defence failed): a position reached again by another line of the same question is not
     * read again. Cleared with the owl cache (OwlParams.cachePerQuestion).
     */
    private final java.util.Map<Long, Boolean> cutLineAnswers = new java.util.HashMap<>();
    /** Why owl_defend's root tries the attacker's vital move that kills its two eyes (OwlParams.vitalKillAsDefenceAtRoot). */
    static final String VITAL_KILL_REASON = "the attacker's vital move that kills the two eyes";
    /** Why owl_defend's root tries the attacker's neck cut that refuted its previous move (OwlParams.neckCutNextAtDefenceRoot). */
    static final String NECK_CUT_REASON = "the neck cut that refuted the previous defence";
    /** The reason of the move the search that ended last chose ("" where it chose none): what the root's child answered with. */
    private String lastWhy = "";
    /** Why the attacker tries a point at owl_attack's root whose PASS a fresh defence refuted. */
    static final String LIVING_POINT_REASON = "the fresh defence's living move";
    /** Whether the last fresh owl_attack ({@link #freshAttack}) ran out of its node budget. */
    private boolean freshAttackerCut;

    /**
     * (OwlParams.freshDefenceOnChasesOnly) Whether the node at each depth of the current line
     * found the goal shut in without an eye (no open point in reach, no eye even moving first):
     * set by every attack and defend node before it reads on, so a cut line's ancestors' entries
     * are its own line's. Grown as lines deepen.
     */
    private boolean[] shutInAt = new boolean[64];

    private long nodes;
    /** Positions evaluated (escape, eyes) since creation: what a node costs besides its move. */
    private long evaluations;
    // per search
    private OwlGoal goal;
    private SearchRecorder rec;
    private long searchStart;
    /**
     * Nodes of this search that a check with a budget of its own played (OwlParams.lastResortCheck):
     * counted in the node counter, not in this search's budget.
     */
    private long ownBudgetNodes;
    private boolean budgetHit;
    /** Set when a line below was cut by depth or budget (its result is not stored). */
    private boolean inexact;
    /** Why the last node evaluated ended (for the recorded tree). */
    private String ended = "";
    private int bestMove;
    private int rootDepth;
    /**
     * Plies by which the branch depth is moved down while the root's winning move is checked
     * (OwlParams.checkRootReply): 0 in the search itself, 1 in the check.
     */
    private int widthShift;
    /** Whether the read is for a dragon's status (OwlParams' ...InStatus switches). */
    private boolean statusRead;
    /** Set while a status read is read again without the lunch growth (OwlParams.plainStatusAfterGrowthBudget). */
    private boolean noGrowth;
    /** Whether the search is owl_defend's (OwlParams.secondAttackBelowBranchDepth). */
    private boolean rootDefend;
    /** Whether this search answers owl_attack itself (OwlParams.passCheckedAtAttackRoot). */
    private boolean attackRoot;
    /** Whether this search answers owl_attack or owl_does_attack (OwlParams.innerRefutationsForAttacker). */
    private boolean attackQuestion;
    /**
     * The root's eye-space points for the mover, handed from the root node to its search
     * (OwlParams.preferVitalRootMove): the vital points of the eye shapes, and all its points
     * (those and the half eyes' key points).
     */
    private Set<Integer> rootVital;
    private Set<Integer> rootEyePoints;
    /**
     * owl_defend's root: the counter-ataris moved before the first rescue
     * (OwlParams.counterAtariBeforeRescueAtDefenceRoot), which keep their lead in the eyes order as the rescue does; else null.
     */
    private Set<Integer> rootCounterAtaris;
    /** owl_defend's root: the invaders' capturing moves (OwlParams.invaderCaptureFirstAtDefenceRoot), else null. */
    private Set<Integer> rootInvaderCaptures;
    /** Set by an attack node for its search: the dragon has one sure eye, no second even moving first, and no lunch. */
    private boolean oneEyeAtMost;
    /**
     * Set by an attack node for its search where the defender's refutation may be tried past the
     * width (OwlParams.refutationPastWidthForAttacker): the node's evaluation, null otherwise.
     */
    private OwlNode refutationPastWidth;
    /** Set with {@link #refutationPastWidth}: how many of the defender's refutations that search may try past its width. */
    private int refutationsPastWidth;
    /**
     * Whether the move that led to the node being read was a conditional ko capture (Board.tryko):
     * then the other side may not retake that ko after a threat of its own at once
     * (OwlParams.noConditionalRetake).
     */
    private boolean afterConditionalKo;
    /**
     * The board's stackp where the attacker passed because its only move was a banned ko retake
     * (OwlParams.passWhereKoBanned), -1 if none: an attack node of that same position (no move
     * played since) does not pass again.
     */
    private int koPassStackp = -1;
    /**
     * The colour that made the line's first conditional ko capture (OwlParams.komasterHoldsKo or oneKoPerSide),
     * StoneColor.EMPTY while none holds; {@link #komPos} the point of the stone it took.
     */
    private int komaster = StoneColor.EMPTY;
    /** The komaster's kom_pos: the point its opponent may not play at while it holds, Board.PASS if none. */
    private int komPos = Board.PASS;
    /**
     * Conditional ko captures refused so far (OwlParams.oneKoPerSide): a node under a komaster
     * whose read met a refusal is not cached, since the same stones reached without the first ko
     * capture read the second ko as a legal one (the cache holds no komaster mark with that rule).
     */
    private long koRefusals;
    /** The recorded tree's structured detail (eyes, proposer, lunches, end): made per search, only with a recorder. */
    private OwlTreeNotes notes;

    /**
     * @param reader the tactical reader whose board is read on
     * @param facts the tactical pattern facts of that board (owlbench.tactics.TacticalFacts), or PatternFacts.NONE
     */
    public OwlReader(Reader reader, PatternFacts facts, OwlDatabases db, OwlParams params) {
        this.b = reader.board();
        this.reader = reader;
        this.facts = facts;
        this.db = db;
        this.params = params;
        this.eyeSpaces = new EyeSpacesCache(b, db.eyes, params.openPointsMarginal, params.eyeSumBySwings, params.unknownSpacesByLocalGame,
                params.edgeOpenMargins, params.edgeBehindContestedPairs, params.unknownSpaceTailsDropped,
                params.edgeMarginsBesideOpponentArea, params.bannedKoDiagonals);
        this.reads = new TacticalReads(reader, params);
        this.moves = new OwlMoves(db, reads, PatternFacts.chain(owlFacts, facts), owlFacts, params);
    }

    /** The limits (changes take effect at the next search). */
    public OwlParams params() {
        return params;
    }

    /** Owl nodes (moves played by owl searches) since creation or the last reset: GNU Go's owl node counter. */
    public long nodeCounter() {
        return nodes;
    }

    /** Owl nodes' positions evaluated since creation (each costs an escape map and an eye analysis). */
    long evaluations() {
        return evaluations;
    }

    /** reset_owl_node_counter. */
    public void resetNodeCounter() {
        nodes = 0;
    }

    /** Forgets the cached results. */
    public void clearCache() {
        cache.clear();
        if (freshAttacker != null) freshAttacker.clearCache();
        if (winChecker != null) winChecker.clearCache();
        if (freshDefender != null) freshDefender.clearCache();
        if (cutLineDefender != null) cutLineDefender.clearCache();
        if (longChaseDefender != null) longChaseDefender.clearCache();
    }

    // ------------------------------------------------------------------ the commands

    /** owl_attack: can the dragon's opponent, moving first, kill it? */
    public SearchResult attack(int[] dragon, SearchRecorder recorder) {
        begin(dragon, recorder, "owl_attack");
        int code = plainFirst(this::attackNode);
        int move = bestMove;
        if (code == ReadCodes.FAIL && !budgetHit && ended.startsWith("no attacking move")) {
            // no move is needed if the defender cannot live even moving first
            int d = defendNode();
            if (d == ReadCodes.FAIL) {
                code = ReadCodes.WIN;
                move = Board.PASS;
            }
        }
        if (code == ReadCodes.FAIL && budgetHit && deadAfterBudgetCheck() && fewerThanTwoEyesAtRoot() && freshDefenceFails()) {
            code = ReadCodes.WIN;
            move = Board.PASS;
            ended = "dead as it stands: the attack ran out of its node budget, a fresh owl_defend fails";
        }
        return end(code, move, Board.PASS);
    }

    /** Whether owl_attack's answer after its budget ran out is checked by a fresh owl_defend (OwlParams.freshDefenceAfterAttackBudget). */
    private boolean deadAfterBudgetCheck() {
        return params.freshDefenceAfterAttackBudget && attackRoot && !statusRead;
    }

    /**
     * Whether the root's eyes count the goal fewer than two even with the defender moving first
     * (OwlParams.freshDefenceAfterAttackBudget): only there is "dead as it stands" a question worth
     * a fresh defence; where the count gives a second eye the spent budget says the space is big,
     * not that the dragon is dead. The root evaluated afresh, outside the recorded tree.
     */
    private boolean fewerThanTwoEyesAtRoot() {
        return new OwlNode(b, goal, eyeSpaces, reads, params.fourLibertyLunches).eyes().max < 2;
    }

    /**
     * A fresh owl_defend of the goal as it stands (its root rules, a node budget of its own, its
     * nodes counted): whether it finds no living move within that budget (OwlParams.freshDefenceAfterAttackBudget).
     */
    private boolean freshDefenceFails() {
        SearchResult r = freshDefender().defend(stonesOf(goal.mask(b)), null);
        nodes += r.nodes();
        ownBudgetNodes += r.nodes();
        return r.code() == ReadCodes.FAIL && (!params.freshDefenceAfterAttackBudgetCertain || !r.budgetExhausted());
    }

    /**
     * The reader of owl_attack's fresh owl_defends at the position it stands in
     * (OwlParams.passCheckedAtAttackRoot, freshDefenceAfterAttackBudget), made when first needed.
     * Its own root asks no fresh owl_attack of the same position (OwlParams.passWhereAttackFailsAtDefenceRoot
     * off in its parameters): a fresh read inside a fresh read of one position must not start
     * another. Where the attacker has no move and the goal fewer than two eyes, owl_attack's root
     * asks this defence, whose root asked a fresh owl_attack of the same position, whose root asked
     * a fresh defence again, each a new reader on the same board: the stack overflowed
     * (OwlRootFreshChecksTest with OwlParams.freshDefenceAtReadingDepth on, a cut line's fresh
     * defence reaching such a position). One level answers the question: the defence's own moves
     * are read and the attack that asked is the check its PASS would have had.
     */
    private OwlReader freshDefender() {
        if (freshDefender == null) {
            OwlParams p = params;
            if (p.passWhereAttackFailsAtDefenceRoot) {
                p = params.copy();
                p.passWhereAttackFailsAtDefenceRoot = false;
            }
            freshDefender = new OwlReader(reader, facts, db, p);
        }
        return freshDefender;
    }

    /** owl_defend: can the dragon's owner, moving first, make it live? PASS when no move is needed. */
    public SearchResult defend(int[] dragon, SearchRecorder recorder) {
        begin(dragon, recorder, "owl_defend");
        int code = defendNode();
        return end(code, bestMove, Board.PASS);
    }

    /**
     * owl_defend as a dragon's status reads it (OwlStatus): the same search, except that a root
     * defence the node budget cut keeps GNU Go's verdict (the defender's) unless
     * OwlParams.budgetCutDefenceInStatus: there "critical" is the answer gnugo's status gives more
     * often than the "unknown" the refused defence leaves.
     */
    public SearchResult defendForStatus(int[] dragon, SearchRecorder recorder) {
        statusRead = true;
        try {
            SearchResult r = defend(dragon, recorder);
            return plainAfterGrowthBudget(r) ? plainAgain(r, () -> defend(dragon, recorder)) : r;
        } finally {
            statusRead = false;
        }
    }

    /**
     * Whether a status read that grew lunches (OwlParams.lunchGrowthInStatus) and ran out of its
     * node budget is read again without the growth (OwlParams.plainStatusAfterGrowthBudget).
     */
    private boolean plainAfterGrowthBudget(SearchResult r) {
        return params.lunchGrowthInStatus && params.plainStatusAfterGrowthBudget && r.budgetExhausted();
    }

    /**
     * The status read again without the lunch growth (its cache cleared at its start where
     * OwlParams.cachePerQuestion, as every question's): the growth widened a tree the budget could
     * not finish, and the plain read's verdict is the one the status had before the growth. Both
     * reads' nodes are counted.
     */
    private SearchResult plainAgain(SearchResult grown, java.util.function.Supplier<SearchResult> read) {
        noGrowth = true;
        try {
            SearchResult plain = read.get();
            return new SearchResult(plain.code(), plain.move(), plain.secondMove(), grown.nodes() + plain.nodes(),
                    plain.budgetExhausted());
        } finally {
            noGrowth = false;
        }
    }

    /**
     * owl_attack as a dragon's status reads it (OwlStatus): the same search, except that the root
     * tries the defender's refutations past its width only with
     * OwlParams.rootRefutationsForAttackerInStatus.
     */
    public SearchResult attackForStatus(int[] dragon, SearchRecorder recorder) {
        statusRead = true;
        try {
            SearchResult r = attack(dragon, recorder);
            return plainAfterGrowthBudget(r) ? plainAgain(r, () -> attack(dragon, recorder)) : r;
        } finally {
            statusRead = false;
        }
    }

    /** owl_does_attack: does the opponent's move at move kill the dragon (the owner answering)? */
    public SearchResult doesAttack(int move, int[] dragon, SearchRecorder recorder) {
        begin(dragon, recorder, "owl_does_attack");
        int code = plainFirst(() -> playThen(move, StoneColor.other(goal.color()), "owl_does_attack"));
        return end(code, code == ReadCodes.FAIL ? Board.PASS : move, Board.PASS);
    }

    /** owl_does_defend: does the owner's move at move make the dragon live (the opponent answering)? */
    public SearchResult doesDefend(int move, int[] dragon, SearchRecorder recorder) {
        begin(dragon, recorder, "owl_does_defend");
        int code = playThen(move, goal.color(), "owl_does_defend");
        return end(code, code == ReadCodes.FAIL ? Board.PASS : move, Board.PASS);
    }

    /**
     * owl_connection_defends: does the owner's move at move make the two dragons, taken as one, live?
     */
    public SearchResult connectionDefends(int move, int[] dragon1, int[] dragon2, SearchRecorder recorder) {
        int[] both = new int[dragon1.length + dragon2.length];
        System.arraycopy(dragon1, 0, both, 0, dragon1.length);
        System.arraycopy(dragon2, 0, both, dragon1.length, dragon2.length);
        begin(both, recorder, "owl_connection_defends");
        int code = playThen(move, goal.color(), "owl_connection_defends");
        return end(code, code == ReadCodes.FAIL ? Board.PASS : move, Board.PASS);
    }

    /**
     * owl_threaten_attack: two attacker moves in a row (the owner tenukis once) that kill the
     * dragon; the answer's move and second move are the two.
     */
    public SearchResult threatenAttack(int[] dragon, SearchRecorder recorder) {
        return threaten(dragon, recorder, true);
    }

    /** owl_threaten_defense: two owner moves in a row that make the dragon live. */
    public SearchResult threatenDefense(int[] dragon, SearchRecorder recorder) {
        return threaten(dragon, recorder, false);
    }

    private SearchResult threaten(int[] dragon, SearchRecorder recorder, boolean attack) {
        String fn = attack ? "owl_threaten_attack" : "owl_threaten_defense";
        begin(dragon, recorder, fn);
        int mover = attack ? StoneColor.other(goal.color()) : goal.color();
        OwlNode n = node(!attack);
        List<OwlCandidate> first = attack ? moves.attack(n, false, borrowWidth(params.maxMoves * 2), spaceWidth(params.maxMoves * 2),
                params.noEyeLibertiesForAttacker, params.bigSpaceCentresForAttacker, params.contactPushesForAttacker) : moves.defend(n);
        int tried = 0;
        for (OwlCandidate c : first) {
            if (tried >= params.maxMoves * 2 || budgetOut()) break;
            if (!play(c, mover, fn)) continue;
            tried++;
            int code;
            if (attack && goal.captured(b)) {
                code = ReadCodes.WIN;
                bestMove = Board.PASS;
            } else {
                // the other side passes: the same side moves again
                code = attack ? attackNode() : defendNode();
            }
            int second = bestMove;
            leave(code, second, c.reason());
            if (!attack) goal.pop();
            b.popgo();
            if (code != ReadCodes.FAIL && second != Board.PASS) return end(code, c.move(), second);
        }
        return end(ReadCodes.FAIL, Board.PASS, Board.PASS);
    }

    /**
     * owl_substantial: would capturing the string at str give its neighbours (the capturer's
     * strings around it, taken as one dragon) life? The capture is played out by filling the
     * string's liberties; 1 (WIN) if the dragon then lives with str's owner to move, else 0.
     */
    public SearchResult substantial(int str, SearchRecorder recorder) {
        int color = b.color(str);
        if (!StoneColor.isStone(color)) throw new IllegalArgumentException("owl_substantial: no stone at " + v(str));
        int capturer = StoneColor.other(color);
        int[] buf = new int[b.boardArraySize()];
        int na = b.adjacentStrings(str, buf);
        if (na == 0) return new SearchResult(ReadCodes.FAIL, Board.PASS, Board.PASS, 0, false);
        int[] stones = new int[b.boardArraySize()];
        int[] one = new int[b.boardArraySize()];
        int count = 0;
        for (int i = 0; i < na; i++) {
            int k = b.stringStones(buf[i], one);
            System.arraycopy(one, 0, stones, count, k);
            count += k;
        }
        int[] neighbours = java.util.Arrays.copyOf(stones, count);
        begin(neighbours, recorder, "owl_substantial");
        int played = 0;
        int code = ReadCodes.FAIL;
        int[] lib = new int[1];
        while (b.color(str) == color && played < 4 * b.size()) {
            b.findlib(str, 1, lib);
            if (!b.trymove(lib[0], capturer)) break;
            played++;
        }
        if (b.color(str) != color) {
            code = ReadCodes.invert(attackNode());
        }
        for (int i = 0; i < played; i++) b.popgo();
        return end(code, Board.PASS, Board.PASS);
    }

    // ------------------------------------------------------------------ the search

    private void begin(int[] dragon, SearchRecorder recorder, String function) {
        for (int p : dragon) {
            if (!b.isOnBoard(p)) throw new IllegalArgumentException(function + ": a point off the board");
        }
        this.goal = new OwlGoal(b, dragon);
        reads.clear();
        // (OwlParams.cachePerQuestion) an entry an earlier question stored would spare this
        // search nodes a fresh read spends, and so move where the node budget cuts it
        if (params.cachePerQuestion) {
            cache.clear();
            cutLineAnswers.clear();
        }
        this.rec = recorder;
        this.searchStart = nodes;
        this.ownBudgetNodes = 0;
        this.budgetHit = false;
        this.inexact = false;
        this.ended = "";
        this.bestMove = Board.PASS;
        this.rootDepth = b.stackp();
        this.widthShift = 0;
        this.afterConditionalKo = false;
        this.koPassStackp = -1;
        this.komaster = StoneColor.EMPTY;
        this.komPos = Board.PASS;
        this.rootDefend = function.equals("owl_defend");
        this.attackQuestion = function.equals("owl_attack") || function.equals("owl_does_attack");
        this.attackRoot = function.equals("owl_attack");
        this.notes = recorder == null ? null : new OwlTreeNotes(db);
        if (rec != null) rec.beginSearch(b, function, goal.original()[0], Board.PASS);
    }

    private SearchResult end(int code, int move, int second) {
        long n = nodes - searchStart;
        if (notes != null && rec != null) notes.sendStart(rec, b, ended);
        if (rec != null) rec.endSearch(code, move, n);
        rec = null;
        return new SearchResult(code, code == ReadCodes.FAIL ? Board.PASS : move, second, n, budgetHit);
    }

    /**
     * The attacker's read of an owl_attack or owl_does_attack question
     * (OwlParams.innerRefutationsAfterPlainRead): first without the inner refutations, then, where
     * that read finds no kill within the node budget, again with them in what is left of the
     * budget; the second read's answer is taken only where it is better for the attacker. So the
     * inner refutations' extra lines neither spend the budget the plain root needs (owl.tst 152)
     * nor put a kill read through them ahead of the plain read's (owl.tst 100).
     */
    private int plainFirst(java.util.function.IntSupplier read) {
        if (!params.innerRefutationsAfterPlainRead || !innerRefutationsSearch()) return read.getAsInt();
        attackQuestion = false;
        int code;
        try {
            code = read.getAsInt();
        } finally {
            attackQuestion = true;
        }
        if (code == ReadCodes.WIN || budgetHit) return code;
        int move = bestMove;
        String why = ended;
        boolean wasInexact = inexact;
        inexact = false;
        int again = read.getAsInt();
        if (again > code) return again;
        bestMove = move;
        ended = why;
        inexact = wasInexact;
        budgetHit = false;
        return code;
    }

    /** Plays move for mover at the root of a does_ question and reads on; the mover's code. */
    private int playThen(int move, int mover, String fn) {
        if (!b.isOnBoard(move) || b.color(move) != StoneColor.EMPTY) {
            throw new IllegalArgumentException(fn + ": the move " + v(move) + " is not on an empty point");
        }
        if (!b.trymove(move, mover)) {
            throw new IllegalArgumentException(fn + ": the move " + v(move) + " is illegal for " + StoneColor.name(mover));
        }
        count(move, mover, fn);
        boolean owner = mover == goal.color();
        if (owner) pushGiven(move, fn.equals("owl_does_defend"));
        int code;
        if (!owner && goal.captured(b)) {
            code = ReadCodes.WIN;
            ended = "captured";
        } else {
            code = ReadCodes.invert(owner ? attackNode() : defendNode());
        }
        leave(code, bestMove, "given move");
        if (owner) goal.pop();
        b.popgo();
        return code;
    }

    /**
     * A new node at the board's position; defenderToMove: a defend node's, whose lunches' defence
     * points are read only if asked (OwlParams.lunchDefencesOnDemand; in a recorded tree too, so
     * that the tree is the search the counters measured: its notes say where a point was not read).
     */
    private OwlNode node(boolean defenderToMove) {
        evaluations++;
        OwlNode n = new OwlNode(b, goal, eyeSpaces, reads, params.fourLibertyLunches);
        n.freshLunchReads = params.freshLunchReads;
        n.defencesOnDemand = defenderToMove && params.lunchDefencesOnDemand;
        if (notes != null) notes.evaluated(b, n);
        return n;
    }

    /** A node evaluated at this position already, handed to the recorded tree's notes as node() does. */
    private OwlNode evaluatedAgain(OwlNode n) {
        if (notes != null) notes.evaluated(b, n);
        return n;
    }

    /**
     * The goal's part of a node's cache key: its original stones, and where
     * OwlParams.cacheKeyWithGoal the points the goal holds at the node (the stones the owner
     * added that joined it), so an entry read with one goal does not answer a node with another.
     */
    private long goalKey() {
        return cacheGoalKey(goal, b, params.cacheKeyWithGoal);
    }

    /** The goal's part of a cache key at the board's current node ({@code withGoal}: OwlParams.cacheKeyWithGoal). */
    static long cacheGoalKey(OwlGoal goal, Board b, boolean withGoal) {
        return withGoal ? goal.key() ^ goal.maskKey(b) * 0xD6E8FEB86659FD93L : goal.key();
    }

    private int depth() {
        return b.stackp() - rootDepth;
    }

    /**
     * A node's cached answer (the move in bestMove), or -1. Asked before the node's position is
     * evaluated (escape, eyes, candidates): an entry is stored only by a node that got past those
     * checks to try moves, and the same position with the same goal evaluates the same way, so
     * the evaluation would only lead here; a hit spares it (owl.tst: one node in 25 is a hit).
     */
    private int cached(long key) {
        int cached = cache.get(key, rank());
        if (cached < 0) return -1;
        bestMove = OwlCache.move(cached);
        ended = "cache";
        return OwlCache.code(cached);
    }

    /**
     * Where a node stops before trying moves: {@code whenCut} when the reading depth or the node
     * budget cuts the line here (the answer is then inexact); -1 to read on. {@link #ended} says
     * which.
     */
    private int cutHere(int whenCut) {
        if (depth() > readingDepth()) {
            inexact = true;
            ended = "reading depth";
            return whenCut;
        }
        if (budgetOut()) {
            inexact = true;
            ended = "node budget";
            return whenCut;
        }
        return -1;
    }

    /**
     * The depth beyond which a line is cut: OwlParams.readingDepth, or in owl_attack's search
     * OwlParams.attackReadingDepth with OwlParams.deeperAttackReading (a status read only with
     * OwlParams.deeperAttackReadingInStatus).
     */
    private int readingDepth() {
        boolean deeper = params.deeperAttackReading && attackRoot && (!statusRead || params.deeperAttackReadingInStatus);
        return deeper ? params.attackReadingDepth : params.readingDepth;
    }

    private boolean budgetOut() {
        if (nodes - searchStart - ownBudgetNodes >= params.nodeLimit) {
            budgetHit = true;
            return true;
        }
        return false;
    }

    /**
     * (OwlParams.deadWithoutEyeAtReadingDepth) In an owl search that is not owl_defend's and not a
     * status read, a line the reading depth cuts is no sign of escape (doc/owl.texi's
     * reason for the defender's win there) where the goal has no open point in reach, no eye even
     * moving first, no lunch and no opponent string beside it that breathes only through its
     * liberties (a seki's shape): the goal is dead as it stands.
     */
    private boolean shutInWithoutEye(OwlNode n, OwlEyes e, int route) {
        boolean any = params.deadWithoutEyeAtReadingDepth || params.freshDefenceAtReadingDepth;
        if (!any) return false;
        markShutIn(e.max == 0 && route == 0);
        if (!(!rootDefend && !statusRead && depth() > params.readingDepth
                && e.max == 0 && route == 0 && n.lunches().length == 0 && !n.sharesAllLiberties())) return false;
        if (params.deadWithoutEyeAtReadingDepth) return true;
        return (!params.freshDefenceOnChasesOnly || chased()) && cutLineDefenceFails();
    }

    /** Records whether this node's goal is shut in without an eye, for {@link #chased()}. */
    private void markShutIn(boolean shutIn) {
        int d = depth();
        if (d < 0) return;
        if (d >= shutInAt.length) shutInAt = java.util.Arrays.copyOf(shutInAt, Math.max(d + 1, 2 * shutInAt.length));
        shutInAt[d] = shutIn;
    }

    /**
     * (OwlParams.freshDefenceOnChasesOnly) Whether the cut line is a chase: the goal was shut in
     * without an eye at each of the line's last OwlParams.chasePlies nodes (this one included),
     * as in a ladder-like run where every move of the attacker's keeps it so. A goal that had an
     * eye a move or two ago was not chased to its death: the attacker's last move spoiled an eye
     * the one-move-wide line gave no room to answer, which is what doc/owl.texi's cut leaves
     * to the defender.
     */
    private boolean chased() {
        int d = depth();
        if (d + 1 < params.chasePlies) return false;
        for (int i = d - params.chasePlies + 1; i <= d; i++) {
            if (!shutInAt[i]) return false;
        }
        return true;
    }

    /**
     * (OwlParams.freshDefenceAtReadingDepth) A fresh owl_defend of the goal at the cut line's
     * position, from a root of its own (wide again, the whole reading depth before it) and with
     * OwlParams.freshDefenceAtReadingDepthNodes nodes: whether it finds no living move, outright
     * or by ko, within that budget. The cut line's one-wide moves ended where the goal may still
     * crawl out or take a ko; a defence read afresh sees those, a verdict does not. Its nodes
     * count in the node counter, not in this search's budget; its own searches do not ask it
     * again (the switch is off in its parameters).
     */
    private boolean cutLineDefenceFails() {
        Long at = params.cutLineAnswersCached ? OwlCache.key(b.hash(), goal.key(), OwlCache.DEFEND) : null;
        Boolean known = at != null ? cutLineAnswers.get(at) : null;
        if (known != null) return known;
        // (OwlParams.freshDefenceMaxLiberties) a goal with more liberties than that: no fresh read
        // of its budget proved one dead, so the cut stays the defender's win without one
        if (moreLibertiesThan(params.freshDefenceMaxLiberties)) return false;
        // (OwlParams.freshDefenceLongChasePlies) a goal chased shut in without an eye for that
        // many nodes in a row is read with the larger budget
        boolean longChase = params.freshDefenceLongChasePlies > 0 && chaseLength() >= params.freshDefenceLongChasePlies
                && (!params.freshDefenceLongChaseRaceOnly || raceInContact())
                && (params.freshDefenceLongChaseMinRaces <= 0 || racesInContact() >= params.freshDefenceLongChaseMinRaces);
        if (longChase && longChaseDefender == null) {
            longChaseDefender = freshCutLineReader(params.freshDefenceLongChaseNodes);
        }
        if (!longChase && cutLineDefender == null) {
            cutLineDefender = freshCutLineReader(params.freshDefenceAtReadingDepthNodes);
        }
        SearchResult r = (longChase ? longChaseDefender : cutLineDefender).defend(stonesOf(goal.mask(b)), null);
        nodes += r.nodes();
        // (OwlParams.freshDefenceAtReadingDepthInBudget) the fresh read spends this search's budget
        if (!params.freshDefenceAtReadingDepthInBudget) ownBudgetNodes += r.nodes();
        boolean fails = r.code() == ReadCodes.FAIL && !r.budgetExhausted();
        if (at != null) cutLineAnswers.put(at, fails);
        return fails;
    }

    /** A fresh owl_defend reader for cut lines with a budget of {@code nodes} and the fresh reads off in its own searches. */
    private OwlReader freshCutLineReader(long nodes) {
        OwlParams p = params.copy();
        p.nodeLimit = nodes;
        p.freshDefenceAtReadingDepth = false;
        p.deadWithoutEyeAtReadingDepth = false;
        return new OwlReader(reader, facts, db, p);
    }

    /**
     * (OwlParams.freshDefenceLongChasePlies) How many of the current line's last nodes, this one
     * included, had the goal shut in without an eye, counted back until one did not.
     */
    private int chaseLength() {
        int n = 0;
        for (int i = depth(); i >= 0 && i < shutInAt.length && shutInAt[i]; i--) n++;
        return n;
    }

    /**
     * (OwlParams.freshDefenceLongChaseRaceOnly) Whether a string of the attacker's in contact with
     * the goal has fewer liberties than the goal's strings have together (a liberty two strings
     * share counted once): a capturing race the goal is ahead in, which it may still win by
     * counting out move by move, and which a small budget cannot read to its end.
     */
    private boolean raceInContact() {
        return raceInContact(b, stonesOf(goal.mask(b)));
    }

    /** {@link #raceInContact()} for the goal's stones on b (none: false). */
    static boolean raceInContact(Board b, int[] stones) {
        return racesInContact(b, stones, 1) > 0;
    }

    /**
     * (OwlParams.freshDefenceLongChaseMinRaces) How many of the attacker's strings in contact with
     * the goal have fewer liberties than the goal's strings together: the capturing races the goal
     * is ahead in, each a line its fresh owl_defend must count out.
     */
    private int racesInContact() {
        return racesInContact(b, stonesOf(goal.mask(b)), Integer.MAX_VALUE);
    }

    /**
     * The attacker's strings in contact with the goal's stones on b with fewer liberties than the
     * goal's strings together (a liberty two strings share counted once), each string once;
     * counting stops at {@code enough}.
     */
    static int racesInContact(Board b, int[] stones, int enough) {
        if (stones.length == 0) return 0;
        boolean[] seen = new boolean[b.boardArraySize()];
        int goalLibs = 0;
        int[] delta = b.neighborOffsets();
        for (int p : stones) {
            for (int d : delta) {
                int q = p + d;
                if (b.isOnBoard(q) && b.color(q) == StoneColor.EMPTY && !seen[q]) {
                    seen[q] = true;
                    goalLibs++;
                }
            }
        }
        int foe = StoneColor.other(b.color(stones[0]));
        boolean[] counted = new boolean[b.boardArraySize()];
        int races = 0;
        for (int p : stones) {
            for (int d : delta) {
                int q = p + d;
                if (!b.isOnBoard(q) || b.color(q) != foe || counted[b.origin(q)]) continue;
                counted[b.origin(q)] = true;
                if (b.countlib(q) < goalLibs && ++races >= enough) return races;
            }
        }
        return races;
    }

    /**
     * Whether the goal's strings have more than {@code limit} liberties together (a liberty two
     * strings share counted once): stops as soon as it knows (OwlParams.freshDefenceMaxLiberties).
     */
    private boolean moreLibertiesThan(int limit) {
        if (limit < 0 || limit >= Board.MAX_SIZE * Board.MAX_SIZE) return false;
        int[] seen = new int[limit + 1];
        int count = 0;
        int[] libs = new int[limit + 1];
        for (int s : goal.strings(b, goal.mask(b))) {
            int k = b.findlib(s, limit + 1, libs);
            if (k > limit) return true;
            for (int i = 0; i < k; i++) {
                boolean dup = false;
                for (int j = 0; j < count && !dup; j++) dup = seen[j] == libs[i];
                if (dup) continue;
                if (count == limit) return true;
                seen[count++] = libs[i];
            }
        }
        return false;
    }

    /** The attacker to move: its code; its move in bestMove. */
    private int attackNode() {
        return attackNode(null, null);
    }

    /**
     * The attack node, where a defend node that sees two eyes hands on its own evaluation of the
     * same position ({@code given}, null otherwise) and the vital attacks it found with
     * {@code givenVital}'s arguments (null otherwise): the same node is not evaluated twice.
     */
    private int attackNode(OwlNode given, List<OwlCandidate> givenVital) {
        bestMove = Board.PASS;
        if (goal.captured(b)) {
            ended = "dragon captured";
            return ReadCodes.WIN;
        }
        long key = attackPassCheckKey(unknownCutsKey(defenceCentresKey(innerRefutationsKey(unknownMarginsKey(rootRefutationsKey(komasterKey(koKey(checkKey(OwlCache.key(b.hash(), goalKey(), OwlCache.ATTACK))))))))));
        int hit = cached(key);
        if (hit >= 0) return hit;
        OwlNode n = given != null ? evaluatedAgain(given) : node(false);
        int route = n.escape().route(n.goal);
        if (route >= ESCAPE_ROUTE) {
            ended = "escaped (" + route + " open points in reach)";
            return ReadCodes.FAIL;
        }
        OwlEyes e = n.eyes();
        boolean alive = e.min >= 2;
        if (alive && !params.vitalPatterns) {
            ended = "two eyes: " + e.description;
            return ReadCodes.FAIL;
        }
        if (shutInWithoutEye(n, e, route)) {
            ended = "terminal: dead at the reading depth (no eye even moving first, shut in, no lunch: " + e.description + ")";
            cache.put(key, ReadCodes.WIN, Board.PASS, rank());
            return ReadCodes.WIN;
        }
        int stop = cutHere(ReadCodes.FAIL);
        if (stop >= 0) {
            return stop;
        }
        if (noEyeSpace(n, e, route)) {
            ended = "terminal: dead (no eye even moving first, shut in, no lunch: " + e.description + ")";
            cache.put(key, ReadCodes.WIN, Board.PASS, rank());
            return ReadCodes.WIN;
        }
        boolean bigSpace = params.bigSpaceCentresForAttacker && depth() == 0 && widthShift == 0 || centresBelowDefenceRoot();
        int borrow = borrowWidth(width(true));
        int space = spaceWidth(width(true));
        // the defend node's vital attacks were asked with no extra moves: the same list where these are none too
        boolean same = givenVital != null && alive && borrow == 0 && space == 0 && !params.noEyeLibertiesForAttacker && !bigSpace
                && !contactPushes();
        List<OwlCandidate> cands = same ? givenVital : moves.attack(n, alive, borrow, space, params.noEyeLibertiesForAttacker,
                bigSpace, contactPushes(), goalCaptures(), params.lunchJoinsForAttacker);
        // (OwlParams.unknownSpaceMarginsForAttacker) a space the eye database does not know, counted
        // one eye or two, has no vital point: its margin is where the attacker reduces it from
        if (unknownMargins() && !alive && !(cands.isEmpty() && e.max < 2)) cands = withUnknownSpaceMargin(n, e, cands);
        // (OwlParams.unknownSpaceSplitsForAttacker) and the point whose stone splits it into shapes
        // the database knows, worth one eye at most
        if (unknownSplits() && !alive && !(cands.isEmpty() && e.max < 2)) cands = withUnknownSpaceSplit(n, e, cands);
        // (OwlParams.lunchGrowthForAttacker) a lunch of two liberties grown by one stone away from
        // the dragon: its capture then leaves a dead shape (LunchGrowth); not right after the
        // defender's conditional ko capture, where the banned retake's pass reads the ko
        // (passWhereKoBanned) and a growth only hid it (owl.tst 202 and 204)
        if (lunchGrowth() && !alive && !afterConditionalKo) cands = withLunchGrowth(n, cands, lunchGrowthMinStones());
        // (OwlParams.unknownSpaceCutsForAttacker) where the eyes read two, one of them such a
        // space's sure eye (only the vital patterns are asked then), the point that cuts the goal
        // off the space, leaving it one eye at most; where they read fewer the attacker's own moves
        // are asked, and the cuts there too cost 10% more owl nodes
        if (unknownCuts() && alive) cands = withUnknownSpaceCuts(n, e, cands, Integer.MAX_VALUE, false, 0);
        // (OwlParams.unknownSpaceCutsAtNarrowContact) where they read fewer, only the spaces the
        // goal reaches through a neck of one or two points: the cut there is cheap to find
        else if (unknownCuts() && params.unknownSpaceCutsAtNarrowContact && e.max >= 2) {
            cands = withUnknownSpaceCuts(n, e, cands, OwlMoves.NARROW_CONTACTS, params.neckFreeOfDefenderStones,
                    params.neckSpaceFloor ? OwlMoves.NECK_SPACE_MIN_POINTS : 0);
        }
        // (OwlParams.passCheckedAtAttackRoot) owl_attack's PASS only where a fresh defence fails
        boolean passUnlessKill = false;
        if (cands.isEmpty() && e.max < 2 && passCheckAtAttackRoot()) {
            cands = livingPointsForAttacker(n);
            passUnlessKill = !cands.isEmpty();
        }
        if (cands.isEmpty()) {
            if (e.max < 2) {
                // a terminal position (doc/owl.texi): the dragon cannot make two eyes even
                // moving first, and it did not escape: it is dead without a further move
                ended = "terminal: dead (eyes " + e.min + "-" + e.max + ": " + e.description + ")";
                return ReadCodes.WIN;
            }
            ended = alive ? "two eyes: " + e.description : "no attacking move (eyes " + e.min + "-" + e.max + ": " + e.description + ")";
            return ReadCodes.FAIL;
        }
        String eyesSeen = "eyes " + e.min + "-" + e.max + ": " + e.description;
        rootVital = depth() == widthShift && params.preferVitalRootMove ? pointSet(e.shapeAttackPoints) : null;
        rootEyePoints = depth() == widthShift && params.preferVitalRootMove ? pointSet(e.attackPoints) : null;
        // (OwlParams.deadWithoutLegalAttack) one sure eye and no more, shut in: where no eye is sure, or an attacker's string
        // beside the goal breathes only through the goal's liberties, the goal may live in a
        // seki (owl.tst 172), which the defender's read after a pass cannot see (in a seki
        // neither side has a good move); a lunch is an eye the count does not see (the defender
        // captures it); and a goal with open points in reach is not shut in
        oneEyeAtMost = params.deadWithoutLegalAttack && e.min == 1 && e.max == 1 && route == 0 && n.lunches().length == 0 && !n.sharesAllLiberties();
        // (OwlParams.rootRefutationsForAttacker) at owl_attack's root a dragon with no second eye
        // in sight may still live by its lunch: the defender's capture is then the refutation
        boolean atRoot = rootRefutations();
        // (OwlParams.innerRefutationsForAttacker) the same one move below owl_attack's root,
        // whatever the eyes: where the defender answers every attacking move with one point,
        // the eye count here (0-1 in owl.tst 113) has not seen what that point is worth
        boolean inner = !atRoot && innerRefutations();
        int pastWidthCount = atRoot ? ROOT_REFUTATIONS : inner ? INNER_REFUTATIONS : refutationPastWidth() ? 1 : 0;
        refutationPastWidth = pastWidthCount > 0 && (inner || e.max >= 2 || (atRoot && n.lunches().length > 0)) ? n : null;
        refutationsPastWidth = pastWidthCount;
        int code = search(cands, StoneColor.other(goal.color()), key, "owl_attack", eyesSeen);
        return passUnlessKill ? keepPassUnlessKilling(code, key, eyesSeen) : code;
    }

    /**
     * owl_attack's root whose PASS a fresh defence questioned (OwlParams.passCheckedAtAttackRoot):
     * where none of the attacker's moves kills outright, the eyes' verdict stays, so the check
     * changes owl_attack's move and never its code: a fresh defence that lives where no attacking
     * move is found to kill is no proof against the eyes' count (seed 41 of the owl wide check
     * lost a kill gnugo agrees with where the code followed the defence).
     */
    private int keepPassUnlessKilling(int code, long key, String eyesSeen) {
        if (code == ReadCodes.WIN) return code;
        bestMove = Board.PASS;
        ended = "terminal: dead (no attacking move kills outright, the eyes' verdict stays: " + eyesSeen + ")";
        cache.put(key, ReadCodes.WIN, Board.PASS, rank());
        return ReadCodes.WIN;
    }

    /** The defender to move: its code; its move in bestMove (PASS when none is needed). */
    private int defendNode() {
        bestMove = Board.PASS;
        if (goal.captured(b)) {
            ended = "dragon captured";
            return ReadCodes.FAIL;
        }
        long key = koDefenceCheckKey(passCheckKey(defenceCentresKey(innerRefutationsKey(linksKey(lastResortKey(komasterKey(koKey(checkKey(OwlCache.key(b.hash(), goalKey(), OwlCache.DEFEND))))))))));
        int hit = cached(key);
        if (hit >= 0) return hit;
        OwlNode n = node(true);
        int route = n.escape().route(n.goal);
        if (route >= ESCAPE_ROUTE) {
            ended = "escaped (" + route + " open points in reach)";
            return ReadCodes.WIN;
        }
        OwlEyes e = n.eyes();
        boolean passUnlessMove = false;
        // the attacker's vital move that kills with the defender passing (OwlParams.vitalKillAsDefenceAtRoot)
        int vitalKill = Board.PASS;
        if (e.min >= 2) {
            List<OwlCandidate> vital = params.vitalPatterns ? moves.attack(n, true, 0, 0, false, false, false, goalCaptures()) : List.of();
            if (vital.isEmpty()) {
                ended = "two eyes: " + e.description;
                return ReadCodes.WIN;
            }
            // the eyes may be false through a shortage of liberties: if the attacker's vital
            // moves fail even with the defender passing, the eyes hold
            if (attackNode(n, vital) == ReadCodes.FAIL) {
                bestMove = Board.PASS;
                ended = "two eyes (vital attacks fail): " + e.description;
                // (OwlParams.passCheckedAtDefenceRoot) PASS answers owl_defend only where no attack works
                if (!passChecked()) return ReadCodes.WIN;
                passUnlessMove = true;
            } else {
                vitalKill = bestMove;
            }
            bestMove = Board.PASS;
        }
        if (shutInWithoutEye(n, e, route)) {
            ended = "terminal: dead at the reading depth (no eye even moving first, shut in, no lunch: " + e.description + ")";
            return ReadCodes.FAIL;
        }
        int stop = cutHere(ReadCodes.WIN);
        if (stop >= 0) {
            return stop;
        }
        // (OwlParams.passWhereAttackFailsAtDefenceRoot) a dragon no attack kills needs no move
        if (!passUnlessMove && aliveAsItStands()) {
            bestMove = Board.PASS;
            ended = "a fresh owl_attack fails: no move needed (" + e.description + ")";
            return ReadCodes.WIN;
        }
        // (OwlParams.orderShapesOnlyWhereBranching) a shape that only orders working moves is no
        // reason to follow it alone down a one-wide line
        List<OwlCandidate> cands = orderShapesHeldBack() ? moves.defend(n, params.orderShapes) : moves.defend(n);
        // (OwlParams.diagonalLinksAtDefenceRoot) the links across an attacker's peep to a strong
        // friend, which no pattern proposes, at the link patterns' value: at the root only, as
        // deeper they gave false defences in the attacker's lines
        if (params.diagonalLinksAtDefenceRoot && defenceRootRules()) cands = withDiagonalLinks(n, cands);
        // (OwlParams.linksBeforeRescuesAtDefenceRoot) of two working defences the link to a
        // living neighbour is the better answer: it goes before a rescue of a string not in atari
        if (params.linksBeforeRescuesAtDefenceRoot && defenceRootRules()) cands = linksBeforeRescues(n, cands);
        // (OwlParams.lunchesBeforeRescuesAtDefenceRoot) a string of two liberties is not lost yet:
        // the shape moves that may save it indirectly are read before its tactical rescue
        if (params.lunchesBeforeRescuesAtDefenceRoot && defenceRootRules()) cands = lunchesBeforeRescues(n, cands);
        // (OwlParams.counterAtariBeforeRescueAtDefenceRoot) the atari on the attacker's string that
        // presses a two-liberty goal string saves it indirectly and keeps the space the rescue fills
        if (params.counterAtariBeforeRescueAtDefenceRoot && defenceRootRules()) cands = counterAtariBeforeRescue(n, cands);
        // (OwlParams.bigSpaceCentresAtDefenceRoot) a big space the eye database does not know has
        // no vital point: its centre is where the defender splits it, and where the attacker's
        // answer to another root defence spoils it (the refutation is then handed on to it)
        if (centresAtDefenceRoot()) cands = withDefenderCentres(n, e, cands);
        // (OwlParams.vitalKillAsDefenceAtRoot) eyes that read two but die to one vital move of the
        // attacker's with the defender passing: that point is the defender's own first
        if (vitalKill != Board.PASS && params.vitalKillAsDefenceAtRoot && defenceRootRules()) cands = withVitalKillFirst(cands, vitalKill);
        if (cands.isEmpty()) {
            ended = "no defending move (eyes " + e.min + "-" + e.max + ": " + e.description + ")";
            if (passUnlessMove) return keepPassUnlessLiving(ReadCodes.FAIL, e.description);
            return sekiShapeAtRoot(n, route) ? sekiPassUnlessKilled(ReadCodes.FAIL, key, e.description) : ReadCodes.FAIL;
        }
        String eyesSeen = "eyes " + e.min + "-" + e.max + ": " + e.description;
        rootVital = depth() == widthShift && params.preferVitalRootMove ? pointSet(e.shapeDefensePoints) : null;
        rootEyePoints = depth() == widthShift && params.preferVitalRootMove ? pointSet(e.defensePoints) : null;
        // (OwlParams.invaderCaptureFirstAtDefenceRoot) the eye point that captures an invader
        rootInvaderCaptures = rootEyePoints != null && params.invaderCaptureFirstAtDefenceRoot && defenceRootRules()
                ? InvaderCaptures.of(n, e, reads) : null;
        int code = search(cands, goal.color(), key, "owl_defend", eyesSeen);
        if (passUnlessMove) return keepPassUnlessLiving(code, eyesSeen);
        return sekiShapeAtRoot(n, route) ? sekiPassUnlessKilled(code, key, eyesSeen) : code;
    }

    /**
     * Whether this defender's node leaves OwlParams.orderShapes out: a one-wide node (below the
     * branch depth) with OwlParams.orderShapesOnlyWhereBranching, or with
     * OwlParams.orderShapesOnlyWhereBranchingInStatus in a status read.
     */
    private boolean orderShapesHeldBack() {
        return (params.orderShapesOnlyWhereBranching || statusRead && params.orderShapesOnlyWhereBranchingInStatus) && width(false) == 1;
    }

    /**
     * Whether owl_defend's own root is shut in and in a seki's shape, where a failed defence is
     * checked by a fresh owl_attack (OwlParams.sekiPassAtDefenceRoot).
     */
    private boolean sekiShapeAtRoot(OwlNode n, int route) {
        return params.sekiPassAtDefenceRoot && defenceRootRules() && route == 0 && n.sharesAllLiberties();
    }

    /**
     * owl_defend's root in a seki's shape where no defence lived (OwlParams.sekiPassAtDefenceRoot):
     * if a fresh owl_attack fails too (within its budget; a cut attack proves nothing), neither
     * side has a good move and the dragon lives as it stands: PASS.
     */
    private int sekiPassUnlessKilled(int code, long key, String eyesSeen) {
        if (code != ReadCodes.FAIL || freshAttack() != ReadCodes.WIN) return code;
        bestMove = Board.PASS;
        ended = "seki's shape: no defence needed, a fresh owl_attack fails (" + eyesSeen + ")";
        cache.put(key, ReadCodes.WIN, Board.PASS, rank());
        return ReadCodes.WIN;
    }

    /**
     * Whether owl_defend's root, its eyes two with the vital attacks failing, must read a move
     * (OwlParams.passCheckedAtDefenceRoot): a fresh owl_attack still kills there, by ko or
     * outright, so PASS is no defence.
     */
    private boolean passChecked() {
        if (!params.passCheckedAtDefenceRoot || !defenceRootRules()) return false;
        if (freshAttack() == ReadCodes.WIN) return false;
        ended = "";
        return true;
    }

    /** Whether this is owl_defend's own root where a win is checked by a fresh owl_attack (OwlParams.freshCheckOfRootWin). */
    private boolean freshCheckAtRoot() {
        return params.freshCheckOfRootWin && defenceRootRules();
    }

    /**
     * With a root defence on the board (OwlParams.freshCheckOfRootWin): the fresh owl_attack's
     * killing move, within its own budget of OwlParams.rootWinCheckNodes nodes, or NO_KILL where
     * it fails or its budget ran out (no proof: the defence stays). A kill by ko counts: the
     * defence then lives only by ko. Its nodes count as the last resort's check's do.
     */
    private int freshKill() {
        if (winChecker == null) {
            OwlParams p = params.copy();
            p.nodeLimit = params.rootWinCheckNodes;
            winChecker = new OwlReader(reader, facts, db, p);
        }
        SearchResult r = winChecker.attack(stonesOf(goal.mask(b)), null);
        nodes += r.nodes();
        ownBudgetNodes += r.nodes();
        if (r.budgetExhausted() || r.code() == ReadCodes.FAIL) return NO_KILL;
        return r.move();
    }

    /**
     * Whether owl_defend's own root needs no move (OwlParams.passWhereAttackFailsAtDefenceRoot): a
     * fresh owl_attack fails within its budget (a cut attack proves nothing: the root then reads).
     */
    private boolean aliveAsItStands() {
        return params.passWhereAttackFailsAtDefenceRoot && defenceRootRules() && freshAttack() == ReadCodes.WIN;
    }

    /** The root's PASS where a fresh attack works but no defence candidate lives: the eyes' verdict stays. */
    private int keepPassUnlessLiving(int code, String eyesSeen) {
        if (code == ReadCodes.WIN) return code;
        bestMove = Board.PASS;
        ended = "two eyes (vital attacks fail, no move stops the fresh attack): " + eyesSeen;
        return ReadCodes.WIN;
    }

    /** Whether this attack node is owl_attack's own root, where a PASS is checked (OwlParams.passCheckedAtAttackRoot). */
    private boolean passCheckAtAttackRoot() {
        return params.passCheckedAtAttackRoot && attackRoot && !rootDefend && !statusRead && depth() == 0 && widthShift == 0;
    }

    /**
     * owl_attack's root that counts the dragon dead as it stands (OwlParams.passCheckedAtAttackRoot):
     * a fresh owl_defend (its own budget) reads whether the defender, moving first, lives after all.
     * Where it does (outright or by ko), the attacker's candidates are its living move first (the
     * attacker takes the point the defender needs), then the defender's own candidates; empty where
     * the defence fails or its budget ran out, and the PASS stays.
     */
    private List<OwlCandidate> livingPointsForAttacker(OwlNode n) {
        SearchResult r = freshDefender().defend(stonesOf(goal.mask(b)), null);
        nodes += r.nodes();
        ownBudgetNodes += r.nodes();
        if (r.budgetExhausted() || r.code() == ReadCodes.FAIL || r.move() == Board.PASS) return List.of();
        int attacker = StoneColor.other(goal.color());
        Map<Integer, OwlCandidate> out = new LinkedHashMap<>();
        out.put(r.move(), new OwlCandidate(r.move(), OwlMoves.VITAL, LIVING_POINT_REASON, true));
        for (OwlCandidate c : moves.defend(n)) {
            if (c.move() == Board.PASS || out.containsKey(c.move()) || !b.isLegal(c.move(), attacker)) continue;
            out.put(c.move(), new OwlCandidate(c.move(), Math.min(c.value(), OwlMoves.BORROWED_MAX),
                    "the defender's point: " + c.reason(), c.sacrifice()));
        }
        return new ArrayList<>(out.values());
    }

    /** The root's key where its PASS is checked by a fresh defence (OwlParams.passCheckedAtAttackRoot). */
    private long attackPassCheckKey(long key) {
        return passCheckAtAttackRoot() ? key ^ 0x6B1F3C9A52E7D40BL : key;
    }

    /** The root's key where a PASS is checked by a fresh attack (OwlParams.passCheckedAtDefenceRoot). */
    private long passCheckKey(long key) {
        if (params.passWhereAttackFailsAtDefenceRoot && defenceRootRules()) key ^= 0xD24FB63947C216EEL;
        if (params.sekiPassAtDefenceRoot && defenceRootRules()) key ^= 0xEA57F932142DCE20L;
        return params.passCheckedAtDefenceRoot && defenceRootRules() ? key ^ 0xD9347FE68EC85E8CL : key;
    }

    /**
     * Tries the candidates for mover, best first, within the node's width; the best code for the
     * mover, its move in bestMove. Patterns of value 100 win at once, a value-99 attacker pattern
     * is the only move tried (two of them: the attack fails), as doc/owl.texi says. At the root the
     * eye shapes' vital points are tried first, then the half eyes' key points
     * (OwlParams.preferVitalRootMove); a root move the other side refutes hands its refutation on, as
     * the next move tried where it is a candidate (OwlParams.refutationNextAtRoot); and
     * (OwlParams.checkRootReply, off) the first winning defence may be checked with a root's width
     * from the attacker's reply; (OwlParams.budgetCutDefenceFails, off) at owl_defend's root a
     * defence whose read the node budget cut fails, unless (OwlParams.budgetCutDefenceCheck) a
     * fresh attack after it fails within a budget of its own; (OwlParams.refutationAfterFailedRootDefence)
     * where owl_defend's root found nothing, the attacker's first refutation is tried as a last
     * resort, kept (OwlParams.lastResortCheck) only where a fresh owl_attack after it fails.
     */
    private int search(List<OwlCandidate> cands, int mover, long key, String fn, String eyesSeen) {
        boolean attacker = mover != goal.color();
        Set<Integer> vital = rootVital;
        Set<Integer> eyePoints = rootEyePoints;
        Set<Integer> invaders = rootInvaderCaptures;
        rootVital = null;
        rootEyePoints = null;
        rootInvaderCaptures = null;
        Set<Integer> counterAtaris = rootCounterAtaris;
        rootCounterAtaris = null;
        boolean deadWithoutMove = attacker && oneEyeAtMost;
        oneEyeAtMost = false;
        OwlNode pastWidth = attacker ? refutationPastWidth : null;
        int pastWidthLeft = refutationsPastWidth;
        // at owl_attack's root (OwlParams.rootRefutationsForAttacker) each move's own read says
        // whether its answer is a refutation: a line cut under one move does not void another's
        boolean perMoveCut = pastWidth != null && (rootRefutations() || innerRefutations());
        refutationPastWidth = null;
        refutationsPastWidth = 0;
        // (OwlParams.agreedRefutationForAttacker) at owl_attack's root the one answer that refuted
        // every move tried, where no other answer was handed on (the reads cut by the depth)
        AgreedRefutation agreed = pastWidth != null && agreedRefutationAtRoot() ? new AgreedRefutation() : null;
        // the defender's answers to the refuted moves, distinct, in the order found
        List<Integer> answers = new ArrayList<>(2);
        boolean koSkipped = false;
        long refusalsBefore = koRefusals;
        // the ko taken after a threat by the other side's last move is not retaken after a
        // threat at once (OwlParams.noConditionalRetake)
        boolean noRetake = afterConditionalKo;
        int forced = 0;
        for (OwlCandidate c : cands) {
            if (c.value() >= 100 && c.fromPattern()) {
                bestMove = c.move();
                ended = "winning pattern " + c.reason();
                return ReadCodes.WIN;
            }
            if (attacker && c.value() == 99 && c.fromPattern()) forced++;
        }
        if (forced > 1) {
            ended = "two forced moves";
            return ReadCodes.FAIL;
        }
        // owl_defend's root (OwlParams.mostEyesFirstAtDefenceRoot): the candidates also in the
        // order of the eyes the dragon has after each, inside each of the tiers below
        List<OwlCandidate> eyesOrder = !attacker && rootDefend && depth() == 0 && widthShift == 0 && forced == 0
                && params.mostEyesFirstAtDefenceRoot ? mostEyesFirst(cands, mover, counterAtaris) : null;
        // at the root the eye shapes' vital points go first, then the half eyes' key points, each
        // part in its value order, unless a forced move is the only one tried (the rule off or
        // below the root: vital is null). A vital point decides what the eye database reads for a
        // whole shape; a half eye's diagonal only whether one point is an eye or a false one.
        if (vital != null && forced == 0) {
            cands = vitalFirst(vitalFirst(cands, eyePoints), vital);
            if (eyesOrder != null) eyesOrder = vitalFirst(vitalFirst(eyesOrder, eyePoints), vital);
            // (OwlParams.invaderCaptureFirstAtDefenceRoot) of the tiers' moves, the one that also
            // captures an invader in the eye space goes first: it makes the eye and takes the space back
            if (!attacker && invaders != null && !invaders.isEmpty()) {
                cands = invaderCapturesFirst(cands, eyePoints, invaders);
                if (eyesOrder != null) eyesOrder = invaderCapturesFirst(eyesOrder, eyePoints, invaders);
            }
            // (OwlParams.strongShapesBeforeVitalAtDefenceRoot) owl_defend's strongest shapes go
            // before the vital tiers; where no candidate is in a tier the value order stands
            if (!attacker && params.strongShapesBeforeVitalAtDefenceRoot) {
                cands = strongShapesFirst(cands, eyePoints, params.strongShapeValue);
                if (eyesOrder != null) eyesOrder = strongShapesFirst(eyesOrder, eyePoints, params.strongShapeValue);
            }
        }
        // (OwlParams.counterAtariBeforeRescueAtDefenceRoot) the counter-ataris just before the first
        // rescue, after the tiers too: a tier may hold the rescue's own point
        if (counterAtaris != null && forced == 0) {
            cands = beforeFirstRescue(cands, counterAtaris);
            if (eyesOrder != null) eyesOrder = beforeFirstRescue(eyesOrder, counterAtaris);
        }
        int width = forced == 1 ? 1 : width(attacker);
        // the moves the eyes order adds past the value order's width: read last, trusted only whole
        Set<OwlCandidate> eyesExtra = null;
        if (eyesOrder != null) {
            List<OwlCandidate> valueTried = firstPlayable(cands, width, mover);
            eyesExtra = new HashSet<>(firstPlayable(eyesOrder, width, mover));
            valueTried.forEach(eyesExtra::remove);
            cands = eyesFirstWithinWidth(eyesOrder, cands, valueTried, eyesExtra);
            width += eyesExtra.size();
        }
        // the attacker's root: a big unknown eye space's centre (OwlParams.bigSpaceCentresForAttacker;
        // and the attacker's answer to owl_defend's root move, OwlParams.bigSpaceCentresAtDefenceRoot)
        // is tried as one move more than the width, after the patterns' moves, never instead of one
        if (attacker && forced == 0 && (depth() == 0 && widthShift == 0 && params.bigSpaceCentresForAttacker || centresBelowDefenceRoot())) {
            int ci = -1;
            for (int i = 0; i < cands.size(); i++) if (OwlMoves.BIG_SPACE_CENTRE_REASON.equals(cands.get(i).reason())) ci = i;
            if (ci >= width) {
                List<OwlCandidate> l = new ArrayList<>(cands);
                l.add(width, l.remove(ci));
                cands = l;
                width++;
            }
        }
        // the attacker's root: an unknown eye space's margin (OwlParams.unknownSpaceMarginsForAttacker)
        // likewise, one move more than the width, never instead of a move within it
        if (attacker && forced == 0 && depth() == 0 && widthShift == 0 && unknownMargins()) {
            int ci = -1;
            for (int i = 0; i < cands.size(); i++) if (OwlMoves.UNKNOWN_SPACE_MARGIN_REASON.equals(cands.get(i).reason())) ci = i;
            if (ci >= width) {
                List<OwlCandidate> l = new ArrayList<>(cands);
                l.add(width, l.remove(ci));
                cands = l;
                width++;
            }
        }
        // and its splitting points (OwlParams.unknownSpaceSplitsForAttacker), one move more each
        if (attacker && forced == 0 && depth() == 0 && widthShift == 0 && unknownSplits()) {
            cands = new ArrayList<>(cands);
            width += readPastWidth(cands, width, OwlMoves.UNKNOWN_SPACE_SPLIT_REASON);
        }
        // and the cutting points (OwlParams.unknownSpaceCutsForAttacker), one move more each
        if (attacker && forced == 0 && unknownCuts()) {
            cands = new ArrayList<>(cands);
            width += readPastWidth(cands, width, OwlMoves.UNKNOWN_SPACE_CUT_REASON);
        }
        boolean inexactBefore = inexact;
        inexact = false;
        int best = ReadCodes.FAIL;
        int bestAt = Board.PASS;
        int tried = 0;
        String why = "";
        // the root's first winning defence is read again from the reply with a root's width (the
        // defender's only: checking the attacker's too cost 20% more nodes and lost owl.tst 248)
        boolean checkHere = params.checkRootReply && !attacker && depth() == 0 && widthShift == 0;
        int firstWin = Board.PASS;
        String firstWhy = "";
        boolean freshCheckHere = freshCheckAtRoot() && !attacker && forced == 0;
        int seen = 0;
        // the root's refuted moves hand their refutation on (OwlParams.refutationNextAtRoot):
        // the candidates in the order they are tried
        boolean refutationNext = params.refutationNextAtRoot && depth() == 0 && widthShift == 0;
        boolean neckCutNext = params.neckCutNextAtDefenceRoot && params.unknownSpaceCutsAtNarrowContact && !attacker && forced == 0
                && defenceRootRules();
        List<OwlCandidate> order = refutationNext || pastWidth != null ? new ArrayList<>(cands) : cands;
        if (forced > 0) pastWidth = null;
        // the defender's root: the attacker's refutations of the tried moves, in the order found
        // (OwlParams.refutationAfterFailedRootDefence)
        // only owl_defend's own root: owl_attack's read of the defender after a pass reaches this
        // code at depth 0 too, and a dragon's status keeps the answers without it unless
        // OwlParams.refutationAfterFailedRootDefenceInStatus
        boolean lastResort = (lastResortAtRoot() || innerLastResort()) && !attacker && forced == 0;
        List<Integer> triedMoves = lastResort ? new ArrayList<>() : null;
        List<Integer> refutations = lastResort ? new ArrayList<>() : null;
        // the defender's root (OwlParams.friendlyLinksAtDefenceRoot): the moves tried, which a link does not repeat
        boolean linksHere = linksAtRoot() && !attacker && forced == 0;
        List<Integer> triedHere = linksHere ? new ArrayList<>() : null;
        boolean budgetCutRoot = params.budgetCutDefenceFails && (!statusRead || params.budgetCutDefenceInStatus) && !attacker && rootDefend
                && depth() == 0 && widthShift == 0;
        // (OwlParams.koDefenceCheckAtRoot) owl_defend's root defences that live only by ko
        // the ko defences read out within the budget, in the order tried
        List<KoDefence> koDefences = koDefenceCheckAtRoot() && !attacker && forced == 0 ? new ArrayList<>() : null;
        int extraAt = -1;
        for (int ci = 0; ; ci++) {
            if (ci >= order.size() || tried >= width || (extraAt >= 0 && ci > extraAt)) {
                // (OwlParams.refutationPastWidthForAttacker) every move tried refuted (or only
                // a ko won): the defender's answer to the first of them, where it lies in the
                // dragon's eye space or on its liberties and is no candidate here, is tried as
                // one move more; the point the defender needs is often the attacker's own, and
                // neither the patterns nor the eye analysis proposed it (a line cut by the
                // budget or the depth hands nothing on: its answer is not a refutation)
                if (agreed != null && extraAt < 0 && answers.isEmpty() && pastWidthLeft > 0 && !budgetHit) {
                    int one = agreed.take();
                    if (agreedPoint(pastWidth, order.subList(0, ci), one)) answers.add(one);
                }
                if (pastWidth == null || pastWidthLeft <= 0 || answers.isEmpty() || (inexact && !perMoveCut)) break;
                order.add(ci, new OwlCandidate(answers.remove(0), REFUTATION_PAST_WIDTH_VALUE, REFUTATION_PAST_WIDTH_REASON, false));
                width = tried + 1;
                extraAt = ci;
                pastWidthLeft--;
            }
            OwlCandidate c = order.get(ci);
            seen++;
            if (budgetOut()) {
                inexact = true;
                break;
            }
            boolean viaKo = false;
            boolean cutBefore = budgetHit;
            boolean inexactBeforeMove = inexact;
            if (komasterBans(c.move(), mover)) {
                koSkipped = true;
                continue;
            }
            if (!play(c, mover, fn + " (" + eyesSeen + ")")) {
                if (c.move() == b.koPoint()) koSkipped = true;
                if (c.move() != b.koPoint() || depth() >= KO_DEPTH || noRetake || !b.tryko(c.move(), mover)) continue;
                if (komasterRefusesAnotherKo(mover)) {
                    koRefusals++;
                    b.popgo();
                    continue;
                }
                viaKo = true;
                count(c.move(), mover, fn + " ko (" + eyesSeen + ")");
                if (!attacker) pushIfNear(c.move());
            }
            tried++;
            if (perMoveCut) inexact = false;
            int komasterBefore = komaster;
            int komPosBefore = komPos;
            takeKomaster(c.move(), mover, viaKo);
            int code;
            if (attacker && goal.captured(b)) {
                code = ReadCodes.WIN;
                ended = "dragon captured";
            } else {
                afterConditionalKo = viaKo && params.noConditionalRetake;
                code = ReadCodes.invert(attacker ? defendNode() : attackNode());
                afterConditionalKo = noRetake;
            }
            komaster = komasterBefore;
            komPos = komPosBefore;
            if (viaKo && code > ReadCodes.KO_B) code = ReadCodes.KO_B;
            // a move the eyes order added past the width whose read the node budget cut wins by
            // default only (the budget's end is the defender's win): it is dropped, with the moves
            // after it, and the answer keeps the certainty of the moves the width held
            boolean dropped = eyesExtra != null && eyesExtra.contains(c) && budgetHit && !cutBefore;
            if (dropped) code = ReadCodes.FAIL;
            // (OwlParams.budgetCutDefenceFails) a root defence whose read the node budget cut
            // proved nothing: the cut line below it counted for the defender by default
            boolean cutDefence = !dropped && budgetCutRoot && budgetHit && code > ReadCodes.FAIL;
            if (cutDefence && params.budgetCutDefenceCheck && attackFailsAfterCutDefence()) cutDefence = false;
            if (cutDefence) code = ReadCodes.FAIL;
            // (OwlParams.freshCheckOfRootWin) a root win a fresh owl_attack kills is passed over
            // where another candidate is left; its kill is handed on as the refutation
            if (code == ReadCodes.WIN && freshCheckHere && tried < width && seen < cands.size()) {
                if (firstWin == Board.PASS) {
                    firstWin = c.move();
                    firstWhy = c.reason();
                }
                int kill = freshKill();
                if (kill != NO_KILL) {
                    code = ReadCodes.FAIL;
                    bestMove = kill;
                    ended = "killed by a fresh owl_attack at " + v(kill);
                }
            }
            if (code == ReadCodes.WIN && checkHere && firstWin == Board.PASS) {
                firstWin = c.move();
                // only where another candidate is left to try: a refutation changes nothing otherwise
                if (tried < width && seen < cands.size()) code = checkReply(attacker);
            }
            String replyWhy = lastWhy;
            leave(code, bestMove, (viaKo ? "ko retaken after a threat; " : "") + c.reason()
                    + (cutDefence ? " (the node budget ran out: not trusted)" : "") + "; then " + ended);
            int reply = bestMove;
            boolean moveCut = inexact;
            if (perMoveCut) inexact = inexact || inexactBeforeMove;
            if (!attacker) goal.pop();
            b.popgo();
            if (dropped) {
                budgetHit = cutBefore;
                inexact = inexactBeforeMove;
                break;
            }
            if (refutationNext && code < ReadCodes.WIN) tryNext(order, ci, reply);
            // (OwlParams.neckCutNextAtDefenceRoot) the attacker's cut at a neck is the defender's own point next
            if (neckCutNext && code < ReadCodes.WIN && replyWhy.equals(OwlMoves.UNKNOWN_SPACE_CUT_REASON)) neckNext(order, ci, reply, mover);
            if (linksHere) triedHere.add(c.move());
            if (lastResort) {
                triedMoves.add(c.move());
                if (code == ReadCodes.FAIL && reply != Board.PASS) refutations.add(reply);
            }
            if (agreed != null && extraAt < 0 && code < ReadCodes.WIN) agreed.refutedBy(reply);
            if (pastWidth != null && code < ReadCodes.WIN && !(perMoveCut && moveCut) && !answers.contains(reply) && pastWidthPoint(pastWidth, order, reply)) answers.add(reply);
            if (koDefences != null && code > ReadCodes.FAIL && code < ReadCodes.WIN && !budgetHit) koDefences.add(new KoDefence(c, code, viaKo));
            if (c.move() == firstWin && firstWhy.isEmpty()) firstWhy = c.reason();
            if (code > best) {
                best = code;
                bestAt = c.move();
                why = c.reason();
                if (code == ReadCodes.WIN) break;
            }
        }
        // every root win the fresh attack killed, and no later one passing: the first win stays
        // (the check chooses among working moves, it does not change the code)
        if (freshCheckHere && best < ReadCodes.WIN && firstWin != Board.PASS) {
            best = ReadCodes.WIN;
            bestAt = firstWin;
            why = firstWhy;
        }
        // (OwlParams.koDefenceCheckAtRoot) the best is a ko: the ko defences are checked with a fresh
        // owl_attack, best code first, and the first that no outright kill refutes is kept
        // (each was read out before the budget ran out; the checks read in a budget of their own)
        if (koDefences != null && best > ReadCodes.FAIL && best < ReadCodes.WIN) {
            KoDefence kept = checkedKoDefence(koDefences, mover, fn, eyesSeen);
            if (kept == null) {
                best = ReadCodes.FAIL;
                bestAt = Board.PASS;
                why = "";
            } else if (kept.move().move() != bestAt) {
                best = kept.code();
                bestAt = kept.move().move();
                why = kept.move().reason();
            }
        }
        // the defender's answer to owl_attack's root move (OwlParams.innerLastResortForDefender) may
        // try more than one: the attacker's refutations there come from a search that reads its own
        // refutations past the width, so a defence the width left out is the defender's only hope
        int lastLeft = lastResort ? (lastResortAtRoot() ? 1 : INNER_LAST_RESORTS) : 0;
        while (lastLeft-- > 0 && best == ReadCodes.FAIL && !budgetHit) {
            OwlCandidate last = lastResort(triedMoves, refutations);
            if (last == null) break;
            triedMoves.add(last.move());
            if (!budgetOut() && play(last, mover, fn + " (" + eyesSeen + ")")) {
                tried++;
                int code = ReadCodes.invert(attackNode());
                // a move beyond the width is trusted only when the node budget did not cut its
                // read: such a line is a win for the defender by default (owl.tst 199)
                boolean lastCut = budgetHit;
                String checked = "";
                if (!lastCut && code > ReadCodes.FAIL && params.lastResortCheck) {
                    int fresh = freshAttack();
                    code = Math.min(code, fresh);
                    checked = fresh == ReadCodes.FAIL ? " (refuted by a fresh owl_attack)"
                            : fresh == ReadCodes.WIN ? " (a fresh owl_attack fails)" : " (a fresh owl_attack wins only by ko)";
                }
                leave(code, bestMove, last.reason() + (lastCut ? " (the node budget ran out: not trusted)" : checked) + "; then " + ended);
                goal.pop();
                b.popgo();
                if (!lastCut && code > best) {
                    best = code;
                    bestAt = last.move();
                    why = last.reason();
                }
            }
        }
        if (linksHere && best == ReadCodes.FAIL && !budgetHit) {
            int root = searchRootLinks(mover, fn, eyesSeen, triedHere);
            if (root != Board.PASS) {
                best = ReadCodes.WIN;
                bestAt = root;
                why = linkWhy;
            }
        }
        if (best < ReadCodes.WIN && firstWin != Board.PASS) {
            // no other move holds against the wider reading: the search's own first win stays
            best = ReadCodes.WIN;
            bestAt = firstWin;
            why = firstWhy;
        }
        boolean cut = inexact;
        if (tried == 0 && attacker && koSkipped && !cut && params.passWhereKoBanned && (!statusRead || params.passWhereKoBannedInStatus)
                && b.stackp() != koPassStackp) {
            // (OwlParams.passWhereKoBanned) the attacker's only moves were a ko retake it may not
            // make here (the defender's conditional capture is not retaken at once, or the ko
            // depth is reached): it plays elsewhere and retakes later, so the defender moves, and
            // a dragon that cannot live moving twice (a ko it can never fill) is dead, not saved;
            // the defender's read of the same position (its vital-attack check) passes no further
            int before = koPassStackp;
            koPassStackp = b.stackp();
            try {
                return passThenDefend(key, inexactBefore, eyesSeen);
            } finally {
                koPassStackp = before;
            }
        }
        if (tried == 0 && deadWithoutMove && !koSkipped && !cut) {
            // no legal attacking move where the dragon has one sure eye: the attacker passes and
            // the defender moves (doc/owl.texi: the position is evaluated "when neither finds an
            // effective move"); the node is dead only if the defender cannot live moving here, so
            // a capture of an attacker's string short of liberties that makes a second eye, or
            // any other living move, keeps the dragon alive (the candidates were suicides, such as
            // a filled eye; a ko the attacker may not retake here is no such node)
            return passThenDefend(key, inexactBefore, eyesSeen);
        }
        inexact = inexactBefore || cut;
        if (!cut && !refusedUnderKomaster(refusalsBefore)) cache.put(key, best, bestAt, rank());
        bestMove = bestAt;
        lastWhy = best > ReadCodes.FAIL ? why : "";
        ended = best == ReadCodes.FAIL ? (tried == 0 ? "no legal " + (attacker ? "attacking" : "defending") + " move"
                : (attacker ? "attack" : "defence") + " failed") : (attacker ? "attack " : "defence ") + "works: " + why;
        return best;
    }

    /** The reason of the link {@link #searchRootLinks} found. */
    private String linkWhy = "";

    /**
     * The links of owl_defend's root to strong friendly strings (OwlParams.friendlyLinksAtDefenceRoot),
     * read where every move tried failed within the node budget: each link is played and the
     * attacker reads; the first that lives (WIN, not a ko: a link that lives only by ko is no
     * better than the moves the width held) and whose read the budget did not cut is the answer,
     * its move returned and its reason in {@link #linkWhy}; PASS if none.
     */
    private int searchRootLinks(int mover, String fn, String eyesSeen, List<Integer> tried) {
        if (links == null) links = new FriendlyLinks(reader);
        for (OwlCandidate link : links.moves(goal.mask(b), goal.color(), tried)) {
            if (budgetOut() || !play(link, mover, fn + " (" + eyesSeen + ")")) continue;
            int code = ReadCodes.invert(attackNode());
            // a move beyond the width is trusted only when the node budget did not cut its read:
            // such a line is a win for the defender by default
            boolean cut = budgetHit;
            leave(code, bestMove, link.reason() + (cut ? " (the node budget ran out: not trusted)" : "") + "; then " + ended);
            goal.pop();
            b.popgo();
            if (cut) return Board.PASS;
            if (code == ReadCodes.WIN) {
                linkWhy = link.reason();
                return link.move();
            }
        }
        return Board.PASS;
    }

    /**
     * Moves the candidates proposed with {@code reason} from past the width to just inside it, in
     * their order, so that each is read one move more than the width and never instead of a move
     * within it; how many moved.
     */
    private static int readPastWidth(List<OwlCandidate> cands, int width, String reason) {
        int moved = 0;
        for (int i = width; i < cands.size(); i++) {
            if (!reason.equals(cands.get(i).reason())) continue;
            cands.add(width + moved, cands.remove(i));
            moved++;
        }
        return moved;
    }

    /**
     * Whether this is owl_defend's root, not a status's read: where the diagonal links are proposed
     * and the links go before the rescues (OwlParams.diagonalLinksAtDefenceRoot,
     * OwlParams.linksBeforeRescuesAtDefenceRoot). With OwlParams.friendlyLinksAtDefenceRoot on, that
     * root caches under a key of its own (linksKey), so a status's read is not answered from it.
     */
    private boolean defenceRootRules() {
        return rootDefend && !statusRead && depth() == 0 && widthShift == 0;
    }

    /**
     * The defence candidates with the attacker's killing vital move first (OwlParams.vitalKillAsDefenceAtRoot):
     * moved to the front where it is a candidate already, added there where it is not.
     */
    private static List<OwlCandidate> withVitalKillFirst(List<OwlCandidate> cands, int kill) {
        List<OwlCandidate> l = new ArrayList<>(cands.size() + 1);
        OwlCandidate own = null;
        for (OwlCandidate c : cands) {
            if (c.move() == kill) own = c;
            else l.add(c);
        }
        l.add(0, own != null ? own : new OwlCandidate(kill, OwlMoves.VITAL, VITAL_KILL_REASON, true));
        return l;
    }

    /** The defence candidates with the diagonal links that are no candidate yet, in value order (a stable sort). */
    private static List<OwlCandidate> withDiagonalLinks(OwlNode n, List<OwlCandidate> cands) {
        List<OwlCandidate> links = DiagonalLinks.moves(n.b, n.goal, n.color);
        if (links.isEmpty()) return cands;
        Set<Integer> taken = moves(cands);
        List<OwlCandidate> l = new ArrayList<>(cands);
        for (OwlCandidate c : links) if (taken.add(c.move())) l.add(c);
        if (l.size() == cands.size()) return cands;
        l.sort((x, y) -> Integer.compare(y.value(), x.value()));
        return l;
    }

    /**
     * The defence candidates with those that join the goal to a strong friendly string
     * (DiagonalLinks.joinsStrongFriend) moved ahead of the first rescue of a goal string, where no
     * goal string is in atari (a rescue then keeps a string of two liberties); the list itself
     * where nothing moves.
     */
    private List<OwlCandidate> linksBeforeRescues(OwlNode n, List<OwlCandidate> cands) {
        return aheadOfFirstRescue(n, cands, c -> DiagonalLinks.joinsStrongFriend(b, n.goal, n.color, c.move()));
    }

    /**
     * The defence candidates with those of value {@link #BEFORE_RESCUE_VALUE} or more (the lunches'
     * captures) that follow the first rescue of a goal string moved ahead of it, where no goal
     * string is in atari (each rescued string then has two liberties); the list itself where
     * nothing moves. What already goes before the rescues (the links) stays there.
     */
    private List<OwlCandidate> lunchesBeforeRescues(OwlNode n, List<OwlCandidate> cands) {
        return aheadOfFirstRescue(n, cands, c -> c.value() >= BEFORE_RESCUE_VALUE && !OwlMoves.savesGoalString(c));
    }

    /** The candidates whose moves are in moves placed, in their order, just before the first rescue of a goal string (none: unchanged). */
    private static List<OwlCandidate> beforeFirstRescue(List<OwlCandidate> cands, Set<Integer> moves) {
        int first = -1;
        for (int i = 0; i < cands.size() && first < 0; i++) if (OwlMoves.savesGoalString(cands.get(i))) first = i;
        if (first < 0) return cands;
        List<OwlCandidate> moved = new ArrayList<>();
        for (int i = first + 1; i < cands.size(); i++) if (moves.contains(cands.get(i).move())) moved.add(cands.get(i));
        if (moved.isEmpty()) return cands;
        List<OwlCandidate> l = new ArrayList<>(cands);
        l.removeAll(moved);
        l.addAll(first, moved);
        return l;
    }

    /**
     * owl_defend's root (OwlParams.counterAtariBeforeRescueAtDefenceRoot): notes in rootCounterAtaris
     * the counter-ataris (CounterAtari) ahead of the first rescue of a goal string once they are
     * moved there, where one comes after it and no goal string is in atari; search moves them
     * (after the vital tiers too) and the eyes order gives them the rescue's lead.
     */
    private List<OwlCandidate> counterAtariBeforeRescue(OwlNode n, List<OwlCandidate> cands) {
        List<OwlCandidate> l = aheadOfFirstRescue(n, cands, c -> !OwlMoves.savesGoalString(c) && CounterAtari.presses(b, n.strings, c.move()));
        if (l == cands) return cands;
        rootCounterAtaris = new HashSet<>();
        for (OwlCandidate c : l) {
            if (OwlMoves.savesGoalString(c)) break;
            if (CounterAtari.presses(b, n.strings, c.move())) rootCounterAtaris.add(c.move());
        }
        return l;
    }

    /**
     * The candidates with those after the first rescue of a goal string that {@code ahead} picks
     * moved, in their order, just before it; the list itself where a goal string is in atari (its
     * rescue comes first then), where there is no rescue, or where nothing is picked.
     */
    private List<OwlCandidate> aheadOfFirstRescue(OwlNode n, List<OwlCandidate> cands, Predicate<OwlCandidate> ahead) {
        for (int s : n.strings) if (b.countlib(s) == 1) return cands;
        int first = -1;
        for (int i = 0; i < cands.size() && first < 0; i++) {
            if (OwlMoves.savesGoalString(cands.get(i))) first = i;
        }
        if (first < 0) return cands;
        List<OwlCandidate> moved = new ArrayList<>();
        for (int i = first + 1; i < cands.size(); i++) {
            if (ahead.test(cands.get(i))) moved.add(cands.get(i));
        }
        if (moved.isEmpty()) return cands;
        List<OwlCandidate> l = new ArrayList<>(cands);
        l.removeAll(moved);
        l.addAll(first, moved);
        return l;
    }

    /**
     * Whether the defender's root here may try the links to strong friendly strings
     * (OwlParams.friendlyLinksAtDefenceRoot): owl_defend's own root, a status's read only with
     * OwlParams.friendlyLinksInStatus.
     */
    private boolean linksAtRoot() {
        return params.friendlyLinksAtDefenceRoot && rootDefend && (!statusRead || params.friendlyLinksInStatus)
                && depth() == 0 && widthShift == 0;
    }

    /**
     * The root's key where it may try the links, or propose and order them
     * (OwlParams.diagonalLinksAtDefenceRoot, OwlParams.linksBeforeRescuesAtDefenceRoot): as
     * {@link #lastResortKey}, neither read hands its answer to the other.
     */
    private long linksKey(long key) {
        boolean ordered = (params.diagonalLinksAtDefenceRoot || params.linksBeforeRescuesAtDefenceRoot
                || params.lunchesBeforeRescuesAtDefenceRoot || params.counterAtariBeforeRescueAtDefenceRoot) && defenceRootRules();
        return linksAtRoot() || ordered ? key ^ 0x3C6EF372FE94F82BL : key;
    }

    /**
     * The last resort of owl_defend's root where every move tried failed within the node budget
     * (OwlParams.refutationAfterFailedRootDefence): the attacker's first refutation that was
     * not itself tried, as one more defence ("the opponent's vital point is your own"; the
     * refutation is where the attacker needed to play). Null if every refutation was tried.
     */
    private static OwlCandidate lastResort(List<Integer> tried, List<Integer> refutations) {
        for (int r : refutations) {
            if (!tried.contains(r)) return new OwlCandidate(r, 0, "the attacker's refutation of a failed defence", true);
        }
        return null;
    }

    /**
     * With the last resort's defence on the board (OwlParams.lastResortCheck): the defender's code
     * as a fresh owl_attack of the goal from here reads it, with its own node budget and the root
     * rules owl_attack has (the defender's refutations past the width, the inner refutations after
     * a plain read), which the attacker inside owl_defend's search lacks: WIN where that attack
     * fails, a ko code where it wins only by ko, FAIL where it kills or its own budget ran out (no
     * proof either way). Its nodes count in this reader's node counter, not in the search's budget
     * (the links to strong friends may still be read after it: owl.tst 124).
     */
    private int freshAttack() {
        return freshAttack(params.lastResortCheckOnDragon);
    }

    /**
     * {@link #freshAttack()}, reading the goal (onDragon false) or the dragon a fresh owl_attack of
     * the position would read (true: the original strings and the added strings that share
     * {@link #DRAGON_SHARED_LIBERTIES} liberties with them).
     */
    private int freshAttack(boolean onDragon) {
        if (freshAttacker == null) freshAttacker = new OwlReader(reader, facts, db, params);
        // (OwlParams.lastResortCheckOnDragon, koDefenceCheckOnDragon) the dragon a fresh owl_attack
        // reads: a stone the defender added that one attacker's move cuts off is no part of it,
        // and its open surroundings no eye of the dragon's
        boolean[] mask = onDragon ? goal.dragonMask(b, DRAGON_SHARED_LIBERTIES) : goal.mask(b);
        SearchResult r = freshAttacker.attack(stonesOf(mask), null);
        nodes += r.nodes();
        ownBudgetNodes += r.nodes();
        freshAttackerCut = r.budgetExhausted();
        if (r.budgetExhausted()) return ReadCodes.FAIL;
        return ReadCodes.invert(r.code());
    }

    /**
     * The attack node with no legal attacking move (OwlParams.deadWithoutLegalAttack): the attacker
     * passes and the defender reads its moves; the attacker's code is the inverse of the
     * defender's (WIN where the defender cannot live, a ko code where it lives only by ko), cached
     * unless the defender's read was cut. Its move is PASS.
     */
    private int passThenDefend(long key, boolean inexactBefore, String eyesSeen) {
        inexact = false;
        // the attacker's pass is no conditional ko capture
        boolean afterKo = afterConditionalKo;
        afterConditionalKo = false;
        int code = ReadCodes.invert(defendNode());
        afterConditionalKo = afterKo;
        boolean cut = inexact;
        String defence = ended;
        inexact = inexactBefore || cut;
        if (!cut) cache.put(key, code, Board.PASS, rank());
        bestMove = Board.PASS;
        ended = code == ReadCodes.WIN ? "terminal: dead (no legal attacking move, and the defender moving cannot live: " + defence + "; " + eyesSeen + ")"
                : "no legal attacking move (" + eyesSeen + "); the defender moving: " + defence;
        return code;
    }

    /**
     * With the root's winning defence on the board: the attacker reads again with the branch depth
     * counted from its reply (widthShift 1), in the search's node budget; the mover's code, WIN when
     * the node budget cut the check (a refutation is trusted only when the check was read out).
     */
    private int checkReply(boolean attacker) {
        boolean inexactBefore = inexact;
        boolean budgetBefore = budgetHit;
        String endedBefore = ended;
        inexact = false;
        budgetHit = false;
        widthShift = 1;
        int code;
        try {
            code = ReadCodes.invert(attacker ? defendNode() : attackNode());
        } finally {
            widthShift = 0;
        }
        if (budgetHit) code = ReadCodes.WIN;
        if (code == ReadCodes.WIN) ended = endedBefore;
        else ended = "refuted when read with a root's width: " + ended;
        inexact = inexactBefore;
        budgetHit = budgetBefore || budgetHit;
        return code;
    }

    /**
     * With a root defence on the board whose read the node budget cut
     * (OwlParams.budgetCutDefenceCheck): whether the attacker, reading again from here as a fresh
     * owl_attack would (a budget of its own, the branch depth counted from its move), fails within
     * that budget. The search's budget stays spent and its answer uncertain either way.
     */
    private boolean attackFailsAfterCutDefence() {
        boolean inexactBefore = inexact;
        long startBefore = searchStart;
        long ownBefore = ownBudgetNodes;
        ownBudgetNodes = 0;
        String endedBefore = ended;
        int bestBefore = bestMove;
        inexact = false;
        budgetHit = false;
        searchStart = nodes;
        widthShift = 1;
        int code;
        try {
            code = attackNode();
        } finally {
            widthShift = 0;
        }
        boolean holds = code == ReadCodes.FAIL && !budgetHit;
        ended = holds ? endedBefore + " (a fresh attack fails: kept)"
                : budgetHit ? "a fresh attack, cut by its own budget too, does not confirm it" : "refuted by a fresh attack: " + ended;
        bestMove = bestBefore;
        searchStart = startBefore;
        ownBudgetNodes = ownBefore;
        inexact = inexactBefore;
        budgetHit = true;
        return holds;
    }

    /**
     * The cache key of a node: during the check of the root's move, nodes whose subtree is read
     * wider than in the search (within the shifted branch depth, and one ply beyond) keep their own
     * entries; deeper ones, one move wide either way, share the search's.
     */
    /**
     * The cache key of a node reached by a conditional ko capture (OwlParams.noConditionalRetake):
     * there the mover may not retake the ko after a threat, which it may where the same stones and
     * ko point came from an ordinary capture, so the two positions are cached apart.
     */
    private long koKey(long key) {
        if (!afterConditionalKo || b.koPoint() == Board.PASS) return key;
        return key ^ 0x2545F4914F6CDD1DL;
    }

    /**
     * Whether the komaster's opponent would play at kom_pos (OwlParams.komasterHoldsKo): the ko the
     * komaster took after a threat is its own until it fills it (doc/reading.texi, rule 3).
     */
    private boolean komasterBans(int move, int mover) {
        return params.komasterHoldsKo && komaster != StoneColor.EMPTY && komaster != mover && move == komPos;
    }

    /**
     * Whether mover's conditional ko capture, just made (Board.tryko), is refused because mover is
     * the komaster already and the ko is another one (OwlParams.komasterOneKo, doc/reading.texi's
     * rule 2a): only a nested ko, whose captured stone lies diagonally next to kom_pos, may be
     * taken. The caller takes the move back.
     */
    private boolean komasterRefusesAnotherKo(int mover) {
        boolean oneKo = params.komasterHoldsKo ? params.komasterOneKo : params.oneKoPerSide;
        if (!oneKo || komaster != mover) return false;
        int taken = b.koPoint();
        // without rule 3 the opponent may retake kom_pos by an ordinary capture: taking the same
        // ko back after a threat is no second ko (OwlParams.oneKoPerSide)
        if (taken == komPos) return false;
        return taken == Board.PASS || Math.abs(b.row(taken) - b.row(komPos)) != 1 || Math.abs(b.col(taken) - b.col(komPos)) != 1;
    }

    /**
     * The komaster after mover's move, just played (OwlParams.komasterHoldsKo): a line's first
     * conditional ko capture makes its player komaster, kom_pos the point of the stone it took;
     * the komaster filling kom_pos ends it. The caller restores both fields when the move is taken back.
     */
    private void takeKomaster(int move, int mover, boolean viaKo) {
        if (!params.komasterHoldsKo && !params.oneKoPerSide) return;
        if (komaster == StoneColor.EMPTY && viaKo && b.koPoint() != Board.PASS) {
            komaster = mover;
            komPos = b.koPoint();
        } else if (komaster == mover && move == komPos) {
            komaster = StoneColor.EMPTY;
            komPos = Board.PASS;
        } else if (komaster == mover && viaKo && b.koPoint() != Board.PASS) {
            // the komaster's next conditional capture (with OwlParams.komasterOneKo a nested ko's
            // only): kom_pos moves to the stone it took
            komPos = b.koPoint();
        }
    }

    /**
     * Whether a node under a komaster met a refused second ko below it (OwlParams.oneKoPerSide,
     * without komasterHoldsKo's cache marks): its answer depends on the line that led to it.
     */
    private boolean refusedUnderKomaster(long refusalsBefore) {
        return !params.komasterHoldsKo && komaster != StoneColor.EMPTY && koRefusals != refusalsBefore;
    }

    /**
     * The cache key of a node where a komaster holds (OwlParams.komasterHoldsKo): the same stones
     * without it let the komaster's opponent play at kom_pos, so they are cached apart, per
     * komaster and kom_pos.
     */
    private long komasterKey(long key) {
        if (komaster == StoneColor.EMPTY || !params.komasterHoldsKo) return key;
        return key ^ (0x16B19C9606D8F2D5L * (4L * komPos + komaster));
    }

    /** The attacker's refutations the defender's answer to owl_attack's root move may try past its width (OwlParams.innerLastResortForDefender). */
    static final int INNER_LAST_RESORTS = 2;

    /**
     * Whether this defend node, the defender's answer to owl_attack's (or owl_does_attack's) root
     * move, may try the attacker's refutations of its failed defences
     * (OwlParams.innerLastResortForDefender): only where the attack nodes below read the
     * defender's refutations past their width (OwlParams.innerRefutationsForAttacker), whose new
     * kills the defender's width may have no answer to.
     */
    private boolean innerLastResort() {
        return params.innerLastResortForDefender && innerRefutationsSearch() && depth() - widthShift == 1;
    }

    /**
     * Whether the defender's root here may try the last resort (OwlParams.refutationAfterFailedRootDefence):
     * owl_defend's own root, a status's read only with OwlParams.refutationAfterFailedRootDefenceInStatus.
     */
    private boolean lastResortAtRoot() {
        return params.refutationAfterFailedRootDefence && rootDefend && (!statusRead || params.refutationAfterFailedRootDefenceInStatus)
                && depth() == 0 && widthShift == 0;
    }

    /** Whether this node is owl_defend's own root with OwlParams.koDefenceCheckAtRoot on (not a status's read). */
    private boolean koDefenceCheckAtRoot() {
        return params.koDefenceCheckAtRoot && defenceRootRules();
    }

    /**
     * Where owl_defend's root found only ko defences (OwlParams.koDefenceCheckAtRoot): each is played
     * again and a fresh owl_attack reads from it, in a budget of its own; an outright kill refutes it. The attacker inside the
     * search answers the root's move with the width and rules of a node one ply down, and where those
     * find only the ko, the root's wider read (and owl_attack's root rules) may find the unconditional
     * kill that makes the ko no defence at all: a ko is the fallback kept while no unconditional result
     * is found. A read the budget cut proves nothing (only a kill refutes). The ko defences are
     * checked in KoDefenceOrder's order (best code first); the first not refuted is
     * returned (a retake after a threat, which the board's ko rule does not let be played again, is
     * kept unchecked), null where every one is refuted.
     */
    private KoDefence checkedKoDefence(List<KoDefence> koDefences, int mover, String fn, String eyesSeen) {
        List<KoDefence> byCode = KoDefenceOrder.checkOrder(koDefences, params.koTieToShape);
        for (KoDefence k : byCode) {
            OwlCandidate c = k.move();
            // a retake after a threat is not played again (the board's ko rule): kept unchecked
            if (k.viaKo() || !play(c, mover, fn + " (" + eyesSeen + "; ko checked)")) return k;
            boolean refuted = freshAttack(params.lastResortCheckOnDragon || params.koDefenceCheckOnDragon) == ReadCodes.FAIL && !freshAttackerCut;
            leave(refuted ? ReadCodes.FAIL : k.code(), Board.PASS, c.reason() + (refuted ? " (lives by ko only, and a fresh owl_attack kills)"
                    : " (lives by ko; a fresh owl_attack does not kill)"));
            goal.pop();
            b.popgo();
            if (!refuted) return k;
        }
        return null;
    }

    /** A root defence that lives by ko (OwlParams.koDefenceCheckAtRoot): its candidate, its code, whether it retook a ko after a threat. */
    record KoDefence(OwlCandidate move, int code, boolean viaKo) {
    }

    /** The key of owl_defend's root where OwlParams.koDefenceCheckAtRoot may change its answer: a mark of its own. */
    private long koDefenceCheckKey(long key) {
        return koDefenceCheckAtRoot() ? key ^ 0xC053A330178638BEL : key;
    }

    /**
     * The root's key where it may try the last resort: its answer may differ from the same node's
     * read without it (a status's read, owl_attack's read of the defender after a pass), so
     * neither hands its answer to the other through the cache.
     */
    private long lastResortKey(long key) {
        return lastResortAtRoot() ? key ^ 0x6A09E667F3BCC909L : key;
    }

    private long checkKey(long key) {
        if (widthShift == 0 || depth() > params.branchDepth + widthShift) return key;
        return key ^ 0x5DEECE66DL * 0x9E3779B97F4A7C15L;
    }

    /**
     * Moves the candidate on {@code move} (the other side's answer that refuted order's candidate
     * at {@code at}) from later in the list to be tried next: the point the other side needs is
     * often the mover's own (a vital point is vital for both sides). A move that is no candidate
     * of the node is not added (adding it read 6% more owl nodes for one more owl.tst pass), and a
     * generic eye-space move (value {@link OwlMoves#EYE_SPACE_POINT} or less) is not moved up: so
     * handed on, it gave two defences of dragons gnugo kills and the attacker's first reply does
     * not refute (the wide owl check's seed 23).
     */
    /**
     * owl_defend's root after a move the attacker refuted with a neck cut (OwlParams.neckCutNextAtDefenceRoot):
     * the cut point is tried next as the defender's own move (moved up where it is a later
     * candidate, else a new one), unless it was tried already or the defender may not play it.
     */
    private void neckNext(List<OwlCandidate> order, int at, int move, int mover) {
        if (move == Board.PASS || !b.isLegal(move, mover) || b.isSelfAtari(move, mover)) return;
        for (int k = 0; k <= at; k++) if (order.get(k).move() == move) return;
        for (int k = at + 1; k < order.size(); k++) {
            if (order.get(k).move() == move) {
                order.add(at + 1, order.remove(k));
                return;
            }
        }
        order.add(at + 1, new OwlCandidate(move, OwlMoves.VITAL, NECK_CUT_REASON, true));
    }

    private static void tryNext(List<OwlCandidate> order, int at, int move) {
        if (move == Board.PASS) return;
        for (int k = at + 2; k < order.size(); k++) {
            if (order.get(k).move() == move && order.get(k).value() > OwlMoves.EYE_SPACE_POINT) {
                order.add(at + 1, order.remove(k));
                return;
            }
        }
    }

    /**
     * owl_defend's root order with the eyes order (OwlParams.mostEyesFirstAtDefenceRoot): the moves
     * the value order tries within its width (valueTried), in the eyes order; then the eyes order's
     * own first moves that the width left out (extra), in the eyes order; then the rest in value
     * order. The width decides which moves are read, the eyes which of the working ones answers:
     * a move the eyes order alone proposes is read only where the value order's moves all fail,
     * so the budget they need is never spent on it first.
     */
    private static List<OwlCandidate> eyesFirstWithinWidth(List<OwlCandidate> eyesOrder, List<OwlCandidate> valueOrder,
            List<OwlCandidate> valueTried, Set<OwlCandidate> extra) {
        List<OwlCandidate> out = new ArrayList<>(valueOrder.size());
        for (OwlCandidate c : eyesOrder) if (valueTried.contains(c)) out.add(c);
        for (OwlCandidate c : eyesOrder) if (extra.contains(c)) out.add(c);
        for (OwlCandidate c : valueOrder) if (!out.contains(c)) out.add(c);
        return out;
    }

    /** The first width candidates of order that the search would play (legal, and no self-atari unless a sacrifice). */
    private List<OwlCandidate> firstPlayable(List<OwlCandidate> order, int width, int mover) {
        List<OwlCandidate> out = new ArrayList<>(width);
        for (OwlCandidate c : order) {
            if (out.size() >= width) break;
            if (playable(c, mover)) out.add(c);
        }
        return out;
    }

    private boolean playable(OwlCandidate c, int mover) {
        int m = c.move();
        if (!b.isOnBoard(m) || b.color(m) != StoneColor.EMPTY) return false;
        // the search retakes a ko at the root after a threat: it counts as tried
        if (m == b.koPoint()) return true;
        if (!c.sacrifice() && b.isSelfAtari(m, mover)) return false;
        if (!b.trymove(m, mover)) return false;
        b.popgo();
        return true;
    }

    /**
     * The candidates ordered by the eyes the dragon has with each played (fewest eyes, then most,
     * each counted to two; a dragon that escapes counts two), the value order kept among equals: a one-move look-ahead through the eye
     * analysis, no owl node played. A lunch's capture and a goal string's rescue keep the lead: the
     * lunch's eye shows only once it is off the board, and where a string of the dragon can be
     * captured the eyes any other move leaves are counted where the attacker captures first. An
     * illegal move or a self-atari that may not be a sacrifice goes last, as the search skips it.
     */
    private List<OwlCandidate> mostEyesFirst(List<OwlCandidate> cands, int mover, Set<Integer> leading) {
        int[] key = new int[cands.size()];
        for (int i = 0; i < cands.size(); i++) {
            OwlCandidate c = cands.get(i);
            boolean lead = c.reason().startsWith(OwlMoves.CAPTURE_LUNCH_REASON) || OwlMoves.savesGoalString(c)
                    || leading != null && leading.contains(c.move());
            key[i] = lead ? Integer.MAX_VALUE : eyesAfter(c, mover);
        }
        Integer[] order = new Integer[cands.size()];
        for (int i = 0; i < order.length; i++) order[i] = i;
        java.util.Arrays.sort(order, (x, y) -> Integer.compare(key[y], key[x]));
        List<OwlCandidate> out = new ArrayList<>(cands.size());
        for (int i : order) out.add(cands.get(i));
        return out;
    }

    /** The dragon's eyes with c played for mover, as 3 * fewest + most (each at most two); -1 where c is not played. */
    private int eyesAfter(OwlCandidate c, int mover) {
        int m = c.move();
        if (!b.isOnBoard(m) || b.color(m) != StoneColor.EMPTY) return -1;
        if (!c.sacrifice() && b.isSelfAtari(m, mover)) return -1;
        if (!b.trymove(m, mover)) return -1;
        pushIfNear(m);
        try {
            OwlNode after = new OwlNode(b, goal, eyeSpaces, reads, params.fourLibertyLunches);
            if (after.escape().route(after.goal) >= ESCAPE_ROUTE) return 3 * 2 + 2;
            OwlEyes e = after.eyes();
            return 3 * Math.min(e.min, 2) + Math.min(e.max, 2);
        } finally {
            goal.pop();
            b.popgo();
        }
    }

    /** The reason a refutation tried past the width is proposed with. */
    static final String REFUTATION_PAST_WIDTH_REASON = "the defender's refutation, past the width";
    /** The value a refutation tried past the width is recorded with: below every candidate's (it comes last). */
    static final int REFUTATION_PAST_WIDTH_VALUE = 26;

    /**
     * Whether the defender's answer reply may be tried past the attack node's width: an empty point
     * of the dragon's eye space or one of its liberties at node n (the position the search plays
     * from), not among the node's candidates (tried or not).
     */
    private boolean pastWidthPoint(OwlNode n, List<OwlCandidate> order, int reply) {
        if (reply == Board.PASS || b.color(reply) != StoneColor.EMPTY) return false;
        for (OwlCandidate c : order) if (c.move() == reply) return false;
        if (n.eyes().inGoalSpace(goal.color(), reply)) return true;
        for (int p : n.liberties()) if (p == reply) return true;
        return false;
    }

    /**
     * Whether this defend node is owl_defend's root, where the centres of big eye spaces the eye
     * database does not know are defences too (OwlParams.bigSpaceCentresAtDefenceRoot): not in a
     * dragon's status, whose read stays plain.
     */
    private boolean centresAtDefenceRoot() {
        return params.bigSpaceCentresAtDefenceRoot && rootDefend && !statusRead && depth() == 0 && widthShift == 0;
    }

    /**
     * Whether this attack node is the attacker's answer to owl_defend's root move, where a big
     * unknown eye space's centre is tried past the width (OwlParams.bigSpaceCentresAtDefenceRoot).
     */
    private boolean centresBelowDefenceRoot() {
        return params.bigSpaceCentresAtDefenceRoot && rootDefend && !statusRead && depth() == 1 && widthShift == 0;
    }

    /**
     * The key of a node that reads the big spaces' centres at or below owl_defend's root: its
     * answer may differ from the same position's read without them (a status's read, owl_attack),
     * so neither hands its answer to the other through the cache.
     */
    private long defenceCentresKey(long key) {
        return centresAtDefenceRoot() || centresBelowDefenceRoot() ? key ^ 0x1F83D9ABFB41BD6BL : key;
    }

    /** The defence candidates with the centres of the goal's big unknown eye spaces that are no candidate yet added last. */
    private static List<OwlCandidate> withDefenderCentres(OwlNode n, OwlEyes e, List<OwlCandidate> cands) {
        List<Integer> centres = OwlMoves.bigSpaceCentres(n, e, n.color);
        return addedLast(cands, moves(cands), centres, centres.size(), OwlMoves.DEFENDER_SPACE_CENTRE,
                OwlMoves.DEFENDER_SPACE_CENTRE_REASON, true);
    }

    /** The candidates' moves. */
    private static Set<Integer> moves(List<OwlCandidate> cands) {
        Set<Integer> taken = new HashSet<>();
        for (OwlCandidate c : cands) taken.add(c.move());
        return taken;
    }

    /**
     * The candidates with the first {@code max} of {@code points} that are no candidate yet added
     * last, each with the given value and reason ({@code cands} itself where none is added).
     */
    private static List<OwlCandidate> addedLast(List<OwlCandidate> cands, Set<Integer> taken, List<Integer> points,
            int max, int value, String reason, boolean defender) {
        List<OwlCandidate> l = null;
        for (int i = 0; i < Math.min(points.size(), max); i++) {
            int p = points.get(i);
            if (!taken.add(p)) continue;
            if (l == null) l = new ArrayList<>(cands);
            l.add(new OwlCandidate(p, value, reason, defender));
        }
        return l == null ? cands : l;
    }

    /**
     * Whether this is owl_attack's root where an unknown eye space's margin is tried
     * (OwlParams.unknownSpaceMarginsForAttacker; a status's read only with
     * OwlParams.unknownSpaceMarginsInStatus).
     */
    private boolean unknownMargins() {
        return params.unknownSpaceMarginsForAttacker && (!statusRead || params.unknownSpaceMarginsInStatus)
                && !rootDefend && depth() == 0 && widthShift == 0;
    }

    /** The attack root's key where it may try an unknown space's margin: its answer may differ from a status's read. */
    private long unknownMarginsKey(long key) {
        key = unknownSplits() ? key ^ 0x9B05688C2B3E6C1FL : key;
        return unknownMargins() ? key ^ 0xA54FF53A5F1D36F1L : key;
    }

    /**
     * Whether this is owl_attack's root where an unknown eye space's splitting point is tried
     * (OwlParams.unknownSpaceSplitsForAttacker, with the margins' rule; never in a status's read).
     */
    private boolean unknownSplits() {
        return params.unknownSpaceSplitsForAttacker && unknownMargins() && !statusRead;
    }

    /** The candidates with up to OwlMoves.MAX_SPLITS of the unknown eye spaces' splitting points that are no candidates yet added last, best first (none: the same list). */
    private static List<OwlCandidate> withUnknownSpaceSplit(OwlNode n, OwlEyes e, List<OwlCandidate> cands) {
        Set<Integer> taken = moves(cands);
        List<Integer> splits = OwlMoves.unknownSpaceSplits(n, e, StoneColor.other(n.color), taken);
        return addedLast(cands, taken, splits, OwlMoves.MAX_SPLITS, OwlMoves.UNKNOWN_SPACE_MARGIN,
                OwlMoves.UNKNOWN_SPACE_SPLIT_REASON, false);
    }

    /**
     * Whether this attack node tries the points that cut the goal off an unknown eye space
     * (OwlParams.unknownSpaceCutsForAttacker): owl_attack's root, and the attacker's answer to
     * owl_defend's root move; never in a dragon's status.
     */
    private boolean unknownCuts() {
        return params.unknownSpaceCutsForAttacker && !statusRead && widthShift == 0 && (rootDefend ? depth() == 1 : depth() == 0);
    }

    /** The key of an attack node that may try the cutting points: its answer may differ from a plain read's. */
    private long unknownCutsKey(long key) {
        return unknownCuts() ? key ^ 0xD1B54A32D192ED03L : key;
    }

    /** The candidates with up to OwlMoves.MAX_CUTS of the unknown eye spaces' cutting points that are no candidates yet added last (none: the same list). */
    private static List<OwlCandidate> withUnknownSpaceCuts(OwlNode n, OwlEyes e, List<OwlCandidate> cands, int maxContacts,
            boolean ownStoneSpoilsNeck, int minPoints) {
        Set<Integer> taken = moves(cands);
        List<Integer> cuts = OwlMoves.unknownSpaceCuts(n, e, StoneColor.other(n.color), taken, maxContacts, ownStoneSpoilsNeck, minPoints);
        return addedLast(cands, taken, cuts, OwlMoves.MAX_CUTS, OwlMoves.UNKNOWN_SPACE_MARGIN,
                OwlMoves.UNKNOWN_SPACE_CUT_REASON, false);
    }

    /**
     * Whether this reader grows the lunches (OwlParams.lunchGrowthForAttacker; in a dragon's status
     * read only with OwlParams.lunchGrowthInStatus, or with OwlParams.bigLunchGrowthInStatus where
     * the attacker still tries more than one move).
     */
    private boolean lunchGrowth() {
        if (!params.lunchGrowthForAttacker) return false;
        if (!statusRead) return true;
        if (noGrowth) return false;
        // below the branch depth the attacker plays its first candidate only: a growth put first
        // there swaps the line the reader confirms for a sacrifice whose payoff (the vital point
        // again after the capture) lies plies further down
        return params.lunchGrowthInStatus || params.bigLunchGrowthInStatus && width(true) > 1;
    }

    /**
     * The smallest grown lunch this reader proposes: in a status read with only
     * OwlParams.bigLunchGrowthInStatus, the grown lunch five stones or more (LunchGrowth.MIN_STONES_IN_STATUS).
     */
    private int lunchGrowthMinStones() {
        return statusRead && !params.lunchGrowthInStatus ? LunchGrowth.MIN_STONES_IN_STATUS : LunchGrowth.MIN_STONES;
    }

    /**
     * The candidates with the growth points of the lunches (OwlParams.lunchGrowthForAttacker), each
     * in its value's place; a point proposed already keeps its reason.
     */
    private static List<OwlCandidate> withLunchGrowth(OwlNode n, List<OwlCandidate> cands, int minStones) {
        List<Integer> points = LunchGrowth.points(n, minStones);
        if (points.isEmpty()) return cands;
        Set<Integer> taken = moves(cands);
        List<OwlCandidate> l = null;
        for (int p : points) {
            if (!taken.add(p)) continue;
            if (l == null) l = new ArrayList<>(cands);
            int at = 0;
            while (at < l.size() && l.get(at).value() >= LunchGrowth.VALUE) at++;
            l.add(at, new OwlCandidate(p, LunchGrowth.VALUE, LunchGrowth.REASON, true));
        }
        return l == null ? cands : l;
    }

    /** The candidates with the best unknown eye space's margin that is no candidate yet added last (none: the same list). */
    private static List<OwlCandidate> withUnknownSpaceMargin(OwlNode n, OwlEyes e, List<OwlCandidate> cands) {
        Set<Integer> taken = moves(cands);
        List<Integer> margins = OwlMoves.unknownSpaceMargins(n, e, StoneColor.other(n.color), taken);
        return addedLast(cands, taken, margins, 1, OwlMoves.UNKNOWN_SPACE_MARGIN,
                OwlMoves.UNKNOWN_SPACE_MARGIN_REASON, false);
    }

    /**
     * Whether this attack node is owl_attack's root, where up to {@link #ROOT_REFUTATIONS} of the
     * defender's refutations may be tried past the width (OwlParams.rootRefutationsForAttacker).
     */
    private boolean rootRefutations() {
        return params.rootRefutationsForAttacker && (!statusRead || params.rootRefutationsForAttackerInStatus)
                && !rootDefend && depth() == 0 && widthShift == 0;
    }

    /**
     * Whether this attack node is owl_attack's root (not a status's read, as rootRefutations) where
     * the one answer that refuted every tried move is tried past the width even when the reads were
     * cut by the depth (OwlParams.agreedRefutationForAttacker).
     */
    private boolean agreedRefutationAtRoot() {
        return params.agreedRefutationForAttacker && rootRefutations();
    }

    /**
     * Whether the agreed refutation may be tried past the width: an empty point of the dragon's eye
     * space or a liberty, not tried yet; unlike {@link #pastWidthPoint} a candidate the width left
     * out is tried too (semeai.tst 102's B7, a liberty filled at the value of the three tried).
     */
    private boolean agreedPoint(OwlNode n, List<OwlCandidate> tried, int reply) {
        if (reply == Board.PASS || b.color(reply) != StoneColor.EMPTY) return false;
        for (OwlCandidate c : tried) if (c.move() == reply) return false;
        if (n.eyes().inGoalSpace(goal.color(), reply)) return true;
        for (int p : n.liberties()) if (p == reply) return true;
        return false;
    }

    /**
     * The attack root's key where it may try the defender's refutations past its width: its
     * answer may differ from a status's read of the same root, so neither hands its answer to the
     * other through the cache.
     */
    private long rootRefutationsKey(long key) {
        return rootRefutations() ? key ^ 0xBB67AE8584CAA73BL : key;
    }

    /** The defender's refutations an attack node below the root may try past its width (OwlParams.innerRefutationsForAttacker). */
    static final int INNER_REFUTATIONS = 1;
    /**
     * How far below owl_attack's root the attack nodes may try the defender's refutation
     * (OwlParams.innerRefutationsForAttacker): the attacker's second move only. Down to two plies
     * above the branch depth (four) owl.tst lost a kill to the budget (152) and read two false
     * kills (150, 158) where the defender's lines below the new move are one move wide.
     */
    static final int INNER_REFUTATION_PLIES = 2;

    /**
     * Whether this search reads the attack nodes below the root with the defender's refutations
     * past their width (OwlParams.innerRefutationsForAttacker): owl_attack and owl_does_attack
     * only, not owl_defend (its attacker would refute defences gnugo keeps: owl.tst 85 read 0)
     * nor the threats a dragon's evaluation reads, and a status's read only with
     * OwlParams.innerRefutationsForAttackerInStatus.
     */
    private boolean innerRefutationsSearch() {
        return params.innerRefutationsForAttacker && attackQuestion && (!statusRead || params.innerRefutationsForAttackerInStatus);
    }

    /** Whether this attack node, below the root, may try the defender's refutations past its width. */
    private boolean innerRefutations() {
        int d = depth() - widthShift;
        return innerRefutationsSearch() && d >= 1 && d <= INNER_REFUTATION_PLIES;
    }

    /**
     * Every node's key in a search that may try the inner refutations: its answers may differ from
     * the same node's read without them (a status's read), so neither hands its answer to the other.
     */
    private long innerRefutationsKey(long key) {
        // read after the plain read (OwlParams.innerRefutationsAfterPlainRead), a node below the
        // inner refutations' plies reads as the plain read does and shares its cache entries
        boolean apart = innerRefutationsSearch()
                && (!params.innerRefutationsAfterPlainRead || depth() - widthShift <= INNER_REFUTATION_PLIES);
        return apart ? key ^ 0x510E527FADE682D1L : key;
    }

    /** Whether this attack node may try the defender's refutation past its width (OwlParams.refutationPastWidthForAttacker). */
    private boolean refutationPastWidth() {
        return params.refutationPastWidthForAttacker && depth() - widthShift <= params.branchDepth - REFUTATION_FULL_WIDTH_PLIES;
    }

    private static Set<Integer> pointSet(int[] points) {
        Set<Integer> s = new HashSet<>();
        for (int p : points) s.add(p);
        return s;
    }

    /**
     * The candidates with the pattern moves of at least value first, in their order, then the rest
     * in theirs, where some candidate lies on one of the tiers' points (the vital tiers of
     * OwlParams.preferVitalRootMove put those first); else the candidates as they are, so that a
     * strong shape never jumps a higher value outside the tiers (a lunch's capture, a rescue).
     * OwlParams.strongShapesBeforeVitalAtDefenceRoot.
     */
    static List<OwlCandidate> strongShapesFirst(List<OwlCandidate> cands, Set<Integer> tiers, int value) {
        if (cands.stream().noneMatch(c -> tiers.contains(c.move()))) return cands;
        List<OwlCandidate> out = new ArrayList<>(cands.size());
        for (OwlCandidate c : cands) if (strongShape(c, value)) out.add(c);
        if (out.isEmpty()) return cands;
        for (OwlCandidate c : cands) if (!strongShape(c, value)) out.add(c);
        return out;
    }

    /**
     * The candidates on the tiers' points (OwlParams.preferVitalRootMove) that also capture an invader
     * first, then the rest, each part in its order. OwlParams.invaderCaptureFirstAtDefenceRoot.
     */
    static List<OwlCandidate> invaderCapturesFirst(List<OwlCandidate> cands, Set<Integer> tiers, Set<Integer> captures) {
        Set<Integer> first = new HashSet<>(captures);
        first.retainAll(tiers);
        return first.isEmpty() ? cands : vitalFirst(cands, first);
    }

    private static boolean strongShape(OwlCandidate c, int value) {
        return c.value() >= value && c.fromPattern();
    }

    /** The candidates on the vital points first, then the others, each part in its value order. */
    private static List<OwlCandidate> vitalFirst(List<OwlCandidate> cands, Set<Integer> vital) {
        List<OwlCandidate> out = new ArrayList<>(cands.size());
        for (OwlCandidate c : cands) if (vital.contains(c.move())) out.add(c);
        for (OwlCandidate c : cands) if (!vital.contains(c.move())) out.add(c);
        return out;
    }

    /** Whether a node that looks alive also gets the goal's captures (OwlParams.goalCapturesWhenAlive): above the branch depth. */
    private boolean goalCaptures() {
        return params.goalCapturesWhenAlive && depth() - widthShift <= params.branchDepth;
    }

    /**
     * Whether the attacker's contact pushes (OwlParams.contactPushesForAttacker) are proposed at this
     * attack node: only {@link #PUSH_FULL_WIDTH_PLIES} plies or more above the branch depth, so that
     * the defender's answer to the push and the attacker's next move are still read with the full
     * width. Deeper, the defender answers a push with one move, and a push "killed" where that one
     * move was not the defence (owl.tst 150 strategy25's C13: owlbench's own owl_defend after C13
     * lives; owl24 99 A18 in SemeaiAgreement): the push is a weak move (below every own move), and a
     * weak move needs a wide answer to be read fairly.
     */
    private boolean contactPushes() {
        return params.contactPushesForAttacker && depth() - widthShift <= params.branchDepth - PUSH_FULL_WIDTH_PLIES;
    }

    /**
     * Whether the attack node's dragon is dead as it stands (OwlParams.deadWithoutEyeSpace): no eye
     * even with the defender moving first, no open point in reach, no lunch to capture, and beside
     * it an opponent string beyond a lunch's liberties whose liberties are all the goal's
     * (OwlNode.innerRaceString). The attacker's moves there mostly fill that string's own
     * liberties, and a read in which they all fail makes the dragon alive by a race owl does not
     * count; the race is the semeai reader's question.
     */
    private boolean noEyeSpace(OwlNode n, OwlEyes e, int route) {
        return params.deadWithoutEyeSpace && e.max == 0 && route == 0 && n.lunches().length == 0 && n.innerRaceString();
    }

    /** The width the defender's points may fill at an attack node (none unless the params allow it). */
    private int borrowWidth(int width) {
        return params.defenderPointsForAttacker ? width : 0;
    }

    /** The width the eye-space point may fill at an attack node (none unless the params allow it). */
    private int spaceWidth(int width) {
        return params.eyeSpacePointForAttacker ? width : 0;
    }

    /**
     * How narrowly a node's subtree is read, for the cache (lower is wider): twice its depth as
     * {@link #width} counts it (capped where every width is one move), and in owl_attack's and the
     * other searches one more than in owl_defend's, whose attacker one ply below the branch depth
     * may try a second move. Every node of a lower rank reads each ply below it at least as wide,
     * so its result may answer a node of a higher rank, and not the other way round. Always 0
     * (every entry answers) unless OwlParams.cacheByWidth.
     */
    private int rank() {
        if (!params.cacheByWidth) return 0;
        int cap = params.branchDepth + 2;
        int d = Math.max(0, Math.min(depth() - widthShift, cap));
        if (d == cap) return 2 * cap;
        return 2 * d + (rootDefend && params.secondAttackBelowBranchDepth ? 0 : 1);
    }

    /**
     * Moves tried at a node of this depth by the attacker or the defender: the root's width down to
     * the branch depth, one move below it; but in owl_defend's search the attacker one ply below the
     * branch depth may try a second move where its first fails (OwlParams.secondAttackBelowBranchDepth):
     * there the refutation of the root's defence was cut (owl.tst 79, 99).
     */
    private int width(boolean attacker) {
        int below = depth() - widthShift - params.branchDepth;
        if (below <= 0) return params.maxMoves;
        if (below == 1 && attacker && rootDefend && params.secondAttackBelowBranchDepth) return 2;
        return 1;
    }

    /** Plays a candidate if legal and, unless it may be a sacrifice, not a self-atari; counts it. */
    private boolean play(OwlCandidate c, int mover, String fn) {
        int m = c.move();
        if (notes != null) notes.proposing(b.stackp(), c);
        if (!b.isOnBoard(m) || b.color(m) != StoneColor.EMPTY) return false;
        if (!c.sacrifice() && b.isSelfAtari(m, mover)) return false;
        if (!b.trymove(m, mover)) return false;
        count(m, mover, fn);
        if (mover == goal.color()) pushIfNear(m, crosscutOut(c));
        return true;
    }

    /**
     * Whether the owner's move c is one whose stone a crosscut diagonal keeps out of the goal
     * (OwlParams.crosscutDiagonalsOutOfGoal): a defence pattern's move (its reason cites a
     * database) that captures nothing. gnugo 3.8's owl trees keep such a pattern move out of
     * their goal (178 of 183 over owl.tst), and an eaten lunch or a vital pattern's move in (177 of 179).
     */
    private boolean crosscutOut(OwlCandidate c) {
        if (!params.crosscutDiagonalsOutOfGoal || !c.reason().contains(".db:")) return false;
        return b.stackp() == 0 || b.capturesSince(b.stackp() - 1, StoneColor.other(goal.color())) == 0;
    }

    /**
     * The goal after the owner's move given from outside (owl_does_defend's, with doesDefend
     * true): {@link #pushIfNear}, but with OwlParams.givenJumpsOutOfGoal owl_does_defend's stone
     * joins only next to the goal or by a diagonal the attacker cannot cut (GoalLinks.diagonalOrCloser).
     */
    private void pushGiven(int m, boolean doesDefend) {
        if (doesDefend && params.givenJumpsOutOfGoal && near(m) && !GoalLinks.diagonalOrCloser(b, goal.mask(b), m)) {
            goal.push(Board.PASS);
            return;
        }
        // a given move is no pattern's, so crosscutDiagonalsOutOfGoal (pattern moves only) leaves it be
        pushIfNear(m);
    }

    /**
     * A stone the owner played joins the goal (doc/owl.texi's goal 2) when it lies within
     * {@link #GOAL_REACH} steps of a goal stone; a stone far away is not the dragon's (pushed as
     * a non-member so that every play is matched by one pop).
     */
    private void pushIfNear(int m) {
        pushIfNear(m, false);
    }

    /** {@link #pushIfNear(int)}; with crosscutOut a stone linked only by crosscut diagonals stays out. */
    private void pushIfNear(int m, boolean crosscutOut) {
        // (OwlParams.cuttableJumpsOutOfGoal) a one-point jump one attacker's move cuts off is no
        // part of the goal: its open surroundings are no eye space of the dragon's
        boolean in = near(m) && (!params.cuttableJumpsOutOfGoal
                || GoalLinks.linked(b, goal.mask(b), m, params.firstLineJumpsInGoal));
        // (OwlParams.crosscutDiagonalsOutOfGoal) a diagonal through the attacker's two stones is cut
        if (in && crosscutOut && GoalLinks.onlyCrosscutDiagonals(b, goal.mask(b), m)) in = false;
        goal.push(in ? m : Board.PASS);
    }

    private boolean near(int m) {
        boolean[] mask = goal.mask(b);
        int n = b.size();
        int r = b.row(m), c = b.col(m);
        for (int dr = -GOAL_REACH; dr <= GOAL_REACH; dr++) {
            for (int dc = -GOAL_REACH + Math.abs(dr); dc <= GOAL_REACH - Math.abs(dr); dc++) {
                int rr = r + dr, cc = c + dc;
                if ((dr != 0 || dc != 0) && rr >= 0 && cc >= 0 && rr < n && cc < n && mask[b.point(cc, rr)]) return true;
            }
        }
        return false;
    }

    private void count(int move, int mover, String fn) {
        nodes++;
        if (rec != null) rec.enterMove(move, mover, fn, goal.original()[0], b.stackp(), b.hash());
    }

    private void leave(int code, int reply, String note) {
        if (notes != null && rec != null) rec.nodeDetail(notes.at(b, ended));
        if (rec != null) rec.leaveMove(code, reply, false, note);
    }

    private String v(int p) {
        return Vertex.toString(p, b.size());
    }

    /** The points a goal mask holds, in board order: the stones a fresh owl_attack is asked about. */
    private static int[] stonesOf(boolean[] mask) {
        int count = 0;
        for (boolean m : mask) if (m) count++;
        int[] stones = new int[count];
        int k = 0;
        for (int p = 0; p < mask.length; p++) if (mask[p]) stones[k++] = p;
        return stones;
    }
}
