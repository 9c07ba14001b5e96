package owlbench.patterns.model;

/** A top-level part of a pattern file: a block of comments/blank lines, a header directive, or a pattern. */
public abstract class DbItem {
    private final SourceRange range;
    private final String sourceText;

    protected DbItem(SourceRange range, String sourceText) {
        this.range = range;
        this.sourceText = sourceText;
    }

    /** Where the item lies in its file; null for an item built in code. */
    public SourceRange range() {
        return range;
    }

    /** The exact original text (with line terminators); null for an item built in code. */
    public String sourceText() {
        return sourceText;
    }

    /** The text the writer emits: the original bytes when the item comes from a file, otherwise a rendering. */
    public String text() {
        return sourceText != null ? sourceText : render();
    }

    /** A canonical rendering, used for items built in code. */
    protected abstract String render();
}
