package owlbench.patterns.eyes;

import owlbench.patterns.model.SourceRange;

/**
 * One vertex of an eye shape in eyes.db: its symbol, place in the diagram and what the symbol means
 * (doc/eyes.texi and the eyes.db header).
 */
public final class EyeVertex {
    /** Symbol as written: . * &lt; &gt; ! @ $ ( ) X x */
    public final char symbol;
    /** Row and column in the diagram (row 0 at the top, column counted inside the edge). */
    public final int row;
    public final int col;
    public final SourceRange range;

    public EyeVertex(char symbol, int row, int col, SourceRange range) {
        this.symbol = symbol;
        this.row = row;
        this.col = col;
        this.range = range;
    }

    /** Marginal eye space: ! @ $ ( ). */
    public boolean isMarginal() {
        return "!@$()".indexOf(symbol) >= 0;
    }

    /** Key point for the attacker: * @ &lt; (. */
    public boolean isAttackPoint() {
        return "*@<(".indexOf(symbol) >= 0;
    }

    /** Key point for the defender: * @ &gt; ). */
    public boolean isDefensePoint() {
        return "*@>)".indexOf(symbol) >= 0;
    }

    /** Must hold a (dead) opponent stone: X and $. */
    public boolean requiresStone() {
        return symbol == 'X' || symbol == '$';
    }

    /** May hold an opponent stone: X, $ and x (x is '.' or 'X'). */
    public boolean allowsStone() {
        return symbol == 'X' || symbol == '$' || symbol == 'x';
    }

    /** Must be empty. */
    public boolean requiresEmpty() {
        return !allowsStone();
    }

    @Override
    public String toString() {
        return symbol + "@" + row + "," + col;
    }
}
