package owlbench.patterns.model;

/**
 * One value field of a ':' line such as {@code shape(3)}, {@code terri(2)} or {@code threatens_eye(a)}.
 * The argument is a number or, for a few owl attributes, a label.
 */
public final class PatternValue {
    public final String name;
    public final String argument;
    /** The numeric argument, NaN when the argument is a label. */
    public final double number;
    public final SourceRange range;
    public final SourceRange nameRange;
    public final SourceRange argumentRange;

    public PatternValue(String name, String argument, double number, SourceRange range,
            SourceRange nameRange, SourceRange argumentRange) {
        this.name = name;
        this.argument = argument;
        this.number = number;
        this.range = range;
        this.nameRange = nameRange;
        this.argumentRange = argumentRange;
    }

    public boolean isLabel() {
        return Double.isNaN(number);
    }

    @Override
    public String toString() {
        return name + "(" + argument + ")";
    }
}
