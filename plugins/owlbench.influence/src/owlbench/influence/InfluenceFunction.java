package owlbench.influence;

import java.util.Arrays;
import java.util.Comparator;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.match.Constraints;
import owlbench.patterns.match.Match;

/**
 * GNU Go's influence function (doc/influence.texi): living stones radiate influence outwards,
 * damped by permeability, attenuation and direction; barrier patterns lower permeability, intrusion
 * and invasion patterns add sources; territory values and regions follow from the two colours'
 * influence. Also influence after a move and followup influence. An instance holds only its
 * immutable database and parameters, so one may serve many threads; each call works on arrays of
 * its own.
 */
public final class InfluenceFunction {
    private final InfluenceDatabase db;
    private final InfluenceParams params;

    public InfluenceFunction(InfluenceDatabase db, InfluenceParams params) {
        this.db = db;
        this.params = params;
    }

    public InfluenceDatabase database() {
        return db;
    }

    public InfluenceParams params() {
        return params;
    }

    /**
     * Influence of the position with {@code colorToMove} to play next (the barrier patterns are
     * matched for it: its opponent's connections must hold even if it moves first).
     * @param facts reading facts for pattern constraints; null: patterns that need them are not applied
     */
    public Influence compute(Board b, DeadStones dead, int colorToMove, InfluenceFacts facts) {
        checkColor(colorToMove);
        return compute(b, dead.find(b), colorToMove, facts, Board.PASS);
    }

    /**
     * Influence after {@code color} plays {@code move}, with the opponent to move next (how GNU Go
     * values a move's territory: doc/influence.texi "Influence and Territory"). The board is left
     * as it was.
     * @throws IllegalArgumentException if the move is not legal
     */
    public Influence moveInfluence(Board b, DeadStones dead, int color, int move, InfluenceFacts facts) {
        checkColor(color);
        if (!b.isOnBoard(move) || b.color(move) != StoneColor.EMPTY || !b.trymove(move, color)) {
            throw new IllegalArgumentException("illegal move");
        }
        try {
            boolean[] d = dead.find(b);
            d[move] = false;
            return compute(b, d, StoneColor.other(color), facts, Board.PASS);
        } finally {
            b.popgo();
        }
    }

    /**
     * Followup influence of {@code color}'s move (doc/influence.texi, "Influence and Territory" and
     * the B patterns): the influence after the move with, in addition, the intrusions of the B
     * patterns matched for the mover whose anchor stone is the new stone's string and whose action
     * (if any) says the intrusion cannot be stopped in sente.
     */
    public Influence followupInfluence(Board b, DeadStones dead, int color, int move, InfluenceFacts facts) {
        checkColor(color);
        if (!b.isOnBoard(move) || b.color(move) != StoneColor.EMPTY || !b.trymove(move, color)) {
            throw new IllegalArgumentException("illegal move");
        }
        try {
            boolean[] d = dead.find(b);
            d[move] = false;
            return compute(b, d, StoneColor.other(color), facts, move);
        } finally {
            b.popgo();
        }
    }

    private static void checkColor(int c) {
        if (c != StoneColor.WHITE && c != StoneColor.BLACK) throw new IllegalArgumentException("colour must be white or black");
    }

    // ------------------------------------------------------------------ the computation

    private Influence compute(Board b, boolean[] dead, int toMove, InfluenceFacts facts, int followupMove) {
        Influence r = new Influence(b, toMove);
        int n = b.boardArraySize();
        boolean[] alive = new boolean[n];
        for (int p : r.points) {
            alive[p] = b.color(p) != StoneColor.EMPTY && !dead[p];
            for (int c = StoneColor.WHITE; c <= StoneColor.BLACK; c++) r.permeability[c][p] = alive[p] ? 0 : 1;
        }
        NonTerritoryFacts ctx = new NonTerritoryFacts(b, facts, r.nonTerritory);
        for (int p : r.points) {
            if (alive[p]) addSource(r, b.color(p), p, params.stoneStrength());
        }
        barriers(b, toMove, ctx, r, alive);
        intrusions(b, toMove, ctx, r, alive);
        if (followupMove != Board.PASS) followups(b, StoneColor.other(toMove), followupMove, ctx, r, alive);
        extraSources(b, toMove, ctx, r, alive);
        accumulate(b, r, alive);
        TerritoryValuer.valueAndSegment(b, r, dead, alive, params);
        r.unknownFacts = ctx.unknownFacts();
        return r;
    }

    private void addSource(Influence r, int c, int p, double s) {
        r.strength[c][p] += s;
        r.attenuation[c][p] = params.attenuation();
    }

    /** True if the pattern's constraint holds (unknown counts as no, and is noted). */
    private boolean holds(Match m, Board b, int color, NonTerritoryFacts ctx) {
        Constraints cs = db.constraints(m.pattern);
        EvalResult e = cs.check(m, b, color, ctx);
        ctx.note(e);
        return e.truth == EvalResult.Truth.TRUE;
    }

    /** A and D patterns for O = the player to move; t patterns run their actions. */
    private void barriers(Board b, int o, NonTerritoryFacts ctx, Influence r, boolean[] alive) {
        int x = StoneColor.other(o);
        for (Match m : db.match(InfluenceDatabase.Kind.A, b, o)) {
            if (!stonesAlive(m, b, alive) || !holds(m, b, o, ctx)) continue;
            block(db.commas(m, b), db.bangs(m, b), r.permeability[o], r);
        }
        for (Match m : db.match(InfluenceDatabase.Kind.D, b, o)) {
            if (!stonesAlive(m, b, alive) || !holds(m, b, o, ctx)) continue;
            block(db.commas(m, b), db.bangs(m, b), r.permeability[x], r);
        }
        for (Match m : db.match(InfluenceDatabase.Kind.T, b, o)) {
            if (!stonesAlive(m, b, alive) || !holds(m, b, o, ctx)) continue;
            Constraints cs = db.constraints(m.pattern);
            if (cs.action(m.pattern) != null) {
                ctx.note(cs.runAction(m, b, o, ctx));
                r.patternsApplied++;
            }
        }
    }

    private void block(int[] stops, int[] weakens, double[] perm, Influence r) {
        for (int p : stops) perm[p] = 0;
        for (int p : weakens) perm[p] *= params.weakenedPermeability();
        r.patternsApplied++;
    }

    /**
     * B patterns for O = the player to move: intrusion sources of O at the '!' points, value(n)
     * percent of the anchor stone's strength (none if the anchor stone is dead).
     */
    private void intrusions(Board b, int o, NonTerritoryFacts ctx, Influence r, boolean[] alive) {
        for (Match m : db.match(InfluenceDatabase.Kind.B, b, o)) {
            if (!stonesAlive(m, b, alive) || !holds(m, b, o, ctx)) continue;
            addIntrusion(m, b, o, r);
        }
    }

    private void addIntrusion(Match m, Board b, int o, Influence r) {
        double s = InfluenceDatabase.value(m.pattern, 30) / 100.0 * params.stoneStrength();
        for (int p : db.bangs(m, b)) {
            if (b.color(p) == StoneColor.EMPTY) addSource(r, o, p, s);
        }
        r.patternsApplied++;
    }

    /** Followup intrusions of the mover whose anchor is the played stone's string; the action must not say no. */
    private void followups(Board b, int mover, int move, NonTerritoryFacts ctx, Influence r, boolean[] alive) {
        for (Match m : db.match(InfluenceDatabase.Kind.B, b, mover)) {
            if (b.color(m.anchor) != mover || !b.sameString(m.anchor, move)) continue;
            if (!stonesAlive(m, b, alive) || !holds(m, b, mover, ctx)) continue;
            Constraints cs = db.constraints(m.pattern);
            if (cs.action(m.pattern) != null) {
                EvalResult a = cs.runAction(m, b, mover, ctx);
                ctx.note(a);
                if (a.truth != EvalResult.Truth.TRUE) continue;
            }
            addIntrusion(m, b, mover, r);
        }
    }

    /**
     * influence.db for both colours as O: E patterns (when enabled) add O sources at '*'; I
     * patterns add invasion sources of X at '*', for X only when X is to move unless the pattern
     * has class s.
     */
    private void extraSources(Board b, int toMove, NonTerritoryFacts ctx, Influence r, boolean[] alive) {
        for (int o = StoneColor.WHITE; o <= StoneColor.BLACK; o++) {
            int x = StoneColor.other(o);
            if (params.enhancements()) {
                for (Match m : db.match(InfluenceDatabase.Kind.E, b, o)) {
                    if (!stonesAlive(m, b, alive) || !holds(m, b, o, ctx)) continue;
                    for (int p : db.stars(m, b)) addSource(r, o, p, InfluenceDatabase.value(m.pattern, 20));
                    r.patternsApplied++;
                }
            }
            for (Match m : db.match(InfluenceDatabase.Kind.I, b, o)) {
                if (x != toMove && !m.pattern.colon().hasClass('s')) continue;
                if (!stonesAlive(m, b, alive) || !holds(m, b, o, ctx)) continue;
                for (int p : db.stars(m, b)) addSource(r, x, p, InfluenceDatabase.value(m.pattern, 10));
                r.patternsApplied++;
            }
        }
    }

    /**
     * A pattern acts only if its stones are alive: a dead stone neither makes a barrier nor owns an
     * intrusion, and the matcher cannot tell dead stones from living ones.
     */
    private boolean stonesAlive(Match m, Board b, boolean[] alive) {
        for (int p : db.stones(m, b)) {
            if (!alive[p]) return false;
        }
        return true;
    }

    // ------------------------------------------------------------------ radiation

    /**
     * Spreads every source (doc/influence.texi "The Influence Algorithm"). Points are visited in
     * order of their distance from the source: a point only receives from neighbours that lie
     * strictly nearer to the source (the step's scalar product with the source direction is
     * positive, so |q-s|^2 = |p-s|^2 + 2 d.(p-s) + |d|^2 grows), which makes one pass exact.
     */
    private void accumulate(Board b, Influence r, boolean[] alive) {
        int size = b.size();
        int n = b.boardArraySize();
        int[] row = new int[n], col = new int[n];
        boolean[] on = new boolean[n];
        for (int p : r.points) {
            row[p] = b.row(p);
            col[p] = b.col(p);
            on[p] = true;
        }
        int stride = b.rowStride();
        int[][] offsets = offsetsByDistance(size);
        double[] w = new double[n];
        int[] touched = new int[n];
        double att = params.attenuation();
        double cut = params.cutoff();
        for (int c = StoneColor.WHITE; c <= StoneColor.BLACK; c++) {
            double[] perm = r.permeability[c];
            double[] out = r.influence[c];
            for (int s : r.points) {
                double strength = r.strength[c][s];
                if (strength <= 0) continue;
                int sr = row[s], sc = col[s];
                int nt = 0;
                w[s] = strength;
                touched[nt++] = s;
                out[s] += strength;
                for (int[] o : offsets) {
                    int qr = sr + o[0], qc = sc + o[1];
                    if (qr < 0 || qc < 0 || qr >= size || qc >= size) continue;
                    int q = s + o[0] * stride + o[1];
                    if (alive[q]) continue; // occupied points receive nothing
                    double sum = 0;
                    for (int di = -1; di <= 1; di++) {
                        for (int dj = -1; dj <= 1; dj++) {
                            if (di == 0 && dj == 0) continue;
                            int pr = qr - di, pc = qc - dj;
                            if (pr < 0 || pc < 0 || pr >= size || pc >= size) continue;
                            int p = q - di * stride - dj;
                            double wp = w[p];
                            if (wp < cut) continue;
                            int vr = pr - sr, vc = pc - sc;
                            boolean source = p == s;
                            int dot = di * vr + dj * vc;
                            if (!source && dot <= 0) continue;
                            boolean diagonal = di != 0 && dj != 0;
                            double f = source ? 1 : perm[p];
                            if (diagonal) {
                                // squeezing between two points: the better of their permeabilities
                                int a1 = p + di * stride, a2 = p + dj;
                                double pa = pr + di >= 0 && pr + di < size ? perm[a1] : 0;
                                double pb = pc + dj >= 0 && pc + dj < size ? perm[a2] : 0;
                                f *= Math.max(pa, pb);
                            }
                            if (f == 0) continue;
                            double damping = source ? 1
                                    : (double) (dot * dot) / ((diagonal ? 2 : 1) * (double) (vr * vr + vc * vc));
                            sum += wp * f * damping / (diagonal ? 2 * att : att);
                        }
                    }
                    if (sum > 0) {
                        w[q] = sum;
                        touched[nt++] = q;
                        out[q] += sum;
                    }
                }
                for (int i = 0; i < nt; i++) w[touched[i]] = 0;
            }
        }
    }

    /** Every (drow, dcol) on a board of this size but (0, 0), nearest first. */
    private static int[][] offsetsByDistance(int size) {
        int k = 2 * size - 1;
        int[][] out = new int[k * k - 1][];
        int i = 0;
        for (int dr = -(size - 1); dr < size; dr++) {
            for (int dc = -(size - 1); dc < size; dc++) {
                if (dr != 0 || dc != 0) out[i++] = new int[] {dr, dc};
            }
        }
        Arrays.sort(out, Comparator.comparingInt(o -> o[0] * o[0] + o[1] * o[1]));
        return out;
    }
}
