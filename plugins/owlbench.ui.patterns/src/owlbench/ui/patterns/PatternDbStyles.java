package owlbench.ui.patterns;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;

/**
 * The colours of the parts of a .db file. Device-less SWT colours need no disposal, so the
 * attributes are immutable constants shared by every editor.
 */
public final class PatternDbStyles {
    private PatternDbStyles() {
    }

    public static final TextAttribute COMMENT = attr(63, 127, 95, SWT.ITALIC);
    public static final TextAttribute PATTERN_KEYWORD = attr(127, 0, 85, SWT.BOLD);
    public static final TextAttribute PATTERN_NAME = attr(0, 0, 192, SWT.BOLD);
    public static final TextAttribute DIRECTIVE = attr(127, 0, 85, SWT.NORMAL);
    public static final TextAttribute EDGE = attr(128, 128, 128, SWT.BOLD);
    public static final TextAttribute COLON_LINE = attr(100, 70, 0, SWT.NORMAL);
    public static final TextAttribute LABEL = attr(200, 0, 200, SWT.BOLD);
    public static final TextAttribute CONSTRAINT = attr(0, 100, 100, SWT.NORMAL);
    public static final TextAttribute ACTION = attr(150, 80, 0, SWT.NORMAL);
    public static final TextAttribute FUNCTION = attr(0, 0, 255, SWT.BOLD);
    public static final TextAttribute DEFAULT = new TextAttribute(null);

    /** Own colour of each diagram symbol (why: authors read the shape at a glance). */
    public static TextAttribute symbol(char c) {
        switch (c) {
            case 'X': return SYM_X;
            case 'O': return SYM_O;
            case 'x': return SYM_LX;
            case 'o': return SYM_LO;
            case '*': return SYM_MOVE;
            case '.': return SYM_EMPTY;
            case '?': return SYM_ANY;
            case ',': return SYM_COMMA;
            case '!': return SYM_BANG;
            case 'Q': return SYM_Q;
            case 'Y': return SYM_Y;
            default: return DEFAULT;
        }
    }

    private static final TextAttribute SYM_X = attr(200, 0, 0, SWT.BOLD);
    private static final TextAttribute SYM_O = attr(0, 0, 200, SWT.BOLD);
    private static final TextAttribute SYM_LX = attr(220, 100, 100, SWT.NORMAL);
    private static final TextAttribute SYM_LO = attr(100, 100, 220, SWT.NORMAL);
    private static final TextAttribute SYM_MOVE = attr(0, 160, 0, SWT.BOLD);
    private static final TextAttribute SYM_EMPTY = attr(160, 160, 160, SWT.NORMAL);
    private static final TextAttribute SYM_ANY = attr(180, 140, 0, SWT.NORMAL);
    private static final TextAttribute SYM_COMMA = attr(0, 150, 150, SWT.BOLD);
    private static final TextAttribute SYM_BANG = attr(255, 100, 0, SWT.BOLD);
    private static final TextAttribute SYM_Q = attr(0, 0, 120, SWT.BOLD | SWT.ITALIC);
    private static final TextAttribute SYM_Y = attr(120, 0, 0, SWT.BOLD | SWT.ITALIC);

    private static TextAttribute attr(int r, int g, int b, int style) {
        return new TextAttribute(new Color(r, g, b), null, style);
    }
}
