package owlbench.gtp;

import owlbench.input.InputFiles;
import owlbench.input.InputLimits;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.sgf.GamePosition;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfGame;
import owlbench.sgf.SgfReader;

/**
 * Commands that set up a game: boardsize, clear_board, komi, handicaps, loadsgf and the
 * time commands (time is recorded; owlbench has no clock-driven play yet).
 */
final class SetupCommands {
    private SetupCommands() {
    }

    static void register(CommandRegistry r, GameState g) {
        r.register("boardsize", a -> boardsize(a, g));
        r.register("query_boardsize", a -> { a.expect(0); return Integer.toString(g.size()); });
        r.register("clear_board", a -> {
            a.expect(0);
            g.requireNoTrymoves("clear_board");
            g.setBoard(GameState.newBoard(g.size()));
            g.setHandicap(0);
            g.toMove = StoneColor.BLACK;
            return "";
        });
        r.register("komi", a -> { a.expect(1); g.setKomi(a.real(0, "komi")); return ""; });
        r.register("get_komi", a -> { a.expect(0); return BoardArgs.number(g.komi()); });
        r.register("get_handicap", a -> { a.expect(0); return Integer.toString(g.handicap()); });
        r.register("fixed_handicap", a -> fixedHandicap(a, g, "fixed_handicap"));
        r.register("place_free_handicap", a -> fixedHandicap(a, g, "place_free_handicap"));
        r.register("set_free_handicap", a -> setFreeHandicap(a, g));
        r.register("loadsgf", a -> loadsgf(a, g));
        r.register("time_settings", a -> {
            a.expect(3);
            int[] v = threeInts(a, "not three integers");
            g.mainTime = v[0];
            g.byoYomiTime = v[1];
            g.byoYomiStones = v[2];
            return "";
        });
        r.register("time_left", a -> {
            a.expect(3);
            BoardArgs.color(a, 0);
            try {
                int t = GtpArgs.parseInt(a.word(1));
                int s = GtpArgs.parseInt(a.word(2));
                if (t < 0 || s < 0) {
                    throw new NumberFormatException();
                }
            } catch (NumberFormatException e) {
                throw new GtpException("time and stones not two non-negative integers");
            }
            return "";
        });
    }

    private static int[] threeInts(GtpArgs a, String msg) throws GtpException {
        int[] v = new int[3];
        for (int i = 0; i < 3; i++) {
            try {
                v[i] = GtpArgs.parseInt(a.word(i));
            } catch (NumberFormatException e) {
                throw new GtpException(msg + ": '" + a.word(i) + "'");
            }
            if (v[i] < 0) {
                throw new GtpException(msg + ": negative '" + a.word(i) + "'");
            }
        }
        return v;
    }

    private static String boardsize(GtpArgs a, GameState g) throws GtpException {
        a.expect(1);
        int n;
        try {
            n = GtpArgs.parseInt(a.word(0));
        } catch (NumberFormatException e) {
            throw new GtpException("boardsize not an integer: '" + a.word(0) + "'");
        }
        if (n < Board.MIN_SIZE || n > Board.MAX_SIZE) {
            throw new GtpException("unacceptable size: " + n + " (owlbench plays " + Board.MIN_SIZE + ".."
                    + Board.MAX_SIZE + ")");
        }
        g.requireNoTrymoves("boardsize");
        g.setBoard(GameState.newBoard(n));
        g.setHandicap(0);
        g.toMove = StoneColor.BLACK;
        return "";
    }

    private static boolean isEmpty(Board b) {
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != StoneColor.EMPTY) {
                return false;
            }
        }
        return true;
    }

    /**
     * fixed_handicap, and place_free_handicap with the same points (the protocol lets the engine
     * choose; without a move generator the standard points are our choice).
     */
    private static String fixedHandicap(GtpArgs a, GameState g, String cmd) throws GtpException {
        a.expect(1);
        int n = a.integer(0, "number of handicap stones");
        Board b = g.board();
        g.requireNoTrymoves(cmd);
        if (!isEmpty(b)) {
            throw new GtpException("board not empty");
        }
        int[] pts = GameReplay.fixedHandicapPoints(b, n);
        if (n < 2 || pts.length != n) {
            int max = GameReplay.fixedHandicapPoints(b, 99).length;
            throw new GtpException("invalid number of stones: " + n + " (2.." + max + " on " + b.size() + "x"
                    + b.size() + (cmd.startsWith("place") ? "; more free stones are not available yet)" : ")"));
        }
        for (int p : pts) {
            b.setStone(p, StoneColor.BLACK);
        }
        g.setHandicap(n);
        g.toMove = StoneColor.WHITE;
        return BoardArgs.vertices(pts, pts.length, b.size()); // sorted, as GNU Go prints them
    }

    private static String setFreeHandicap(GtpArgs a, GameState g) throws GtpException {
        Board b = g.board();
        g.requireNoTrymoves("set_free_handicap");
        if (!isEmpty(b)) {
            throw new GtpException("board not empty");
        }
        int n = a.size();
        if (n < 2 || n > b.size() * b.size() - 1) {
            throw new GtpException("invalid handicap: " + n + " stones (at least 2, at most "
                    + (b.size() * b.size() - 1) + ")");
        }
        int[] pts = new int[n];
        for (int i = 0; i < n; i++) {
            int p = BoardArgs.point(a, i, b);
            for (int j = 0; j < i; j++) {
                if (pts[j] == p) {
                    throw new GtpException("repeated vertex " + a.word(i));
                }
            }
            pts[i] = p;
        }
        for (int p : pts) {
            b.setStone(p, StoneColor.BLACK);
        }
        g.setHandicap(n);
        g.toMove = StoneColor.WHITE;
        return "";
    }

    private static String loadsgf(GtpArgs a, GameState g) throws GtpException {
        if (a.size() == 0) {
            throw new GtpException("missing filename");
        }
        a.expect(1, 2);
        g.requireNoTrymoves("loadsgf");
        Path file = g.resolve(a.word(0));
        if (!Files.exists(file)) {
            throw new GtpException("cannot open or parse '" + a.word(0) + "': no such file");
        }
        SgfCollection coll;
        byte[] bytes;
        try {
            bytes = InputFiles.readBytes(file, g.inputLimits());
        } catch (IOException e) {
            throw new GtpException("cannot open or parse '" + a.word(0) + "': " + oneLine(e.getMessage()));
        }
        if (!looksLikeSgf(bytes)) {
            // quote nothing of it: the file may be anything the engine can read (/etc/shadow)
            throw new GtpException("cannot open or parse '" + a.word(0) + "': not an SGF file (no game tree '(;' in it)");
        }
        try {
            coll = SgfReader.read(bytes, file.toString(), g.inputLimits());
        } catch (SgfException e) {
            throw new GtpException("cannot open or parse '" + a.word(0) + "': " + oneLine(e.getMessage()));
        }
        g.setLoadWarnings(coll.warnings());
        for (String w : coll.warnings()) {
            System.err.println("loadsgf: warning: " + oneLine(w)); // as echo_err: the controller's log shows it
        }
        List<owlbench.sgf.SgfNode> games = coll.games();
        if (games.isEmpty()) {
            throw new GtpException("cannot open or parse '" + a.word(0) + "': no game in file");
        }
        String until = a.size() > 1 ? a.word(1) : null;
        if (until != null && until.charAt(0) >= '1' && until.charAt(0) <= '9') {
            try {
                GtpArgs.parseInt(until);
            } catch (NumberFormatException e) {
                throw new GtpException("bad move number '" + until + "'");
            }
        }
        GamePosition pos;
        try {
            pos = GameReplay.load(games.get(0), until);
        } catch (SgfException e) {
            throw new GtpException("cannot load '" + a.word(0) + "': " + oneLine(e.getMessage()));
        } catch (IllegalArgumentException e) {
            throw new GtpException("cannot load '" + a.word(0) + "': " + oneLine(e.getMessage()));
        }
        Board b = pos.board();
        b.setSuicideAllowed(false);
        b.setPositionalSuperko(false);
        g.setBoard(b);
        SgfGame game = new SgfGame(games.get(0));
        // as GNU Go 3.8: the file's KM, else 5.5 whatever the komi was before
        try {
            g.setKomi(games.get(0).get("KM") != null ? game.komi() : GameState.SGF_DEFAULT_KOMI);
        } catch (RuntimeException e) {
            g.setKomi(GameState.SGF_DEFAULT_KOMI); // an unreadable KM: the position itself loaded fine
        }
        try {
            g.setHandicap(Math.max(0, game.handicap()));
        } catch (RuntimeException e) {
            g.setHandicap(0);
        }
        g.toMove = pos.toMove();
        return StoneColor.name(pos.toMove());
    }

    /** An SGF file has a game tree: '(' then, after blanks, ';'. */
    static boolean looksLikeSgf(byte[] b) {
        for (int i = 0; i < b.length; i++) {
            if (b[i] == '(') {
                int k = i + 1;
                while (k < b.length && (b[k] == ' ' || b[k] == '\t' || b[k] == '\n' || b[k] == '\r')) {
                    k++;
                }
                if (k < b.length && b[k] == ';') {
                    return true;
                }
            }
        }
        return false;
    }

    private static String oneLine(String s) {
        return s == null ? "" : s.replace('\n', ' ').replace('\r', ' ');
    }
}
