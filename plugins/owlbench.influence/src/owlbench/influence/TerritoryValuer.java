package owlbench.influence;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * Territory values and regions from the two colours' influence (doc/influence.texi "Details of the
 * Territory Valuation" and "Territory, Moyo and Area"). The value starts as
 * ((w-b)/(w+b))^3, is scaled down where both influences are small (less so near corners and
 * edges, where territory is easier to make), is then degraded to the weakest of its neighbours (no
 * territory in the centre), and is cleared where a non-territory pattern says so; a dead stone adds
 * a prisoner (+-1) to the value of its point.
 */
final class TerritoryValuer {
    private TerritoryValuer() {
    }

    static void valueAndSegment(Board b, Influence r, boolean[] dead, boolean[] alive, InfluenceParams params) {
        int n = b.boardArraySize();
        double[] wi = r.influence[StoneColor.WHITE], bi = r.influence[StoneColor.BLACK];
        double[] first = new double[n];
        int size = b.size();
        for (int p : r.points) {
            if (alive[p]) {
                first[p] = b.color(p) == StoneColor.WHITE ? 1 : -1;
                continue;
            }
            double w = wi[p], k = bi[p], total = w + k;
            if (total <= 0) continue;
            double q = (w - k) / total;
            double v = q * q * q;
            double small = smallLimit(b, p, size, params);
            double larger = Math.max(w, k);
            if (larger < small) v *= larger / small;
            first[p] = v;
        }
        int[] nb = b.neighborOffsets();
        double[] tv = r.territoryValue;
        for (int p : r.points) {
            if (alive[p]) {
                tv[p] = 0;
                continue;
            }
            double v0 = first[p], v = v0;
            for (int d : nb) {
                int q = p + d;
                if (!b.isOnBoard(q)) continue;
                // a positive value can only fall to its weakest neighbour, never change sign
                if (v0 > 0) v = Math.max(0, Math.min(v, first[q]));
                else if (v0 < 0) v = Math.min(0, Math.max(v, first[q]));
            }
            v = v0 + params.degrade() * (v - v0);
            if (v > 0 && (r.nonTerritory[p] & StoneColor.WHITE) != 0) v = 0;
            if (v < 0 && (r.nonTerritory[p] & StoneColor.BLACK) != 0) v = 0;
            if (b.color(p) != StoneColor.EMPTY && dead[p]) v += b.color(p) == StoneColor.WHITE ? -1 : 1;
            tv[p] = v;
        }
        for (int p : r.points) {
            r.regions[p] = region(b, p, tv[p], wi[p], bi[p], params);
        }
    }

    /** Total influence under which the territory value is scaled down, by the point's place. */
    private static double smallLimit(Board b, int p, int size, InfluenceParams params) {
        int row = b.row(p), col = b.col(p);
        int dr = Math.min(row, size - 1 - row), dc = Math.min(col, size - 1 - col);
        if (dr <= 4 && dc <= 4) return params.smallCorner();
        if (Math.min(dr, dc) <= 3) return params.smallEdge();
        return params.smallCentre();
    }

    private static int region(Board b, int p, double v, double w, double k, InfluenceParams params) {
        // a stone keeps its stone code even when dead, as GNU Go prints influence_regions (its
        // territory value says whose prisoner it is)
        if (b.color(p) != StoneColor.EMPTY) return b.color(p) == StoneColor.WHITE ? Influence.WHITE_STONE : Influence.BLACK_STONE;
        if (v >= params.territoryValue()) return Influence.WHITE_TERRITORY;
        if (v <= -params.territoryValue()) return Influence.BLACK_TERRITORY;
        if (w >= params.moyoInfluence() && w >= params.moyoRatio() * k) return Influence.WHITE_MOYO;
        if (k >= params.moyoInfluence() && k >= params.moyoRatio() * w) return Influence.BLACK_MOYO;
        if (w >= params.areaInfluence() && w >= params.areaRatio() * k) return Influence.WHITE_AREA;
        if (k >= params.areaInfluence() && k >= params.areaRatio() * w) return Influence.BLACK_AREA;
        return Influence.NEUTRAL;
    }
}
