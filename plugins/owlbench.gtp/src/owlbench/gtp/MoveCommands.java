package owlbench.gtp;

import java.util.List;
import java.util.Locale;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.MoveLegality;
import owlbench.board.PlayedMove;
import owlbench.board.Vertex;

/** Moves: play, undo, is_legal, all_legal, last_move, move_history, and the reading stack (trymove, popgo). */
final class MoveCommands {
    private MoveCommands() {
    }

    static void register(CommandRegistry r, GameState g) {
        r.register("play", a -> play(a, g));
        // obsolete GTP version 1 commands that GNU Go's suites still use ("white P16")
        r.register("black", a -> { a.expect(1); return play(new GtpArgs("black", java.util.List.of("black", a.word(0))), g); });
        r.register("white", a -> { a.expect(1); return play(new GtpArgs("white", java.util.List.of("white", a.word(0))), g); });
        r.register("gg-undo", a -> {
            a.expect(0, 1);
            int n = a.size() == 0 ? 1 : a.integer(0, "number of moves");
            g.requireNoTrymoves("gg-undo");
            List<PlayedMove> h = g.board().moveHistory();
            if (n < 0 || n > h.size()) {
                throw new GtpException("cannot undo " + n + " moves");
            }
            for (int i = 0; i < n; i++) {
                if (!g.board().undo()) {
                    throw new GtpException("cannot undo");
                }
                g.toMove = h.get(h.size() - 1 - i).color();
            }
            return "";
        });
        r.register("undo", a -> {
            a.expect(0);
            g.requireNoTrymoves("undo");
            List<PlayedMove> h = g.board().moveHistory();
            if (h.isEmpty() || !g.board().undo()) {
                throw new GtpException("cannot undo");
            }
            g.toMove = h.get(h.size() - 1).color();
            return "";
        });
        r.register("is_legal", a -> {
            int[] m = BoardArgs.move(a, g.board());
            return m[1] == Board.PASS || g.board().isLegal(m[1], m[0]) ? "1" : "0";
        });
        r.register("all_legal", a -> {
            a.expect(1);
            int c = BoardArgs.color(a, 0);
            Board b = g.board();
            int[] pts = b.onBoardPoints();
            int[] out = new int[pts.length];
            int n = 0;
            for (int p : pts) {
                if (b.isLegal(p, c)) {
                    out[n++] = p;
                }
            }
            return BoardArgs.vertices(out, n, b.size());
        });
        r.register("last_move", a -> {
            a.expect(0);
            List<PlayedMove> h = g.board().moveHistory();
            if (h.isEmpty()) {
                throw new GtpException("no previous move known");
            }
            PlayedMove m = h.get(h.size() - 1);
            return StoneColor.name(m.color()) + " " + Vertex.toString(m.point(), g.size());
        });
        r.register("move_history", a -> {
            a.expect(0);
            List<PlayedMove> h = g.board().moveHistory();
            StringBuilder sb = new StringBuilder();
            for (int i = h.size() - 1; i >= 0; i--) {
                PlayedMove m = h.get(i);
                sb.append(StoneColor.name(m.color())).append(' ').append(Vertex.toString(m.point(), g.size()));
                if (i > 0) {
                    sb.append('\n');
                }
            }
            return sb.toString();
        });
        r.register("trymove", a -> {
            int[] m = BoardArgs.move(a, g.board());
            if (!g.board().trymove(m[1], m[0])) {
                throw new GtpException("illegal move: " + why(g.board(), m[1], m[0]));
            }
            return "";
        });
        r.register("popgo", a -> {
            a.expect(0);
            if (g.board().stackp() == 0) {
                throw new GtpException("Stack empty.");
            }
            g.board().popgo();
            return "";
        });
    }

    private static String play(GtpArgs a, GameState g) throws GtpException {
        int[] m = BoardArgs.move(a, g.board());
        g.requireNoTrymoves("play");
        Board b = g.board();
        MoveLegality l = b.legalityOf(m[1], m[0]);
        if (l != MoveLegality.LEGAL) {
            throw new GtpException("illegal move: " + describe(l));
        }
        b.play(m[1], m[0]);
        g.toMove = StoneColor.other(m[0]);
        return "";
    }

    static String why(Board b, int pos, int color) {
        return describe(b.legalityOf(pos, color));
    }

    static String describe(MoveLegality l) {
        switch (l) {
            case OCCUPIED: return "occupied point";
            case SUICIDE: return "suicide";
            case KO: return "ko (retaking too early)";
            case SUPERKO: return "repeats an earlier position (superko)";
            case OFF_BOARD: return "off the board";
            default: return l.name().toLowerCase(Locale.ROOT);
        }
    }
}
