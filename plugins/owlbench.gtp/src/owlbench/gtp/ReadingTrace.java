package owlbench.gtp;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.SearchRecorder;
import owlbench.reading.TreeRecorder;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfWriter;

/**
 * What start_sgftrace records until finish_sgftrace: every search of the reading commands, each
 * in its own {@link TreeRecorder}, written as one SGF trace in GNU Go's form (doc/analyze.texi):
 * the root holds the position at start_sgftrace and one comment line per search, the searched
 * moves hang below it as variations. A search made on another position (after play or trymove)
 * hangs below a setup node (AB/AW/AE) that turns the root position into its own.
 */
final class ReadingTrace implements SearchRecorder {
    private final String[] rootStones;
    private final int size;
    private final double komi;
    private final int handicap;
    private final List<TreeRecorder> searches = new ArrayList<>();
    private TreeRecorder current;

    ReadingTrace(Board board, double komi, int handicap) {
        this.size = board.size();
        this.komi = komi;
        this.handicap = handicap;
        this.rootStones = new String[board.boardArraySize()];
        for (int p : board.onBoardPoints()) {
            int c = board.color(p);
            if (StoneColor.isStone(c)) {
                rootStones[p] = (c == StoneColor.BLACK ? "B" : "W");
            }
        }
    }

    @Override
    public void beginSearch(Board board, String function, int target, int target2) {
        current = new TreeRecorder();
        current.beginSearch(board, function, target, target2);
    }

    @Override
    public void enterMove(int move, int color, String function, int target, int stackp, long hash) {
        current.enterMove(move, color, function, target, stackp, hash);
    }

    @Override
    public void leaveMove(int code, int reply, boolean cacheHit, String note) {
        current.leaveMove(code, reply, cacheHit, note);
    }

    @Override
    public void nodeDetail(owlbench.reading.NodeDetail detail) {
        current.nodeDetail(detail);
    }

    @Override
    public void endSearch(int code, int move, long nodes) {
        current.endSearch(code, move, nodes);
        searches.add(current);
        current = null;
    }

    /** The searches recorded so far. */
    List<TreeRecorder> searches() {
        return searches;
    }

    /** The trace as one SGF game. */
    SgfNode toSgf() {
        Board geometry = new Board(size);
        SgfNode root = new SgfNode();
        root.set("GM", "1");
        root.set("FF", "4");
        root.set("SZ", Integer.toString(size));
        root.set("DT", LocalDate.now().toString());
        StringBuilder comment = new StringBuilder();
        for (TreeRecorder t : searches) {
            if (comment.length() > 0) {
                comment.append('\n');
            }
            comment.append(firstLine(t.toSgf().get("C"))).append(" (").append(t.nodeCount()).append(" nodes)");
        }
        if (comment.length() > 0) {
            root.set("C", comment.toString());
        }
        root.set("KM", BoardArgs.number(komi));
        root.set("HA", Integer.toString(handicap));
        Set<String> rootAB = new HashSet<>();
        Set<String> rootAW = new HashSet<>();
        for (int p : geometry.onBoardPoints()) {
            if (rootStones[p] != null) {
                String v = SgfCoords.toSgf(p, size);
                (rootStones[p].equals("B") ? rootAB : rootAW).add(v);
                root.add(rootStones[p].equals("B") ? "AB" : "AW", v);
            }
        }
        root.set("AP", OwlbenchGtp.NAME + ":" + OwlbenchGtp.VERSION);
        for (TreeRecorder t : searches) {
            SgfNode s = t.toSgf();
            SgfNode parent = root;
            Set<String> ab = new HashSet<>(s.getAll("AB"));
            Set<String> aw = new HashSet<>(s.getAll("AW"));
            if (!ab.equals(rootAB) || !aw.equals(rootAW)) {
                parent = setupNode(geometry, rootAB, rootAW, ab, aw);
                parent.set("C", firstLine(s.get("C")));
                root.addChild(parent);
            }
            for (SgfNode child : new ArrayList<>(s.children())) {
                s.removeChild(child);
                parent.addChild(child);
            }
        }
        return root;
    }

    /** A node with the setup that changes the root position (ab0/aw0) into ab/aw. */
    private SgfNode setupNode(Board geometry, Set<String> ab0, Set<String> aw0, Set<String> ab, Set<String> aw) {
        SgfNode n = new SgfNode();
        for (int p : geometry.onBoardPoints()) {
            String v = SgfCoords.toSgf(p, size);
            boolean wasB = ab0.contains(v);
            boolean wasW = aw0.contains(v);
            boolean isB = ab.contains(v);
            boolean isW = aw.contains(v);
            if (isB && !wasB) {
                n.add("AB", v);
            } else if (isW && !wasW) {
                n.add("AW", v);
            } else if (!isB && !isW && (wasB || wasW)) {
                n.add("AE", v);
            }
        }
        return n;
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    /** Writes the trace to file (created or replaced). */
    void write(Path file) throws IOException {
        SgfCollection coll = new SgfCollection();
        coll.add(toSgf());
        SgfWriter.write(coll, file);
    }
}
