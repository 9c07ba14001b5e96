package owlbench.ui.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/**
 * Turns an analyze command's answer into a {@link BoardOverlay}, by answer type as GoGui defines them:
 * dboard (numbers per point, top row first), cboard (colours), sboard (strings), plist (points),
 * pspairs (point/text pairs), gfx (LABEL, COLOR, CIRCLE, SQUARE, TRIANGLE, MARK, INFLUENCE, VAR, BLACK,
 * WHITE, TEXT, CLEAR lines), var (moves, with or without colours). Malformed answers throw
 * IllegalArgumentException naming the line and token.
 */
public final class AnalyzeResult {

    private static final Map<String, Integer> NAMED = Map.ofEntries(
            Map.entry("black", 0x000000), Map.entry("white", 0xFFFFFF), Map.entry("red", 0xFF0000),
            Map.entry("green", 0x00C000), Map.entry("blue", 0x0000FF), Map.entry("yellow", 0xFFFF00),
            Map.entry("cyan", 0x00FFFF), Map.entry("magenta", 0xFF00FF), Map.entry("orange", 0xFFA500),
            Map.entry("gray", 0x808080), Map.entry("grey", 0x808080), Map.entry("purple", 0x800080),
            Map.entry("pink", 0xFFC0CB), Map.entry("brown", 0xA52A2A));

    private AnalyzeResult() {
    }

    /** Parses {@code answer} of a command of answer {@code type} on a board of {@code size}. */
    public static BoardOverlay parse(String type, String answer, int size, int toMove, boolean negate) {
        BoardOverlay o = new BoardOverlay(size);
        switch (type) {
            case "dboard" -> dboard(o, answer, negate);
            case "cboard" -> {
                String[][] rows = grid(answer, size);
                forGrid(o, rows, (p, s) -> {
                    int rgb = color(s);
                    if (rgb >= 0) {
                        o.setColor(p, rgb);
                    }
                });
            }
            case "sboard" -> forGrid(o, grid(answer, size), (p, s) -> o.setLabel(p, s.equals("\"\"") ? null : s));
            case "plist" -> {
                for (String t : tokens(answer)) {
                    int p = point(t, size, 1);
                    if (p != Board.PASS) {
                        o.setMark(p, BoardOverlay.POINT);
                    }
                }
            }
            case "pspairs" -> {
                List<String> t = tokens(answer);
                for (int i = 0; i + 1 < t.size(); i += 2) {
                    int p = point(t.get(i), size, 1);
                    if (p != Board.PASS) {
                        o.setLabel(p, t.get(i + 1));
                    }
                }
            }
            case "var" -> variation(o, tokens(answer), size, toMove, 1);
            case "gfx" -> gfx(o, answer, size, toMove);
            default -> o.setText(answer);
        }
        return o;
    }

    private interface Cell {
        void at(int point, String token);
    }

    private static List<String> tokens(String answer) {
        List<String> out = new ArrayList<>();
        for (String t : answer.trim().split("\\s+")) {
            if (!t.isEmpty()) {
                out.add(t);
            }
        }
        return out;
    }

    private static String[][] grid(String answer, int size) {
        List<String[]> rows = new ArrayList<>();
        for (String line : answer.split("\n")) {
            if (!line.isBlank()) {
                rows.add(line.trim().split("\\s+"));
            }
        }
        if (rows.size() != size) {
            throw new IllegalArgumentException("expected " + size + " rows, got " + rows.size());
        }
        for (int r = 0; r < size; r++) {
            if (rows.get(r).length != size) {
                throw new IllegalArgumentException("row " + (r + 1) + ": expected " + size + " values, got " + rows.get(r).length);
            }
        }
        return rows.toArray(new String[0][]);
    }

    private static void forGrid(BoardOverlay o, String[][] rows, Cell cell) {
        Board g = o.geometry();
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows.length; c++) {
                cell.at(g.point(c, r), rows[r][c]);
            }
        }
    }

    private static void dboard(BoardOverlay o, String answer, boolean negate) {
        String[][] rows = grid(answer, o.size());
        double[][] v = new double[rows.length][rows.length];
        double max = 0;
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows.length; c++) {
                try {
                    v[r][c] = Double.parseDouble(rows[r][c]) * (negate ? -1 : 1);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("row " + (r + 1) + ", value " + (c + 1) + ": '" + rows[r][c] + "' is not a number");
                }
                max = Math.max(max, Math.abs(v[r][c]));
            }
        }
        double scale = max > 1 ? max : 1; // values already in -1..1 keep their meaning
        Board g = o.geometry();
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows.length; c++) {
                o.setInfluence(g.point(c, r), v[r][c] / scale);
            }
        }
    }

    private static int point(String t, int size, int line) {
        try {
            return Vertex.parse(t, size);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("line " + line + ": '" + t + "' is not a point: " + e.getMessage());
        }
    }

    /** 0xRRGGBB for "#rrggbb" or a colour name; -1 for "" / empty / none. */
    static int color(String s) {
        String t = s.trim().toLowerCase(Locale.ROOT);
        if (t.isEmpty() || t.equals("empty") || t.equals("none") || t.equals("\"\"")) {
            return -1;
        }
        if (t.startsWith("#") && t.length() == 7) {
            try {
                return Integer.parseInt(t.substring(1), 16);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + s + "' is not a colour");
            }
        }
        Integer named = NAMED.get(t);
        if (named == null) {
            throw new IllegalArgumentException("'" + s + "' is not a colour");
        }
        return named;
    }

    private static void variation(BoardOverlay o, List<String> t, int size, int toMove, int line) {
        int color = toMove;
        int number = 1;
        for (int i = 0; i < t.size(); i++) {
            String s = t.get(i).toLowerCase(Locale.ROOT);
            if (s.equals("b") || s.equals("black") || s.equals("w") || s.equals("white")) {
                color = s.startsWith("b") ? StoneColor.BLACK : StoneColor.WHITE;
                continue;
            }
            int p = point(t.get(i), size, line);
            if (p != Board.PASS) {
                o.addGhost(color, p, number);
            }
            number++;
            color = StoneColor.other(color);
        }
    }

    private static void gfx(BoardOverlay o, String answer, int size, int toMove) {
        StringBuilder text = new StringBuilder();
        String[] lines = answer.split("\n");
        for (int n = 0; n < lines.length; n++) {
            List<String> t = tokens(lines[n]);
            if (t.isEmpty()) {
                continue;
            }
            String cmd = t.get(0).toUpperCase(Locale.ROOT);
            List<String> args = t.subList(1, t.size());
            int line = n + 1;
            switch (cmd) {
                case "LABEL" -> {
                    for (int i = 0; i + 1 < args.size(); i += 2) {
                        o.setLabel(point(args.get(i), size, line), args.get(i + 1));
                    }
                }
                case "COLOR" -> {
                    if (args.isEmpty()) {
                        throw new IllegalArgumentException("line " + line + ": COLOR needs a colour");
                    }
                    int rgb = color(args.get(0));
                    for (String p : args.subList(1, args.size())) {
                        o.setColor(point(p, size, line), rgb);
                    }
                }
                case "CIRCLE", "SQUARE", "TRIANGLE", "MARK" -> {
                    byte mark = switch (cmd) {
                        case "CIRCLE" -> BoardOverlay.CIRCLE;
                        case "SQUARE" -> BoardOverlay.SQUARE;
                        case "TRIANGLE" -> BoardOverlay.TRIANGLE;
                        default -> BoardOverlay.CROSS;
                    };
                    for (String p : args) {
                        o.setMark(point(p, size, line), mark);
                    }
                }
                case "INFLUENCE" -> {
                    for (int i = 0; i + 1 < args.size(); i += 2) {
                        try {
                            o.setInfluence(point(args.get(i), size, line), Double.parseDouble(args.get(i + 1)));
                        } catch (NumberFormatException e) {
                            throw new IllegalArgumentException("line " + line + ": '" + args.get(i + 1) + "' is not a number");
                        }
                    }
                }
                case "VAR" -> variation(o, args, size, toMove, line);
                case "TERRITORY" -> {
                    // GoGui draws territory as small squares: influence squares of half a cell's size
                    if (args.isEmpty()) {
                        throw new IllegalArgumentException("line " + line + ": TERRITORY needs a colour (b or w)");
                    }
                    double v = StoneColor.parse(args.get(0)) == StoneColor.BLACK ? 0.6 : -0.6;
                    for (String p : args.subList(1, args.size())) {
                        o.setInfluence(point(p, size, line), v);
                    }
                }
                case "BLACK", "WHITE" -> {
                    for (String p : args) {
                        o.addGhost(cmd.equals("BLACK") ? StoneColor.BLACK : StoneColor.WHITE, point(p, size, line), 0);
                    }
                }
                case "TEXT" -> text.append(lines[n].trim().substring(4).trim()).append('\n');
                case "CLEAR" -> {
                    // the overlay starts empty already
                }
                default -> throw new IllegalArgumentException("line " + line + ": unknown gfx command '" + t.get(0) + "'");
            }
        }
        o.setText(text.toString().trim());
    }
}
