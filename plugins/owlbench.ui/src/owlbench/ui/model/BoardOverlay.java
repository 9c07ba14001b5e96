package owlbench.ui.model;

import owlbench.board.StoneColor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import owlbench.board.Board;

/**
 * What an analysis draws over the board, per point: a label, a colour, an influence value (-1..1,
 * positive shown as black squares, as GoGui does), a mark, a territory owner (SGF TB/TW), a dimmed
 * flag (SGF DD); plus ghost stones of a variation (numbered,
 * or unnumbered for gfx BLACK/WHITE) and a free text. Indexed by owlbench.board points. Plain data,
 * built by {@link AnalyzeResult} or from SGF markup, drawn by the board widget.
 */
public final class BoardOverlay {

    /** No mark. */
    public static final byte NONE = 0;
    public static final byte TRIANGLE = 1;
    public static final byte SQUARE = 2;
    public static final byte CIRCLE = 3;
    public static final byte CROSS = 4;
    /** A small filled square: a point of a point list. */
    public static final byte POINT = 5;

    /** A line or an arrow (SGF LN, AR) from one point to another. */
    public record Line(int from, int to, boolean arrow) {
    }

    /** A ghost stone: colour, point, and its number in the variation (0: no number). */
    public record Ghost(int color, int point, int number) {
    }

    private final int size;
    private final Board geometry;
    private final String[] labels;
    private final int[] colors;
    private final double[] influence;
    private final byte[] marks;
    private final byte[] territory;
    private final boolean[] dimmed;
    private final List<Ghost> ghosts = new ArrayList<>();
    private final List<Line> lines = new ArrayList<>();
    private String text = "";

    public BoardOverlay(int size) {
        this.size = size;
        this.geometry = new Board(size);
        int n = geometry.boardArraySize();
        labels = new String[n];
        colors = new int[n];
        Arrays.fill(colors, -1);
        influence = new double[n];
        Arrays.fill(influence, Double.NaN);
        marks = new byte[n];
        territory = new byte[n];
        dimmed = new boolean[n];
    }

    public int size() {
        return size;
    }

    /** An empty board of the overlay's size, for point arithmetic (col, row, onBoardPoints). */
    public Board geometry() {
        return geometry;
    }

    public String label(int p) {
        return labels[p];
    }

    public void setLabel(int p, String s) {
        labels[p] = s == null || s.isEmpty() ? null : s;
    }

    /** 0xRRGGBB, or -1 for none. */
    public int color(int p) {
        return colors[p];
    }

    public void setColor(int p, int rgb) {
        colors[p] = rgb;
    }

    /** -1..1, NaN for none. */
    public double influence(int p) {
        return influence[p];
    }

    public void setInfluence(int p, double v) {
        influence[p] = Double.isNaN(v) ? v : Math.max(-1, Math.min(1, v));
    }

    public byte mark(int p) {
        return marks[p];
    }

    public void setMark(int p, byte mark) {
        marks[p] = mark;
    }

    /** The territory owner drawn at {@code p}: Color.BLACK, Color.WHITE, or Color.EMPTY for none. */
    public int territory(int p) {
        return territory[p];
    }

    /** Marks {@code p} as territory of {@code color} (Color.EMPTY clears it). */
    public void setTerritory(int p, int color) {
        if (color != StoneColor.EMPTY && color != StoneColor.BLACK && color != StoneColor.WHITE) {
            throw new IllegalArgumentException("territory must be black, white or empty, not " + color);
        }
        territory[p] = (byte) color;
    }

    /** True if the point is drawn dimmed (greyed out, SGF DD). */
    public boolean isDimmed(int p) {
        return dimmed[p];
    }

    public void setDimmed(int p, boolean on) {
        dimmed[p] = on;
    }

    public List<Ghost> ghosts() {
        return ghosts;
    }

    public void addGhost(int color, int point, int number) {
        ghosts.add(new Ghost(color, point, number));
    }

    /** Lines and arrows, in the order added. */
    public List<Line> lines() {
        return lines;
    }

    public void addLine(int from, int to, boolean arrow) {
        lines.add(new Line(from, to, arrow));
    }

    /** Free text of the answer (string-type commands, gfx TEXT). */
    public String text() {
        return text;
    }

    public void setText(String text) {
        this.text = text == null ? "" : text;
    }

    /** True if nothing would be drawn on the board. */
    public boolean isEmptyOnBoard() {
        if (!ghosts.isEmpty() || !lines.isEmpty()) {
            return false;
        }
        for (int p : geometry.onBoardPoints()) {
            if (labels[p] != null || colors[p] != -1 || !Double.isNaN(influence[p]) || marks[p] != NONE
                    || territory[p] != StoneColor.EMPTY || dimmed[p]) {
                return false;
            }
        }
        return true;
    }
}
