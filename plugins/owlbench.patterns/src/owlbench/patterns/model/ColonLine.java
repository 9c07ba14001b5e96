package owlbench.patterns.model;

import java.util.List;

/**
 * The ':' line of a pattern: symmetry ({@code 8 | \ / - + X O}), classification letters, values and an
 * optional helper function name.
 */
public final class ColonLine {
    private final SourceRange range;
    private final char symmetry;
    private final SourceRange symmetryRange;
    private final String classification;
    private final SourceRange classificationRange;
    private final List<PatternValue> values;
    private final String helper;
    private final SourceRange helperRange;

    public ColonLine(SourceRange range, char symmetry, SourceRange symmetryRange, String classification,
            SourceRange classificationRange, List<PatternValue> values, String helper, SourceRange helperRange) {
        this.range = range;
        this.symmetry = symmetry;
        this.symmetryRange = symmetryRange;
        this.classification = classification;
        this.classificationRange = classificationRange;
        this.values = List.copyOf(values);
        this.helper = helper;
        this.helperRange = helperRange;
    }

    public SourceRange range() { return range; }
    public char symmetry() { return symmetry; }
    public SourceRange symmetryRange() { return symmetryRange; }
    /** The classification letters as written ("-" is a placeholder for none). */
    public String classification() { return classification; }
    public SourceRange classificationRange() { return classificationRange; }
    public List<PatternValue> values() { return values; }
    /** The helper function name, or null for none ("NULL" is kept as written). */
    public String helper() { return helper; }
    public SourceRange helperRange() { return helperRange; }

    /** True when the classification contains the letter. */
    public boolean hasClass(char letter) {
        return classification.indexOf(letter) >= 0;
    }

    /** The first value with that name, or null. */
    public PatternValue value(String name) {
        for (PatternValue v : values) {
            if (v.name.equals(name)) return v;
        }
        return null;
    }

    /** Canonical text of the line (without terminator). */
    public String render() {
        StringBuilder sb = new StringBuilder(":").append(symmetry).append(',').append(classification);
        for (PatternValue v : values) sb.append(',').append(v);
        if (helper != null) sb.append(',').append(helper);
        return sb.toString();
    }
}
