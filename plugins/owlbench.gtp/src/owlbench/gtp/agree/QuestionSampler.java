package owlbench.gtp.agree;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.sgf.GamePosition;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/**
 * Draws the wide check's questions: in every game under a directory, at several move numbers,
 * every string of one to four liberties (an attack and a defend question) and every pair of
 * nearby same-coloured strings (a connect and a disconnect question); then a seeded sample of
 * them, grouped by position so that each position is loaded once.
 */
public final class QuestionSampler {
    /** Where in a game the positions are taken, as fractions of its length. */
    static final double[] GAME_FRACTIONS = {0.3, 0.55, 0.8};
    /** Two strings are "nearby" when some stones of them are at most this far apart (Manhattan). */
    static final int NEARBY = 3;
    /** Owl questions are asked on strings of at least this many stones ... */
    static final int OWL_MIN_STONES = 2;
    /** ... and at most this many liberties (a string with more is seldom in a life-and-death fight). */
    static final int OWL_MAX_LIBERTIES = 6;

    /** Positions read, files that could not be read (with why), candidates before sampling. */
    int positions;
    final List<String> skipped = new ArrayList<>();
    int stringCandidates;
    int pairCandidates;
    int owlCandidates;

    /** A sampling unit: one string (two tactical questions) or one pair (two connection questions). */
    private static final class Unit {
        final int order;
        final Question first;
        final Question second;

        Unit(int order, Question first, Question second) {
            this.order = order;
            this.first = first;
            this.second = second;
        }
    }

    /** Every .sgf file under a directory, in a fixed order. */
    static List<Path> games(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> Files.isRegularFile(p) && p.toString().endsWith(".sgf"))
                    .sorted(Comparator.comparing(Path::toString)).collect(Collectors.toList());
        }
    }

    /**
     * The sampled questions: {@code strings} strings and {@code pairs} pairs drawn with the seed,
     * in position order (attack before defend, connect before disconnect).
     */
    public List<Question> sample(List<Path> files, int strings, int pairs, long seed) {
        return sample(files, strings, pairs, 0, seed);
    }

    /**
     * The sampled questions with {@code owl} owl units as well: strings of {@value #OWL_MIN_STONES}
     * stones or more with at most {@value #OWL_MAX_LIBERTIES} liberties, an owl_attack and an
     * owl_defend question each (drawn after the others, so the tactical and connection sample
     * of a seed stays the same).
     */
    public List<Question> sample(List<Path> files, int strings, int pairs, int owl, long seed) {
        List<Unit> tactical = new ArrayList<>();
        List<Unit> connection = new ArrayList<>();
        List<Unit> owlUnits = new ArrayList<>();
        for (Path f : files) {
            collect(f.toAbsolutePath().normalize(), tactical, connection, owlUnits);
        }
        stringCandidates = tactical.size();
        pairCandidates = connection.size();
        owlCandidates = owlUnits.size();
        Random rnd = new Random(seed);
        List<Unit> chosen = new ArrayList<>(pick(tactical, strings, rnd));
        chosen.addAll(pick(connection, pairs, rnd));
        if (owl > 0) chosen.addAll(pick(owlUnits, owl, new Random(seed * 31 + 7)));
        chosen.sort(Comparator.comparingInt(u -> u.order));
        List<Question> out = new ArrayList<>();
        for (Unit u : chosen) {
            out.add(u.first);
            out.add(u.second);
        }
        return out;
    }

    private static List<Unit> pick(List<Unit> all, int n, Random rnd) {
        List<Unit> copy = new ArrayList<>(all);
        java.util.Collections.shuffle(copy, rnd);
        return copy.subList(0, Math.min(n, copy.size()));
    }

    private void collect(Path file, List<Unit> tactical, List<Unit> connection, List<Unit> owl) {
        SgfNode root;
        int length;
        try {
            SgfCollection c = SgfReader.read(file);
            if (c.games().isEmpty()) {
                skipped.add(file + ": no game");
                return;
            }
            root = c.games().get(0);
            length = GameReplay.atEnd(root).movesPlayed();
        } catch (IOException | SgfException | RuntimeException e) {
            skipped.add(file + ": " + e.getMessage());
            return;
        }
        if (length < 10) {
            skipped.add(file + ": " + length + " moves (a problem, not a game)");
            return;
        }
        int lastMove = -1;
        for (double fr : GAME_FRACTIONS) {
            int move = Math.max(2, (int) Math.round(length * fr));
            if (move == lastMove) {
                continue;
            }
            lastMove = move;
            GamePosition pos;
            try {
                pos = GameReplay.load(root, Integer.toString(move));
            } catch (SgfException | RuntimeException e) {
                skipped.add(file + " " + move + ": " + e.getMessage());
                continue;
            }
            positions++;
            questions(file.toString(), move, pos.board(), tactical, connection);
            owlQuestions(file.toString(), move, pos.board(), owl);
        }
    }

    /** The candidate units of one position. */
    void questions(String file, int move, Board b, List<Unit> tactical, List<Unit> connection) {
        int size = b.size();
        List<Integer> origins = new ArrayList<>();
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != StoneColor.EMPTY && b.origin(p) == p) {
                origins.add(p);
            }
        }
        int[] stones = new int[size * size];
        int[][] members = new int[origins.size()][];
        for (int i = 0; i < origins.size(); i++) {
            int n = b.stringStones(origins.get(i), stones);
            members[i] = java.util.Arrays.copyOf(stones, n);
        }
        for (int i = 0; i < origins.size(); i++) {
            int o = origins.get(i);
            int libs = b.countlib(o);
            if (libs >= 1 && libs <= 4) {
                String v = Vertex.toString(o, size);
                tactical.add(new Unit(seq(), new Question(file, move, "attack", v), new Question(file, move, "defend", v)));
            }
        }
        for (int i = 0; i < origins.size(); i++) {
            for (int j = i + 1; j < origins.size(); j++) {
                int oi = origins.get(i);
                int oj = origins.get(j);
                if (b.color(oi) != b.color(oj) || distance(b, members[i], members[j]) > NEARBY) {
                    continue;
                }
                String v = Vertex.toString(oi, size) + " " + Vertex.toString(oj, size);
                connection.add(new Unit(seq(), new Question(file, move, "connect", v), new Question(file, move, "disconnect", v)));
            }
        }
    }

    /** The owl units of one position: one per string that may be in a life-and-death fight. */
    void owlQuestions(String file, int move, Board b, List<Unit> owl) {
        for (int p : b.onBoardPoints()) {
            if (b.color(p) == StoneColor.EMPTY || b.origin(p) != p) continue;
            if (b.stringSize(p) < OWL_MIN_STONES || b.countlib(p) > OWL_MAX_LIBERTIES) continue;
            String v = Vertex.toString(p, b.size());
            owl.add(new Unit(seq(), new Question(file, move, "owl_attack", v), new Question(file, move, "owl_defend", v)));
        }
    }

    /** Units in the order they were found: the sample keeps this order (position by position). */
    private int counter;

    private int seq() {
        return counter++;
    }

    private static int distance(Board b, int[] s1, int[] s2) {
        int best = Integer.MAX_VALUE;
        for (int p : s1) {
            for (int q : s2) {
                int d = Math.abs(b.col(p) - b.col(q)) + Math.abs(b.row(p) - b.row(q));
                if (d < best) {
                    best = d;
                }
            }
        }
        return best;
    }
}
