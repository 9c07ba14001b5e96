package owlbench.gtp;

import java.util.Arrays;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/** Reads colours and vertices from GTP arguments with GNU Go's failure messages plus the detail. */
final class BoardArgs {
    private BoardArgs() {
    }

    static int color(GtpArgs a, int i) throws GtpException {
        String w = a.word(i);
        try {
            return StoneColor.parse(w);
        } catch (IllegalArgumentException e) {
            throw new GtpException("invalid color '" + w + "'");
        }
    }

    /** An on-board vertex; pass is refused. */
    static int point(GtpArgs a, int i, Board b) throws GtpException {
        String w = a.word(i);
        int p = vertexOrPass(w, b, "invalid coordinate");
        if (p == Board.PASS) {
            throw new GtpException("invalid coordinate '" + w + "': pass is not a point");
        }
        return p;
    }

    /** An on-board non-empty vertex. */
    static int stone(GtpArgs a, int i, Board b) throws GtpException {
        int p = point(a, i, b);
        if (b.color(p) == StoneColor.EMPTY) {
            throw new GtpException("vertex must not be empty: " + a.word(i));
        }
        return p;
    }

    static int vertexOrPass(String w, Board b, String what) throws GtpException {
        try {
            return Vertex.parse(w, b.size());
        } catch (IllegalArgumentException e) {
            throw new GtpException(what + ": " + e.getMessage());
        }
    }

    /** "color vertex" (vertex may be pass) for play, trymove, is_legal: GNU Go's message on failure. */
    static int[] move(GtpArgs a, Board b) throws GtpException {
        a.expect(2);
        int c;
        try {
            c = StoneColor.parse(a.word(0));
        } catch (IllegalArgumentException e) {
            throw new GtpException("invalid color or coordinate: bad color '" + a.word(0) + "'");
        }
        int p = vertexOrPass(a.word(1), b, "invalid color or coordinate");
        return new int[] {c, p};
    }

    /** Vertices sorted as GNU Go prints them (rows from the top, then columns), space separated. */
    static String vertices(int[] points, int n, int size) {
        int[] s = Arrays.copyOf(points, n);
        Arrays.sort(s);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(Vertex.toString(s[i], size));
        }
        return sb.toString();
    }

    /** "6.5", "0.0", "7.25": one decimal as GNU Go prints komi, more only when needed. */
    static String number(double d) {
        if (d * 10 == Math.rint(d * 10) && Math.abs(d) < 1e14) {
            return String.format(java.util.Locale.ROOT, "%.1f", d);
        }
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            return "0.0"; // cannot come from a GTP or SGF number; never print a word where a number goes
        }
        // neither GTP's float nor SGF's Real has an exponent: 0.00001, never 1.0E-5
        String s = java.math.BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
        return s.indexOf('.') < 0 ? s + ".0" : s;
    }
}
