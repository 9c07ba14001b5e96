package owlbench.ui.reading;

import owlbench.board.StoneColor;
import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.TreeRecorder;
import owlbench.reading.TreeRecorder.Node;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfGame;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/**
 * What the reading-tree viewer shows: the start position, the recorded moves (TreeRecorder nodes)
 * and the search's answer. Children are taken from the nodes only when the viewer asks for them.
 */
public final class ReadingTree {

    private final String title;
    private final Board start;
    private final List<Node> roots;
    private final int resultCode;
    private final int resultMove;
    private final int nodeCount;
    private final long millis;
    private final SgfNode sgf; // null: made on demand from the recorder
    private final TreeRecorder recorder;
    /** Parents are recorded as the viewer creates children (Node.parent is not public). */
    private final Map<Node, Node> parents = new IdentityHashMap<>();
    private final Map<Node, Boolean> principal = new IdentityHashMap<>();
    /** The trace's own result lines as written in its root (GNU Go's), or null: then code and move say it. */
    private String resultText;
    /** The strings the search was about (one point each): one, or two for a connection. */
    private int[] targets = new int[0];
    /** The search's function ("disconnect" ...) when known: the principal line keeps to its family. */
    private final String function;

    private ReadingTree(String title, Board start, List<Node> roots, int resultCode, int resultMove,
            long millis, SgfNode sgf, TreeRecorder recorder) {
        this.title = title;
        this.start = start;
        this.roots = roots;
        this.resultCode = resultCode;
        this.resultMove = resultMove;
        this.nodeCount = TreeRecorder.count(roots);
        this.millis = millis;
        this.sgf = sgf;
        this.recorder = recorder;
        this.function = recorder == null ? null : recorder.function();
        if (recorder != null) {
            targets = recorder.target2() != Board.PASS ? new int[] {recorder.target(), recorder.target2()}
                    : new int[] {recorder.target()};
        }
        markPrincipal();
    }

    /** The tree of a search just recorded on {@code start} (a copy of the position the reader began on). */
    public static ReadingTree fromRecorder(String title, Board start, TreeRecorder rec, long millis) {
        return new ReadingTree(title, start, rec.roots(), rec.resultCode(), rec.resultMove(), millis, null, rec);
    }

    /** The tree of an SGF trace, owlbench's or GNU Go's; the root's setup stones are the start position. */
    public static ReadingTree fromSgf(String title, SgfNode root) throws SgfException {
        int size = new SgfGame(root).boardSize();
        Board start = new Board(size);
        // the root's setup stones only: a trace's moves are the search, not a game to replay
        for (String v : root.getAll("AB")) {
            for (int p : SgfCoords.expandList(v, start)) {
                start.setStone(p, StoneColor.BLACK);
            }
        }
        for (String v : root.getAll("AW")) {
            for (int p : SgfCoords.expandList(v, start)) {
                start.setStone(p, StoneColor.WHITE);
            }
        }
        List<Node> roots = TreeRecorder.readTrace(root, size);
        int code = ReadCodes.FAIL;
        int move = Board.PASS;
        String c = root.get("C");
        StringBuilder lines = new StringBuilder();
        java.util.List<Integer> targetPoints = new java.util.ArrayList<>();
        if (c != null) {
            // ours: "attack D4: WIN C3"; GNU Go's: one line per read, "owl_attack L10: WIN N11 (attack
            // effective)", "owl_defend L10: 0 (defense failed - genus 0)": the first gives code and move
            java.util.regex.Matcher m = RESULT_LINE.matcher(c);
            boolean first = true;
            while (m.find()) {
                if (first) {
                    code = codeOf(m.group(3));
                    if (m.group(5) != null) {
                        move = owlbench.board.Vertex.parse(m.group(5), size);
                    }
                    for (String t : m.group(2).trim().split("\\s+")) {
                        try {
                            targetPoints.add(owlbench.board.Vertex.parse(t, size));
                        } catch (IllegalArgumentException e) {
                            // not a vertex: the line names no target there
                        }
                    }
                    first = false;
                }
                if (lines.length() > 0) {
                    lines.append("; ");
                }
                lines.append(m.group(0).trim());
            }
        }
        ReadingTree tree = new ReadingTree(title, start, roots, code, move, -1, root, null);
        tree.resultText = lines.length() == 0 ? null : lines.toString();
        tree.targets = targetPoints.stream().mapToInt(Integer::intValue).toArray();
        return tree;
    }

    /** Reads an SGF trace file (its first game). */
    public static ReadingTree fromFile(Path file) throws java.io.IOException, SgfException {
        SgfCollection coll = SgfReader.read(file);
        if (coll.games().isEmpty()) {
            throw new SgfException(file.toString(), 1, 1, "an SGF game");
        }
        return fromSgf(file.getFileName().toString(), coll.games().get(0));
    }

    /** A result line: "function TARGET [TARGET2]: CODE [MOVE] [(why)]", the function's name first. */
    private static final java.util.regex.Pattern RESULT_LINE = java.util.regex.Pattern.compile(
            "(?m)^(\\S+)((?: [A-HJ-Z]\\d+)+): (WIN|KO_A|KO_B|0)( ([A-HJ-Z]\\d+|PASS))?( \\([^)\\n]*\\))?");

    /**
     * A result in the one format every part of the viewer uses, GNU Go's: "WIN E5", "KO_A E5", "0"
     * (the move only where the result is not 0 and there is one).
     */
    public static String resultText(int code, int move, int size) {
        String name = ReadCodes.name(code);
        return code != ReadCodes.FAIL && move != Board.PASS ? name + " " + owlbench.board.Vertex.toString(move, size) : name;
    }

    /** The strings the search is about, one point each (two for a connection; may be empty). */
    public int[] targets() {
        return targets.clone();
    }

    /**
     * The function family a node belongs to: the tactical reader's attack/defend functions, the
     * connection reader's connect/disconnect ones, or the name itself (GNU Go's pattern names ...).
     */
    static String family(String function) {
        String f = function == null ? "" : function;
        if (f.contains("connect")) {
            return "connection";
        }
        if (f.contains("attack") || f.contains("defend") || f.contains("defense")) {
            return "tactical"; // attack2, defend1, find_defense, ladder_attack, ladder_defend, attack1-ko ...
        }
        return f;
    }

    private static int codeOf(String s) {
        return s.equals("WIN") ? ReadCodes.WIN : s.equals("KO_A") ? ReadCodes.KO_A
                : s.equals("KO_B") ? ReadCodes.KO_B : ReadCodes.FAIL;
    }

    /**
     * The principal line: from the top, the move the search answered with (the result move, then
     * each node's reply); where that is unknown (traces), the first move that succeeded; where every
     * move was refuted, the first tried.
     */
    private void markPrincipal() {
        List<Node> level = roots;
        int wanted = resultMove;
        Node parent = null;
        // A connection search records the tactical reads it makes on the way (can this string be
        // captured?): the line keeps to the search's own moves, never one of those sub-reads.
        String family = function == null ? null : family(function);
        while (level != null && !level.isEmpty()) {
            if (family != null) {
                List<Node> own = new java.util.ArrayList<>();
                for (Node n : level) {
                    if (family(n.function).equals(family)) {
                        own.add(n);
                    }
                }
                level = own;
                if (level.isEmpty()) {
                    return;
                }
            }
            Node pick = null;
            for (Node n : level) {
                if (wanted != Board.PASS && n.move == wanted) {
                    pick = n;
                    break;
                }
            }
            if (pick == null) {
                for (Node n : level) {
                    if (n.code != ReadCodes.FAIL) {
                        pick = n;
                        break;
                    }
                }
            }
            if (pick == null && parent != null) {
                // every move here was refuted: the line goes on through the first one tried (the
                // reader's best-ordered move), as GNU Go's traces show the refutation
                pick = level.get(0);
            }
            if (pick == null) {
                return;
            }
            principal.put(pick, Boolean.TRUE);
            if (parent != null) {
                parents.put(pick, parent);
            }
            parent = pick;
            wanted = pick.reply;
            level = pick.children;
        }
    }

    public String title() {
        return title;
    }

    /** The position the search began on (do not change it). */
    public Board start() {
        return start;
    }

    public List<Node> roots() {
        return roots;
    }

    public int resultCode() {
        return resultCode;
    }

    public int resultMove() {
        return resultMove;
    }

    /** Nodes in the tree. */
    public int nodeCount() {
        return nodeCount;
    }

    /** Time the search took, or -1 when unknown (traces). */
    public long millis() {
        return millis;
    }

    /** Deepest line in plies (walks the whole tree once). */
    public int maxDepth() {
        int best = 0;
        // iterative: deep trees must not overflow the stack
        java.util.ArrayDeque<Node> stack = new java.util.ArrayDeque<>();
        java.util.ArrayDeque<Integer> depth = new java.util.ArrayDeque<>();
        for (Node n : roots) {
            stack.push(n);
            depth.push(1);
        }
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            int d = depth.pop();
            best = Math.max(best, d);
            for (Node c : n.children) {
                stack.push(c);
                depth.push(d + 1);
            }
        }
        return best;
    }

    /** The principal line from the top, in order (empty if none). */
    public List<Node> principalLine() {
        java.util.ArrayList<Node> line = new java.util.ArrayList<>();
        List<Node> level = roots;
        boolean more = true;
        while (more) {
            more = false;
            for (Node n : level) {
                if (principal.containsKey(n)) {
                    line.add(n);
                    level = n.children;
                    more = true;
                    break;
                }
            }
        }
        return line;
    }

    /** True if n is on the principal line. */
    public boolean isPrincipal(Node n) {
        return principal.containsKey(n);
    }

    /** Which moves the viewer shows. */
    public enum Show {
        /** Every move searched. */
        ALL,
        /** Moves that succeeded for their player (result code not 0). */
        SUCCESSFUL,
        /** Moves that were refuted (result code 0). */
        REFUTED
    }

    private Show show = Show.ALL;
    private int depthLimit = Integer.MAX_VALUE;
    private final Map<Node, List<Node>> filtered = new IdentityHashMap<>();
    private List<Node> filteredRoots;

    /** Filters the tree: which moves, and at most how many plies deep (0 or less: any depth). */
    public void setFilter(Show which, int maxPlies) {
        show = which;
        depthLimit = maxPlies <= 0 ? Integer.MAX_VALUE : maxPlies;
        filtered.clear();
        filteredRoots = null;
    }

    private boolean filtering() {
        return show != Show.ALL || depthLimit != Integer.MAX_VALUE;
    }

    /** Children of n as the filter shows them (the roots for null); worked out per node when asked. */
    public List<Node> children(Node n) {
        List<Node> raw = n == null ? roots : n.children;
        if (!filtering()) {
            return raw;
        }
        List<Node> kept = n == null ? filteredRoots : filtered.get(n);
        if (kept == null) {
            int plies = n == null ? 1 : path(n).size() + 1;
            kept = new java.util.ArrayList<>();
            if (plies <= depthLimit) {
                for (Node c : raw) {
                    boolean ok = show == Show.ALL || (show == Show.SUCCESSFUL) == (c.code != ReadCodes.FAIL);
                    if (ok) {
                        kept.add(c);
                    }
                }
            }
            if (n == null) {
                filteredRoots = kept;
            } else {
                filtered.put(n, kept);
            }
        }
        return kept;
    }

    /**
     * The first move at point in the tree as filtered (depth first, in search order), or null; its
     * parents are remembered so that the viewer can reveal it.
     */
    public Node find(int point) {
        java.util.ArrayDeque<Node> stack = new java.util.ArrayDeque<>();
        List<Node> top = children(null);
        for (int i = top.size() - 1; i >= 0; i--) {
            stack.push(top.get(i));
        }
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            if (n.move == point) {
                return n;
            }
            List<Node> kids = children(n);
            for (int i = kids.size() - 1; i >= 0; i--) {
                parents.put(kids.get(i), n);
                stack.push(kids.get(i));
            }
        }
        return null;
    }

    /** Remembers that the viewer showed child under parent (null: a root). */
    void noteParent(Node child, Node parent) {
        if (parent != null) {
            parents.put(child, parent);
        }
    }

    /** The parent of n as far as shown (null for roots or unknown). */
    public Node parent(Node n) {
        return parents.get(n);
    }

    /** The moves from the top to n, n last. */
    public List<Node> path(Node n) {
        java.util.ArrayList<Node> path = new java.util.ArrayList<>();
        for (Node p = n; p != null; p = parents.get(p)) {
            path.add(0, p);
        }
        return path;
    }

    /** What the reader saw at the start position (owl: its eyes and lunches), or null (other readers, traces). */
    public owlbench.reading.NodeDetail rootDetail() {
        return recorder == null ? null : recorder.rootDetail();
    }

    /** The tree as SGF (the trace it was read from, or the recorder's export). */
    public SgfNode toSgf() {
        return sgf != null ? sgf : recorder.toSgf();
    }

    /** One-line statistics for the viewer's label. */
    public String statistics() {
        int size = start.size();
        StringBuilder sb = new StringBuilder(title).append(": ")
                .append(resultText != null ? resultText : resultText(resultCode, resultMove, size));
        sb.append("   nodes ").append(nodeCount).append("   depth ").append(maxDepth());
        if (millis >= 0) {
            sb.append("   time ").append(millis).append(" ms");
        }
        return sb.toString();
    }
}
