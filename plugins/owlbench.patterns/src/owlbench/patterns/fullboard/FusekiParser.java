package owlbench.patterns.fullboard;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.IllegalMoveException;
import owlbench.patterns.model.Diagnostic;
import owlbench.patterns.model.LineMap;
import owlbench.patterns.model.SourceRange;

/**
 * Reads GNU Go's compressed fullboard fuseki databases (fuseki9.dbz, fuseki13.dbz, fuseki19.dbz). Each
 * non-comment line is {@code NAME COUNT MOVES}: MOVES is a string of SGF points, the first being the
 * move to play and the rest the moves that led to the position, most recent first (so the last pair is
 * black's first move; "tt" is a pass, as white's turns between handicap stones are written). Lines starting with '#' and blank lines are ignored.
 */
public final class FusekiParser {
    private static final Pattern SIZE_IN_NAME = Pattern.compile("(\\d+)");

    private FusekiParser() {
    }

    /** Parses a .dbz file; the board size comes from the digits of the file name (fuseki13.dbz: 13). */
    public static FusekiDbFile parse(Path file) throws IOException {
        return parse(file, owlbench.input.InputLimits.builtIn());
    }

    /** {@link #parse(Path)} within the given limits (file size, line length). */
    public static FusekiDbFile parse(Path file, owlbench.input.InputLimits limits) throws IOException {
        String name = file.getFileName().toString();
        Matcher m = SIZE_IN_NAME.matcher(name);
        String text = owlbench.input.InputFiles.readLines(file, StandardCharsets.ISO_8859_1, limits);
        if (!m.find()) return parse(text, name, 19);
        String digits = m.group(1);
        int size = digits.length() > 3 ? -1 : Integer.parseInt(digits);
        if (size < Board.MIN_SIZE || size > Board.MAX_SIZE) {
            // the size comes from the name (fuseki13.dbz): a name such as fuseki1.dbz names no board
            LineMap map = new LineMap(text);
            return new FusekiDbFile(name, text, 19, List.of(), List.of(Diagnostic.error("the file name gives board size "
                    + digits + ", but boards are " + Board.MIN_SIZE + " to " + Board.MAX_SIZE
                    + " (a fuseki database is named fusekiN.dbz for an NxN board)", map.range(0, 0))));
        }
        return parse(text, name, size);
    }

    /** Parses the text of a fullboard database for a board of the given size. */
    public static FusekiDbFile parse(String text, String sourceName, int size) {
        if (size < Board.MIN_SIZE || size > Board.MAX_SIZE) {
            throw new IllegalArgumentException("board size " + size + " is not " + Board.MIN_SIZE + ".." + Board.MAX_SIZE);
        }
        LineMap map = new LineMap(text);
        List<FullboardPattern> out = new ArrayList<>();
        List<Diagnostic> diags = new ArrayList<>();
        Board board = new Board(size);
        int start = 0;
        while (start < text.length()) {
            int end = text.indexOf('\n', start);
            if (end < 0) end = text.length();
            String line = text.substring(start, end);
            if (line.endsWith("\r")) line = line.substring(0, line.length() - 1);
            if (!line.trim().isEmpty() && !line.startsWith("#")) {
                FullboardPattern p = parseLine(line, start, map, size, board, diags);
                if (p != null) out.add(p);
            }
            start = end + 1;
        }
        return new FusekiDbFile(sourceName, text, size, out, diags);
    }

    private static FullboardPattern parseLine(String line, int offset, LineMap map, int size, Board board, List<Diagnostic> diags) {
        String[] f = line.trim().split("\\s+");
        int lead = line.indexOf(f[0]);
        if (f.length != 3) {
            diags.add(Diagnostic.error("expected NAME COUNT MOVES, found " + f.length + " fields", map.range(offset + lead, line.length() - lead)));
            return null;
        }
        int countAt = line.indexOf(f[1], lead + f[0].length());
        int movesAt = line.indexOf(f[2], countAt + f[1].length());
        int games;
        try {
            games = Integer.parseInt(f[1]);
        } catch (NumberFormatException e) {
            diags.add(Diagnostic.error("the count must be a number: " + f[1], map.range(offset + countAt, f[1].length())));
            return null;
        }
        String mv = f[2];
        if (mv.length() % 2 != 0 || mv.isEmpty()) {
            diags.add(Diagnostic.error("the moves must be pairs of SGF coordinates", map.range(offset + movesAt, mv.length())));
            return null;
        }
        board.clear();
        int color = StoneColor.BLACK;
        for (int i = mv.length() - 2; i >= 2; i -= 2) {
            int p = point(mv, i, size);
            if (p == -1) {
                diags.add(Diagnostic.error("bad SGF point '" + mv.substring(i, i + 2) + "'", map.range(offset + movesAt + i, 2)));
                return null;
            }
            try {
                board.play(p == -2 ? Board.PASS : board.point(p % size, p / size), color);
            } catch (IllegalMoveException e) {
                diags.add(Diagnostic.error("illegal move '" + mv.substring(i, i + 2) + "'", map.range(offset + movesAt + i, 2)));
                return null;
            }
            color = StoneColor.other(color);
        }
        int move = point(mv, 0, size);
        if (move < 0) {
            diags.add(Diagnostic.error("bad move '" + mv.substring(0, 2) + "'", map.range(offset + movesAt, 2)));
            return null;
        }
        if (board.color(board.point(move % size, move / size)) != StoneColor.EMPTY) {
            diags.add(Diagnostic.error("the move '" + mv.substring(0, 2) + "' is on a stone", map.range(offset + movesAt, 2)));
            return null;
        }
        byte[] cells = new byte[size * size];
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                int col = board.color(board.point(c, r));
                cells[r * size + c] = (byte) (col == StoneColor.EMPTY ? 0 : col == color ? 1 : 2);
            }
        }
        return new FullboardPattern(f[0], games, mv, size, cells, move / size, move % size, color,
                map.range(offset + lead, line.trim().length()));
    }

    /** row*size+col of the SGF point at i; -2 for a pass ("tt" or beyond the board); -1 if malformed. */
    private static int point(String s, int i, int size) {
        char a = s.charAt(i), b = s.charAt(i + 1);
        if (a < 'a' || a > 'z' || b < 'a' || b > 'z') return -1;
        int c = a - 'a', r = b - 'a';
        if (c >= size && r >= size) return -2;
        if (c >= size || r >= size) return -1;
        return r * size + c;
    }
}
