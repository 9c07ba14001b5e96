package owlbench.ui.board;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Point;

/**
 * Keeps a board inside a view as large as the view allows: in a sash of two parts, the board's part
 * is made square (as big as the view's short side, up to {@value #MAX_SHARE_PERCENT}% of its long
 * side) each time the view is resized, side by side when the view is wide and board above when it
 * is tall. The user can still drag the sash; the next resize fits the board again.
 */
public final class BoardSash {
    /** At most this share of the long side goes to the board, so the table beside it stays usable. */
    public static final int MAX_SHARE_PERCENT = 65;
    /** At least this many pixels stay for the other part (a table's scroll bars need room). */
    public static final int MIN_OTHER = 80;

    private BoardSash() {
    }

    /**
     * Fits the board to {@code sash} now and on every resize. {@code boardFirst}: the board is the
     * sash's first child (else its second).
     */
    public static void install(SashForm sash, boolean boardFirst) {
        sash.addListener(SWT.Resize, e -> fit(sash, boardFirst));
    }

    private static void fit(SashForm sash, boolean boardFirst) {
        Point size = sash.getSize();
        if (size.x <= 0 || size.y <= 0) {
            return;
        }
        boolean horizontal = horizontal(size.x, size.y);
        int want = horizontal ? SWT.HORIZONTAL : SWT.VERTICAL;
        if (sash.getOrientation() != want) {
            sash.setOrientation(want);
        }
        int[] w = weights(size.x, size.y, horizontal);
        sash.setWeights(boardFirst ? w : new int[] {w[1], w[0]});
    }

    /** Side by side unless the view is clearly taller than wide. */
    public static boolean horizontal(int width, int height) {
        return width * 5 >= height * 4;
    }

    /**
     * The pixels (as sash weights) of the board's part and the other part along the sash's long
     * side: the board square, as large as the short side allows, at most MAX_SHARE_PERCENT of the
     * long side, leaving MIN_OTHER for the other part where there is room.
     */
    public static int[] weights(int width, int height, boolean horizontal) {
        int along = horizontal ? width : height;
        int across = horizontal ? height : width;
        int board = Math.min(across, along * MAX_SHARE_PERCENT / 100);
        board = Math.min(board, Math.max(along / 2, along - MIN_OTHER));
        board = Math.max(1, board);
        return new int[] {board, Math.max(1, along - board)};
    }
}
