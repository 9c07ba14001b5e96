package owlbench.patterns.search;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.IllegalMoveException;
import owlbench.board.Vertex;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.match.Match;
import owlbench.patterns.model.Pattern;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/**
 * "Where does it fire": runs patterns over SGF games at every position of their main line (before each
 * move and after the last), with each colour in turn as O (the player to move, as GNU Go's matcher
 * sees it), and collects the hits. Positions are replayed incrementally with loadsgf's rules
 * ({@link GameReplay}): setup stones, PL and fixed handicap as there. Callers pass a {@link Monitor}
 * for progress and cancel; an unreadable game is reported to it and skipped.
 */
public final class PatternSearch {
    /** Progress and cancel for a search (a Job's monitor in the workbench). */
    public interface Monitor {
        /** True to stop after the current game. */
        boolean isCanceled();

        /** Called before each game. */
        void startGame(int index, int total, Path game);

        /** A game could not be read or replayed; it is skipped. */
        void problem(Path game, String message);
    }

    /** A monitor that never cancels and ignores progress and problems. */
    public static final Monitor QUIET = new Monitor() {
        @Override
        public boolean isCanceled() {
            return false;
        }

        @Override
        public void startGame(int index, int total, Path game) {
        }

        @Override
        public void problem(Path game, String message) {
        }
    };

    private final CompiledMatcher matcher;
    private long positions;

    public PatternSearch(List<Pattern> patterns) {
        this(patterns, null);
    }

    /**
     * A search that also evaluates each hit's constraint with {@code constraints} (the parsed
     * constraints of the patterns' database; null: hits say "unknown, not evaluated"). Engine facts
     * (reading, dragon status) are not available to a folder search: constraints that need them are
     * "unknown, needs NAME".
     */
    public PatternSearch(List<Pattern> patterns, owlbench.patterns.match.Constraints constraints) {
        this.matcher = new CompiledMatcher(patterns);
        this.constraints = constraints;
    }

    private final owlbench.patterns.match.Constraints constraints;

    /** Number of positions matched so far (each counted once, for both colours). */
    public long positionsSearched() {
        return positions;
    }

    /** The .sgf files under a folder (recursively), sorted by path. */
    public static List<Path> sgfFiles(Path folder) throws IOException {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> s = Files.walk(folder)) {
            s.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".sgf"))
                    .forEach(out::add);
        }
        out.sort(null);
        return out;
    }

    /** Searches the games in order; stops early (returning what was found) if the monitor cancels. */
    public List<PatternHit> search(List<Path> games, Monitor monitor) {
        List<PatternHit> hits = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            if (monitor.isCanceled()) break;
            Path g = games.get(i);
            monitor.startGame(i, games.size(), g);
            try {
                SgfNode root = SgfReader.read(g).games().get(0);
                searchGame(g, root, hits, monitor);
            } catch (IOException | SgfException | RuntimeException e) {
                monitor.problem(g, e.getMessage());
            }
        }
        return hits;
    }

    /**
     * Matches one game's positions, adding to hits: the main line is replayed property by property as
     * {@link GameReplay} does, and the position is matched before each move and after the last.
     */
    public void searchGame(Path game, SgfNode root, List<PatternHit> hits, Monitor monitor) throws SgfException {
        int size = new owlbench.sgf.SgfGame(root).boardSize();
        int handicap;
        try {
            handicap = new owlbench.sgf.SgfGame(root).handicap();
        } catch (IllegalStateException e) {
            throw new SgfException(where(game), "HA must be a whole number, found '" + root.get("HA") + "'");
        }
        Board b = new Board(size);
        b.setSuicideAllowed(true);
        int moves = 0;
        for (SgfNode node = root; node != null; node = node.mainChild()) {
            if (monitor.isCanceled()) return;
            for (String id : node.propertyIds()) {
                switch (id) {
                    case "AB": case "AW": case "AE": {
                        int c = id.equals("AB") ? StoneColor.BLACK : id.equals("AW") ? StoneColor.WHITE : StoneColor.EMPTY;
                        for (String v : node.getAll(id)) {
                            try {
                                for (int p : SgfCoords.expandList(v, b)) b.setStone(p, c);
                            } catch (IllegalArgumentException e) {
                                throw new SgfException(where(game), id + ": " + e.getMessage());
                            }
                        }
                        break;
                    }
                    case "PL": {
                        String v = node.get("PL").trim();
                        if (!v.isEmpty() && (v.charAt(0) == 'w' || v.charAt(0) == 'W' || v.charAt(0) == '2')) {
                            fixedHandicapIfEmpty(b, handicap);
                        }
                        break;
                    }
                    case "B": case "W": {
                        int color = id.equals("B") ? StoneColor.BLACK : StoneColor.WHITE;
                        if (color == StoneColor.WHITE) fixedHandicapIfEmpty(b, handicap);
                        int move;
                        try {
                            move = SgfCoords.toPoint(node.get(id), b);
                        } catch (IllegalArgumentException e) {
                            throw new SgfException(where(game), "move " + (moves + 1) + ": " + e.getMessage());
                        }
                        matchBoth(game, b, moves, hits);
                        if (move != Board.PASS && b.color(move) != StoneColor.EMPTY) {
                            throw new SgfException(where(game), "move " + (moves + 1) + " (" + Vertex.toString(move, size) + ") is on an occupied point");
                        }
                        try {
                            b.play(move, color);
                        } catch (IllegalMoveException e) {
                            throw new SgfException(where(game), "move " + (moves + 1) + " (" + Vertex.toString(move, size) + ") is illegal");
                        }
                        moves++;
                        break;
                    }
                    default:
                        break;
                }
            }
        }
        matchBoth(game, b, moves, hits);
    }

    private static owlbench.sgf.SgfLocation where(Path game) {
        return new owlbench.sgf.SgfLocation(game == null ? "game" : game.toString(), 0, 0);
    }

    private static void fixedHandicapIfEmpty(Board b, int handicap) {
        if (handicap < 2) return;
        for (int p : b.onBoardPoints()) if (b.color(p) != StoneColor.EMPTY) return;
        for (int p : GameReplay.fixedHandicapPoints(b, handicap)) b.setStone(p, StoneColor.BLACK);
    }

    private void matchBoth(Path game, Board b, int moves, List<PatternHit> hits) {
        positions++;
        for (int color = StoneColor.WHITE; color <= StoneColor.BLACK; color++) {
            for (Match m : matcher.match(b, color)) {
                int p = m.move != Board.PASS ? m.move : m.anchor;
                if (constraints == null) {
                    hits.add(new PatternHit(game, moves, color, m.pattern.name(), m.transformation, p, Vertex.toString(p, b.size())));
                } else {
                    owlbench.patterns.expr.EvalResult r = constraints.check(m, b, color, null);
                    hits.add(new PatternHit(game, moves, color, m.pattern.name(), m.transformation, p,
                            Vertex.toString(p, b.size()), r.truth, r.toString()));
                }
            }
        }
    }
}
