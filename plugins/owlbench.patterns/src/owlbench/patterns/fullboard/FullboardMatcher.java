package owlbench.patterns.fullboard;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.match.Transformation;

/**
 * Fullboard matching as GNU Go does for its fuseki databases: a pattern matches when the whole board,
 * in one of the 8 symmetries, equals the pattern's position exactly (stones relative to the side to
 * move). Patterns are indexed by a hash of their position, so a lookup costs 8 hashes of the board and
 * an exact comparison per candidate. Immutable; may be shared between threads.
 */
public final class FullboardMatcher {
    /** One match: the pattern, the transformation and the move's board point. */
    public static final class FullboardMatch {
        public final FullboardPattern pattern;
        public final int transformation;
        public final int move;

        FullboardMatch(FullboardPattern pattern, int transformation, int move) {
            this.pattern = pattern;
            this.transformation = transformation;
            this.move = move;
        }

        @Override
        public String toString() {
            return pattern.name() + "/" + Transformation.name(transformation) + " move " + move;
        }
    }

    private final int size;
    private final Map<Long, List<FullboardPattern>> byHash = new HashMap<>();

    public FullboardMatcher(List<FullboardPattern> patterns, int size) {
        this.size = size;
        for (FullboardPattern p : patterns) {
            if (p.boardSize() != size) continue;
            byHash.computeIfAbsent(hash(p.cells()), k -> new ArrayList<>()).add(p);
        }
    }

    private static long hash(byte[] cells) {
        long h = 0xcbf29ce484222325L;
        for (byte c : cells) h = (h ^ c) * 0x100000001b3L;
        return h;
    }

    /** All patterns whose position equals the board (O = color) in some symmetry, with the move's point. */
    public List<FullboardMatch> match(Board b, int color) {
        List<FullboardMatch> out = new ArrayList<>();
        if (b.size() != size) return out;
        byte[] view = new byte[size * size];
        for (int t = 0; t < 8; t++) {
            // view(r, c) = board at the image of (r, c) under t, centred on the board centre
            for (int r = 0; r < size; r++) {
                for (int c = 0; c < size; c++) {
                    int p = image(b, t, r, c);
                    int col = b.color(p);
                    view[r * size + c] = (byte) (col == StoneColor.EMPTY ? 0 : col == color ? 1 : 2);
                }
            }
            List<FullboardPattern> cand = byHash.get(hash(view));
            if (cand == null) continue;
            for (FullboardPattern p : cand) {
                if (java.util.Arrays.equals(p.cells(), view)) {
                    out.add(new FullboardMatch(p, t, image(b, t, p.moveRow(), p.moveCol())));
                }
            }
        }
        return out;
    }

    /** The board point of pattern cell (r, c) under transformation t. */
    private int image(Board b, int t, int r, int c) {
        int dr = 2 * r - (size - 1), dc = 2 * c - (size - 1);
        int br = (Transformation.row(t, dr, dc) + size - 1) / 2;
        int bc = (Transformation.col(t, dr, dc) + size - 1) / 2;
        return b.point(bc, br);
    }
}
