package owlbench.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import owlbench.board.Board;
import owlbench.board.PlayedMove;
import owlbench.board.StoneColor;
import owlbench.influence.Influence;
import owlbench.influence.InfluenceFunction;
import owlbench.owl.OwlReader;
import owlbench.owl.OwlStatus;
import owlbench.owl.optics.EyeValue;
import owlbench.owl.optics.UnconditionalLife;
import owlbench.reading.SearchResult;
import owlbench.tactics.Worm;

/**
 * The dragon fields that need influence and owl (doc/dragon.texi, doc/overview.texi's order of
 * make_dragons): for each dragon its neighbours, moyo size and territorial value, escape route,
 * surround status, crude status and weakness before owl; then, from each dragon's owl status, its
 * status, safety and weakness; last the thrashing dragon (a dead dragon holding the last move) and
 * its owl threat. Immutable once computed; computing reads owl and must run on the owl reader's
 * thread.
 */
public final class DragonEvaluation {
    /** A moyo this large makes a dragon alive before owl (doc/influence.texi: "a moyo of size 25"; 20 agrees more with GNU Go). */
    static final int ALIVE_MOYO = 20;
    /** A dead dragon this small, breathing only inside the opponent's eye space, is inessential (nakade). */
    static final int NAKADE_SIZE = 6;
    /**
     * A living dragon is strongly alive with three sure eyes, or with no weakness and a moyo this
     * large (on the wide sample GNU Go's strongly alive dragons without two sure eyes all have a moyo of 15 or more).
     */
    static final int STRONG_MOYO = 15;
    /** Fewer stones than this are read by owl however large their moyo: one or two stones can still be sealed in. */
    static final int SAFE_SIZE = 3;
    /** Weakness below which a living dragon with a large moyo is strongly alive (GNU Go prints it as 0.00). */
    static final double NO_WEAKNESS = 0.005;

    private final List<DragonFacts> facts;
    private final Map<Dragon, DragonFacts> byDragon;
    private final long owlThreatNodes;

    /**
     * What the evaluation reads: the position (at stackp 0, the reader's board of {@code facts}),
     * its dragons, the colour to move, the influence function and the tactical facts its
     * constraints and the first dead stones come from, and the unconditional statuses.
     */
    public record Inputs(Board board, Dragons dragons, int toMove, InfluenceFunction influence, TacticalInfluenceFacts facts,
            int[] unconditional) {
    }

    private DragonEvaluation(List<DragonFacts> facts, long threatNodes) {
        this.facts = Collections.unmodifiableList(facts);
        this.byDragon = new IdentityHashMap<>();
        for (DragonFacts f : facts) byDragon.put(f.dragon(), f);
        this.owlThreatNodes = threatNodes;
    }

    /** The facts of every dragon, in the order of {@link Dragons#dragons()}. */
    public List<DragonFacts> all() {
        return facts;
    }

    /** The facts of one dragon of the evaluated position. */
    public DragonFacts of(Dragon d) {
        DragonFacts f = byDragon.get(d);
        if (f == null) throw new IllegalArgumentException("not a dragon of the evaluated position: " + d.origin);
        return f;
    }

    /** Owl nodes the threat searches of thrashing dragons read. */
    public long owlThreatNodes() {
        return owlThreatNodes;
    }

    /**
     * Evaluates every dragon.
     * @param in the position and its analyses
     * @param owl each dragon's owl status (null where owl cannot read)
     * @param threats the owl reader for a thrashing dragon's threats, or null to leave them unread
     */
    public static DragonEvaluation compute(Inputs in, Function<Dragon, OwlStatus> owl, OwlReader threats) {
        return compute(beforeOwl(in), owl, threats);
    }

    /**
     * The fields computed before owl (moyo, escape route, surround status, crude status, weakness
     * before owl) and which dragons owl need not read; the first half of {@link #compute}.
     */
    public static BeforeOwl beforeOwl(Inputs in) {
        Board b = in.board();
        Dragons ds = in.dragons();
        List<Dragon> list = ds.dragons();
        int n = b.boardArraySize();
        int[][] neighbors = DragonNeighbors.of(b, ds);
        // the influences before owl (doc/influence.texi): the lively stones radiate; for the
        // escape routes the dragon's opponent is to move, so escape is not overestimated
        int toMove = in.toMove();
        Influence initial = in.influence().compute(b, in.facts().deadStones(StoneColor.other(toMove)), toMove, in.facts());
        Influence[] escapeInfluence = new Influence[3];
        for (int c = StoneColor.WHITE; c <= StoneColor.BLACK; c++) {
            int opp = StoneColor.other(c);
            escapeInfluence[c] = opp == toMove ? initial : in.influence().compute(b, in.facts().deadStones(c), opp, in.facts());
        }

        // before owl: moyo, escape (its friendly values from the first estimate), surround, crude status
        int[] moyoSize = new int[list.size()];
        double[] moyoValue = new double[list.size()];
        boolean[] tacticallyDead = new boolean[list.size()];
        boolean[] invincible = new boolean[list.size()];
        for (int i = 0; i < list.size(); i++) {
            Dragon d = list.get(i);
            moyo(b, d, initial, i, moyoSize, moyoValue);
            tacticallyDead[i] = d.wormCount() == 1 && ds.worm(d.origin).isTacticallyDead();
            for (int s : d.stones()) invincible[i] |= in.unconditional()[s] == UnconditionalLife.ALIVE;
        }
        boolean[] blocking = new boolean[n];
        int[] friendlyValue = new int[n];
        for (int i = 0; i < list.size(); i++) {
            Dragon d = list.get(i);
            boolean strong = invincible[i] || moyoSize[i] >= ALIVE_MOYO || (d.genus != null && d.genus.b() >= 2);
            for (int s : d.stones()) {
                Worm w = ds.worm(s);
                blocking[s] = !w.isTacticallyDead();
                // doc/influence.texi: a friendly dragon is worth 0 to 6 by its status, living ones 6
                friendlyValue[s] = w.isTacticallyDead() ? 0 : strong ? 6 : 3;
            }
        }
        int[] escape = new int[list.size()];
        SurroundStatus[] surround = new SurroundStatus[list.size()];
        OwlStatus.Status[] crude = new OwlStatus.Status[list.size()];
        double[] pre = new double[list.size()];
        int[] hostile = new int[list.size()];
        for (int i = 0; i < list.size(); i++) {
            Dragon d = list.get(i);
            int[] stones = d.stones();
            boolean[] theirs = new boolean[n];
            for (int p : b.onBoardPoints()) theirs[p] = blocking[p] && b.color(p) == StoneColor.other(d.color);
            int route = EscapeRoute.of(b, stones, theirs, friendlyValue, escapeInfluence[d.color].influence(StoneColor.other(d.color)));
            List<Integer> hostileStones = new ArrayList<>();
            for (int j : neighbors[i]) {
                Dragon e = list.get(j);
                if (e.color == d.color) continue;
                hostile[i]++;
                if (tacticallyDead[j]) continue;
                for (int s : e.stones()) hostileStones.add(s);
            }
            surround[i] = SurroundStatus.of(b, stones, hostileStones.stream().mapToInt(Integer::intValue).toArray());
            // doc/influence.texi: halved when weakly surrounded, none when surrounded
            if (surround[i].status() == SurroundStatus.SURROUNDED) route = 0;
            else if (surround[i].status() == SurroundStatus.WEAKLY_SURROUNDED) route /= 2;
            escape[i] = route;
            pre[i] = tacticallyDead[i] ? 1 : DragonWeakness.preOwl(route, moyoValue[i], d.genus);
            crude[i] = crude(d, tacticallyDead[i], invincible[i], moyoSize[i], route);
        }
        return new BeforeOwl(in, neighbors, moyoSize, tacticallyDead, invincible, escape, surround, crude, pre, hostile);
    }

    /**
     * Evaluates every dragon from the fields before owl: owl reads the dragons that do not
     * {@link BeforeOwl#appearSafe appear safe}; the others keep their crude status.
     * @param owl each dragon's owl status (null where owl cannot read)
     * @param threats the owl reader for a thrashing dragon's threats, or null to leave them unread
     */
    public static DragonEvaluation compute(BeforeOwl before, Function<Dragon, OwlStatus> owl, OwlReader threats) {
        Inputs in = before.in;
        Board b = in.board();
        Dragons ds = in.dragons();
        List<Dragon> list = ds.dragons();
        int n = b.boardArraySize();
        int toMove = in.toMove();
        int[][] neighbors = before.neighbors;
        boolean[] tacticallyDead = before.tacticallyDead;
        boolean[] invincible = before.invincible;
        int[] escape = before.escape;
        SurroundStatus[] surround = before.surround;
        OwlStatus.Status[] crude = before.crude;
        double[] pre = before.pre;
        int[] hostile = before.hostile;
        // after owl: the statuses; then the influence with the dead and critical dragons no source
        // (doc/influence.texi: "stones belonging to a dead dragon will not serve as an influence
        // source") gives the moyo around each dragon, a dead one having none of its own
        OwlStatus[] owls = new OwlStatus[list.size()];
        OwlStatus.Status[] status = new OwlStatus.Status[list.size()];
        boolean[] deadStone = new boolean[n];
        for (int i = 0; i < list.size(); i++) {
            Dragon d = list.get(i);
            owls[i] = before.appearSafe(i) ? OwlStatus.unchecked(crude[i]) : owl.apply(d);
            // as dragon_status answers: owl's status (unknown when its budget ran out), the crude
            // status only where owl could not read at all
            status[i] = owls[i] != null ? owls[i].status() : crude[i];
            boolean weak = tacticallyDead[i] || status[i] == OwlStatus.Status.DEAD || status[i] == OwlStatus.Status.CRITICAL;
            if (weak) for (int s : d.stones()) deadStone[s] = true;
        }
        Influence after = in.influence().compute(b, board -> deadStone.clone(), toMove, in.facts());
        int[] finalMoyo = new int[list.size()];
        double[] finalValue = new double[list.size()];
        int last = lastMove(b);
        List<DragonFacts> out = new ArrayList<>();
        long threatNodes = 0;
        for (int i = 0; i < list.size(); i++) {
            Dragon d = list.get(i);
            if (!deadStone[d.origin]) moyo(b, d, after, i, finalMoyo, finalValue);
            // where owl did not decide, the safety goes by the crude status
            OwlStatus.Status judged = status[i] == OwlStatus.Status.UNKNOWN ? crude[i] : status[i];
            DragonSafety safety = safety(b, d, in, judged, tacticallyDead[i], invincible[i], pre[i], finalMoyo[i]);
            boolean thrashing = status[i] == OwlStatus.Status.DEAD && last != Board.PASS && ds.dragon(last) == d;
            SearchResult threat = null;
            if (thrashing && threats != null) {
                threat = threats.threatenDefense(d.stones(), null);
                threatNodes += threat.nodes();
            }
            int[] ns = new int[neighbors[i].length];
            for (int k = 0; k < ns.length; k++) ns[k] = list.get(neighbors[i][k]).origin;
            out.add(new DragonFacts(d, ns, hostile[i], finalMoyo[i], finalValue[i], escape[i], surround[i], crude[i], pre[i],
                    owls[i], status[i], safety, DragonWeakness.afterOwl(safety, pre[i]), thrashing, threat));
        }
        return new DragonEvaluation(out, threatNodes);
    }

    /**
     * The dragon fields known before owl runs, and the dragons owl is not run on: doc/dragon.texi
     * says owl "is skipped for dragons which appear safe by certain heuristics" and
     * doc/overview.texi runs it "for each weak dragon". Immutable.
     */
    public static final class BeforeOwl {
        private final Inputs in;
        private final int[][] neighbors;
        private final int[] moyoSize;
        private final boolean[] tacticallyDead;
        private final boolean[] invincible;
        private final int[] escape;
        private final SurroundStatus[] surround;
        private final OwlStatus.Status[] crude;
        private final double[] pre;
        private final int[] hostile;
        /** Dragon origin to its place in the position's list of dragons. */
        private final Map<Integer, Integer> index = new java.util.HashMap<>();

        private BeforeOwl(Inputs in, int[][] neighbors, int[] moyoSize, boolean[] tacticallyDead, boolean[] invincible, int[] escape,
                SurroundStatus[] surround, OwlStatus.Status[] crude, double[] pre, int[] hostile) {
            this.in = in;
            this.neighbors = neighbors;
            this.moyoSize = moyoSize;
            this.tacticallyDead = tacticallyDead;
            this.invincible = invincible;
            this.escape = escape;
            this.surround = surround;
            this.crude = crude;
            this.pre = pre;
            this.hostile = hostile;
            List<Dragon> list = in.dragons().dragons();
            for (int i = 0; i < list.size(); i++) index.put(list.get(i).origin, i);
        }

        /** Whether owl need not read dragon d of this position (see {@link #appearSafe(int)}). */
        public boolean appearSafe(Dragon d) {
            Integer i = index.get(d.origin);
            if (i == null) throw new IllegalArgumentException("not a dragon of the evaluated position: " + d.origin);
            return appearSafe(i);
        }

        /**
         * The origins of dragon d's neighbour dragons (either colour, doc/dragon.texi's
         * {@code dragon2.adjacent}: stones touching or spheres of influence meeting), in board order.
         */
        public int[] neighbors(Dragon d) {
            Integer i = index.get(d.origin);
            if (i == null) throw new IllegalArgumentException("not a dragon of the evaluated position: " + d.origin);
            List<Dragon> list = in.dragons().dragons();
            int[] out = new int[neighbors[i].length];
            for (int k = 0; k < out.length; k++) out[k] = list.get(neighbors[i][k]).origin;
            return out;
        }

        /** The crude status of dragon d: the status it keeps when owl does not read it. */
        public OwlStatus.Status crude(Dragon d) {
            Integer i = index.get(d.origin);
            if (i == null) throw new IllegalArgumentException("not a dragon of the evaluated position: " + d.origin);
            return crude[i];
        }

        private boolean appearSafe(int i) {
            return safeWithoutOwl(in.dragons().dragons().get(i), crude[i], invincible[i], moyoSize[i], pre[i]);
        }
    }

    /**
     * Whether a dragon appears safe enough that owl is not run on it (GNU Go's owl status
     * "unchecked"; doc/overview.texi runs owl "for each weak dragon"): crude status alive (or
     * unconditionally alive), no weakness before owl and a moyo of {@link #STRONG_MOYO} or more,
     * what the safety calls strongly alive without counting eyes, and at least {@link #SAFE_SIZE}
     * stones. Sure eyes alone or unconditional life with a small moyo do not skip owl: GNU Go
     * reads such dragons on the study sample (seed 5).
     */
    static boolean safeWithoutOwl(Dragon d, OwlStatus.Status crude, boolean invincible, int moyoSize, double pre) {
        if (!invincible && crude != OwlStatus.Status.ALIVE) return false;
        return d.size >= SAFE_SIZE && pre < NO_WEAKNESS && moyoSize >= STRONG_MOYO;
    }

    /** The last move on the board if it was a stone still there, else PASS. */
    private static int lastMove(Board b) {
        List<PlayedMove> h = b.moveHistory();
        if (h.isEmpty()) return Board.PASS;
        PlayedMove m = h.get(h.size() - 1);
        return m.isPass() || b.color(m.point()) != m.color() ? Board.PASS : m.point();
    }

    /**
     * The moyo segments of the dragon's colour that touch it (connected through empty moyo points):
     * their size and the sum of their territory values for that colour.
     */
    private static void moyo(Board b, Dragon d, Influence inf, int i, int[] size, double[] value) {
        int n = b.boardArraySize();
        boolean[] seen = new boolean[n];
        int[] stack = new int[n];
        int top = 0;
        for (int s : d.stones()) {
            for (int off : b.neighborOffsets()) {
                int q = s + off;
                if (b.isOnBoard(q) && !seen[q] && b.color(q) == StoneColor.EMPTY && inf.whoseMoyo(q) == d.color) {
                    seen[q] = true;
                    stack[top++] = q;
                }
            }
        }
        double sign = d.color == StoneColor.WHITE ? 1 : -1;
        while (top > 0) {
            int p = stack[--top];
            size[i]++;
            value[i] += sign * inf.territoryValue()[p];
            for (int off : b.neighborOffsets()) {
                int q = p + off;
                if (b.isOnBoard(q) && !seen[q] && b.color(q) == StoneColor.EMPTY && inf.whoseMoyo(q) == d.color) {
                    seen[q] = true;
                    stack[top++] = q;
                }
            }
        }
    }

    /**
     * The crude status (doc/dragon.texi: "an early measure of the life potential", before owl):
     * dead when tactically dead, or with no escape, almost no moyo and no two eyes even after two
     * moves; alive when invincible, with two eyes whoever plays first, or a large moyo; critical
     * with no escape and two eyes only if the owner plays first; else unknown.
     */
    static OwlStatus.Status crude(Dragon d, boolean tacticallyDead, boolean invincible, int moyoSize, int escape) {
        EyeValue g = d.genus == null ? EyeValue.NONE : d.genus;
        if (tacticallyDead) return OwlStatus.Status.DEAD;
        if (invincible || g.b() >= 2 || moyoSize >= ALIVE_MOYO) return OwlStatus.Status.ALIVE;
        if (escape == 0 && g.c() >= 2) return OwlStatus.Status.CRITICAL;
        if (escape == 0 && moyoSize <= 5 && g.d() < 2) return OwlStatus.Status.DEAD;
        return OwlStatus.Status.UNKNOWN;
    }

    /** The safety (doc/dragon.texi's list), from the status and what is known beyond it. */
    private static DragonSafety safety(Board b, Dragon d, Inputs in, OwlStatus.Status status, boolean tacticallyDead,
            boolean invincible, double pre, int moyoSize) {
        if (tacticallyDead) return DragonSafety.TACTICALLY_DEAD;
        if (invincible) return DragonSafety.INVINCIBLE;
        switch (status) {
        case DEAD:
        case CRITICAL:
            return inessential(b, d, in) ? DragonSafety.INESSENTIAL
                    : status == OwlStatus.Status.DEAD ? DragonSafety.DEAD : DragonSafety.CRITICAL;
        case ALIVE: {
            boolean sureEyes = d.genus != null && d.genus.b() >= DragonWeakness.SURE_EYES;
            return sureEyes || (pre < NO_WEAKNESS && moyoSize >= STRONG_MOYO) ? DragonSafety.STRONGLY_ALIVE : DragonSafety.ALIVE;
        }
        default:
            // neither owl nor the crude estimate decided: it may be attacked, so it is not safe
            return DragonSafety.CRITICAL;
        }
    }

    /**
     * A small dragon without eyes whose every stone lies in an eye space of the opponent (so
     * tactical reading does not see it as lively): stones played inside the opponent's eye
     * (nakade), unimportant once dead or critical.
     */
    private static boolean inessential(Board b, Dragon d, Inputs in) {
        if (d.size > NAKADE_SIZE || (d.genus != null && d.genus.d() > 0)) return false;
        var eyes = in.dragons().eyeSpaces();
        if (eyes == null) return false;
        int opp = StoneColor.other(d.color);
        for (int s : d.stones()) {
            if (!eyes.isEyeSpace(opp, s)) return false;
        }
        return true;
    }
}
