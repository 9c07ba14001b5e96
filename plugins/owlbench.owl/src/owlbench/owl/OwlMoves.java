package owlbench.owl;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.EyeValue;
import owlbench.patterns.expr.PatternFacts;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/**
 * The candidate moves of an owl node, best first (doc/owl.texi): the owl pattern databases' moves,
 * the vital points of the goal's eye spaces, the tactical moves on the goal's strings and on its
 * lunches, and for the defender escape moves, for the attacker liberty-filling moves when the goal
 * is short of liberties. A move proposed twice keeps its highest value and the reason that gave it.
 */
final class OwlMoves {
    /** Value of the rule-based candidates (pattern values in GNU Go's databases run from about 20 to 99). */
    static final int CAPTURE_GOAL = 95;
    static final int SAVE_GOAL = 90;
    static final int CAPTURE_LUNCH = 75;
    static final int SAVE_LUNCH = 65;
    static final int VITAL = 70;
    static final int HALF_EYE = 55;
    static final int FILL_LIBERTY = 30;
    static final int ESCAPE = 25;
    /** The highest value a move the attacker takes from the defender's candidates keeps. */
    static final int BORROWED_MAX = 98;
    /** Goal strings read tactically: those with at most this many liberties. */
    static final int GOAL_LIBERTIES_READ = 2;
    /** The attacker fills liberties when the goal has no more than this many. */
    static final int SHORT_OF_LIBERTIES = 3;
    /** An attacker with no more own moves than this also tries a point of the goal's eye space. */
    static final int SHORT_LIST = 1;
    /** Value of that eye-space point: below every own move (the generic reduction patterns' value). */
    static final int EYE_SPACE_POINT = 30;
    /** Value of a closed liberty worth no eye taken by an attacker with a short list: below every own move. */
    static final int NO_EYE_LIBERTY = 28;
    /** Value of a contact push into the goal's eye space taken by an attacker with a short list: below every own move. */
    static final int CONTACT_PUSH = 27;
    /** The reason a contact push is proposed with. */
    static final String CONTACT_PUSH_REASON = "push into the eye space from the attacker's stone";
    /** A goal's eye space the eye database does not know gets a centre move from this size on ... */
    static final int BIG_UNKNOWN_SPACE = 8;
    /** ... up to this size (a bigger space is mostly open ground, where a centre move kills nothing). */
    static final int BIG_UNKNOWN_SPACE_MAX = 12;
    /** A centre has at least this many empty neighbours in its space (it splits the space or spoils its middle). */
    static final int CENTRE_NEIGHBOURS = 3;
    /** Value of a big unknown space's centre: below every own move, so it never displaces one. */
    static final int BIG_SPACE_CENTRE = 29;
    /** The reason a big unknown space's centre is proposed with (OwlReader tries it past the root's width). */
    static final String BIG_SPACE_CENTRE_REASON = "centre of a big eye space the eye database does not know";

    /**
     * A big unknown eye space's centre as a defence at owl_defend's root
     * (OwlParams.bigSpaceCentresAtDefenceRoot), added after every other candidate; its value is
     * above the generic eye-space move's, so that where the attacker's answer to a root defence is
     * that centre, the root tries it next (OwlReader's refutation handed on at the root).
     */
    static final int DEFENDER_SPACE_CENTRE = 31;
    /** The reason a big unknown eye space's centre is proposed with as a defence. */
    static final String DEFENDER_SPACE_CENTRE_REASON = "centre of a big eye space the eye database does not know, where the defender splits it";
    /**
     * An unknown space's marginal point is proposed only with at least this many empty neighbours
     * in the space: a cut into it from the side, not the tip of one of its tails.
     */
    static final int MARGIN_NEIGHBOURS = 2;
    /**
     * An unknown space with more marginal points than this is open ground rather than an eye space
     * (the owl wide check's seed 15: a 13-point space with 6 on the open side, where a margin move
     * read a false ko): its margins are not proposed.
     */
    static final int MAX_MARGINS = 3;
    /** Value of an unknown eye space's marginal point: below every own move, so it never displaces one. */
    static final int UNKNOWN_SPACE_MARGIN = 26;
    /** The reason an unknown eye space's marginal point is proposed with (OwlReader tries it past the root's width). */
    static final String UNKNOWN_SPACE_MARGIN_REASON = "margin of an eye space the eye database does not know";
    /** The reason an unknown eye space's splitting point is proposed with (OwlReader tries it past the root's width). */
    static final String UNKNOWN_SPACE_SPLIT_REASON = "point splitting an eye space the eye database does not know";
    /**
     * Largest unknown space whose points are each tried as a placement (one database match per
     * part, memoised): the owl.tst spaces that motivated it have 11 to 14 points.
     */
    static final int MAX_SPLIT_SPACE = 16;
    /**
     * At most this many splitting points are tried past the root's width: the placement the optics
     * value lowest is often captured in the reading (owl.tst 235: R3 and R2 leave 0-1 eyes and fail,
     * S3 leaves 1-1 and kills).
     */
    static final int MAX_SPLITS = 3;
    /**
     * Value of a throw-in joining two lunches: above the half eyes' key points and the generic
     * reduction and edge patterns (a tesuji that decides the space the captures leave), below the
     * vital points and the lunches' captures and rescues.
     */
    static final int LUNCH_JOIN = 60;
    /** The reason a throw-in joining lunches is proposed with. */
    static final String LUNCH_JOIN_REASON = "throw-in joining two lunches";

    /** The reason an unknown eye space's cutting point is proposed with (OwlReader tries it past the width). */
    static final String UNKNOWN_SPACE_CUT_REASON = "point cutting the goal off an eye space the eye database does not know";
    /**
     * A cutting point lies at most this many steps inside the unknown space from a goal stone: the
     * goal holds a big open space through its few points next to the goal, and the attacker's stone
     * there or one step further in shuts it out (owl.tst 69's N7, 221's D8); farther points are the
     * space's own business, and reading each of an 80-point space's points would cost an eye
     * analysis apiece.
     */
    static final int CUT_REACH = 2;
    /** At most this many cutting points are tried past the width. */
    static final int MAX_CUTS = 2;
    /** The most contact points (space points beside the goal) of a neck (OwlParams.unknownSpaceCutsAtNarrowContact). */
    static final int NARROW_CONTACTS = 2;
    /**
     * The fewest points of a space behind a neck with OwlParams.neckSpaceFloor: more than the eye
     * database's biggest shapes (7 points) and a neck point, so the space is open ground rather
     * than an eye shape with too many margins, whose vital points the patterns read.
     */
    static final int NECK_SPACE_MIN_POINTS = 9;
    /** The reason a lunch's capture is proposed with (followed by the lunch's vertex). */
    static final String CAPTURE_LUNCH_REASON = "capture lunch ";
    /** The reason a goal string's rescue is proposed with (its name follows). */
    static final String SAVE_GOAL_REASON = "save goal string ";
    /** The reason of the attacker's ko retake where two eyes are counted (OwlParams.koRetakeWhenAlive). */
    static final String KO_RETAKE_REASON = "ko retake of goal string ";

    /** Whether a candidate is the tactical reader's rescue of a goal string (SAVE_GOAL_REASON). */
    static boolean savesGoalString(OwlCandidate c) {
        return c.reason().startsWith(SAVE_GOAL_REASON);
    }

    private final OwlDatabases db;
    private final TacticalReads reader;
    private final PatternFacts facts;
    private final OwlFacts owlFacts;
    private final OwlParams params;
    /** The pattern databases' matches at the positions met before (the same matches; see OwlMatchMemo). */
    private final OwlMatchMemo matches = new OwlMatchMemo();

    OwlMoves(OwlDatabases db, Reader reader, PatternFacts facts, OwlFacts owlFacts) {
        this(db, reader, facts, owlFacts, new OwlParams());
    }

    /** With the reader's params, read at each call (OwlParams.skipDominatedPatternChecks). */
    OwlMoves(OwlDatabases db, Reader reader, PatternFacts facts, OwlFacts owlFacts, OwlParams params) {
        this(db, new TacticalReads(reader, null), facts, owlFacts, params);
    }

    /** Reading through an owl search's reads (remembered across its nodes: OwlParams.tacticalReadsRemembered). */
    OwlMoves(OwlDatabases db, TacticalReads reader, PatternFacts facts, OwlFacts owlFacts, OwlParams params) {
        this.params = params;
        this.db = db;
        this.reader = reader;
        this.facts = facts;
        this.owlFacts = owlFacts;
    }

    /**
     * The attacker's moves (vitalOnly: the node looks alive, only the vital-attack patterns may
     * propose). The defender's eye-making points are the attacker's too ("the opponent's vital
     * point is your own"): where the attacker's own moves are fewer than the node's width, the
     * defender's best moves follow them, up to that width.
     */
    List<OwlCandidate> attack(OwlNode n, boolean vitalOnly, int width) {
        return attack(n, vitalOnly, width, 0);
    }

    /**
     * As {@link #attack(OwlNode, boolean, int)}; where the attacker has at most {@link #SHORT_LIST}
     * moves of its own and fewer than spaceWidth (0: never), one empty point of the goal's eye
     * spaces beside a goal stone follows them (OwlParams.eyeSpacePointForAttacker).
     */
    List<OwlCandidate> attack(OwlNode n, boolean vitalOnly, int width, int spaceWidth) {
        return attack(n, vitalOnly, width, spaceWidth, false);
    }

    /**
     * As {@link #attack(OwlNode, boolean, int, int)}; with noEyeLiberties, where the attacker has at
     * most {@link #SHORT_LIST} moves of its own, the goal's closed liberties that its eye analysis
     * values at no eye follow them until the list is one longer (OwlParams.noEyeLibertiesForAttacker).
     */
    List<OwlCandidate> attack(OwlNode n, boolean vitalOnly, int width, int spaceWidth, boolean noEyeLiberties) {
        return attack(n, vitalOnly, width, spaceWidth, noEyeLiberties, false);
    }

    /**
     * As {@link #attack(OwlNode, boolean, int, int, boolean)}; with bigSpaceCentres the centre of
     * each big eye space of the goal that the eye database does not know is a candidate too
     * ({@link #bigSpaceCentres}, OwlParams.bigSpaceCentresForAttacker).
     */
    List<OwlCandidate> attack(OwlNode n, boolean vitalOnly, int width, int spaceWidth, boolean noEyeLiberties,
            boolean bigSpaceCentres) {
        return attack(n, vitalOnly, width, spaceWidth, noEyeLiberties, bigSpaceCentres, false);
    }

    /**
     * As {@link #attack(OwlNode, boolean, int, int, boolean, boolean)}; with contactPushes, where the
     * attacker has at most {@link #SHORT_LIST} moves of its own, the goal's eye-space points that
     * touch both a goal stone and an attacker's stone follow them until the list is one longer
     * ({@link #contactPushes}, OwlParams.contactPushesForAttacker).
     */
    List<OwlCandidate> attack(OwlNode n, boolean vitalOnly, int width, int spaceWidth, boolean noEyeLiberties,
            boolean bigSpaceCentres, boolean contactPushes) {
        return attack(n, vitalOnly, width, spaceWidth, noEyeLiberties, bigSpaceCentres, contactPushes, false);
    }

    /**
     * As {@link #attack(OwlNode, boolean, int, int, boolean, boolean, boolean)}; with
     * goalCapturesWhenAlive, where the node looks alive (vitalOnly) the tactical captures of the
     * goal's strings are candidates beside the vital-attack patterns (OwlParams.goalCapturesWhenAlive).
     */
    List<OwlCandidate> attack(OwlNode n, boolean vitalOnly, int width, int spaceWidth, boolean noEyeLiberties,
            boolean bigSpaceCentres, boolean contactPushes, boolean goalCapturesWhenAlive) {
        return attack(n, vitalOnly, width, spaceWidth, noEyeLiberties, bigSpaceCentres, contactPushes, goalCapturesWhenAlive, false);
    }

    /**
     * As {@link #attack(OwlNode, boolean, int, int, boolean, boolean, boolean, boolean)}; with
     * lunchJoins, the throw-ins that join two of the goal's lunches into one string in atari are
     * candidates too ({@link #lunchJoins}, OwlParams.lunchJoinsForAttacker).
     */
    List<OwlCandidate> attack(OwlNode n, boolean vitalOnly, int width, int spaceWidth, boolean noEyeLiberties,
            boolean bigSpaceCentres, boolean contactPushes, boolean goalCapturesWhenAlive, boolean lunchJoins) {
        Board b = n.b;
        int attacker = StoneColor.other(n.color);
        owlFacts.at(n);
        Map<Integer, OwlCandidate> out = new LinkedHashMap<>();
        if (vitalOnly) {
            for (OwlCandidate c : db.vital.candidates(b, attacker, n.goal, facts, params.skipDominatedPatternChecks, matches)) add(out, c);
            // two eyes are no life where a string of their wall can be taken: the eye count
            // assumes every goal string stays on the board (the shortage of liberties that
            // doc/owl.texi leaves to the vital-attack patterns, which know few such shapes)
            if (goalCapturesWhenAlive) addGoalCaptures(n, out);
            else if (params.atariWallCapturesWhenAlive) addAtariWallCaptures(n, out);
            if (params.koRetakeWhenAlive) addKoRetakes(n, out);
            return sorted(b, attacker, out);
        }
        for (OwlCandidate c : db.attack.candidates(b, attacker, n.goal, facts, params.skipDominatedPatternChecks, matches)) add(out, c);
        OwlEyes e = n.eyes();
        for (int p : e.attackPoints) add(out, new OwlCandidate(p, VITAL, "vital point (eyes " + e.min + "-" + e.max + ")", true));
        addGoalCaptures(n, out);
        for (int[] l : n.lunchesWithDefences()) {
            if (l[2] != Board.PASS) add(out, new OwlCandidate(l[2], SAVE_LUNCH, "save lunch " + v(b, l[0]), false));
        }
        // two lunches captured one by one leave the dragon a small eye each; joined by a stone of
        // the attacker on their shared liberty they are captured as one, and the space they leave
        // is one shape, which the attacker's stones inside have made (the throw-in that turns the
        // captured space into a dead shape: owl.tst 173's T12 after S11 S13)
        if (lunchJoins) {
            for (int p : lunchJoins(n, attacker)) add(out, new OwlCandidate(p, LUNCH_JOIN, LUNCH_JOIN_REASON, true));
        }
        // a big eye space the eye database does not know is counted one eye or two, and no shape
        // proposes a move inside it: its centre is where the defender would split it into two eyes
        // (its own eye-making point), so the attacker's placement there is the classic way in
        if (bigSpaceCentres) {
            for (int p : bigSpaceCentres(n, e, attacker)) add(out, new OwlCandidate(p, BIG_SPACE_CENTRE, BIG_SPACE_CENTRE_REASON, true));
        }
        int[] libs = n.liberties();
        if (libs.length <= SHORT_OF_LIBERTIES) {
            for (int p : libs) add(out, new OwlCandidate(p, FILL_LIBERTY, "fill liberty", false));
        }
        List<OwlCandidate> own = sorted(b, attacker, out);
        // a short list often means the patterns know no reduction of this shape: the eye space
        // itself, beside the dragon's stones, is where the defender makes its eyes (its generic
        // eye-space move), so the attacker tries one such point before the node is given up;
        // not where the dragon cannot make two eyes and the attacker has nothing (terminal)
        if (own.size() <= SHORT_LIST && own.size() < spaceWidth && !(own.isEmpty() && e.max < 2)) {
            int p = eyeSpacePointBesideGoal(n, e, attacker, out);
            if (p != Board.PASS) {
                OwlCandidate c = new OwlCandidate(p, EYE_SPACE_POINT, "eye space beside the dragon", true);
                out.put(p, c);
                own.add(c);
            }
        }
        // a closed liberty of the dragon (no empty neighbour) that its eye analysis values at no
        // eye is mostly a point shut in between the dragon and the attacker's stones, or a false
        // eye: filling it takes a liberty and gives the dragon nothing to answer with. Where the
        // attacker's own list is short it comes next (owl.tst 52 and 67: lines where the attacker
        // ran out of moves while the dragon was short of liberties). The open liberties worth no
        // eye were measured too: more nodes and lost kills (docs/benchmarks.md, "Owl attacker's
        // kills, third round")
        if (noEyeLiberties && own.size() <= SHORT_LIST && !(own.isEmpty() && e.max < 2)) {
            for (int p : noEyeLiberties(n, e, attacker, out)) {
                if (own.size() > SHORT_LIST) break;
                OwlCandidate c = new OwlCandidate(p, NO_EYE_LIBERTY, "closed liberty worth no eye", false);
                out.put(p, c);
                own.add(c);
            }
        }
        // a point of the dragon's eye space between one of its stones and an attacker's stone is
        // the plainest limiting move (doc/owl.texi: the attacker limits the eye space): the stone
        // played there stays in contact with its own, so the space loses a point without a
        // sacrifice, and beside a lunch it makes the stones the dragon must capture bigger (the
        // capture then leaves a space of one eye). Where the attack patterns know no shape here
        // and the attacker's own list is short, such pushes come next, the edge's first
        if (contactPushes && own.size() <= SHORT_LIST && !(own.isEmpty() && e.max < 2)) {
            for (int p : contactPushes(n, e, attacker, out)) {
                if (own.size() > SHORT_LIST) break;
                OwlCandidate c = new OwlCandidate(p, CONTACT_PUSH, CONTACT_PUSH_REASON, false);
                out.put(p, c);
                own.add(c);
            }
        }
        // where the attacker has fewer moves than the node tries, the defender's best points fill
        // the width; not where the attacker has nothing and the dragon cannot make two eyes:
        // that node is terminal (dead), and the defender's moves would only read it further
        if (own.size() >= width || (own.isEmpty() && e.max < 2)) return own;
        Map<Integer, OwlCandidate> theirs = new LinkedHashMap<>();
        for (OwlCandidate c : db.defend.candidates(b, n.color, n.goal, facts, params.skipDominatedPatternChecks, matches)) add(theirs, c);
        for (int p : e.defensePoints) add(theirs, new OwlCandidate(p, VITAL, "vital point", true));
        for (OwlCandidate c : sorted(b, attacker, theirs)) {
            if (own.size() >= width) break;
            if (out.containsKey(c.move())) continue;
            // never a winning (100) or forced (99) attacker move: those values are the defender's
            own.add(new OwlCandidate(c.move(), Math.min(c.value(), BORROWED_MAX), "the defender's point: " + c.reason(),
                    c.sacrifice()));
        }
        return own;
    }

    /**
     * The throw-ins joining lunches: liberties shared by two or more of the goal's lunches where
     * the attacker's stone is legal and joins them into one string in atari (a sacrifice: the
     * defender captures them together, and the space they leave is the shape of all of them with
     * the throw-in's point, where each capture alone would have left an eye of its own); in board
     * order. Only where the space the joined stones leave is worth one eye at most even with the
     * defender moving next, as the optics read it after the throw-in (a dead shape: the tesuji's
     * point); a join whose captured space still makes two eyes only feeds the defender stones
     * (owl.tst 158, strategy26's T18 eleven plies down leaves a six-point space worth one eye or
     * two, and the reader one move wide there "killed" where owlbench's own fresh owl_defend and
     * gnugo live by capturing at T19). None where the goal has fewer than two lunches.
     */
    static List<Integer> lunchJoins(OwlNode n, int attacker) {
        int[][] lunches = n.lunches();
        if (lunches.length < 2) return List.of();
        Board b = n.b;
        // for each liberty, the first lunch seen on it (its origin), or -1 once a second lunch shares it
        Map<Integer, Integer> firstLunch = new java.util.HashMap<>();
        java.util.Set<Integer> shared = new java.util.TreeSet<>();
        int[] buf = new int[b.boardArraySize()];
        for (int[] l : lunches) {
            int k = b.findlib(l[0], buf.length, buf);
            for (int i = 0; i < k; i++) {
                Integer o = firstLunch.putIfAbsent(buf[i], l[0]);
                if (o != null && o != l[0]) shared.add(buf[i]);
            }
        }
        List<Integer> out = new ArrayList<>();
        for (int p : shared) {
            if (!b.isLegal(p, attacker) || !b.isSelfAtari(p, attacker)) continue;
            if (capturedSpaceEyes(n, p) <= 1) out.add(p);
        }
        return out;
    }

    /**
     * The goal's closed liberties worth no eye: liberties with no empty neighbour (every side a
     * stone or the edge) that optics counts in the goal's eye spaces at no eye even with the owner
     * moving first, legal for the attacker and not candidates already; in the order of the goal's
     * liberties.
     */
    private static List<Integer> noEyeLiberties(OwlNode n, OwlEyes e, int attacker, Map<Integer, OwlCandidate> out) {
        Board b = n.b;
        List<Integer> l = new ArrayList<>();
        for (int p : n.liberties()) {
            if (out.containsKey(p) || !e.inGoalSpace(n.color, p)) continue;
            if (e.spaces.value(n.color, p).maxEyes() != 0 || !closed(b, p) || !b.isLegal(p, attacker)) continue;
            l.add(p);
        }
        return l;
    }

    /**
     * The goal's contact pushes: empty points of its eye spaces that touch a goal stone and an
     * attacker's stone, legal for the attacker and no self-atari there, not candidates already;
     * nearest the edge first (a base's eyes are made on the first lines), then in board order.
     */
    static List<Integer> contactPushes(OwlNode n, OwlEyes e, int attacker, Map<Integer, OwlCandidate> out) {
        Board b = n.b;
        List<Integer> l = new ArrayList<>();
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != StoneColor.EMPTY || out.containsKey(p) || !e.inGoalSpace(n.color, p)) continue;
            boolean besideGoal = false, besideAttacker = false;
            for (int d : b.neighborOffsets()) {
                int q = p + d;
                if (!b.isOnBoard(q)) continue;
                if (n.goal[q]) besideGoal = true;
                else if (b.color(q) == attacker) besideAttacker = true;
            }
            if (besideGoal && besideAttacker && b.isLegal(p, attacker) && !b.isSelfAtari(p, attacker)) l.add(p);
        }
        l.sort((x, y) -> Integer.compare(b.edgeDistance(x), b.edgeDistance(y)));
        return l;
    }

    /**
     * The centre of each of the goal's eye spaces of {@link #BIG_UNKNOWN_SPACE} to
     * {@link #BIG_UNKNOWN_SPACE_MAX} points that the eye database does not know, that owl counts as
     * one eye or two and that reaches the edge (a corner or side group's base): the empty point with
     * the most empty neighbours in the space (at least {@link #CENTRE_NEIGHBOURS}), the first in
     * board order of equals, legal for mover: the attacker, whose placement spoils the space, or
     * the defender, who splits it there (OwlParams.bigSpaceCentresAtDefenceRoot).
     */
    static List<Integer> bigSpaceCentres(OwlNode n, OwlEyes e, int mover) {
        Board b = n.b;
        List<Integer> l = new ArrayList<>();
        for (OwlEyes.Counted c : e.counted) {
            if (c.value() != EyeValue.UNKNOWN_LARGE || c.min() >= c.max()) continue;
            int size = e.spaces.size(n.color, c.origin());
            if (size < BIG_UNKNOWN_SPACE || size > BIG_UNKNOWN_SPACE_MAX || !onEdge(b, e.spaces, n.color, c.origin())) continue;
            int best = Board.PASS;
            int bestCount = CENTRE_NEIGHBOURS - 1;
            for (int p : b.onBoardPoints()) {
                if (b.color(p) != StoneColor.EMPTY || e.spaces.origin(n.color, p) != c.origin()) continue;
                int k = 0;
                for (int d : b.neighborOffsets()) {
                    int q = p + d;
                    if (b.isOnBoard(q) && b.color(q) == StoneColor.EMPTY && e.spaces.origin(n.color, q) == c.origin()) k++;
                }
                if (k > bestCount && b.isLegal(p, mover)) {
                    best = p;
                    bestCount = k;
                }
            }
            if (best != Board.PASS) l.add(best);
        }
        return l;
    }

    /**
     * The marginal points of the goal's eye spaces that the eye database does not know, that owl
     * counts as one eye or two and that have at most {@link #MAX_MARGINS} of them (doc/eyes.texi:
     * marginal vertices border the outside, where the attacker reduces the space from), empty,
     * legal for the attacker and no self-atari there, not in {@code taken}, with at least
     * {@link #MARGIN_NEIGHBOURS} empty neighbours in the space; best first: the most such
     * neighbours (the deepest cut into it), then the farthest from the edge (the approach from the
     * open side), then board order.
     */
    static List<Integer> unknownSpaceMargins(OwlNode n, OwlEyes e, int attacker, java.util.Set<Integer> taken) {
        Board b = n.b;
        List<Integer> l = new ArrayList<>();
        Map<Integer, Integer> inSpace = new java.util.HashMap<>();
        for (OwlEyes.Counted c : e.counted) {
            if (c.value() != EyeValue.UNKNOWN_LARGE || c.min() >= c.max()) continue;
            if (e.spaces.marginalSize(n.color, c.origin()) > MAX_MARGINS) continue;
            for (int p : b.onBoardPoints()) {
                if (e.spaces.origin(n.color, p) != c.origin() || !e.spaces.isMarginal(n.color, p)) continue;
                if (b.color(p) != StoneColor.EMPTY || taken.contains(p) || !b.isLegal(p, attacker) || b.isSelfAtari(p, attacker)) continue;
                int k = 0;
                for (int d : b.neighborOffsets()) {
                    int q = p + d;
                    if (b.isOnBoard(q) && b.color(q) == StoneColor.EMPTY && e.spaces.origin(n.color, q) == c.origin()) k++;
                }
                if (k < MARGIN_NEIGHBOURS) continue;
                inSpace.put(p, k);
                l.add(p);
            }
        }
        l.sort((x, y) -> inSpace.get(x).intValue() != inSpace.get(y).intValue() ? Integer.compare(inSpace.get(y), inSpace.get(x))
                : Integer.compare(b.edgeDistance(y), b.edgeDistance(x)));
        return l;
    }

    /**
     * The points of the goal's eye spaces that the eye database does not know (of at most
     * {@link #MAX_SPLIT_SPACE} points, counted one eye or two) where the attacker's stone leaves
     * the goal at most one eye even with the defender moving next, as the optics read the
     * position after it (OwlNode.eyesAfterOpponent): the stone takes its neighbourhood out of the
     * defender's domain and splits the space into parts the eye database knows (doc/eyes.texi, the
     * eye space as a local game, played one move with the database's smaller shapes), at least two
     * of them each worth an eye if the defender moves there first (two half eyes, one eye
     * together: a stone that only shrinks the space to one such part is a reduction the owl
     * patterns propose, and on owl.tst 105 such a point read a false kill). Empty, legal
     * for the attacker, no self-atari, not in {@code taken}; best first: fewest eyes left (most,
     * then fewest), then the most empty neighbours in the space, then board order.
     */
    static List<Integer> unknownSpaceSplits(OwlNode n, OwlEyes e, int attacker, java.util.Set<Integer> taken) {
        Board b = n.b;
        List<int[]> found = new ArrayList<>();
        for (OwlEyes.Counted c : e.counted) {
            if (c.value() != EyeValue.UNKNOWN_LARGE || c.min() >= c.max()) continue;
            if (e.spaces.size(n.color, c.origin()) > MAX_SPLIT_SPACE) continue;
            for (int p : b.onBoardPoints()) {
                if (e.spaces.origin(n.color, p) != c.origin()) continue;
                if (b.color(p) != StoneColor.EMPTY || taken.contains(p) || !b.isLegal(p, attacker) || b.isSelfAtari(p, attacker)) continue;
                OwlEyes left = n.eyesAfterOpponent(p);
                if (left == null || left.max > 1 || livingParts(left, e, n.color, c.origin()) < 2) continue;
                found.add(new int[] {p, left.max, left.min, emptyInSpace(b, e, n.color, c.origin(), p)});
            }
        }
        return fewestEyesFirst(found);
    }

    /**
     * The points of the goal's eye spaces that the eye database does not know and owl counts as at
     * least one sure eye (the pessimistic guess, OwlEyes), within {@link #CUT_REACH} steps of a goal
     * stone through the space, where the attacker's stone leaves the goal at most one eye even with
     * the defender moving next, as the optics read the position after it
     * (OwlNode.eyesAfterOpponent): the stone cuts the goal off the space (its domain takes the
     * points between the goal and the rest of the space), so the eye the guess counted was never
     * the goal's. doc/owl.texi's owl "only feels certain about eyes if the eyespace is completely
     * closed"; such a space is open ground the goal touches at a few points. Empty, legal for the
     * attacker, no self-atari, not in {@code taken}; best first: fewest eyes left (most, then
     * fewest), then the most empty neighbours in the space (the stone between the goal's contact
     * points and the rest, owl.tst 221's D8, before a contact point the defender links round),
     * then board order.
     */
    static List<Integer> unknownSpaceCuts(OwlNode n, OwlEyes e, int attacker, java.util.Set<Integer> taken) {
        return unknownSpaceCuts(n, e, attacker, taken, Integer.MAX_VALUE, false, 0);
    }

    /**
     * {@link #unknownSpaceCuts} over the spaces the goal touches at no more than {@code maxContacts}
     * of their points (a point of the space beside a goal stone is a contact): a big space the goal
     * reaches through one or two points is open ground behind a neck, and the attacker's stone at
     * the neck leaves the goal outside it (OwlParams.unknownSpaceCutsAtNarrowContact). With
     * {@code ownStoneSpoilsNeck} (OwlParams.neckFreeOfDefenderStones) a space is left out where a
     * defender's stone outside the goal lies beside one of its points within {@link #CUT_REACH}
     * steps of the goal: the goal reaches that stone through the neck, and the stone reaches the
     * far part of the space itself, so no stone at the neck shuts the defender out of it. A space
     * of fewer than {@code minPoints} points is left out too (OwlParams.neckSpaceFloor).
     */
    static List<Integer> unknownSpaceCuts(OwlNode n, OwlEyes e, int attacker, java.util.Set<Integer> taken, int maxContacts,
            boolean ownStoneSpoilsNeck, int minPoints) {
        Board b = n.b;
        int[] delta = b.neighborOffsets();
        List<int[]> found = new ArrayList<>();
        for (OwlEyes.Counted c : e.counted) {
            if (c.value() != EyeValue.UNKNOWN_LARGE || c.min() < 1) continue;
            if (minPoints > 0 && e.spaces.size(n.color, c.origin()) < minPoints) continue;
            // the space's points by their steps from the goal, through the space
            int[] dist = new int[b.boardArraySize()];
            java.util.Arrays.fill(dist, -1);
            java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
            for (int p : b.onBoardPoints()) {
                if (e.spaces.origin(n.color, p) != c.origin()) continue;
                for (int d : delta) {
                    if (b.isOnBoard(p + d) && n.goal[p + d]) {
                        dist[p] = 1;
                        queue.add(p);
                        break;
                    }
                }
            }
            if (queue.size() > maxContacts) continue;
            while (!queue.isEmpty()) {
                int p = queue.poll();
                if (dist[p] >= CUT_REACH) continue;
                for (int d : delta) {
                    int q = p + d;
                    if (b.isOnBoard(q) && dist[q] < 0 && e.spaces.origin(n.color, q) == c.origin()) {
                        dist[q] = dist[p] + 1;
                        queue.add(q);
                    }
                }
            }
            if (ownStoneSpoilsNeck && defenderStoneAtNeck(n, dist)) continue;
            for (int p : b.onBoardPoints()) {
                if (dist[p] < 0 || b.color(p) != StoneColor.EMPTY || taken.contains(p)) continue;
                if (!b.isLegal(p, attacker) || b.isSelfAtari(p, attacker)) continue;
                OwlEyes left = n.eyesAfterOpponent(p);
                if (left == null || left.max > 1) continue;
                found.add(new int[] {p, left.max, left.min, emptyInSpace(b, e, n.color, c.origin(), p)});
            }
        }
        return fewestEyesFirst(found);
    }

    /**
     * Whether a defender's stone outside the goal lies beside a point of a space's near part (the
     * points with a step count in {@code dist}, OwlMoves.CUT_REACH at most): the neck then joins the
     * goal to a stone of its own that touches the space past the neck (OwlParams.neckFreeOfDefenderStones).
     */
    private static boolean defenderStoneAtNeck(OwlNode n, int[] dist) {
        Board b = n.b;
        for (int p : b.onBoardPoints()) {
            if (dist[p] < 0) continue;
            for (int d : b.neighborOffsets()) {
                int q = p + d;
                if (b.isOnBoard(q) && b.color(q) == n.color && !n.goal[q]) return true;
            }
        }
        return false;
    }

    /** The empty neighbours of p in the goal's eye space at origin (more of them: the point between the goal and the rest of the space). */
    private static int emptyInSpace(Board b, OwlEyes e, int color, int origin, int p) {
        int k = 0;
        for (int d : b.neighborOffsets()) {
            int q = p + d;
            if (b.isOnBoard(q) && b.color(q) == StoneColor.EMPTY && e.spaces.origin(color, q) == origin) k++;
        }
        return k;
    }

    /**
     * The points of {point, eyes left at most, eyes left at least, empty neighbours in the space}
     * rows, best for the attacker first: fewest eyes left (most, then fewest), then the most empty
     * neighbours in the space, then board order; each point once.
     */
    private static List<Integer> fewestEyesFirst(List<int[]> found) {
        found.sort((x, y) -> x[1] != y[1] ? Integer.compare(x[1], y[1]) : x[2] != y[2] ? Integer.compare(x[2], y[2])
                : x[3] != y[3] ? Integer.compare(y[3], x[3]) : Integer.compare(x[0], y[0]));
        List<Integer> l = new ArrayList<>();
        for (int[] f : found) if (!l.contains(f[0])) l.add(f[0]);
        return l;
    }

    /**
     * How many of the eye spaces counted in {@code after} lie in the space at origin o of
     * {@code before} (the node's own) and could still be an eye with the defender moving there
     * first: the parts a placement split the space into that are each worth something.
     */
    private static int livingParts(OwlEyes after, OwlEyes before, int color, int o) {
        int k = 0;
        for (OwlEyes.Counted c : after.counted) {
            if (c.max() >= 1 && before.spaces.origin(color, c.origin()) == o) k++;
        }
        return k;
    }

    /** Whether a point of color's eye space at origin o lies on the first line. */
    static boolean onEdge(Board b, EyeSpaces es, int color, int o) {
        for (int p : b.onBoardPoints()) {
            if (es.origin(color, p) != o) continue;
            for (int d : b.neighborOffsets()) {
                if (!b.isOnBoard(p + d)) return true;
            }
        }
        return false;
    }

    /**
     * The most eyes (the defender moving first) of the goal's eye space that holds p after the
     * attacker's stone there, as the optics read the position after it (the joined stones in
     * atari are counted in the space they would leave); 2 where p lies in none of the goal's
     * counted spaces or the stone captures a goal stone (nothing known: no throw-in).
     */
    private static int capturedSpaceEyes(OwlNode n, int p) {
        OwlEyes after = n.eyesAfterOpponent(p);
        if (after == null) return 2;
        int o = after.spaces.origin(n.color, p);
        for (OwlEyes.Counted c : after.counted) {
            if (c.origin() == o) return c.max();
        }
        return 2;
    }

    /** Whether no neighbour of p is empty. */
    private static boolean closed(Board b, int p) {
        for (int d : b.neighborOffsets()) {
            if (b.isOnBoard(p + d) && b.color(p + d) == StoneColor.EMPTY) return false;
        }
        return true;
    }

    /**
     * The first empty point (in board order) of the goal's eye spaces that touches a goal stone, is
     * legal for the attacker and is not a candidate already; PASS if none.
     */
    private static int eyeSpacePointBesideGoal(OwlNode n, OwlEyes e, int attacker, Map<Integer, OwlCandidate> out) {
        Board b = n.b;
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != StoneColor.EMPTY || out.containsKey(p) || !e.inGoalSpace(n.color, p)) continue;
            boolean besideGoal = false;
            for (int d : b.neighborOffsets()) {
                if (b.isOnBoard(p + d) && n.goal[p + d]) besideGoal = true;
            }
            if (besideGoal && b.isLegal(p, attacker)) return p;
        }
        return Board.PASS;
    }

    /** The defender's moves. */
    List<OwlCandidate> defend(OwlNode n) {
        return defend(n, java.util.Set.of());
    }

    /**
     * The defender's moves without the matches of the defence patterns named in {@code skip}
     * (OwlParams.orderShapes below the branch depth): left out before the candidates merge, so a
     * move another pattern or rule proposes too keeps that proposal.
     */
    List<OwlCandidate> defend(OwlNode n, java.util.Set<String> skip) {
        Board b = n.b;
        owlFacts.at(n);
        Map<Integer, OwlCandidate> out = new LinkedHashMap<>();
        // a dominated match's check is skipped only where no pattern is left out afterwards: a
        // skipped match may be the one that keeps a left-out pattern's move
        boolean skipDominated = params.skipDominatedPatternChecks && skip.isEmpty();
        for (OwlCandidate c : db.defend.candidates(b, n.color, n.goal, facts, skipDominated, matches)) {
            if (!skip.isEmpty() && skip.contains(c.patternName())) continue;
            add(out, c);
        }
        OwlEyes e = n.eyes();
        for (int p : e.defensePoints) add(out, new OwlCandidate(p, VITAL, "vital point (eyes " + e.min + "-" + e.max + ")", true));
        for (int s : n.strings) {
            if (b.countlib(s) > GOAL_LIBERTIES_READ) continue;
            if (reader.attack(s) != ReadCodes.FAIL && reader.findDefense(s) != ReadCodes.FAIL && reader.lastMove() != Board.PASS) {
                add(out, new OwlCandidate(reader.lastMove(), SAVE_GOAL, SAVE_GOAL_REASON + v(b, s), true));
            }
        }
        for (int[] l : n.lunches()) {
            add(out, new OwlCandidate(l[1], CAPTURE_LUNCH, CAPTURE_LUNCH_REASON + v(b, l[0]), true));
        }
        EscapeMap esc = n.escape();
        for (int p : n.liberties()) {
            int ev = esc.value(p);
            if (ev > 0) add(out, new OwlCandidate(p, ESCAPE + 10 * ev, "escape", false));
        }
        return sorted(b, n.color, out);
    }

    /** The tactical reader's captures of the goal's strings short of liberties ({@link #GOAL_LIBERTIES_READ}). */
    private void addGoalCaptures(OwlNode n, Map<Integer, OwlCandidate> out) {
        Board b = n.b;
        for (int s : n.strings) {
            if (b.countlib(s) > GOAL_LIBERTIES_READ) continue;
            if (reader.attack(s) != ReadCodes.FAIL && reader.lastMove() != Board.PASS) {
                add(out, new OwlCandidate(reader.lastMove(), CAPTURE_GOAL, "capture goal string " + v(b, s), true));
            }
        }
    }

    /**
     * The captures of the goal's strings in atari whose last liberty lies in one of the goal's own
     * eye spaces (OwlParams.atariWallCapturesWhenAlive): the eye shapes are valued with their wall
     * standing, but a wall string in atari from inside the space falls to the attacker's stone
     * there, and that stone then holds the point it took (owl.tst 214: white's Q2 takes the lunch
     * O2 P2 and stands in atari at P2, the space O2 P2 read as one eye until black's P2 retakes).
     * Not where the capturing stone is left in atari itself (a snapback or a ko, taken back).
     */
    private void addAtariWallCaptures(OwlNode n, Map<Integer, OwlCandidate> out) {
        Board b = n.b;
        OwlEyes e = n.eyes();
        int[] lib = new int[1];
        for (int s : n.strings) {
            if (b.countlib(s) != 1) continue;
            b.findlib(s, 1, lib);
            int o = e.spaces.origin(n.color, lib[0]);
            if (o == 0) continue;
            // the capturer must hold the point: left in atari it is taken back (a snapback or a
            // ko), and the eye stands as valued
            if (b.accuratelib(lib[0], StoneColor.other(n.color), 2, null) < 2) continue;
            for (int origin : e.origins) {
                if (origin == o) {
                    add(out, new OwlCandidate(lib[0], CAPTURE_GOAL, "capture goal string " + v(b, s) + " (a wall of its eye space, in atari)", true));
                    break;
                }
            }
        }
    }

    /**
     * The attacker's retake of the ko the defender has just taken, where the eye count sees two
     * eyes (OwlParams.koRetakeWhenAlive): a goal string of one stone in atari whose last liberty
     * is the board's ko point. The eye that stone closes is a ko, not an eye, and the reader plays
     * the banned retake as if a threat had been answered (KO_B at best).
     */
    private void addKoRetakes(OwlNode n, Map<Integer, OwlCandidate> out) {
        Board b = n.b;
        int ko = b.koPoint();
        if (ko == Board.PASS) return;
        int[] lib = new int[1];
        for (int s : n.strings) {
            if (b.countlib(s) != 1 || b.stringSize(s) != 1) continue;
            b.findlib(s, 1, lib);
            if (lib[0] == ko) add(out, new OwlCandidate(ko, CAPTURE_GOAL, KO_RETAKE_REASON + v(b, s), true));
        }
    }

    private static void add(Map<Integer, OwlCandidate> out, OwlCandidate c) {
        if (c.move() == Board.PASS) return;
        OwlCandidate old = out.get(c.move());
        if (old == null || c.value() > old.value()) {
            out.put(c.move(), old != null && old.sacrifice() && !c.sacrifice()
                    ? new OwlCandidate(c.move(), c.value(), c.reason(), true) : c);
        } else if (c.sacrifice() && !old.sacrifice()) {
            out.put(c.move(), new OwlCandidate(old.move(), old.value(), old.reason(), true));
        }
    }

    /** The legal candidates for mover, highest value first. */
    private static List<OwlCandidate> sorted(Board b, int mover, Map<Integer, OwlCandidate> out) {
        List<OwlCandidate> l = new ArrayList<>();
        for (OwlCandidate c : out.values()) {
            // a ko retake stays: the reader may play it as if a threat had been answered
            if (c.move() == b.koPoint() || b.isLegal(c.move(), mover)) l.add(c);
        }
        l.sort((x, y) -> Integer.compare(y.value(), x.value()));
        return l;
    }

    private static String v(Board b, int p) {
        return Vertex.toString(p, b.size());
    }
}
