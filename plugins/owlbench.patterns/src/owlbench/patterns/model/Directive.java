package owlbench.patterns.model;

/**
 * A header directive such as {@code attribute_map general}, {@code goal_elements Xx} or
 * {@code callback_data XO,!}; it applies to the patterns after it.
 */
public final class Directive extends DbItem {
    public static final String ATTRIBUTE_MAP = "attribute_map";
    public static final String GOAL_ELEMENTS = "goal_elements";
    public static final String CALLBACK_DATA = "callback_data";

    private final String name;
    private final String value;
    private final SourceRange nameRange;
    private final SourceRange valueRange;

    public Directive(SourceRange range, String sourceText, String name, SourceRange nameRange,
            String value, SourceRange valueRange) {
        super(range, sourceText);
        this.name = name;
        this.value = value;
        this.nameRange = nameRange;
        this.valueRange = valueRange;
    }

    /** Builds a directive in code (rendered as "name value\n"). */
    public Directive(String name, String value) {
        this(null, null, name, null, value, null);
    }

    public String name() {
        return name;
    }

    public String value() {
        return value;
    }

    public SourceRange nameRange() {
        return nameRange;
    }

    public SourceRange valueRange() {
        return valueRange;
    }

    @Override
    protected String render() {
        return name + " " + value + "\n";
    }
}
