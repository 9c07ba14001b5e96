package owlbench.gtp.agree;

/**
 * One question of the wide check: a position (a game file before a move number) and a GTP
 * reading command on it (attack/defend on a string, connect/disconnect on a pair of strings,
 * owl_attack/owl_defend on the dragon of a string).
 */
public final class Question {
    /** The reading command kinds, in report order. */
    public static final String[] KINDS = {"attack", "defend", "connect", "disconnect", "owl_attack", "owl_defend"};

    /** The game file, absolute. */
    public final String file;
    /** The loadsgf move number: the position before this move. */
    public final int move;
    /** The command name, one of {@link #KINDS}. */
    public final String kind;
    /** The command's vertices ("D4" or "D4 E6"). */
    public final String vertices;

    public Question(String file, int move, String kind, String vertices) {
        this.file = file;
        this.move = move;
        this.kind = kind;
        this.vertices = vertices;
    }

    /** The GTP command line. */
    public String command() {
        return kind + " " + vertices;
    }

    /** The loadsgf command for the position. */
    public String loadCommand() {
        return "loadsgf " + file + " " + move;
    }

    /** True for the same position as another question (one loadsgf serves both). */
    public boolean samePosition(Question o) {
        return o != null && o.move == move && o.file.equals(file);
    }

    /** Index of the kind in {@link #KINDS}. */
    public int kindIndex() {
        for (int i = 0; i < KINDS.length; i++) {
            if (KINDS[i].equals(kind)) {
                return i;
            }
        }
        throw new IllegalStateException(kind);
    }

    @Override
    public String toString() {
        return file + " " + move + ": " + command();
    }
}
