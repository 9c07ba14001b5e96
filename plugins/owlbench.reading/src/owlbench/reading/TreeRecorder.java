package owlbench.reading;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfNode;

/**
 * A SearchRecorder that keeps the whole search tree in memory and exports it to SGF in the form
 * of GNU Go's sgf traces (--decide-string -o file): the root carries the position and the result,
 * every node the move and a comment "function-X at VERTEX (variation n, hash h)" plus the result.
 */
public final class TreeRecorder implements SearchRecorder {

    /** One recorded move of the search. */
    public static final class Node {
        /** The move played (a board point) and its colour. */
        public final int move;
        /** Colour of the move (Color.BLACK/WHITE). */
        public final int color;
        /** The reading function that played it, e.g. "attack2". */
        public final String function;
        /** The target string's point. */
        public final int target;
        /** Board stackp after the move. */
        public final int depth;
        /** Zobrist hash after the move. */
        public final long hash;
        /** Sequence number of the node in the search (1-based), GNU Go's "variation". */
        public final int variation;
        /** What the move achieved for its player (ReadCodes). */
        public int code;
        /** The best reply found below (Board.PASS if none). */
        public int reply;
        /** True if the evaluation below the node came from the cache. */
        public boolean cacheHit;
        /** Nodes recorded below this one. */
        public int nodesBelow;
        /** Children in the order searched. */
        public final List<Node> children = new ArrayList<>();
        /**
         * What the trace says of the node beyond its first line, as GNU Go writes it (e.g. "owl_defend
         * L10: 0 (defense failed - genus 0) (96 variations)"); "" for owlbench's own nodes.
         */
        public String comment = "";
        /** Points the trace marks at this node (SGF MA: GNU Go's owl traces mark the dragon), or null. */
        public int[] marked;
        /** What the reader saw and decided at this node (owl: eyes, proposer, lunches, end), or null. */
        public NodeDetail detail;
        Node parent;

        Node(int move, int color, String function, int target, int depth, long hash, int variation) {
            this.move = move;
            this.color = color;
            this.function = function;
            this.target = target;
            this.depth = depth;
            this.hash = hash;
            this.variation = variation;
        }
    }

    private Board start;
    private String function;
    private int target;
    private int target2;
    private final List<Node> roots = new ArrayList<>();
    private Node current;
    private int count;
    private int resultCode;
    private int resultMove;
    private long resultNodes;
    private NodeDetail rootDetail;

    /** The function of the recorded search ("attack", "disconnect" ...), null before one began. */
    public String function() {
        return function;
    }

    /** The search's target string (a point of it). */
    public int target() {
        return target;
    }

    /** The second target of a connection search, Board.PASS for one-string searches. */
    public int target2() {
        return target2;
    }

    @Override
    public void beginSearch(Board board, String function, int target, int target2) {
        this.start = snapshot(board);
        this.function = function;
        this.target = target;
        this.target2 = target2;
        roots.clear();
        current = null;
        count = 0;
        rootDetail = null;
    }

    /** A stackp-0 copy of the position (copy() needs stackp 0, so stones are copied one by one). */
    private static Board snapshot(Board board) {
        Board b = new Board(board.size());
        for (int p : board.onBoardPoints()) {
            int c = board.color(p);
            if (StoneColor.isStone(c)) {
                b.setStone(p, c);
            }
        }
        return b;
    }

    @Override
    public void enterMove(int move, int color, String fn, int tgt, int stackp, long hash) {
        Node n = new Node(move, color, fn, tgt, stackp, hash, ++count);
        n.parent = current;
        if (current == null) {
            roots.add(n);
        } else {
            current.children.add(n);
        }
        current = n;
    }

    @Override
    public void leaveMove(int code, int reply, boolean cacheHit, String note) {
        Node n = current;
        if (n == null) {
            throw new IllegalStateException("leaveMove without enterMove");
        }
        n.code = code;
        n.reply = reply;
        n.cacheHit = cacheHit;
        if (note != null && !note.isEmpty() && n.comment.isEmpty()) {
            // the reader's own words on the node (owl: the proposing pattern, the eyes seen, why the line ended)
            n.comment = note;
        }
        int below = 0;
        for (Node c : n.children) {
            below += 1 + c.nodesBelow;
        }
        n.nodesBelow = below;
        current = n.parent;
    }

    @Override
    public void nodeDetail(NodeDetail detail) {
        if (current != null) {
            current.detail = detail;
        } else {
            rootDetail = detail;
        }
    }

    /** What the reader saw at the start position (owl: the eyes and lunches it began with), or null. */
    public NodeDetail rootDetail() {
        return rootDetail;
    }

    @Override
    public void endSearch(int code, int move, long nodes) {
        resultCode = code;
        resultMove = move;
        resultNodes = nodes;
    }

    /** Number of nodes recorded (equals the reader's node count for the search). */
    public int nodeCount() {
        return count;
    }

    /** The moves tried first in the search, with their subtrees. */
    public List<Node> roots() {
        return roots;
    }

    /** Result code of the recorded search. */
    public int resultCode() {
        return resultCode;
    }

    /** Result move of the recorded search. */
    public int resultMove() {
        return resultMove;
    }

    /** The tree as an SGF game: root with the position and the result, then the variations. */
    public SgfNode toSgf() {
        if (start == null) {
            throw new IllegalStateException("nothing recorded");
        }
        int size = start.size();
        SgfNode root = new SgfNode();
        root.set("GM", "1");
        root.set("FF", "4");
        root.set("SZ", Integer.toString(size));
        for (int p : start.onBoardPoints()) {
            int c = start.color(p);
            if (c == StoneColor.BLACK) {
                root.add("AB", SgfCoords.toSgf(p, start));
            } else if (c == StoneColor.WHITE) {
                root.add("AW", SgfCoords.toSgf(p, start));
            }
        }
        root.set("AP", "owlbench");
        String tgt = Vertex.toString(target, size)
                + (target2 != Board.PASS ? " " + Vertex.toString(target2, size) : "");
        root.set("C", function + " " + tgt + ": " + ReadCodes.name(resultCode)
                + (resultCode != ReadCodes.FAIL ? " " + Vertex.toString(resultMove, size) : "")
                + "\n(" + resultNodes + " nodes, " + count + " recorded)");
        for (Node n : roots) {
            root.addChild(toSgf(n, start));
        }
        return root;
    }

    private static SgfNode toSgf(Node n, Board b) {
        int size = b.size();
        SgfNode s = new SgfNode();
        s.set(n.color == StoneColor.BLACK ? "B" : "W", SgfCoords.toSgf(n.move, b));
        String player = n.function.startsWith("attack") ? "A" : n.function.startsWith("defend") ? "D" : "";
        StringBuilder c = new StringBuilder();
        c.append(n.function).append(player.isEmpty() ? "" : "-" + player).append(" at ")
                .append(Vertex.toString(n.move, size)).append(" (variation ").append(n.variation)
                .append(", hash ").append(String.format("%016x", n.hash)).append(")\n");
        c.append("target ").append(Vertex.toString(n.target, size)).append(": ").append(ReadCodes.name(n.code));
        if (n.reply != Board.PASS) {
            c.append(" (reply ").append(Vertex.toString(n.reply, size)).append(')');
        }
        c.append("\ndepth ").append(n.depth).append(", nodes below ").append(n.nodesBelow);
        if (n.cacheHit) {
            c.append("\ncached");
        }
        if (!n.comment.isEmpty()) {
            c.append('\n').append(n.comment);
        }
        if (n.detail != null) {
            // the structured detail in words, and the dragon marked as GNU Go's owl traces mark it
            for (String line : NodeDetailText.lines(n.detail, size)) {
                c.append('\n').append(line);
            }
            for (int p : n.detail.goal()) {
                s.add("MA", SgfCoords.toSgf(p, b));
            }
        }
        s.set("C", c.toString());
        for (Node ch : n.children) {
            s.addChild(toSgf(ch, b));
        }
        return s;
    }

    /**
     * Reads a search tree back from an SGF trace, ours or GNU Go's (--decide-string -o): every
     * move node becomes a Node; the function, variation and hash come from the comment's first
     * line "function-X at VERTEX (variation n, hash h)" when present, the code from a line
     * "target V: CODE" (ours). Nodes of a trace without such comments get function "" and code 0.
     */
    public static List<Node> readTrace(SgfNode root, int boardSize) {
        Board b = new Board(boardSize);
        List<Node> out = new ArrayList<>();
        for (SgfNode child : root.children()) {
            readTrace(child, null, b, 1, out);
        }
        return out;
    }

    /** Compiled once: traces of 100,000 nodes read every node's comment with them. */
    private static final java.util.regex.Pattern VARIATION_AND_HASH =
            java.util.regex.Pattern.compile("variation (\\d+), hash ([0-9a-fA-F]+)");
    private static final java.util.regex.Pattern TARGET_RESULT =
            java.util.regex.Pattern.compile("target \\S+: (WIN|KO_A|KO_B|0)");
    /**
     * GNU Go's line for the read made after a node's move, by the other side: "owl_defend L10: 0
     * (defense failed - genus 0)", "recursive_disconnect2 G5 D4: WIN E6 (disconnection effective)".
     */
    static final java.util.regex.Pattern GNUGO_RESULT =
            java.util.regex.Pattern.compile("(?m)^(\\S+(?: [A-HJ-Z]\\d+)+): (WIN|KO_A|KO_B|0)\\b");
    private static final java.util.regex.Pattern NEXT_VARIATION =
            java.util.regex.Pattern.compile("\\(next variation: \\d+\\)");

    /**
     * The result for the player of a move, from GNU Go's result of the other side's read after it: the
     * move works where that read fails, and a ko good for one side is a ko the other must win first.
     */
    static int moverResult(String otherSide) {
        switch (otherSide) {
            case "0": return ReadCodes.WIN;
            case "KO_A": return ReadCodes.KO_B;
            case "KO_B": return ReadCodes.KO_A;
            default: return ReadCodes.FAIL;
        }
    }

    private static void readTrace(SgfNode s, Node parent, Board b, int depth, List<Node> out) {
        owlbench.sgf.SgfMove mv = s.move();
        Node n = parent;
        if (mv != null) {
            int pos = mv.isPass(b.size()) ? Board.PASS : SgfCoords.toPoint(mv.point(), b);
            String comment = s.get("C") == null ? "" : s.get("C");
            String first = comment.split("\n", 2)[0];
            String fn = "";
            int variation = 0;
            long hash = 0;
            int at = first.indexOf(" at ");
            if (at > 0) {
                fn = first.substring(0, at);
                int dash = fn.lastIndexOf('-');
                if (dash > 0 && fn.length() - dash == 2) {
                    fn = fn.substring(0, dash);
                }
            }
            java.util.regex.Matcher m = VARIATION_AND_HASH.matcher(first);
            if (m.find()) {
                variation = Integer.parseInt(m.group(1));
                hash = Long.parseUnsignedLong(m.group(2), 16);
            }
            n = new Node(pos, mv.color(), fn, Board.PASS, depth, hash, variation);
            java.util.regex.Matcher c = TARGET_RESULT.matcher(comment);
            if (c.find()) {
                String code = c.group(1);
                n.code = code.equals("WIN") ? ReadCodes.WIN : code.equals("KO_A") ? ReadCodes.KO_A
                        : code.equals("KO_B") ? ReadCodes.KO_B : ReadCodes.FAIL;
            } else {
                // GNU Go's: the other side's read after this move, and the rest of the comment as written
                java.util.regex.Matcher g = GNUGO_RESULT.matcher(comment);
                if (g.find()) {
                    n.code = moverResult(g.group(2));
                }
                String rest = comment.indexOf('\n') >= 0 ? comment.substring(comment.indexOf('\n') + 1) : "";
                rest = NEXT_VARIATION.matcher(rest).replaceAll("");
                n.comment = rest.trim().replaceAll("\\s*\n\\s*", " ");
            }
            java.util.List<String> ma = s.getAll("MA");
            if (!ma.isEmpty()) {
                java.util.List<Integer> pts = new ArrayList<>();
                for (String v : ma) {
                    try {
                        for (int p : SgfCoords.expandList(v, b)) {
                            pts.add(p);
                        }
                    } catch (IllegalArgumentException e) {
                        // a mark off the board is left out; the node itself stays
                    }
                }
                n.marked = pts.stream().mapToInt(Integer::intValue).toArray();
            }
            n.cacheHit = comment.contains("\ncached");
            n.parent = parent;
            if (parent == null) {
                out.add(n);
            } else {
                parent.children.add(n);
            }
        }
        for (SgfNode child : s.children()) {
            readTrace(child, n, b, mv != null ? depth + 1 : depth, out);
        }
        if (n != null && n != parent) {
            int below = 0;
            for (Node ch : n.children) {
                below += 1 + ch.nodesBelow;
            }
            n.nodesBelow = below;
        }
    }

    /** Nodes in a list of trees (each node and all below). */
    public static int count(List<Node> trees) {
        int n = 0;
        for (Node t : trees) {
            n += 1 + t.nodesBelow;
        }
        return n;
    }

    /** Indented text of the tree (for debugging), at most maxDepth plies deep. */
    public String toText(int maxDepth) {
        StringBuilder sb = new StringBuilder();
        for (Node n : roots) {
            text(n, 0, maxDepth, sb);
        }
        return sb.toString();
    }

    private void text(Node n, int indent, int maxDepth, StringBuilder sb) {
        if (indent >= maxDepth) {
            return;
        }
        int size = start.size();
        for (int i = 0; i < indent; i++) {
            sb.append("  ");
        }
        sb.append(n.color == StoneColor.BLACK ? "B " : "W ").append(Vertex.toString(n.move, size)).append(' ')
                .append(n.function).append(" -> ").append(ReadCodes.name(n.code))
                .append(n.cacheHit ? " (cache)" : "").append(n.comment.isEmpty() ? "" : "  [" + n.comment + "]").append('\n');
        for (Node c : n.children) {
            text(c, indent + 1, maxDepth, sb);
        }
    }
}
