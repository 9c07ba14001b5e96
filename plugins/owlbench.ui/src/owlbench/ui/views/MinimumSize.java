package owlbench.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Layout;

/**
 * Keeps a part's content at a workable minimum size when the user makes the part very small: below
 * it the content keeps the minimum and is clipped, instead of being squeezed. Squeezed, the tables,
 * trees and text fields get less room than GTK's scroll bars need, and GTK prints "Gtk-CRITICAL
 * gtk_box_gadget_distribute: assertion 'size &gt;= 0' failed in GtkScrollbar" on every resize.
 */
public final class MinimumSize extends Layout {
    /** The content is never laid out narrower than this (pixels). */
    public static final int WIDTH = 220;
    /** The content is never laid out lower than this (pixels). */
    public static final int HEIGHT = 160;

    private final int width;
    private final int height;

    private MinimumSize(int width, int height) {
        this.width = width;
        this.height = height;
    }

    /**
     * Makes {@code parent} (a part's own composite) hold a single content composite laid out at least
     * WIDTH x HEIGHT, and returns it: create the part's controls in it instead of in parent.
     */
    public static Composite wrap(Composite parent) {
        return wrap(parent, WIDTH, HEIGHT);
    }

    /** As {@link #wrap(Composite)}, for a part whose content needs more than the usual minimum. */
    public static Composite wrap(Composite parent, int minWidth, int minHeight) {
        parent.setLayout(new MinimumSize(minWidth, minHeight));
        Composite content = new Composite(parent, SWT.NONE);
        content.setLayout(new org.eclipse.swt.layout.FillLayout());
        return content;
    }

    /** The content's bounds in a client area: the area, grown to the minimum where it is smaller. */
    public static Rectangle contentBounds(Rectangle area) {
        return contentBounds(area, WIDTH, HEIGHT);
    }

    /** The content's bounds for the given minimum. */
    public static Rectangle contentBounds(Rectangle area, int minWidth, int minHeight) {
        return new Rectangle(area.x, area.y, Math.max(minWidth, area.width), Math.max(minHeight, area.height));
    }

    @Override
    protected Point computeSize(Composite composite, int wHint, int hHint, boolean flushCache) {
        Control[] children = composite.getChildren();
        if (children.length == 0) {
            return new Point(width, height);
        }
        return children[0].computeSize(wHint, hHint, flushCache);
    }

    @Override
    protected void layout(Composite composite, boolean flushCache) {
        Rectangle bounds = contentBounds(composite.getClientArea(), width, height);
        for (Control child : composite.getChildren()) {
            child.setBounds(bounds);
        }
    }
}
