package owlbench.gtp;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfWriter;

/** Read-only questions about the position: color, countlib, findlib, list_stones, captures, showboard, printsgf. */
final class QueryCommands {
    private QueryCommands() {
    }

    static void register(CommandRegistry r, GameState g, String appName, String appVersion) {
        r.register("color", a -> {
            a.expect(1);
            return StoneColor.name(g.board().color(BoardArgs.point(a, 0, g.board())));
        });
        r.register("countlib", a -> {
            a.expect(1);
            return Integer.toString(g.board().countlib(BoardArgs.stone(a, 0, g.board())));
        });
        r.register("findlib", a -> {
            a.expect(1);
            Board b = g.board();
            int p = BoardArgs.stone(a, 0, b);
            int[] libs = new int[b.boardArraySize()];
            int n = b.findlib(p, libs.length, libs);
            return BoardArgs.vertices(libs, n, b.size());
        });
        r.register("list_stones", a -> {
            a.expect(1);
            int c = BoardArgs.color(a, 0);
            Board b = g.board();
            int[] pts = b.onBoardPoints();
            int[] out = new int[pts.length];
            int n = 0;
            for (int p : pts) {
                if (b.color(p) == c) {
                    out[n++] = p;
                }
            }
            return BoardArgs.vertices(out, n, b.size());
        });
        r.register("captures", a -> {
            a.expect(1);
            int c = BoardArgs.color(a, 0);
            // the stones taken BY colour c are the opponent's stones captured
            return Integer.toString(g.board().captures(StoneColor.other(c)));
        });
        r.register("showboard", a -> { a.expect(0); return Showboard.render(g.board()); });
        r.register("printsgf", a -> printsgf(a, g, appName, appVersion));
    }

    /** The position as a static SGF game: setup stones, komi, handicap, player to move. */
    static String printsgf(GtpArgs a, GameState g, String appName, String appVersion) throws GtpException {
        a.expect(0, 1);
        Board b = g.board();
        SgfNode root = new SgfNode();
        root.set("GM", "1");
        root.set("FF", "4");
        root.set("SZ", Integer.toString(b.size()));
        root.set("GN", appName + " " + appVersion + " load and print");
        root.set("DT", LocalDate.now().toString());
        root.set("KM", BoardArgs.number(g.komi()));
        root.set("HA", Integer.toString(g.handicap()));
        root.set("AP", appName + ":" + appVersion);
        for (int color : new int[] {StoneColor.WHITE, StoneColor.BLACK}) {
            for (int p : b.onBoardPoints()) {
                if (b.color(p) == color) {
                    root.add(color == StoneColor.WHITE ? "AW" : "AB", SgfCoords.toSgf(p, b.size()));
                }
            }
        }
        root.set("PL", g.toMove == StoneColor.WHITE ? "W" : "B");
        SgfCollection coll = new SgfCollection();
        coll.add(root);
        if (a.size() == 1 && !a.word(0).equals("-")) {
            Path file = g.resolve(a.word(0));
            try {
                SgfWriter.write(coll, file);
            } catch (IOException e) {
                throw new GtpException("cannot write '" + a.word(0) + "': " + e.getMessage());
            }
            return "";
        }
        return SgfWriter.write(coll).trim();
    }
}
