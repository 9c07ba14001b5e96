package owlbench.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import owlbench.ui.model.Legend;

/**
 * The legend of the overlay on the board: one row per symbol, a swatch drawn as the board draws
 * the symbol (on the board's wood) and its meaning. Hidden while there is no legend. Used under the
 * Analysis view's list and in the reading-tree viewer's node details.
 */
public final class LegendPanel extends Composite {
    private static final int SWATCH = 18;
    private Legend legend = Legend.NONE;

    /** An empty, hidden legend in parent (a GridLayout composite: the panel excludes itself while hidden). */
    public LegendPanel(Composite parent) {
        super(parent, SWT.NONE);
        GridLayout layout = new GridLayout(2, false);
        layout.marginHeight = 0;
        layout.verticalSpacing = 2;
        setLayout(layout);
        setVisible(false);
    }

    /** The legend shown. */
    public Legend legend() {
        return legend;
    }

    @Override
    public void setLayoutData(Object layoutData) {
        super.setLayoutData(layoutData);
        if (layoutData instanceof GridData d) {
            d.exclude = !getVisible();
        }
    }

    /** Shows {@code next} (Legend.NONE hides the panel). */
    public void show(Legend next) {
        if (isDisposed() || next.equals(legend)) {
            return;
        }
        legend = next;
        for (org.eclipse.swt.widgets.Control c : getChildren()) {
            c.dispose();
        }
        for (Legend.Entry e : next.entries()) {
            Canvas swatch = new Canvas(this, SWT.NONE);
            GridData sd = new GridData(SWT.CENTER, SWT.CENTER, false, false);
            sd.widthHint = SWATCH;
            sd.heightHint = SWATCH;
            swatch.setLayoutData(sd);
            swatch.addPaintListener(p -> paint(p.gc, e));
            Label text = new Label(this, SWT.WRAP);
            text.setText(e.text());
            text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        }
        boolean visible = !next.entries().isEmpty();
        setVisible(visible);
        if (getLayoutData() instanceof GridData d) {
            d.exclude = !visible;
        }
        getParent().layout(true, true);
    }

    /** The swatch: the board's wood, then the symbol as BoardCanvas draws it. */
    private void paint(GC gc, Legend.Entry e) {
        Color wood = new Color(220, 179, 92);
        Color colour = new Color(e.rgb() >> 16 & 0xff, e.rgb() >> 8 & 0xff, e.rgb() & 0xff);
        Color black = getDisplay().getSystemColor(SWT.COLOR_BLACK);
        Color white = getDisplay().getSystemColor(SWT.COLOR_WHITE);
        try {
            gc.setAntialias(SWT.ON);
            gc.setBackground(wood);
            gc.fillRectangle(0, 0, SWATCH, SWATCH);
            int c = SWATCH / 2, m = SWATCH / 4;
            switch (e.swatch()) {
                case FILL -> {
                    gc.setAlpha(150);
                    gc.setBackground(colour);
                    gc.fillRectangle(1, 1, SWATCH - 2, SWATCH - 2);
                    gc.setAlpha(255);
                }
                case SQUARE -> {
                    int side = SWATCH * 2 / 5;
                    gc.setBackground(colour);
                    gc.fillRectangle(c - side / 2, c - side / 2, side, side);
                    gc.setForeground(e.rgb() == 0 ? white : black);
                    gc.drawRectangle(c - side / 2, c - side / 2, side, side);
                }
                case CROSS -> {
                    fillIfColoured(gc, e, colour);
                    gc.setForeground(black);
                    gc.setLineWidth(2);
                    gc.drawLine(c - m, c - m, c + m, c + m);
                    gc.drawLine(c - m, c + m, c + m, c - m);
                }
                case TRIANGLE -> {
                    fillIfColoured(gc, e, colour);
                    gc.setForeground(black);
                    gc.drawPolygon(new int[] { c, c - m, c - m, c + m * 3 / 4, c + m, c + m * 3 / 4 });
                }
                case SQUARE_MARK -> {
                    fillIfColoured(gc, e, colour);
                    gc.setForeground(black);
                    gc.drawRectangle(c - m * 3 / 4, c - m * 3 / 4, m * 3 / 2, m * 3 / 2);
                }
                case CIRCLE -> {
                    fillIfColoured(gc, e, colour);
                    gc.setForeground(black);
                    gc.drawOval(c - m, c - m, 2 * m, 2 * m);
                }
                case POINT -> {
                    gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_RED));
                    gc.fillRectangle(c - m / 2, c - m / 2, m, m);
                }
                case LABEL -> {
                    gc.setForeground(black);
                    Point t = gc.textExtent(e.sample());
                    gc.drawString(e.sample(), c - t.x / 2, c - t.y / 2, true);
                }
            }
        } finally {
            wood.dispose();
            colour.dispose();
        }
    }

    /** Marks in a colour other than black sit on a shaded cell of that colour, as on the board. */
    private static void fillIfColoured(GC gc, Legend.Entry e, Color colour) {
        if (e.rgb() != 0) {
            gc.setAlpha(150);
            gc.setBackground(colour);
            gc.fillRectangle(1, 1, SWATCH - 2, SWATCH - 2);
            gc.setAlpha(255);
        }
    }
}
