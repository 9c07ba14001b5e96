package owlbench.ui.board;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;

/**
 * The navigation buttons' icons (first, previous, next, last move; previous and next variation),
 * drawn at run time as GoGui's and media players' are: triangles, bars and arrows, 16 pixels, in
 * one dark colour on a transparent ground. The caller disposes the images.
 */
public final class NavigationIcons {

    /** The icons that exist. */
    public enum Kind {
        /** |&lt; */ FIRST,
        /** &lt; */ PREVIOUS,
        /** &gt; */ NEXT,
        /** &gt;| */ LAST,
        /** up: the previous sibling variation */ PREVIOUS_VARIATION,
        /** down: the next sibling variation */ NEXT_VARIATION
    }

    /** Icon size in pixels. */
    public static final int SIZE = 16;

    private NavigationIcons() {
    }

    /** A new SIZE x SIZE image of {@code kind}; the caller disposes it. */
    public static Image create(Display display, Kind kind) {
        RGB ground = new RGB(255, 0, 255); // a colour no icon uses: it becomes transparent
        Image canvas = new Image(display, SIZE, SIZE);
        GC gc = new GC(canvas);
        Color groundColour = new Color(ground);
        Color ink = new Color(40, 60, 90);
        try {
            gc.setAntialias(SWT.OFF); // crisp edges: no pixel half way to the transparent ground
            gc.setBackground(groundColour);
            gc.fillRectangle(0, 0, SIZE, SIZE);
            gc.setBackground(ink);
            switch (kind) {
                case FIRST -> {
                    gc.fillRectangle(3, 3, 2, 10);
                    gc.fillPolygon(new int[] {13, 3, 13, 13, 5, 8});
                }
                case PREVIOUS -> gc.fillPolygon(new int[] {11, 3, 11, 13, 4, 8});
                case NEXT -> gc.fillPolygon(new int[] {5, 3, 5, 13, 12, 8});
                case LAST -> {
                    gc.fillPolygon(new int[] {3, 3, 3, 13, 11, 8});
                    gc.fillRectangle(11, 3, 2, 10);
                }
                case PREVIOUS_VARIATION -> {
                    gc.fillPolygon(new int[] {3, 9, 13, 9, 8, 3});
                    gc.fillRectangle(7, 9, 2, 4);
                }
                case NEXT_VARIATION -> {
                    gc.fillPolygon(new int[] {3, 7, 13, 7, 8, 13});
                    gc.fillRectangle(7, 3, 2, 4);
                }
            }
        } finally {
            gc.dispose();
            groundColour.dispose();
            ink.dispose();
        }
        ImageData data = canvas.getImageData();
        canvas.dispose();
        data.transparentPixel = data.palette.getPixel(ground);
        return new Image(display, data);
    }
}
