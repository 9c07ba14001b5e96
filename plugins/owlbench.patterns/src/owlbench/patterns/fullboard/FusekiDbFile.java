package owlbench.patterns.fullboard;

import java.util.List;

import owlbench.patterns.model.Diagnostic;

/**
 * A parsed fullboard fuseki database (.dbz): the original text (written back unchanged), the patterns
 * in file order and every problem found.
 */
public final class FusekiDbFile {
    private final String sourceName;
    private final String text;
    private final int boardSize;
    private final List<FullboardPattern> patterns;
    private final List<Diagnostic> diagnostics;

    public FusekiDbFile(String sourceName, String text, int boardSize, List<FullboardPattern> patterns, List<Diagnostic> diagnostics) {
        this.sourceName = sourceName;
        this.text = text;
        this.boardSize = boardSize;
        this.patterns = List.copyOf(patterns);
        this.diagnostics = List.copyOf(diagnostics);
    }

    public String sourceName() { return sourceName; }
    public String text() { return text; }
    public int boardSize() { return boardSize; }
    public List<FullboardPattern> patterns() { return patterns; }
    public List<Diagnostic> diagnostics() { return diagnostics; }

    public boolean hasErrors() {
        for (Diagnostic d : diagnostics) if (d.isError()) return true;
        return false;
    }

    /** The text to write: the lines are kept as read, so an unchanged file gives back the same bytes. */
    public String write() {
        return text;
    }
}
