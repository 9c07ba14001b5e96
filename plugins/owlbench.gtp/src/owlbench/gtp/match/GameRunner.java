package owlbench.gtp.match;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Locale;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.MoveLegality;
import owlbench.board.Vertex;
import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.client.GtpClient;
import owlbench.gtp.client.GtpReply;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfWriter;

/**
 * Plays one game between two fresh engines: sets them up, relays genmove answers as play
 * commands, keeps its own board as the judge of legality, scores with the referee (or an
 * engine's final_score) and writes the SGF. Any engine failure ends the game with a result
 * and a reason instead of an exception.
 */
final class GameRunner {
    private final MatchConfig cfg;
    private final EngineSpec a;
    private final EngineSpec b;
    private final EngineSpec referee;

    GameRunner(MatchConfig cfg, EngineSpec a, EngineSpec b, EngineSpec referee) {
        this.cfg = cfg;
        this.a = a;
        this.b = b;
        this.referee = referee;
    }

    /** Thrown inside the game loop when an engine fails; carries the loser colour. */
    private static final class Forfeit extends Exception {
        private static final long serialVersionUID = 1L;
        final int loser;

        Forfeit(int loser, String why) {
            super(why);
            this.loser = loser;
        }
    }

    GameRecord play(int index) {
        boolean aBlack = !cfg.alternate || index % 2 == 1;
        GameRecord rec = new GameRecord(index, aBlack);
        Board board = new Board(cfg.boardSize);
        int[] handicapStones = new int[0];
        GtpClient black = null;
        GtpClient white = null;
        try {
            try {
                black = (aBlack ? a : b).factory.start(cfg.workDir);
            } catch (IOException e) {
                throw new Forfeit(StoneColor.BLACK, "black engine did not start: " + e.getMessage());
            }
            try {
                white = (aBlack ? b : a).factory.start(cfg.workDir);
            } catch (IOException e) {
                throw new Forfeit(StoneColor.WHITE, "white engine did not start: " + e.getMessage());
            }
            rec.blackName = nameOf(black, StoneColor.BLACK);
            rec.whiteName = nameOf(white, StoneColor.WHITE);
            setUp(black, StoneColor.BLACK);
            setUp(white, StoneColor.WHITE);
            if (cfg.handicap >= 2) {
                handicapStones = GameReplay.fixedHandicapPoints(board, cfg.handicap);
                if (handicapStones.length != cfg.handicap) {
                    throw new IllegalArgumentException("handicap " + cfg.handicap + " is not possible on "
                            + cfg.boardSize + "x" + cfg.boardSize);
                }
                String list = verticesOf(handicapStones);
                send(black, StoneColor.BLACK, "set_free_handicap " + list);
                send(white, StoneColor.WHITE, "set_free_handicap " + list);
                for (int p : handicapStones) {
                    board.setStone(p, StoneColor.BLACK);
                }
            }
            playMoves(rec, board, black, white, handicapStones.length > 0 ? StoneColor.WHITE : StoneColor.BLACK);
        } catch (Forfeit f) {
            rec.result = (f.loser == StoneColor.BLACK ? "W" : "B") + "+F";
            rec.reason = f.getMessage();
        } finally {
            if (black != null) {
                black.close();
            }
            if (white != null) {
                white.close();
            }
        }
        writeSgf(rec, handicapStones);
        return rec;
    }

    private String nameOf(GtpClient c, int color) throws Forfeit {
        String n = send(c, color, "name").trim();
        GtpReply v;
        try {
            v = c.send("version");
        } catch (IOException e) {
            throw new Forfeit(color, StoneColor.name(color) + " engine failed on 'version': " + e.getMessage());
        }
        return v.success && !v.text.isBlank() ? n + " " + v.text.trim() : n;
    }

    private void setUp(GtpClient c, int color) throws Forfeit {
        send(c, color, "boardsize " + cfg.boardSize);
        send(c, color, "clear_board");
        send(c, color, "komi " + owlbench.gtp.GtpArgs.formatReal(cfg.komi));
    }

    /** Sends a command that must succeed; failure or death forfeits the game for that colour. */
    private static String send(GtpClient c, int color, String cmd) throws Forfeit {
        try {
            GtpReply r = c.send(cmd);
            if (!r.success) {
                throw new Forfeit(color, StoneColor.name(color) + " engine refused '" + cmd + "': " + r.text);
            }
            return r.text;
        } catch (IOException e) {
            throw new Forfeit(color, StoneColor.name(color) + " engine crashed on '" + cmd + "': " + e.getMessage());
        }
    }

    private String verticesOf(int[] pts) {
        StringBuilder sb = new StringBuilder();
        for (int p : pts) {
            sb.append(sb.length() > 0 ? " " : "").append(Vertex.toString(p, cfg.boardSize));
        }
        return sb.toString();
    }

    private void playMoves(GameRecord rec, Board board, GtpClient black, GtpClient white, int first)
            throws Forfeit {
        int toMove = first;
        int passes = 0;
        while (true) {
            if (rec.moves.size() >= cfg.moveLimit) {
                rec.reason = "move limit " + cfg.moveLimit + " reached";
                score(rec, board);
                return;
            }
            GtpClient mover = toMove == StoneColor.BLACK ? black : white;
            GtpClient other = toMove == StoneColor.BLACK ? white : black;
            int engineIndex = (toMove == StoneColor.BLACK) == rec.aIsBlack ? 0 : 1;
            long t0 = System.nanoTime();
            String answer = send(mover, toMove, "genmove " + StoneColor.name(toMove)).trim();
            rec.genmoveNanos[engineIndex] += System.nanoTime() - t0;
            rec.genmoveCount[engineIndex]++;
            String letter = toMove == StoneColor.BLACK ? "B" : "W";
            if (answer.equalsIgnoreCase("resign")) {
                rec.result = (toMove == StoneColor.BLACK ? "W" : "B") + "+R";
                rec.reason = StoneColor.name(toMove) + " resigned";
                return;
            }
            int pos;
            try {
                pos = Vertex.parse(answer, cfg.boardSize);
            } catch (IllegalArgumentException e) {
                throw new Forfeit(toMove, StoneColor.name(toMove) + " answered genmove with '" + answer + "': " + e.getMessage());
            }
            MoveLegality l = board.legalityOf(pos, toMove);
            if (l != MoveLegality.LEGAL) {
                throw new Forfeit(toMove, StoneColor.name(toMove) + " played an illegal move " + answer + " ("
                        + l.name().toLowerCase(Locale.ROOT) + ")");
            }
            board.play(pos, toMove);
            rec.moves.add(letter + " " + Vertex.toString(pos, cfg.boardSize));
            try {
                GtpReply r = other.send("play " + StoneColor.name(toMove) + " " + Vertex.toString(pos, cfg.boardSize));
                if (!r.success) {
                    rec.result = "Void";
                    rec.reason = StoneColor.name(StoneColor.other(toMove)) + " engine rejected " + StoneColor.name(toMove) + "'s legal move "
                            + answer + ": " + r.text;
                    return;
                }
            } catch (IOException e) {
                throw new Forfeit(StoneColor.other(toMove), StoneColor.name(StoneColor.other(toMove)) + " engine crashed: " + e.getMessage());
            }
            passes = pos == Board.PASS ? passes + 1 : 0;
            if (passes >= 2) {
                rec.reason = "two passes";
                score(rec, board);
                return;
            }
            toMove = StoneColor.other(toMove);
        }
    }

    /** Scores the final position with the referee, else with engine A's or B's final_score. */
    private void score(GameRecord rec, Board board) {
        EngineSpec[] scorers = referee != null ? new EngineSpec[] {referee} : new EngineSpec[] {a, b};
        StringBuilder why = new StringBuilder();
        for (EngineSpec s : scorers) {
            try (GtpClient c = s.factory.start(cfg.workDir)) {
                if (!c.knows("final_score")) {
                    why.append(s.label).append(" has no final_score; ");
                    continue;
                }
                c.require("boardsize " + cfg.boardSize);
                c.require("clear_board");
                c.require("komi " + owlbench.gtp.GtpArgs.formatReal(cfg.komi));
                StringBuilder stones = new StringBuilder();
                for (int p : GameReplay.fixedHandicapPoints(board, cfg.handicap >= 2 ? cfg.handicap : 0)) {
                    stones.append(' ').append(Vertex.toString(p, cfg.boardSize));
                }
                if (stones.length() > 0) {
                    c.require("set_free_handicap" + stones);
                }
                for (String m : rec.moves) {
                    c.require("play " + m);
                }
                String r = c.require("final_score").trim();
                if (r.matches("[BW]\\+[0-9.]+|0")) {
                    rec.result = r;
                    rec.reason += (rec.reason.isEmpty() ? "" : "; ") + "scored by " + s.label;
                    return;
                }
                why.append(s.label).append(" answered final_score with '").append(r).append("'; ");
            } catch (IOException e) {
                why.append(s.label).append(": ").append(e.getMessage()).append("; ");
            }
        }
        rec.result = "?";
        rec.reason += "; not scored: " + why;
    }

    private void writeSgf(GameRecord rec, int[] handicapStones) {
        if (cfg.sgfDir == null) {
            return;
        }
        int size = cfg.boardSize;
        SgfNode root = new SgfNode();
        root.set("GM", "1");
        root.set("FF", "4");
        root.set("CA", "UTF-8");
        root.set("AP", OwlbenchGtp.NAME + ":" + OwlbenchGtp.VERSION);
        root.set("SZ", Integer.toString(size));
        root.set("KM", owlbench.gtp.GtpArgs.formatReal(cfg.komi));
        if (handicapStones.length > 0) {
            root.set("HA", Integer.toString(handicapStones.length));
            for (int p : handicapStones) {
                root.add("AB", SgfCoords.toSgf(p, size));
            }
        }
        root.set("PB", rec.blackName);
        root.set("PW", rec.whiteName);
        root.set("DT", LocalDate.now().toString());
        root.set("GN", "owlbench match game " + rec.index);
        root.set("RE", rec.result);
        root.set("C", "Result: " + rec.result + " (" + rec.reason + ")");
        SgfNode parent = root;
        for (String m : rec.moves) {
            SgfNode n = new SgfNode();
            String v = m.substring(2);
            n.set(m.substring(0, 1), v.equals("PASS") ? "" : SgfCoords.toSgf(Vertex.parse(v, size), size));
            parent.addChild(n);
            parent = n;
        }
        if (rec.result.endsWith("+F") || rec.result.equals("Void")) {
            parent.set("C", rec.reason);
        }
        SgfCollection coll = new SgfCollection();
        coll.add(root);
        Path file = cfg.sgfDir.resolve(String.format(Locale.ROOT, "game-%03d.sgf", rec.index));
        try {
            SgfWriter.write(coll, file);
            rec.sgfFile = file.toString();
        } catch (IOException e) {
            rec.reason += "; SGF not written: " + e.getMessage();
        }
    }
}
