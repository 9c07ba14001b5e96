package owlbench.owl.semeai;

import java.util.HashMap;
import java.util.Map;
import java.util.function.IntFunction;

import owlbench.board.Board;
import owlbench.board.MoveLegality;
import owlbench.owl.OwlStatus;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.SearchRecorder;

/**
 * The capturing-race reader (doc/owl.texi, semeai; GNU Go's analyze_semeai): two adjacent dragons
 * of opposite colours, given as their stones, dragon A's colour to move. Two searches answer the
 * two questions: can A survive (live or make seki) and can A kill B. Both sides play the moves of
 * {@link RaceMoves}; the side whose life is asked may also pass (seki is often kept by not moving).
 * A line ends when a dragon's anchor string is captured, the victim has two eyes (below the root), the race count
 * ({@link RaceCount}) is decisive with no string in atari (and no shared liberty its winner could fill
 * only by a self-atari, SemeaiParams.unfillableShared, unless one approach move of its own undoes
 * the self-atari and the count can spare it, SemeaiParams.approachShared; the loser's outside
 * liberties the winner fills only after such an approach, or never, cost the winner's lead too,
 * SemeaiParams.unfillableOutside), or at the depth or node budget of
 * {@link SemeaiParams}, where the count decides. A's survival is never reported worse than its
 * kill (a kill moving first is a line A survives). Results are cached on the position's hash;
 * a win that needs a ko capture the rules forbid now is a ko (KO_B for its player, KO_A for the
 * other); the victim makes such a capture only next to the killer's dragon
 * (SemeaiParams.koAwayFromRace), and the killer, banned from retaking the race's ko, may pass
 * instead (SemeaiParams.killerPassInKo). Where the count already gives the race to the killer at
 * the kill search's root, the moves against the victim go before the killer's own vital points, its
 * extension point first, so that the race's move is one (SemeaiParams.decidedRootMove).
 * With SemeaiParams.uncutFarStrings the count is of the
 * strings in contact and the far strings the opponent cannot cut from them ({@link FarStrings}).
 * The reader plays on its tactical reader's board and restores it;
 * with a {@link SearchRecorder} every move is recorded with why it was tried and how the line ended.
 */
public final class SemeaiReader {
    private final Reader reader;
    private final Board board;
    private final SemeaiParams params;
    private long nodes;
    private long farReads;
    private long searchNodes;
    private boolean budgetHit;
    private SearchRecorder rec;
    private RaceDragon[] dragons;
    private RaceCounter counter;
    /**
     * Where the victim is counted on its strings in contact (SemeaiParams.contactLibertiesOfVictim),
     * the count of the whole dragons, from which the candidates are drawn; null otherwise.
     */
    private RaceCounter wholeCounter;
    private RaceMoves moveGen;
    private CaptureLife life;
    /** What optics said of the two dragons (index 0 is A) at the start of the analysis. */
    private RaceOptics optics = RaceOptics.NONE;
    private int victim;
    private final Map<Long, Integer> cache = new HashMap<>();
    private int bestMove;
    private boolean otherAliveByOwl;

    /** A semeai reader on the board of reader (whose tactical reading judges boundary strings). */
    public SemeaiReader(Reader reader, SemeaiParams params) {
        this.reader = reader;
        this.board = reader.board();
        this.params = params.copy();
    }

    /**
     * Connection reads (disconnect questions) that decided which far strings race
     * (SemeaiParams.uncutFarStrings) since creation: they are no semeai nodes, so counted apart.
     */
    public long farStringReads() {
        return farReads;
    }

    /**
     * Whether the last analysis was answered by owl's statuses ({@link OwlVerdict}) without a race
     * read, owl having found dragon B alive (so that A could not kill it).
     */
    public boolean lastOtherAliveByOwl() {
        return otherAliveByOwl;
    }

    /** Nodes (moves and passes tried) since creation, over every analysis. */
    public long nodeCounter() {
        return nodes;
    }

    /**
     * Analyses the race of dragon A (stonesA) against dragon B (stonesB), A's colour to move.
     *
     * @param optics what optics says of the two dragons at the start ({@link RaceOptics#NONE}: nothing)
     * @param recorder receives the tree, or null
     * @throws IllegalArgumentException if a dragon is empty, mixes colours, or both are one colour
     */
    public SemeaiResult analyze(int[] stonesA, int[] stonesB, RaceOptics optics, SearchRecorder recorder) {
        return analyze(stonesA, stonesB, optics, null, recorder);
    }

    /**
     * Analyses the race of dragon A against dragon B, A's colour to move, with owl's statuses of
     * the dragons on this position: where owl finds one with room for eyes alive there is no race
     * and owl's answer stands ({@link OwlVerdict}); otherwise the race is read.
     *
     * @param owl owl's status of dragon 0 (A) or 1 (B), asked only when needed; null: owl is not read
     */
    public SemeaiResult analyze(int[] stonesA, int[] stonesB, RaceOptics optics, IntFunction<OwlStatus> owl,
            SearchRecorder recorder) {
        return analyze(stonesA, stonesB, optics, owl, null, recorder);
    }

    /**
     * The trial asked only of moves the attacker may play now: owl's defence move of a dragon may be
     * a ko's retake that the ko rule bans on the board (semeai.tst 54 after black's E11: white's
     * D11), which owl reads as a ko but no owl_does_attack can play; such a move kills nothing.
     */
    private OwlTrial legalOnly(OwlTrial trial, RaceDragon a, RaceDragon b) {
        if (trial == null) return null;
        return (move, dragon) -> board.isLegal(move, dragon == 0 ? b.color : a.color) ? trial.doesAttack(move, dragon)
                : ReadCodes.FAIL;
    }

    /**
     * As {@link #analyze(int[], int[], RaceOptics, IntFunction, SearchRecorder)}, with owl's
     * owl_does_attack for the verdict's check of B found alive (SemeaiParams.defenceKillsAlive).
     *
     * @param trial owl_does_attack against dragon 0 (A) or 1 (B); null: not asked
     */
    public SemeaiResult analyze(int[] stonesA, int[] stonesB, RaceOptics optics, IntFunction<OwlStatus> owl,
            OwlTrial trial, SearchRecorder recorder) {
        RaceDragon a = new RaceDragon(board, stonesA), b = new RaceDragon(board, stonesB);
        if (a.color == b.color) throw new IllegalArgumentException("the two dragons of a semeai must be of opposite colours");
        StringBuilder why = recorder == null ? null : new StringBuilder();
        OwlStatus[] owlRead = new OwlStatus[2];
        SemeaiResult byOwl = OwlVerdict.decide(optics, owl, params.defenceKillsAlive ? legalOnly(trial, a, b) : null, why, owlRead);
        if (byOwl != null && params.verdictKillRaced && trial != null && killByOwlOfAliveA(byOwl, owlRead)) {
            byOwl = killTheRaceAccepts(byOwl, a, b, optics, legalOnly(trial, a, b));
        }
        otherAliveByOwl = byOwl != null && byOwl.attackCode() == ReadCodes.FAIL && owlRead[1] != null
                && owlRead[1].status() == OwlStatus.Status.ALIVE;
        if (byOwl != null) {
            if (recorder != null) {
                recorder.beginSearch(board, "analyze_semeai (" + why + ")", a.anchor, b.anchor);
                recorder.endSearch(byOwl.defenseCode(), byOwl.move(), 0);
            }
            return byOwl;
        }
        dragons = new RaceDragon[] {a, b};
        boolean[][] held = null;
        if (params.uncutFarStrings) {
            FarStrings far = new FarStrings(reader);
            held = new boolean[][] {far.held(a, b), far.held(b, a)};
            farReads += far.questions();
        }
        // (SemeaiParams.contestedEyesNotClear) a space open to the other side's space is no clear eye
        if (params.contestedEyesNotClear) optics = optics.uncontested();
        this.optics = optics;
        // (SemeaiParams.contactLibertiesOfVictim) the victim on its strings in contact, the killer whole
        boolean victimContact = params.contactLibertiesOfVictim && !params.contactLiberties && !params.uncutFarStrings;
        counter = withCountRules(new RaceCounter(board, a, b, optics, params.contactLiberties || params.uncutFarStrings || victimContact,
                params.contactLinkLiberties, held));
        // and the whole dragons' count, for the candidates only
        wholeCounter = victimContact ? withCountRules(new RaceCounter(board, a, b, optics)) : null;
        moveGen = new RaceMoves(board, reader, optics.vitalPoints(), params.maxMoves, params.extendShared);
        life = optics.shapes() == null ? null : new CaptureLife(board, optics.shapes()).stoneInSpace(params.captureStoneInSpace);
        rec = recorder;
        rootHints = params.owlMovesAtRoot ? owlMoves(owlRead) : NO_HINTS;
        cache.clear();
        long before = nodes;
        budgetHit = false;
        if (rec != null) rec.beginSearch(board, "analyze_semeai", a.anchor, b.anchor);
        // can A survive, A to move
        victim = 0;
        counter.contactOf(wholeCounter != null ? 0 : RaceCounter.BOTH);
        searchNodes = 0;
        int defense = defend(0);
        int defenseMove = bestMove;
        // can A kill B, A to move
        victim = 1;
        counter.contactOf(wholeCounter != null ? 1 : RaceCounter.BOTH);
        searchNodes = 0;
        int attack = attack(0);
        int attackMove = bestMove;
        // a kill is a way to survive: B taken, or out of the race with A's life checked where a
        // capture ends a line (CaptureLife), so A survives at least as well as it kills. The two
        // searches end lines differently (the victim's two eyes, the count's margin from the
        // victim's side, the node budget: a defence search can spend its budget on passing lines
        // first), and the survival search can miss a line the attack search wins
        if (params.survivalAtLeastKill && attack > defense) {
            defense = attack;
            defenseMove = attackMove;
        }
        int move = attack != ReadCodes.FAIL ? attackMove : defense != ReadCodes.FAIL ? defenseMove : Board.PASS;
        SemeaiResult r = new SemeaiResult(defense, attack, move, nodes - before, budgetHit);
        if (budgetHit && params.verdictOnOpenGround) r = openGroundVerdict(r, a, b, optics, owl, trial);
        if (rec != null) rec.endSearch(r.defenseCode(), r.move(), r.nodes());
        rec = null;
        return r;
    }

    /**
     * Where the race spent its node budget (SemeaiParams.verdictOnOpenGround): owl's verdict asked
     * again, a dragon with open ground ({@link OpenGround}) asked of owl even without room for two
     * eyes in its eye spaces; its answer, where it has one, replaces the budget's (with the race's
     * nodes). Only where exactly one of the two has open ground: a dragon that can run or holds an
     * area its eye spaces do not show is in no liberty race with a dragon shut in beside it, and a
     * race the budget cut short decides nothing there; two open dragons (a running fight, where
     * owl's status reads are least sure) or two shut in (a plain race) keep the race's answer.
     */
    private SemeaiResult openGroundVerdict(SemeaiResult race, RaceDragon a, RaceDragon b, RaceOptics optics,
            IntFunction<OwlStatus> owl, OwlTrial trial) {
        if (owl == null) return race;
        boolean[] open = {OpenGround.reaches(board, a.stones), OpenGround.reaches(board, b.stones)};
        if (open[0] == open[1]) return race; // both run or both are shut in: the race's own question
        SemeaiResult v = OwlVerdict.decide(optics, owl, params.defenceKillsAlive ? legalOnly(trial, a, b) : null, i -> open[i], null,
                new OwlStatus[2]);
        if (v == null) return race;
        return new SemeaiResult(v.defenseCode(), v.attackCode(), v.move(), race.nodes(), true);
    }

    /** Whether owl's verdict found A alive and kills B (not alive) by a move on the board. */
    private static boolean killByOwlOfAliveA(SemeaiResult byOwl, OwlStatus[] owlRead) {
        return owlRead[0] != null && owlRead[0].status() == OwlStatus.Status.ALIVE && owlRead[1] != null
                && owlRead[1].status() != OwlStatus.Status.ALIVE && byOwl.attackCode() != ReadCodes.FAIL
                && byOwl.move() != Board.PASS;
    }

    /** At most this many other kills are tried where the race refutes owl's (SemeaiParams.verdictKillRaced). */
    private static final int MAX_OTHER_KILLS = 8;

    /**
     * Owl's kill of B checked by the race (SemeaiParams.verdictKillRaced): where B, to move after
     * it, survives the race (a ko included), the kill is the first of B's race answer and B's
     * liberties (at most {@link #MAX_OTHER_KILLS}) after which B does not survive the race and that
     * owl_does_attack reads a clean kill; where none is, or owl's kill holds, owl's move stands.
     */
    private SemeaiResult killTheRaceAccepts(SemeaiResult byOwl, RaceDragon a, RaceDragon b, RaceOptics optics, OwlTrial trial) {
        long before = nodes;
        int kill = byOwl.move();
        SemeaiResult after = raceAfter(kill, a, b, optics);
        if (after != null && after.defenseCode() != ReadCodes.FAIL) {
            kill = Board.PASS;
            int n = 0;
            for (int c : otherKills(after.move(), b)) {
                if (n == MAX_OTHER_KILLS) break;
                if (c == byOwl.move() || !board.isLegal(c, a.color)) continue;
                n++;
                SemeaiResult r = raceAfter(c, a, b, optics);
                if (r != null && r.defenseCode() == ReadCodes.FAIL && trial.doesAttack(c, 1) == ReadCodes.WIN) {
                    kill = c;
                    break;
                }
            }
            if (kill == Board.PASS) kill = byOwl.move(); // none the race accepts: owl's stands
        }
        // the races read here are the answer's nodes
        int code = kill == byOwl.move() ? byOwl.attackCode() : ReadCodes.WIN;
        return new SemeaiResult(byOwl.defenseCode(), code, kill, nodes - before, false);
    }

    /** B's race answer (if a move), then the liberties of B's strings in board order, each once. */
    private int[] otherKills(int answer, RaceDragon b) {
        java.util.LinkedHashSet<Integer> out = new java.util.LinkedHashSet<>();
        if (answer != Board.PASS) out.add(answer);
        java.util.TreeSet<Integer> libs = new java.util.TreeSet<>();
        int[] buf = new int[board.boardArraySize()];
        for (int s : b.stones) {
            if (board.color(s) != b.color) continue;
            int k = board.findlib(s, buf.length, buf);
            for (int i = 0; i < k; i++) libs.add(buf[i]);
        }
        out.addAll(libs);
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The race after A's move, B to move, read by a reader of its own without owl on the stones
     * still on the board, with the start's optics, B's figures first (B neither survives nor kills
     * where the move takes B's anchor); null where the move is not legal. Its nodes are this reader's.
     */
    private SemeaiResult raceAfter(int move, RaceDragon a, RaceDragon b, RaceOptics optics) {
        if (!board.trymove(move, a.color)) return null;
        try {
            if (b.captured(board)) return new SemeaiResult(ReadCodes.FAIL, ReadCodes.FAIL, Board.PASS, 0, false);
            int[] sa = onBoard(a), sb = onBoard(b);
            if (sa.length == 0 || sb.length == 0) return null;
            SemeaiReader race = new SemeaiReader(reader, params);
            SemeaiResult r = race.analyze(sb, sa, optics.swapped(), null);
            nodes += r.nodes();
            return r;
        } finally {
            board.popgo();
        }
    }

    /** The dragon's original stones still on the board in its colour. */
    private int[] onBoard(RaceDragon d) {
        return java.util.Arrays.stream(d.stones).filter(s -> board.color(s) == d.color).toArray();
    }

    /** The killer (the victim's opponent) is to move: its code, WIN if the victim is captured. */
    private int attack(int depth) {
        bestMove = Board.PASS;
        int killer = 1 - victim;
        String end = ended(true, depth);
        if (end != null) return lastCode;
        long key = key(true);
        Integer hit = cache.get(key);
        if (hit != null) {
            bestMove = hit >> 4;
            fromCache = true;
            return hit & 15;
        }
        RaceCount count = counter.count(killer);
        boolean decided = depth == 0 && params.decidedRootMove && leafMargin(count, 1, true) >= params.decisiveMargin;
        RaceMoves.Candidates c = moveGen.generate(dragons[killer], dragons[victim], forMoves(count, killer),
                depth < params.boundaryReadingDepth,
                () -> life != null && life.shutIn(dragons[victim], dragons[killer]), params.extendPastFour, decided);
        if (depth == 0) c = withRootHints(c);
        if (decided) c = ownVitalPointsLast(c, killer);
        int best = ReadCodes.FAIL, move = Board.PASS;
        for (int i = 0; i < c.size() && best != ReadCodes.WIN; i++) {
            if (overBudget()) break;
            int code = tryMove(c.moves()[i], dragons[killer].color, why("semeai_attack: ", c.reasons()[i], count), depth, false);
            if (code > best) {
                best = code;
                move = c.moves()[i];
            }
        }
        if (params.killerPassInKo && best < ReadCodes.KO_A && !overBudget() && retakeBanned(dragons[killer].color)) {
            int code = tryMove(Board.PASS, dragons[killer].color, why("semeai_attack: ", "pass, the ko's retake banned", count), depth, false);
            if (code > best) {
                best = code;
                move = Board.PASS;
            }
        }
        cache.put(key, best | (move << 4));
        bestMove = move;
        return best;
    }

    /** The counter with this search's count rules from SemeaiParams (both counters of a search count alike). */
    private RaceCounter withCountRules(RaceCounter c) {
        return c.eyedRacerInSpace(params.eyedRacerInSpace).innerRaceNoEye(params.innerRaceNoEye).eyeSizeByArea(params.eyeSizeByArea)
                .killerEyeByLiberties(params.killerEyeByLiberties).cuttableFarStrings(params.cuttableFarStrings);
    }

    /**
     * The count the candidates at a node are drawn from, mover (0 or 1 of the analysis) at index 0:
     * the whole dragons' where the victim is counted on its strings in contact
     * (SemeaiParams.contactLibertiesOfVictim: a spread victim's far strings' liberties, cuts and
     * extensions are still moves of the race), else count.
     */
    private RaceCount forMoves(RaceCount count, int mover) {
        return wholeCounter == null ? count : wholeCounter.count(mover);
    }

    /**
     * The candidates with the vital points of side's own eye spaces moved last, the others in
     * their order (SemeaiParams.decidedRootMove): in a race the count already gives to side, its
     * own eye is not the race's move, the victim's liberties and eyes are.
     */
    private RaceMoves.Candidates ownVitalPointsLast(RaceMoves.Candidates c, int side) {
        int[] moves = new int[c.size()];
        String[] reasons = new String[c.size()];
        int k = 0;
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < c.size(); i++) {
                boolean own = RaceMoves.VITAL.equals(c.reasons()[i]) && optics.isVitalPointOf(c.moves()[i], side);
                if (own == (pass == 1)) {
                    moves[k] = c.moves()[i];
                    reasons[k++] = c.reasons()[i];
                }
            }
        }
        return new RaceMoves.Candidates(moves, reasons, k);
    }

    /**
     * Whether color's immediate retake of a ko is banned here (the other side has just taken it)
     * at a point next to the other race dragon, so that the ko is the race's. The killer may then
     * pass (SemeaiParams.killerPassInKo): the pass lifts the ban, so the victim must resolve the ko
     * or lose it to an unconditional retake, which its own conditional retake answers (KO_B for it,
     * KO_A for the killer); a conditional retake now is only KO_B. A ko away from the victim is
     * left to the retake, as the victim's are (koAwayFromRace): passing there hands the victim a
     * free move on the killer's own strings.
     */
    private boolean retakeBanned(int color) {
        int ko = board.koPoint();
        return ko != Board.PASS && board.legalityOf(ko, color) == MoveLegality.KO && touchesOther(ko, color);
    }

    /** The victim is to move: its code, WIN if it survives; passing is one of its choices. */
    private int defend(int depth) {
        bestMove = Board.PASS;
        String end = ended(false, depth);
        if (end != null) return lastCode;
        long key = key(false);
        Integer hit = cache.get(key);
        if (hit != null) {
            bestMove = hit >> 4;
            fromCache = true;
            return hit & 15;
        }
        RaceCount count = counter.count(victim);
        RaceMoves.Candidates c = moveGen.generate(dragons[victim], dragons[1 - victim], forMoves(count, victim),
                depth < params.boundaryReadingDepth, () -> life != null && life.shutIn(dragons[1 - victim], dragons[victim]),
                params.extendPastFour);
        if (depth == 0) c = withRootHints(c);
        int best = ReadCodes.FAIL, move = Board.PASS;
        // captures and saves first, then passing (seki is often kept by not moving), then the rest
        boolean passed = false;
        for (int i = 0; i <= c.size() && best != ReadCodes.WIN; i++) {
            if (overBudget()) break;
            if (!passed && (i == c.size() || !RaceMoves.isUrgent(c.reasons()[i]))) {
                passed = true;
                int code = tryMove(Board.PASS, dragons[victim].color, why("semeai_defend: ", "pass", count), depth, true);
                if (code > best) {
                    best = code;
                    move = Board.PASS;
                }
                i--;
                continue;
            }
            if (i == c.size()) break;
            int code = tryMove(c.moves()[i], dragons[victim].color, why("semeai_defend: ", c.reasons()[i], count), depth, true);
            if (code > best) {
                best = code;
                move = c.moves()[i];
            }
        }
        cache.put(key, best | (move << 4));
        bestMove = move;
        return best;
    }

    private static final RaceMoves.Candidates NO_HINTS = new RaceMoves.Candidates(new int[0], new String[0], 0);

    /** Owl's moves for A at the root and why each is tried (see owlMoves). */
    private RaceMoves.Candidates rootHints = NO_HINTS;

    /**
     * Owl's points for A where owl was asked about a dragon before the race and found no verdict
     * (neither dragon alive): its attack point on B and its defence point of A. Owl reads eyes the
     * race count only estimates (a vital point that leaves B one eye is no liberty), so its moves
     * are tried at the root after the race's own candidates, and the race reads what follows.
     * Owl is not asked for them: only statuses the verdict already read are used.
     */
    private static RaceMoves.Candidates owlMoves(OwlStatus[] st) {
        int[] m = new int[2];
        String[] why = new String[2];
        int n = 0;
        if (st[1] != null && st[1].attackCode() != ReadCodes.FAIL && st[1].attackMove() != Board.PASS) {
            m[n] = st[1].attackMove();
            why[n++] = "owl's attack point on the other dragon";
        }
        if (st[0] != null && st[0].defenseCode() != ReadCodes.FAIL && st[0].defenseMove() != Board.PASS
                && (n == 0 || m[0] != st[0].defenseMove())) {
            m[n] = st[0].defenseMove();
            why[n++] = "owl's defence point of our dragon";
        }
        return new RaceMoves.Candidates(m, why, n);
    }

    /** The root's candidates with owl's moves for A appended (A moves at the root of both searches). */
    private RaceMoves.Candidates withRootHints(RaceMoves.Candidates c) {
        if (rootHints.size() == 0) return c;
        int[] moves = java.util.Arrays.copyOf(c.moves(), c.size() + rootHints.size());
        String[] reasons = java.util.Arrays.copyOf(c.reasons(), c.size() + rootHints.size());
        int n = c.size();
        for (int i = 0; i < rootHints.size(); i++) {
            int p = rootHints.moves()[i];
            boolean known = false;
            for (int j = 0; j < n; j++) known |= moves[j] == p;
            if (known || !board.isLegal(p, dragons[0].color)) continue;
            moves[n] = p;
            reasons[n++] = rootHints.reasons()[i];
        }
        return new RaceMoves.Candidates(moves, reasons, n);
    }

    /**
     * Why a move is tried, as the recorded tree shows it: the search, the reason, and with a
     * recorder the race count seen at the node (index 0 is the mover's dragon).
     */
    private String why(String search, String reason, RaceCount count) {
        return rec == null ? search : search + reason + " [" + count.describe() + "]";
    }

    /** Plays move (a ko capture through tryko), reads the other side's answer, takes it back; the mover's code. */
    private int tryMove(int move, int color, String why, int depth, boolean victimMoves) {
        boolean becameMaster = false, koRetake = false;
        if (!board.trymove(move, color)) {
            // a ko retaken as if a threat were answered: the first side to do so in a line is its
            // ko master, and only it may do so again (else the two retake the same ko until the depth limit)
            int side = color == dragons[victim].color ? 0 : 1;
            // a conditional retake by the victim away from the killer's dragon only gives back a
            // liberty of its own that the killer fills again (SemeaiParams.koAwayFromRace)
            if (params.koAwayFromRace && side == 0 && !touchesOther(move, color)) return ReadCodes.FAIL;
            if ((koMaster >= 0 && koMaster != side) || board.legalityOf(move, color) != MoveLegality.KO
                    || !board.tryko(move, color)) {
                return ReadCodes.FAIL;
            }
            becameMaster = koMaster < 0;
            if (becameMaster) koMaster = side;
            koRetake = true;
        }
        nodes++;
        searchNodes++;
        if (rec != null) rec.enterMove(move, color, why, dragons[victim].anchor, board.stackp(), board.hash());
        fromCache = false;
        int child = victimMoves ? attack(depth + 1) : defend(depth + 1);
        int reply = bestMove;
        boolean cached = fromCache;
        fromCache = false;
        board.popgo();
        if (becameMaster) koMaster = -1;
        int code = ReadCodes.invert(child);
        if (koRetake) code = Math.min(code, ReadCodes.KO_B);
        if (rec != null) rec.leaveMove(code, reply, cached, cached ? "cache" : lastNote);
        lastNote = "";
        return code;
    }

    /**
     * Whether a stone of color on move would stand next to a string holding one of the other race
     * dragon's original stones (a ko retaken there takes a liberty or an eye point of that dragon).
     */
    private boolean touchesOther(int move, int color) {
        RaceDragon other = dragons[0].color == color ? dragons[1] : dragons[0];
        for (int d : board.neighborOffsets()) {
            int q = move + d;
            if (board.color(q) != other.color) continue;
            int o = board.origin(q);
            for (int st : other.stones) if (board.color(st) == other.color && board.origin(st) == o) return true;
        }
        return false;
    }

    /** Liberties of the loser's weakest string within which a capture by a shut-in winner is read out. */
    static final int CAPTURE_IN_REACH = 2;

    private final int[] libBuf = new int[1];
    /** The side (0 the victim's, 1 the killer's) that first retook a ko through tryko in this line, or -1. */
    private int koMaster = -1;
    /** The node just left answered from the cache. */
    private boolean fromCache;
    private int lastCode;
    private String lastNote = "";

    /**
     * Whether the line ends here, with the code of the side to move in lastCode and why in
     * lastNote (also the return value); null if the search goes on.
     */
    private String ended(boolean killerToMove, int depth) {
        int killer = 1 - victim;
        boolean victimCaptured = dragons[victim].captured(board), killerCaptured = dragons[killer].captured(board);
        if (victimCaptured || killerCaptured) {
            String why = victimCaptured ? "victim captured" : "killer captured";
            // the capture wins only if the capturer then lives (its eye spaces valued again here)
            int capturer = victimCaptured ? killer : victim;
            if (!(victimCaptured && killerCaptured) && life != null
                    && life.dies(dragons[capturer], dragons[1 - capturer], killerToMove == (capturer == killer))) {
                return end(!victimCaptured, killerToMove, why + ", but the capturer is shut in with fewer than two eyes");
            }
            return end(victimCaptured, killerToMove, why);
        }
        // the side to move takes the other dragon's anchor string in atari: the race is over
        // (unless the mover is shut in, when the capture is played and the eyes it leaves judged)
        RaceDragon mover = dragons[killerToMove ? killer : victim], opponent = dragons[killerToMove ? victim : killer];
        if (board.countlib(opponent.anchor) == 1 && (life == null || !life.shutIn(mover, opponent))) {
            board.findlib(opponent.anchor, 1, libBuf);
            if (board.isLegal(libBuf[0], mover.color)) {
                String why = end(killerToMove, killerToMove, (killerToMove ? "killer" : "victim") + " captures the other's anchor string");
                bestMove = libBuf[0];
                return why;
            }
        }
        RaceCount count = counter.count(victim);
        // (index 0 of the count is the victim; at the root the killer may still break an eye that
        // holds its stones, so the root is searched)
        if (depth > 0 && count.lives(0)) return end(false, killerToMove, "victim has two eyes: " + count.describe());
        int margin = params.linkCostsOfVictimOnly ? count.marginWithVictimLinks(0, killerToMove) : count.margin(0, killerToMove);
        // (the leaves' margin differs from the cutoff's only without the link costs)
        int leaf = params.linkCostsAtCutoffOnly ? count.marginWithoutLinks(0, killerToMove) : margin;
        if (depth >= params.maxDepth) return end(leaf >= 0, killerToMove, "depth limit, by count: " + count.describe());
        if (overBudget()) return end(leaf >= 0, killerToMove, "node budget, by count: " + count.describe());
        // the root is always searched, so that a decided race still gets its move
        // (not while the side to move can take a string of the other dragon: captures change counts)
        // (nor when the winner by count is shut in and the loser small: the space its capture
        // leaves may be too small for two eyes, which is read where the capture ends the line)
        if (depth > 0 && count.minStringLiberties()[killerToMove ? 0 : 1] > 1
                && Math.abs(margin) >= params.decisiveMargin && !captureToRead(margin >= 0 ? killer : victim, count)
                && !(params.unfillableShared && unfillableShared(margin >= 0 ? killer : victim, count, Math.abs(margin)))) {
            return end(margin >= 0, killerToMove, "decided by count (" + margin + "): " + count.describe());
        }
        return null;
    }

    /**
     * The count's margin where a line is settled without reading on (a leaf at the node budget or
     * depth limit, the root's decided move): without the far strings' link costs when
     * SemeaiParams.linkCostsAtCutoffOnly is on (a link cost is a threat, the opponent's fill of a
     * cutting point, that reading finds where it matters, so it would only keep a count from
     * cutting a line short; measured, h/sem20b's budget-bound seed-1 races moved by the cost at
     * the cutoff, not here), with the victim's costs alone when SemeaiParams.linkCostsOfVictimOnly is.
     */
    private int leafMargin(RaceCount count, int victimIndex, boolean killerToMove) {
        if (params.linkCostsAtCutoffOnly) return count.marginWithoutLinks(victimIndex, killerToMove);
        return params.linkCostsOfVictimOnly ? count.marginWithVictimLinks(victimIndex, killerToMove)
                : count.margin(victimIndex, killerToMove);
    }

    /**
     * Whether the winner's capture of the other dragon must be played out: the winner is shut in,
     * the loser has fewer stones than an eye that lives on its own and a string of at most
     * {@link #CAPTURE_IN_REACH} liberties (the capture is near: a longer line is left to the count),
     * or any number where the winner has no eye ({@link #eyelessWinner}).
     */
    private boolean captureToRead(int winner, RaceCount count) {
        int loser = 1 - winner;
        if (life == null || dragons[loser].stonesOnBoard(board) >= RaceCounter.BIG_EYE
                || (count.minStringLiberties()[loser == victim ? 0 : 1] > CAPTURE_IN_REACH && !eyelessWinner(winner, count))) {
            return false;
        }
        return life.shutIn(dragons[winner], dragons[1 - winner]);
    }

    /**
     * Whether the winner by count has no eye of its own (SemeaiParams.eyelessCaptureRead): shut in,
     * it lives only by the space the capture leaves, so its capture is read out however far off it
     * is (semeai.tst 41 and 42: black's seven outside liberties take white's corner group of four,
     * and the bulky five left dies). A winner with an eye gets its second from any capture; a
     * loser that lives by the count (the winner only outlasts a living killer) is not captured.
     */
    private boolean eyelessWinner(int winner, RaceCount count) {
        int w = winner == victim ? 0 : 1;
        return params.eyelessCaptureRead && count.eyes()[w] == 0 && !count.lives(1 - w);
    }

    /**
     * Whether the winner by count could fill a shared liberty only by a self-atari that captures
     * nothing (or not at all). The count takes each shared liberty as one move for whoever must fill
     * it, but such a one needs an approach move first, or is never filled: a string of the winner
     * whose other liberty is an eye shared with its other strings is left in atari by the fill,
     * and the loser takes it (seki). The line is then read on, not decided by the count.
     * With SemeaiParams.approachShared a liberty the winner fills after one approach move of its
     * own ({@link #approachable}) is costed instead: the line is read on only if those moves
     * bring the winner's lead below decisiveMargin.
     *
     * @param winner the dragon (0 or 1 of the analysis) the count says wins
     * @param lead the count's margin for the winner, at least decisiveMargin
     */
    private boolean unfillableShared(int winner, RaceCount count, int lead) {
        int approaches = approachesNeeded(count.shared(), winner, count);
        if (approaches < 0) return true;
        if (params.unfillableOutside) approaches += outsideApproaches(count.outside()[winner == victim ? 1 : 0], winner, count);
        return lead - APPROACH_COST * approaches < params.decisiveMargin;
    }

    /**
     * The approach moves the winner needs before it can fill the shared liberties libs (each a
     * self-atari that captures nothing, undone by one approach move, SemeaiParams.approachShared),
     * or -1 where one cannot be filled so (never, or a self-atari for good).
     */
    private int approachesNeeded(int[] libs, int winner, RaceCount count) {
        return approachesNeeded(libs, winner, count, false);
    }

    /**
     * The loser's outside liberties (SemeaiParams.unfillableOutside) the winner cannot fill at
     * once, one approach move costed for each: a point where the winner's stone is suicide (an eye
     * of the loser's that the count took for an outside liberty, filled last; semeai.tst 118:
     * after white's G1 and black's J3, black's J4), and a self-atari that captures nothing where
     * one approach move undoes it (as approachShared's shared ones: the loser would take the stone
     * and have its liberty back). Costed, not read on: reading on spends the node budget. Measured,
     * costing every such self-atari (no approach) lost a handmade seki gnugo agrees with
     * (SemeaiSharedSekiHandmadeTest).
     */
    private int outsideApproaches(int[] libs, int winner, RaceCount count) {
        return approachesNeeded(libs, winner, count, true);
    }

    private int approachesNeeded(int[] libs, int winner, RaceCount count, boolean outside) {
        int color = dragons[winner].color;
        int approaches = 0;
        for (int p : libs) {
            if (board.doesCapture(p, color)) continue;
            if (board.isSuicide(p, color)) {
                if (!outside) return -1;
                approaches++;
                continue;
            }
            if (board.accuratelib(p, color, 2, lastLib) > 1) continue;
            if (!params.approachShared || !approachable(p, lastLib[0], winner, count)) {
                // an outside liberty no approach undoes is counted as before (no seki hangs on it)
                if (outside) continue;
                return -1;
            }
            approaches++;
        }
        return approaches;
    }

    /**
     * What an approach move costs the winner's lead: a move more to play, and a liberty of its own
     * filled by it (the approach point is one of the winner's outside liberties).
     */
    static final int APPROACH_COST = 2;

    /** The liberty a self-atari fill would leave (unfillableShared). */
    private final int[] lastLib = new int[2];

    /**
     * Whether the winner can take away the self-atari of filling the shared liberty p by one
     * approach move at q, the only liberty the fill would leave: q is no liberty of the loser and
     * no eye point of either dragon (there the fill stays in atari for good, seki's shape), the
     * winner can play q without a self-atari, and after it p is filled without one (in 43 of
     * semeai.tst, black's lone A14 joined to its dragon at A15 before A13 is filled).
     */
    private boolean approachable(int p, int q, int winner, RaceCount count) {
        int color = dragons[winner].color;
        int w = winner == victim ? 0 : 1;
        for (int s : count.shared()) if (s == q) return false;
        for (int s : count.outside()[1 - w]) if (s == q) return false;
        for (int[] eye : count.eyePoints()) for (int s : eye) if (s == q) return false;
        if (board.isSelfAtari(q, color) || !board.trymove(q, color)) return false;
        boolean fills = board.isLegal(p, color) && (board.doesCapture(p, color) || !board.isSelfAtari(p, color));
        board.popgo();
        return fills;
    }

    private String end(boolean victimDies, boolean killerToMove, String why) {
        lastCode = victimDies == killerToMove ? ReadCodes.WIN : ReadCodes.FAIL;
        lastNote = why;
        bestMove = Board.PASS;
        return why;
    }

    private boolean overBudget() {
        if (searchNodes >= params.nodeLimit) {
            budgetHit = true;
            return true;
        }
        return false;
    }

    private long key(boolean killerToMove) {
        long h = board.hash() * 0x9E3779B97F4A7C15L;
        // a ko retaken higher in the line changes what may be played below: part of the key
        int ko = koMaster + 1;
        return h ^ (victim * 2 + (killerToMove ? 1 : 0) + 1 + 8 * ko) * 0xC2B2AE3D27D4EB4FL ^ board.koPoint() * 31L;
    }

}
