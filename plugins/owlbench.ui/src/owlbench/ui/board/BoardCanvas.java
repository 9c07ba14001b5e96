package owlbench.ui.board;

import owlbench.board.StoneColor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.PaintEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.ui.model.BoardOverlay;

/**
 * An SWT board that draws a position scaled to its size: grid, hoshi, coordinates (GTP style,
 * no I column), stones and a marker on the last move (or, as an option, move numbers on the stones with
 * the last one in red), then two overlay layers: the node's SGF markup (with territory squares and
 * dimmed points) and an analysis overlay (per-point colours, influence squares, marks, labels, ghost stones of a
 * variation). It shows a copy, so the caller's board may change freely.
 */
public class BoardCanvas extends Canvas {

    private static final int WOOD_R = 220, WOOD_G = 179, WOOD_B = 92;

    private Board board = new Board(19);
    private int lastMove = Board.PASS;
    private BoardOverlay markup;
    private BoardOverlay analysis;
    private int[] moveNumbers; // by point, 0 = none; null = numbers off
    private int[] markedPoints = new int[0]; // the user's marked strings, one stone of each (game editor's marks)
    private int[] markedRegion; // {col0,row0,col1,row1} or null

    public BoardCanvas(Composite parent, int style) {
        super(parent, style | SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        addPaintListener(this::paint);
    }

    /** Shows {@code position} (copied) with {@code lastMove} marked ({@link Board#PASS} for none). */
    public void setPosition(Board position, int lastMove) {
        this.board = position.copy();
        this.lastMove = lastMove;
        redraw();
    }

    /** Sets the SGF markup layer (null for none); it must match the board size or it is ignored. */
    public void setMarkup(BoardOverlay overlay) {
        this.markup = overlay;
        redraw();
    }

    /** Sets the analysis layer (null for none); it must match the board size or it is ignored. */
    public void setAnalysis(BoardOverlay overlay) {
        this.analysis = overlay;
        redraw();
    }

    /**
     * Shows move numbers on the stones: {@code numbers[point]} is the number drawn on a stone there
     * (0 for none); null turns numbers off. Copied.
     */
    public void setMoveNumbers(int[] numbers) {
        this.moveNumbers = numbers == null ? null : numbers.clone();
        redraw();
    }

    /**
     * Highlights the user's marks, drawn above everything else in a colour of their own: the whole
     * string through each of {@code points} (empty points are ignored) and the rectangle
     * {@code region} = {col0,row0,col1,row1} (null for none). Both are copied.
     */
    public void setMarks(int[] points, int[] region) {
        this.markedPoints = points == null ? new int[0] : points.clone();
        this.markedRegion = region == null ? null : region.clone();
        redraw();
    }

    /** Whether {@code point} is drawn highlighted: a stone of a marked string, or a point of the marked region. */
    public boolean isHighlighted(int point) {
        if (!board.isOnBoard(point)) {
            return false;
        }
        int[] r = markedRegion;
        if (r != null && board.col(point) >= r[0] && board.col(point) <= r[2] && board.row(point) >= r[1]
                && board.row(point) <= r[3]) {
            return true;
        }
        return onMarkedString(point);
    }

    private boolean onMarkedString(int point) {
        int c = board.color(point);
        if (c == StoneColor.EMPTY) {
            return false;
        }
        for (int m : markedPoints) {
            if (board.isOnBoard(m) && board.color(m) == c && board.origin(m) == board.origin(point)) {
                return true;
            }
        }
        return false;
    }

    /** The move number drawn at {@code point}, 0 if none (or numbers are off). */
    public int moveNumberAt(int point) {
        if (moveNumbers == null || point < 0 || point >= moveNumbers.length || board.color(point) == StoneColor.EMPTY) {
            return 0;
        }
        return moveNumbers[point];
    }

    /** The SGF markup layer shown, or null. */
    public BoardOverlay getMarkup() {
        return markup;
    }

    /** The analysis layer shown, or null. */
    public BoardOverlay getAnalysis() {
        return analysis;
    }

    /** The position shown (a copy). */
    public Board getPosition() {
        return board.copy();
    }

    /** The point marked as last move, or {@link Board#PASS}. */
    public int getLastMove() {
        return lastMove;
    }

    /** The board point under a pixel, or {@link Board#PASS} if the pixel is off the grid. */
    public int pointAt(int x, int y) {
        Geometry g = geometry();
        int col = Math.round((x - g.left) / (float) g.cell);
        int row = Math.round((y - g.top) / (float) g.cell);
        if (col < 0 || row < 0 || col >= board.size() || row >= board.size()) {
            return Board.PASS;
        }
        return board.point(col, row);
    }

    /** Pixel centre of a board point, for tests that simulate clicks. */
    public Point centreOf(int point) {
        Geometry g = geometry();
        return new Point(g.left + board.col(point) * g.cell, g.top + board.row(point) * g.cell);
    }

    /**
     * Cells of margin on each side of the grid: half a cell is covered by the stones on the edge lines,
     * the coordinates go in the cell beyond it, so no stone ever hides them.
     */
    public static final double MARGIN_CELLS = 1.5;

    /** Cell size and the pixel position of the top-left intersection, from the current client area. */
    private Geometry geometry() {
        Rectangle area = getClientArea();
        int n = board.size();
        int cell = cellSize(Math.min(area.width, area.height), n);
        int extent = cell * (n - 1);
        int left = area.x + (area.width - extent) / 2;
        int top = area.y + (area.height - extent) / 2;
        return new Geometry(cell, left, top);
    }

    /** The grid spacing that fits a board of size n, with its coordinate margins, into side pixels. */
    static int cellSize(int side, int n) {
        return Math.max(4, (int) (side / (n - 1 + 2 * MARGIN_CELLS)));
    }

    /**
     * Where the coordinate labels are drawn: for the i-th column (or row) from the left (top), the
     * rectangles of its four labels (top, bottom, left, right) as {x, y, width, height}, for tests
     * that check no stone covers them.
     */
    public Rectangle[] coordinateLabelBounds(int i) {
        GC gc = new GC(this);
        try {
            gc.setFont(labelFont(gc, geometry().cell));
            return labelBounds(gc, geometry(), board.size(), i);
        } finally {
            gc.dispose();
        }
    }

    /** Pixel radius of a stone. */
    public int stoneRadius() {
        return Math.max(2, geometry().cell / 2 - 1);
    }

    private Rectangle[] labelBounds(GC gc, Geometry g, int n, int i) {
        String letter = Vertex.toString(board.point(i, n - 1), n).substring(0, 1);
        String number = Integer.toString(n - i);
        Point lt = gc.textExtent(letter);
        Point nt = gc.textExtent(number);
        int x = g.left + i * g.cell;
        int y = g.top + i * g.cell;
        // The labels' centres lie one cell beyond the edge lines: between the stones' edge (half a cell)
        // and the board's edge (one and a half cells).
        int far = g.cell;
        return new Rectangle[] {
            new Rectangle(x - lt.x / 2, g.top - far - lt.y / 2, lt.x, lt.y),
            new Rectangle(x - lt.x / 2, g.top + (n - 1) * g.cell + far - lt.y / 2, lt.x, lt.y),
            new Rectangle(g.left - far - nt.x / 2, y - nt.y / 2, nt.x, nt.y),
            new Rectangle(g.left + (n - 1) * g.cell + far - nt.x / 2, y - nt.y / 2, nt.x, nt.y) };
    }

    private org.eclipse.swt.graphics.Font labelFont;
    private int labelFontCell = -1;

    /**
     * The widget's font where its text fits into a cell; else a smaller one (made once per cell size
     * and kept), so small boards in narrow views keep their labels off the stones.
     */
    private org.eclipse.swt.graphics.Font labelFont(GC gc, int cell) {
        org.eclipse.swt.graphics.Font base = getFont();
        gc.setFont(base);
        Point wide = gc.textExtent("19"); // the widest label must fit between the stones and the edge
        int height = Math.max(wide.x, wide.y);
        if (height <= cell) {
            return base;
        }
        if (labelFontCell != cell || labelFont == null) {
            if (labelFont != null) {
                labelFont.dispose();
            }
            org.eclipse.swt.graphics.FontData[] data = base.getFontData();
            for (org.eclipse.swt.graphics.FontData d : data) {
                d.setHeight(Math.max(4, (int) Math.floor(d.getHeight() * cell / (double) height)));
            }
            labelFont = new org.eclipse.swt.graphics.Font(getDisplay(), data);
            labelFontCell = cell;
            if (labelFontListener == null) {
                labelFontListener = e -> {
                    if (labelFont != null) {
                        labelFont.dispose();
                    }
                };
                addListener(SWT.Dispose, labelFontListener);
            }
        }
        return labelFont;
    }

    private org.eclipse.swt.widgets.Listener labelFontListener;

    private void paint(PaintEvent e) {
        GC gc = e.gc;
        gc.setAntialias(SWT.ON);
        Rectangle area = getClientArea();
        Color wood = new Color(WOOD_R, WOOD_G, WOOD_B);
        gc.setBackground(wood);
        gc.fillRectangle(area);
        Geometry g = geometry();
        int n = board.size();
        int extent = g.cell * (n - 1);
        Color black = getDisplay().getSystemColor(SWT.COLOR_BLACK);
        Color white = getDisplay().getSystemColor(SWT.COLOR_WHITE);
        gc.setForeground(black);
        for (int i = 0; i < n; i++) {
            gc.drawLine(g.left, g.top + i * g.cell, g.left + extent, g.top + i * g.cell);
            gc.drawLine(g.left + i * g.cell, g.top, g.left + i * g.cell, g.top + extent);
        }
        drawHoshi(gc, g, n, black);
        drawCoordinates(gc, g, n, wood);
        drawFills(gc, g, markup);
        drawFills(gc, g, analysis);
        int radius = Math.max(2, g.cell / 2 - 1);
        for (int point : board.onBoardPoints()) {
            int colour = board.color(point);
            if (colour == StoneColor.EMPTY) {
                continue;
            }
            int x = g.left + board.col(point) * g.cell;
            int y = g.top + board.row(point) * g.cell;
            gc.setBackground(colour == StoneColor.BLACK ? black : white);
            gc.fillOval(x - radius, y - radius, 2 * radius, 2 * radius);
            gc.setForeground(black);
            gc.drawOval(x - radius, y - radius, 2 * radius, 2 * radius);
            int number = moveNumberAt(point);
            if (number > 0 && !hasLabel(point)) {
                String t = Integer.toString(number);
                Point te = gc.textExtent(t);
                gc.setForeground(point == lastMove ? getDisplay().getSystemColor(SWT.COLOR_RED)
                        : colour == StoneColor.BLACK ? white : black);
                gc.drawString(t, x - te.x / 2, y - te.y / 2, true);
            } else if (point == lastMove) {
                int mark = Math.max(2, radius / 2);
                gc.setBackground(colour == StoneColor.BLACK ? white : black);
                gc.fillOval(x - mark / 2, y - mark / 2, mark, mark);
            }
        }
        drawOverlay(gc, g, markup, wood);
        drawOverlay(gc, g, analysis, wood);
        drawMarks(gc, g);
        wood.dispose();
    }

    /**
     * The user's marks last, in a bright blue no other layer uses: a thick ring around each stone of a
     * marked string and a translucent, outlined rectangle for the region.
     */
    private void drawMarks(GC gc, Geometry g) {
        if (markedPoints.length == 0 && markedRegion == null) {
            return;
        }
        Color blue = new Color(0, 140, 255);
        int half = g.cell / 2;
        if (markedRegion != null) {
            int[] r = markedRegion;
            int x0 = g.left + r[0] * g.cell - half, y0 = g.top + r[1] * g.cell - half;
            int w = (r[2] - r[0] + 1) * g.cell, h = (r[3] - r[1] + 1) * g.cell;
            gc.setAlpha(60);
            gc.setBackground(blue);
            gc.fillRectangle(x0, y0, w, h);
            gc.setAlpha(255);
            gc.setForeground(blue);
            gc.setLineWidth(Math.max(2, g.cell / 12));
            gc.drawRectangle(x0, y0, w, h);
        }
        if (markedPoints.length > 0) {
            int radius = Math.max(3, g.cell / 2 + 1);
            gc.setForeground(blue);
            gc.setLineWidth(Math.max(2, g.cell / 8));
            for (int p : board.onBoardPoints()) {
                if (onMarkedString(p)) {
                    int x = g.left + board.col(p) * g.cell;
                    int y = g.top + board.row(p) * g.cell;
                    gc.drawOval(x - radius, y - radius, 2 * radius, 2 * radius);
                }
            }
        }
        gc.setLineWidth(1);
        blue.dispose();
    }

    private boolean hasLabel(int point) {
        return markup != null && markup.size() == board.size() && markup.label(point) != null
                || analysis != null && analysis.size() == board.size() && analysis.label(point) != null;
    }

    /** Per-point colours go under the stones, so stones stay readable. */
    private void drawFills(GC gc, Geometry g, BoardOverlay o) {
        if (o == null || o.size() != board.size()) {
            return;
        }
        int half = g.cell / 2;
        for (int p : board.onBoardPoints()) {
            int rgb = o.color(p);
            if (rgb >= 0) {
                Color c = new Color(rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF);
                gc.setAlpha(150);
                gc.setBackground(c);
                gc.fillRectangle(g.left + board.col(p) * g.cell - half, g.top + board.row(p) * g.cell - half, g.cell, g.cell);
                gc.setAlpha(255);
                c.dispose();
            }
        }
    }

    private void drawOverlay(GC gc, Geometry g, BoardOverlay o, Color wood) {
        if (o == null || o.size() != board.size()) {
            return;
        }
        drawDimmedAndTerritory(gc, g, o, wood);
        Color black = getDisplay().getSystemColor(SWT.COLOR_BLACK);
        Color white = getDisplay().getSystemColor(SWT.COLOR_WHITE);
        for (int p : board.onBoardPoints()) {
            int x = g.left + board.col(p) * g.cell;
            int y = g.top + board.row(p) * g.cell;
            double v = o.influence(p);
            if (!Double.isNaN(v) && Math.abs(v) >= 0.05) { // smaller values would only be specks
                int side = (int) Math.round(Math.abs(v) * g.cell * 0.7);
                if (side > 0) {
                    gc.setAlpha(200);
                    gc.setBackground(v > 0 ? black : white);
                    gc.fillRectangle(x - side / 2, y - side / 2, side, side);
                    gc.setForeground(v > 0 ? white : black);
                    gc.drawRectangle(x - side / 2, y - side / 2, side, side);
                    gc.setAlpha(255);
                }
            }
        }
        int radius = Math.max(2, g.cell / 2 - 1);
        for (BoardOverlay.Ghost ghost : o.ghosts()) {
            int x = g.left + board.col(ghost.point()) * g.cell;
            int y = g.top + board.row(ghost.point()) * g.cell;
            gc.setAlpha(150);
            gc.setBackground(ghost.color() == StoneColor.BLACK ? black : white);
            gc.fillOval(x - radius, y - radius, 2 * radius, 2 * radius);
            gc.setAlpha(255);
            gc.setForeground(black);
            gc.drawOval(x - radius, y - radius, 2 * radius, 2 * radius);
            if (ghost.number() > 0) {
                gc.setForeground(ghost.color() == StoneColor.BLACK ? white : black);
                String t = Integer.toString(ghost.number());
                Point e = gc.textExtent(t);
                gc.drawString(t, x - e.x / 2, y - e.y / 2, true);
            }
        }
        drawLines(gc, g, o);
        int m = Math.max(3, g.cell / 4);
        gc.setLineWidth(Math.max(1, g.cell / 16));
        for (int p : board.onBoardPoints()) {
            int x = g.left + board.col(p) * g.cell;
            int y = g.top + board.row(p) * g.cell;
            Color ink = board.color(p) == StoneColor.BLACK ? white : black;
            gc.setForeground(ink);
            gc.setBackground(ink);
            switch (o.mark(p)) {
                case BoardOverlay.TRIANGLE -> gc.drawPolygon(new int[] { x, y - m, x - m, y + m * 3 / 4, x + m, y + m * 3 / 4 });
                case BoardOverlay.SQUARE -> gc.drawRectangle(x - m * 3 / 4, y - m * 3 / 4, m * 3 / 2, m * 3 / 2);
                case BoardOverlay.CIRCLE -> gc.drawOval(x - m, y - m, 2 * m, 2 * m);
                case BoardOverlay.CROSS -> {
                    gc.drawLine(x - m * 3 / 4, y - m * 3 / 4, x + m * 3 / 4, y + m * 3 / 4);
                    gc.drawLine(x - m * 3 / 4, y + m * 3 / 4, x + m * 3 / 4, y - m * 3 / 4);
                }
                case BoardOverlay.POINT -> {
                    Color red = getDisplay().getSystemColor(SWT.COLOR_RED);
                    gc.setBackground(red);
                    gc.fillRectangle(x - m / 2, y - m / 2, m, m);
                }
                default -> {
                    // no mark
                }
            }
            String label = o.label(p);
            if (label != null) {
                Point e = gc.textExtent(label);
                if (board.color(p) == StoneColor.EMPTY && o.color(p) < 0) {
                    gc.setBackground(wood); // hide the grid lines behind the text
                    gc.fillRectangle(x - e.x / 2 - 1, y - e.y / 2, e.x + 2, e.y);
                }
                gc.setForeground(ink);
                gc.drawString(label, x - e.x / 2, y - e.y / 2, true);
            }
        }
        gc.setLineWidth(1);
    }

    /**
     * SGF DD: a veil of the board's colour over dimmed points (stones included), so they fade; SGF TB/TW:
     * a small square of the owner's colour with an outline of the other, readable on stones and wood.
     */
    private void drawDimmedAndTerritory(GC gc, Geometry g, BoardOverlay o, Color wood) {
        Color black = getDisplay().getSystemColor(SWT.COLOR_BLACK);
        Color white = getDisplay().getSystemColor(SWT.COLOR_WHITE);
        int half = g.cell / 2;
        int side = Math.max(3, g.cell * 2 / 5);
        for (int p : board.onBoardPoints()) {
            int x = g.left + board.col(p) * g.cell;
            int y = g.top + board.row(p) * g.cell;
            if (o.isDimmed(p)) {
                gc.setAlpha(170);
                gc.setBackground(wood);
                gc.fillRectangle(x - half, y - half, g.cell, g.cell);
                gc.setAlpha(255);
            }
            int owner = o.territory(p);
            if (owner != StoneColor.EMPTY) {
                gc.setBackground(owner == StoneColor.BLACK ? black : white);
                gc.fillRectangle(x - side / 2, y - side / 2, side, side);
                gc.setForeground(owner == StoneColor.BLACK ? white : black);
                gc.drawRectangle(x - side / 2, y - side / 2, side, side);
            }
        }
    }

    /** SGF LN lines and AR arrows (a head of two strokes at the target), in red so they show on both colours. */
    private void drawLines(GC gc, Geometry g, BoardOverlay o) {
        if (o.lines().isEmpty()) {
            return;
        }
        gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_RED));
        gc.setLineWidth(Math.max(2, g.cell / 10));
        for (BoardOverlay.Line line : o.lines()) {
            int x1 = g.left + board.col(line.from()) * g.cell, y1 = g.top + board.row(line.from()) * g.cell;
            int x2 = g.left + board.col(line.to()) * g.cell, y2 = g.top + board.row(line.to()) * g.cell;
            gc.drawLine(x1, y1, x2, y2);
            if (line.arrow()) {
                double angle = Math.atan2(y2 - y1, x2 - x1);
                double head = g.cell * 0.4;
                for (double side : new double[] { -0.45, 0.45 }) {
                    gc.drawLine(x2, y2, (int) Math.round(x2 - head * Math.cos(angle + side)),
                            (int) Math.round(y2 - head * Math.sin(angle + side)));
                }
            }
        }
        gc.setLineWidth(1);
    }

    private void drawHoshi(GC gc, Geometry g, int n, Color black) {
        if (n < 7) {
            return;
        }
        int edge = n >= 13 ? 3 : 2;
        int[] lines = n % 2 == 1 ? new int[] { edge, n / 2, n - 1 - edge } : new int[] { edge, n - 1 - edge };
        int dot = Math.max(3, g.cell / 6);
        gc.setBackground(black);
        for (int row : lines) {
            for (int col : lines) {
                if (n % 2 == 1 && n < 13 && (row == n / 2) != (col == n / 2)) {
                    continue; // small boards: corners and centre only
                }
                gc.fillOval(g.left + col * g.cell - dot / 2, g.top + row * g.cell - dot / 2, dot, dot);
            }
        }
    }

    private void drawCoordinates(GC gc, Geometry g, int n, Color wood) {
        gc.setBackground(wood);
        org.eclipse.swt.graphics.Font font = gc.getFont();
        gc.setFont(labelFont(gc, g.cell));
        for (int i = 0; i < n; i++) {
            String letter = Vertex.toString(board.point(i, n - 1), n).substring(0, 1);
            String number = Integer.toString(n - i);
            Rectangle[] r = labelBounds(gc, g, n, i);
            gc.drawString(letter, r[0].x, r[0].y, true);
            gc.drawString(letter, r[1].x, r[1].y, true);
            gc.drawString(number, r[2].x, r[2].y, true);
            gc.drawString(number, r[3].x, r[3].y, true);
        }
        gc.setFont(font);
    }

    /** Cell size in pixels and the pixel position of the top-left intersection. */
    private record Geometry(int cell, int left, int top) {
    }
}
