package owlbench.sgf;

/** Read-only view of a game's root properties (game info): size, komi, handicap, rules, players, result. */
public final class SgfGame {
    private final SgfNode root;

    public SgfGame(SgfNode root) {
        if (root == null) {
            throw new IllegalArgumentException("root is null");
        }
        this.root = root;
    }

    public SgfNode root() {
        return root;
    }

    /** SZ, 19 when absent. IllegalStateException (with location) when SZ is not a size 2..25. */
    public int boardSize() {
        try {
            return parseSize(root);
        } catch (SgfException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** KM, 0.0 when absent or empty (a ',' decimal separator is tolerated). */
    public double komi() {
        String km = root.get("KM");
        if (km == null || km.trim().isEmpty()) {
            return 0.0;
        }
        try {
            String t = km.trim().replace(',', '.');
            // SGF's Real: [+-] digits [. digits]; Double.parseDouble would also take 0x1p3, 1e-5, NaN, Infinity
            if (!t.matches("[+-]?[0-9]{0,20}(\\.[0-9]{0,20})?") || !t.matches(".*[0-9].*")) {
                throw new NumberFormatException(t);
            }
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new IllegalStateException(where("KM") + ": KM must be a number, found '" + km + "'", e);
        }
    }

    /** HA, 0 when absent or empty. */
    public int handicap() {
        String ha = root.get("HA");
        if (ha == null || ha.trim().isEmpty()) {
            return 0;
        }
        try {
            return Integer.parseInt(ha.trim());
        } catch (NumberFormatException e) {
            throw new IllegalStateException(where("HA") + ": HA must be a whole number, found '" + ha + "'", e);
        }
    }

    /** RU or null. */
    public String rules() {
        return root.get("RU");
    }

    /** PB or null. */
    public String playerBlack() {
        return root.get("PB");
    }

    /** PW or null. */
    public String playerWhite() {
        return root.get("PW");
    }

    /** RE or null. */
    public String result() {
        return root.get("RE");
    }

    private String where(String id) {
        SgfLocation l = root.blame(id, 0);
        return l == null ? "<sgf>" : l.toString();
    }

    /** SZ of a root: 19 when absent; "n" or "n:n"; SgfException at the value unless 2 <= n <= 25. */
    static int parseSize(SgfNode root) throws SgfException {
        String sz = root.get("SZ");
        if (sz == null) {
            return 19;
        }
        String s = sz.trim();
        int colon = s.indexOf(':');
        if (colon >= 0 && s.substring(0, colon).trim().equals(s.substring(colon + 1).trim())) {
            s = s.substring(0, colon).trim();
        }
        int n = -1;
        try {
            n = Integer.parseInt(s);
        } catch (NumberFormatException e) {
            n = -1;
        }
        if (n < 2 || n > 25) {
            SgfLocation l = root.blame("SZ", 0);
            if (l == null) {
                l = new SgfLocation(null, 0, 0);
            }
            throw new SgfException(l, "SZ must be a square board size from 2 to 25, found '" + sz + "'");
        }
        return n;
    }
}
