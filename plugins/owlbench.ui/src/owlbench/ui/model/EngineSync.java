package owlbench.ui.model;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.gtp.client.GtpClient;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfGame;
import owlbench.sgf.SgfMove;
import owlbench.sgf.SgfNode;

/**
 * Brings a GTP engine to the position at a node of a game tree and asks it for moves. The set-up of a
 * position is boardsize, clear_board, komi, then the path from the root; {@link #plan} sends only
 * what changed since the last set-up (new moves, or undo for moves taken back), so the engine sees
 * exactly the editor's position whatever the user did in between (undo, other variations) without
 * replaying the whole game for every request. Plain Java: runs inside a Job, never on the UI thread.
 */
public final class EngineSync {

    /** genmove's answer: a point, Board.PASS, or {@link #RESIGN}. */
    public static final int RESIGN = -1;

    private EngineSync() {
    }

    /**
     * The GTP commands that set up the position at {@code node}: root black stones as
     * set_free_handicap when there are no other setup stones, other setup stones as plays (GTP has no
     * standard setup command), moves as plays. AE cannot be expressed in GTP and is refused.
     */
    public static List<String> commandsFor(SgfNode node) {
        SgfNode root = node.root();
        SgfGame game = new SgfGame(root);
        int size = game.boardSize();
        Board board = new Board(size);
        List<String> cmds = new ArrayList<>();
        cmds.add("boardsize " + size);
        cmds.add("clear_board");
        cmds.add("komi " + game.komi());
        for (SgfNode n : PathReplay.pathTo(node)) {
            if (n.has("AE")) {
                throw new IllegalArgumentException("the position removes stones (AE), which GTP cannot send to an engine");
            }
            List<String> black = points(n, "AB", board);
            List<String> white = points(n, "AW", board);
            if (n == root && !black.isEmpty() && white.isEmpty() && black.size() >= 2) {
                cmds.add("set_free_handicap " + String.join(" ", black));
            } else {
                for (String v : black) {
                    cmds.add("play black " + v);
                }
            }
            for (String v : white) {
                cmds.add("play white " + v);
            }
            SgfMove m = n.move();
            if (m != null) {
                String vertex = m.isPass(size) ? "pass" : Vertex.toString(SgfCoords.toPoint(m.point(), board), size);
                cmds.add("play " + StoneColor.name(m.color()) + " " + vertex);
            }
        }
        return cmds;
    }

    private static List<String> points(SgfNode n, String id, Board board) {
        List<String> out = new ArrayList<>();
        for (String v : n.getAll(id)) {
            for (int p : SgfCoords.expandList(v, board)) {
                out.add(Vertex.toString(p, board.size()));
            }
        }
        return out;
    }

    /**
     * The commands that take an engine from the position {@code sent} set up (the commands sent
     * since its last clear_board, or null if unknown) to {@code wanted}: when they share everything
     * but some moves at the end, only those moves are taken back ({@code undo}, if the engine has it)
     * and the new ones played; otherwise, or when that would be longer, the whole set-up again.
     */
    public static List<String> plan(List<String> sent, List<String> wanted, boolean canUndo) {
        if (sent == null) {
            return wanted;
        }
        int common = 0;
        while (common < sent.size() && common < wanted.size() && sent.get(common).equals(wanted.get(common))) {
            common++;
        }
        int undos = sent.size() - common;
        if (common < 3 || undos > 0 && !canUndo) {
            return wanted; // another board size, komi or setup, or moves the engine cannot take back
        }
        for (int i = common; i < sent.size(); i++) {
            if (!sent.get(i).startsWith("play ")) {
                return wanted; // only moves can be taken back one by one
            }
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < undos; i++) {
            out.add("undo");
        }
        out.addAll(wanted.subList(common, wanted.size()));
        return out.size() < wanted.size() ? out : wanted;
    }

    /** GTP commands that change the engine's board, so the set-up it had is no longer known. */
    private static final java.util.Set<String> BOARD_CHANGING = java.util.Set.of("play", "undo", "clear_board",
            "boardsize", "komi", "loadsgf", "set_free_handicap", "place_free_handicap", "fixed_handicap",
            "gg-undo", "trymove", "tryko", "popgo", "gogui-play_sequence", "gogui-setup", "kgs-genmove_cleanup");

    /** True if {@code command} may change the engine's board (moves, undo, set-up, genmove of any kind). */
    public static boolean changesBoard(String command) {
        String name = command.trim().split("\\s+", 2)[0];
        return BOARD_CHANGING.contains(name) || name.startsWith("genmove") || name.endsWith("_genmove")
                && !name.equals("reg_genmove");
    }

    /** Sends {@link #commandsFor}; any refusal is an IOException naming the command. */
    public static void sync(GtpClient engine, SgfNode node) throws IOException {
        for (String cmd : commandsFor(node)) {
            engine.require(cmd);
        }
    }

    /** Synchronises and asks for a move of {@code color}: a point, Board.PASS or {@link #RESIGN}. */
    public static int genmove(GtpClient engine, SgfNode node, int color, int size) throws IOException {
        return genmove(engine, commandsFor(node), color, size);
    }

    /**
     * As above with the set-up commands computed beforehand ({@link #commandsFor} on the UI thread,
     * which owns the tree), so a background Job never reads a tree the user is changing.
     */
    public static int genmove(GtpClient engine, List<String> setup, int color, int size) throws IOException {
        for (String cmd : setup) {
            engine.require(cmd);
        }
        String answer = engine.require("genmove " + StoneColor.name(color)).trim();
        if (answer.equalsIgnoreCase("resign")) {
            return RESIGN;
        }
        try {
            return Vertex.parse(answer, size);
        } catch (IllegalArgumentException e) {
            throw new IOException("engine answered genmove with '" + answer + "', which is not a move: " + e.getMessage());
        }
    }
}
