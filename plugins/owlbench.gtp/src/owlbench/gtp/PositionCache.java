package owlbench.gtp;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

import owlbench.board.Board;
import owlbench.engine.Dragons;
import owlbench.engine.ConnectionDatabase;
import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.patterns.ConnectionDatabaseChoice;
import owlbench.patterns.PatternPath;
import owlbench.reading.ConnectionReader;
import owlbench.reading.Reader;
import owlbench.reading.ReadingParams;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worms;

/**
 * What one GTP engine knows of its current position, shared by every command module: one reader
 * with one transposition cache (and its depths, which increase_depths changes for all), the
 * connection reader on it, the worms and the dragon analysis, the owl reader and the dragons' owl
 * statuses, and the semeais read on the position (dragon statuses revised by them). A new board (boardsize, clear_board,
 * loadsgf) gets a new reader that takes over the old one's table, emptied; worms and dragons are
 * computed again when the position changed (another board, Zobrist hash or move count).
 */
public final class PositionCache {
    /** owlbench's own connection database, in the project's patterns/. */
    static final String OWN_CONNECTIONS = "connections.db";

    private final GameState game;
    private final PatternPath patterns;
    private final ReadingParams params = new ReadingParams();
    private Reader reader;
    private ConnectionReader connection;
    private ConnectionDatabase conn;
    private Optional<EyeShapeDatabase> eyes;
    private final owlbench.engine.DragonParams dragonParams = new owlbench.engine.DragonParams();
    private final owlbench.owl.OwlParams owlParams = new owlbench.owl.OwlParams();
    private owlbench.owl.OwlDatabases owlDatabases;
    private owlbench.owl.OwlReader owl;
    private java.util.Map<Integer, owlbench.owl.OwlStatus> owlStatuses = new java.util.HashMap<>();
    private long owlNodes;
    private final owlbench.owl.semeai.SemeaiParams semeaiParams = new owlbench.owl.semeai.SemeaiParams();
    private java.util.Map<Long, owlbench.owl.semeai.SemeaiResult> semeais = new java.util.HashMap<>();
    /** analyze_semeai's races of dragon parts (SemeaiParams.namedPart), by their first stones. */
    private java.util.Map<Long, owlbench.owl.semeai.SemeaiResult> partSemeais = new java.util.HashMap<>();
    /** The keys of {@link #semeais} that owl's statuses answered, B alive, before any race was read (OwlVerdict). */
    private java.util.Set<Long> semeaisByOwl = new java.util.HashSet<>();
    private long semeaiNodes;
    private Board analysedBoard;
    private long analysedHash;
    private int analysedMoves = -1;
    private Worms worms;
    private TacticalFacts tacticalFacts;
    private Dragons dragons;
    private owlbench.influence.InfluenceFunction dragonInfluence;
    private owlbench.engine.DragonEvaluation evaluation;
    private owlbench.engine.DragonEvaluation.BeforeOwl beforeOwl;
    private int beforeOwlToMove;
    private int evaluatedToMove;

    PositionCache(GameState game, PatternPath patterns) {
        this.game = game;
        this.patterns = patterns;
    }

    /** The reading depths of this engine (increase_depths and decrease_depths change them). */
    public ReadingParams params() {
        return params;
    }

    /** Where pattern databases are looked for. */
    public PatternPath patterns() {
        return patterns;
    }

    /** The reader on the current board; a new one (its cache emptied) when the board was replaced. */
    public Reader reader() {
        Board b = game.board();
        if (reader == null || reader.board() != b) {
            reader = new Reader(b, params, reader);
            connection = null;
            forget();
        }
        return reader;
    }

    /**
     * The connection reader on the current board, made when a connection command first needs it
     * (its tables cost more to set up than many a tactical read: not for every loadsgf).
     */
    public ConnectionReader connectionReader() {
        Reader r = reader();
        if (connection == null) connection = new ConnectionReader(r);
        return connection;
    }

    /** The connection reader if a command made one on the current board, else null. */
    ConnectionReader connectionReaderIfMade() {
        reader();
        return connection;
    }

    /** The worms of the current position (computed once per position; needs stackp 0). */
    public Worms worms() throws GtpException {
        refresh();
        if (worms == null) {
            worms = Worms.compute(reader());
        }
        return worms;
    }

    /**
     * The reading-backed pattern facts of the current position (on its worms and the one reader),
     * made once per position; needs stackp 0 to be made.
     */
    public TacticalFacts tacticalFacts() throws GtpException {
        Worms w = worms();
        if (tacticalFacts == null) tacticalFacts = new TacticalFacts(reader(), w);
        return tacticalFacts;
    }

    /** The dragons of the current position (computed once per position; needs stackp 0 and conn.db). */
    public Dragons dragons() throws GtpException {
        refresh();
        if (dragons == null) {
            ConnectionDatabase db = connectionDatabase();
            dragons = Dragons.compute(reader(), worms(), db, eyeDatabase(), dragonParams);
        }
        return dragons;
    }

    /**
     * The owl reader on the current position (its one reader and tactical facts; owlbench's owl
     * databases, or GNU Go's where a --patterns folder holds them, read once), made again when the
     * position changes.
     */
    public owlbench.owl.OwlReader owlReader() throws GtpException {
        if (game.board().stackp() != 0) throw new GtpException("owl reading after trymove is not supported (popgo first)");
        TacticalFacts f = tacticalFacts();
        if (owlDatabases == null) {
            try {
                EyeShapeDatabase e = eyeDatabase();
                owlDatabases = e != null ? owlbench.owl.OwlDatabases.load(patterns, e) : owlbench.owl.OwlDatabases.load(patterns);
            } catch (IOException e) {
                throw new GtpException(e.getMessage());
            }
        }
        if (owl == null) owl = new owlbench.owl.OwlReader(reader(), f, owlDatabases, owlParams);
        return owl;
    }

    /** The owl nodes this engine has read since the last reset (get_owl_node_counter). */
    public long owlNodeCounter() {
        return owlNodes;
    }

    /** Adds the nodes of an owl search to the counter. */
    void countOwlNodes(long nodes) {
        owlNodes += nodes;
    }

    /** reset_owl_node_counter. */
    void resetOwlNodeCounter() {
        owlNodes = 0;
    }

    /** The owl status of dragon d of the current position, read once per position. */
    public owlbench.owl.OwlStatus owlStatus(owlbench.engine.Dragon d) throws GtpException {
        // a dragon that appears safe before owl is not read (GNU Go's "unchecked")
        owlbench.engine.DragonEvaluation.BeforeOwl before = beforeOwlOrNull();
        if (before != null && before.appearSafe(d)) return owlbench.owl.OwlStatus.unchecked(before.crude(d));
        owlbench.owl.OwlReader o = owlReader();
        owlbench.owl.OwlStatus st = owlStatuses.get(d.origin);
        if (st == null) {
            st = owlbench.owl.OwlStatus.of(o, d.stones());
            owlNodes += st.nodes();
            owlStatuses.put(d.origin, st);
        }
        return st;
    }

    /**
     * The dragon fields beyond the dragons themselves (neighbours, moyo, escape route, surround
     * status, crude status, weakness, safety, status, thrashing dragons and their owl threats) of
     * the current position with the game's colour to move, computed once per position: owl reads
     * every dragon that does not appear safe before owl (the statuses dragon_status gives), and influence computed with owlbench's own
     * influence patterns gives the moyo (colour to move) and the escape routes (each dragon's
     * opponent to move).
     */
    public owlbench.engine.DragonEvaluation dragonEvaluation() throws GtpException {
        int toMove = game.toMove;
        owlbench.engine.DragonEvaluation.BeforeOwl before = beforeOwl();
        if (evaluation != null && evaluatedToMove == toMove) return evaluation;
        owlbench.owl.OwlReader threats;
        try {
            threats = owlReader();
        } catch (GtpException e) {
            threats = null;
        }
        evaluation = owlbench.engine.DragonEvaluation.compute(before, d -> {
            try {
                return owlStatus(d);
            } catch (GtpException e) {
                return null;
            }
        }, threats);
        owlNodes += evaluation.owlThreatNodes();
        evaluatedToMove = toMove;
        return evaluation;
    }

    /**
     * The dragon fields before owl (which dragons owl need not read among them) of the current
     * position with the game's colour to move, computed once per position and colour.
     */
    private owlbench.engine.DragonEvaluation.BeforeOwl beforeOwl() throws GtpException {
        Dragons ds = dragons();
        int toMove = game.toMove;
        if (beforeOwl != null && beforeOwlToMove == toMove) return beforeOwl;
        Board b = reader().board();
        owlbench.influence.InfluenceFunction f = dragonInfluence();
        owlbench.engine.TacticalInfluenceFacts facts = new owlbench.engine.TacticalInfluenceFacts(tacticalFacts());
        owlbench.engine.DragonEvaluation.Inputs in = new owlbench.engine.DragonEvaluation.Inputs(b, ds, toMove, f, facts,
                owlbench.owl.optics.UnconditionalLife.statuses(b));
        beforeOwl = owlbench.engine.DragonEvaluation.beforeOwl(in);
        beforeOwlToMove = toMove;
        return beforeOwl;
    }

    /** {@link #beforeOwl()}, or null where it cannot be computed (no influence patterns): owl then reads every dragon. */
    private owlbench.engine.DragonEvaluation.BeforeOwl beforeOwlOrNull() throws GtpException {
        if (dragonInfluence == null && patterns.find(owlbench.influence.InfluenceDatabase.PROJECT_BARRIERS).isEmpty()) return null;
        return beforeOwl();
    }

    /** The influence function of the dragon fields: owlbench's own influence patterns, read once. */
    private owlbench.influence.InfluenceFunction dragonInfluence() throws GtpException {
        if (dragonInfluence == null) {
            Optional<Path> own = patterns.find(owlbench.influence.InfluenceDatabase.PROJECT_BARRIERS);
            if (own.isEmpty()) {
                throw new GtpException("dragon fields need influence patterns (" + owlbench.influence.InfluenceDatabase.PROJECT_BARRIERS
                        + "); none in " + patterns.describe() + " (give --patterns DIR)");
            }
            try {
                dragonInfluence = new owlbench.influence.InfluenceFunction(
                        owlbench.influence.InfluenceDatabase.loadProject(own.get().getParent()), owlbench.influence.InfluenceParams.DEFAULT);
            } catch (IOException e) {
                throw new GtpException("cannot read the influence patterns: " + e.getMessage());
            }
        }
        return dragonInfluence;
    }

    /**
     * analyze_semeai of dragon a against dragon b (a's colour to move) on the current position:
     * owl's statuses where a dragon has room for eyes, else the race read with the vital points of
     * their eye spaces; read once per position and pair, its nodes added to the semeai counter.
     */
    public owlbench.owl.semeai.SemeaiResult semeai(owlbench.engine.Dragon a, owlbench.engine.Dragon b) throws GtpException {
        refresh();
        long key = ((long) a.origin << 32) | b.origin;
        owlbench.owl.semeai.SemeaiResult r = semeais.get(key);
        if (r == null) {
            r = readSemeai(a, b, a.stones(), b.stones());
            semeais.put(key, r);
            if (lastReadByOwl) semeaisByOwl.add(key);
        }
        return r;
    }

    /**
     * analyze_semeai asked about the stones pa and pb: as {@link #semeai(owlbench.engine.Dragon,
     * owlbench.engine.Dragon)}, but where a dragon is joined across enemy stones only its part that
     * holds the named stone races (SemeaiParams.namedPart, owlbench.owl.semeai.RaceComponent).
     */
    public owlbench.owl.semeai.SemeaiResult semeai(int pa, int pb) throws GtpException {
        owlbench.engine.Dragon a = dragons().dragon(pa), b = dragons().dragon(pb);
        if (!semeaiParams.namedPart && !semeaiParams.partAfterVerdict) return semeai(a, b);
        Board board = reader().board();
        int[] wa = a.stones(), wb = b.stones();
        int[] sa = owlbench.owl.semeai.RaceComponent.of(board, wa, pa);
        int[] sb = owlbench.owl.semeai.RaceComponent.of(board, wb, pb);
        // the whole dragons (read once for analyze_semeai and the revised statuses alike)
        if (sa.length == wa.length && sb.length == wb.length) return semeai(a, b);
        if (!semeaiParams.namedPart && !verdictOnWhole(a, b)) return semeai(a, b);
        // a part is named by its first stone (parts of one dragon do not overlap)
        long key = ((long) sa[0] << 32) | sb[0];
        owlbench.owl.semeai.SemeaiResult r = partSemeais.get(key);
        if (r == null) {
            r = readSemeai(a, b, sa, sb);
            partSemeais.put(key, r);
        }
        return r;
    }

    /**
     * Whether owl's statuses of the whole dragons answered their semeai, b alive, so a cannot kill
     * it (SemeaiParams.partAfterVerdict): where b is joined across a, its life is its far side's,
     * and the named parts race.
     */
    private boolean verdictOnWhole(owlbench.engine.Dragon a, owlbench.engine.Dragon b) throws GtpException {
        semeai(a, b);
        return semeaisByOwl.contains(((long) a.origin << 32) | b.origin);
    }

    /** Reads the race of stones sa (of dragon a) against sb (of dragon b), owl asked of the whole dragons. */
    private owlbench.owl.semeai.SemeaiResult readSemeai(owlbench.engine.Dragon a, owlbench.engine.Dragon b, int[] sa, int[] sb)
            throws GtpException {
        Board board = reader().board();
        EyeShapeDatabase db = eyeDatabase();
        owlbench.owl.semeai.RaceOptics optics = db == null ? owlbench.owl.semeai.RaceOptics.NONE
                : owlbench.owl.semeai.RaceOptics.of(new owlbench.owl.optics.EyeSpaces(board,
                        new owlbench.owl.optics.WormDataFacts(worms(), reader()), db), sa, sb);
        java.util.function.IntFunction<owlbench.owl.OwlStatus> owl = i -> {
            try {
                return owlStatus(i == 0 ? a : b);
            } catch (GtpException e) {
                return null; // no owl databases: the race is read
            }
        };
        // owl_does_attack against the whole dragon, its nodes counted as owl's
        owlbench.owl.semeai.OwlTrial trial = (move, i) -> {
            try {
                owlbench.reading.SearchResult t = owlReader().doesAttack(move, (i == 0 ? a : b).stones(), null);
                owlNodes += t.nodes();
                return t.code();
            } catch (GtpException e) {
                return owlbench.reading.ReadCodes.FAIL;
            }
        };
        owlbench.owl.semeai.SemeaiReader semeaiReader = new owlbench.owl.semeai.SemeaiReader(reader(), semeaiParams);
        owlbench.owl.semeai.SemeaiResult r = semeaiReader.analyze(sa, sb, optics, owl, trial, null);
        lastReadByOwl = semeaiReader.lastOtherAliveByOwl();
        semeaiNodes += r.nodes();
        return r;
    }

    /** Whether the last {@link #readSemeai} was answered by owl's statuses, B alive. */
    private boolean lastReadByOwl;

    /** The limits of this engine's owl searches (changes take effect at the owl reader's next search). */
    owlbench.owl.OwlParams owlParams() {
        return owlParams;
    }

    /** The limits of this engine's semeai searches. */
    owlbench.owl.semeai.SemeaiParams semeaiParams() {
        return semeaiParams;
    }

    /** Semeai nodes since the last reset (owlbench's get_semeai_node_counter). */
    long semeaiNodeCounter() {
        return semeaiNodes;
    }

    /** Adds the nodes of a semeai search read outside {@link #semeai} (after a trial move, tactical). */
    void countSemeaiNodes(long n) {
        semeaiNodes += n;
    }

    /** reset_semeai_node_counter. */
    void resetSemeaiNodeCounter() {
        semeaiNodes = 0;
    }

    /**
     * The dragon's status as dragon_status gives it: its owl status, revised by semeai
     * (owlbench.owl.semeai.SemeaiRevision) where owl calls it dead or critical and a neighbouring
     * dragon of the other colour too (SemeaiRevision.reviseAll: the worst of its races counts,
     * unless it surely captures a dead neighbour).
     */
    public owlbench.owl.OwlStatus dragonStatus(owlbench.engine.Dragon d) throws GtpException {
        owlbench.owl.OwlStatus own = owlStatus(d);
        if (!owlbench.owl.semeai.SemeaiRevision.racing(own)) return own;
        java.util.List<owlbench.owl.semeai.SemeaiRevision.Race> races = new java.util.ArrayList<>();
        for (owlbench.engine.Dragon e : opponents(d)) {
            if (!owlbench.owl.semeai.SemeaiRevision.racing(owlStatus(e))) continue;
            races.add(new owlbench.owl.semeai.SemeaiRevision.Race(semeai(d, e), semeai(e, d), owlStatus(e), capturesAnother(e, d)));
        }
        return owlbench.owl.semeai.SemeaiRevision.reviseAll(own, races, semeaiParams.noRaceWithCapturer);
    }

    /** Whether e captures one of its racing neighbours other than d whoever moves first (SemeaiRevision.capturesWhoeverMoves). */
    private boolean capturesAnother(owlbench.engine.Dragon e, owlbench.engine.Dragon d) throws GtpException {
        for (owlbench.engine.Dragon f : opponents(e)) {
            if (f.origin == d.origin || !owlbench.owl.semeai.SemeaiRevision.racing(owlStatus(f))) continue;
            if (owlbench.owl.semeai.SemeaiRevision.capturesWhoeverMoves(semeai(e, f), semeai(f, e))) return true;
        }
        return false;
    }

    /**
     * The dragons of the other colour that d races in dragon_status's revision, each once, in board
     * order: its neighbour dragons (SemeaiParams.racesOfNeighbourDragons, where the dragon fields
     * before owl can be computed), else the dragons whose stones touch d's.
     */
    private java.util.List<owlbench.engine.Dragon> opponents(owlbench.engine.Dragon d) throws GtpException {
        Board b = reader().board();
        java.util.Map<Integer, owlbench.engine.Dragon> out = new java.util.TreeMap<>();
        owlbench.engine.DragonEvaluation.BeforeOwl before = semeaiParams.racesOfNeighbourDragons ? beforeOwlOrNull() : null;
        if (before != null) {
            for (int origin : before.neighbors(d)) {
                if (b.color(origin) == owlbench.board.StoneColor.other(d.color)) out.putIfAbsent(origin, dragons().dragon(origin));
            }
        }
        for (int s : d.stones()) {
            for (int off : b.neighborOffsets()) {
                int q = s + off;
                if (b.isOnBoard(q) && b.color(q) == owlbench.board.StoneColor.other(d.color)) {
                    owlbench.engine.Dragon e = dragons().dragon(q);
                    out.putIfAbsent(e.origin, e);
                }
            }
        }
        return new java.util.ArrayList<>(out.values());
    }

    private void requireNoTrymoves(String what) throws GtpException {
        if (game.board().stackp() != 0) throw new GtpException("cannot analyse " + what + " after trymove (popgo first)");
    }

    /**
     * Drops the worms and dragons when the position is no longer the one they were computed for;
     * a trial position (after trymove) is never analysed.
     */
    private void refresh() throws GtpException {
        Board b = reader().board();
        if (analysedBoard != b || analysedHash != b.hash() || analysedMoves != b.moveHistory().size()) {
            requireNoTrymoves("the position");
            forget();
            analysedBoard = b;
            analysedHash = b.hash();
            analysedMoves = b.moveHistory().size();
        }
    }

    /**
     * After a command broke off (an internal error): every reader and analysis is made again, their
     * caches empty, since a read cut off half-way may have left entries it never finished.
     */
    void discardAll() {
        reader = null;
        connection = null;
        forget();
    }

    private void forget() {
        owl = null;
        owlStatuses = new java.util.HashMap<>();
        semeais = new java.util.HashMap<>();
        partSemeais = new java.util.HashMap<>();
        semeaisByOwl = new java.util.HashSet<>();
        worms = null;
        tacticalFacts = null;
        dragons = null;
        evaluation = null;
        beforeOwl = null;
        analysedBoard = null;
        analysedMoves = -1;
    }

    /**
     * The eye-shape database this engine's analyses share (dragons' genus, eye spaces, owl), read
     * once: the first on the pattern path (EyeShapeDatabase.findOnPath: owlbench's generated one
     * unless a --patterns folder holds GNU Go's eyes.db); null where the path has none or it cannot
     * be read.
     */
    EyeShapeDatabase eyeDatabase() {
        if (eyes == null) {
            Optional<Path> p = EyeShapeDatabase.findOnPath(patterns);
            try {
                eyes = p.isPresent() ? Optional.of(EyeShapeDatabase.loadFound(p.get())) : Optional.empty();
            } catch (IOException | RuntimeException e) {
                eyes = Optional.empty();
            }
        }
        return eyes.orElse(null);
    }

    /**
     * The connection database, read once, in {@link ConnectionDatabaseChoice}'s order: GNU Go's
     * conn.db where the pattern path has it (for comparison and the regression suites), else
     * owlbench's own connections.db, unless the own is preferred.
     */
    private ConnectionDatabase connectionDatabase() throws GtpException {
        if (conn == null) {
            Optional<Path> p = ConnectionDatabaseChoice.find(patterns);
            if (p.isEmpty()) {
                throw new GtpException("dragons need a connection database (conn.db or " + OWN_CONNECTIONS + "); none in "
                        + patterns.describe() + " (give --patterns DIR)");
            }
            try {
                conn = ConnectionDatabase.load(p.get());
            } catch (IOException e) {
                throw new GtpException("cannot read " + p.get() + ": " + e.getMessage());
            }
        }
        return conn;
    }
}
