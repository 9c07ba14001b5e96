package owlbench.patterns.model;

/** Comment ('#') and blank lines between top-level items, kept verbatim. */
public final class Trivia extends DbItem {
    public Trivia(SourceRange range, String sourceText) {
        super(range, sourceText);
    }

    @Override
    protected String render() {
        return "";
    }
}
