package owlbench.patterns.mc;

import java.util.List;

import owlbench.patterns.model.Diagnostic;

/** A parsed Monte Carlo pattern database (mc_*.db): the text, its patterns and every problem found. */
public final class McDbFile {
    private final String sourceName;
    private final String text;
    private final List<McPattern> patterns;
    private final List<Diagnostic> diagnostics;

    public McDbFile(String sourceName, String text, List<McPattern> patterns, List<Diagnostic> diagnostics) {
        this.sourceName = sourceName;
        this.text = text;
        this.patterns = List.copyOf(patterns);
        this.diagnostics = List.copyOf(diagnostics);
    }

    public String sourceName() { return sourceName; }
    public String text() { return text; }
    public List<McPattern> patterns() { return patterns; }
    public List<Diagnostic> diagnostics() { return diagnostics; }

    /** Number of ':' value lines over all patterns. */
    public int valueLineCount() {
        int n = 0;
        for (McPattern p : patterns) n += p.values().size();
        return n;
    }

    public boolean hasErrors() {
        for (Diagnostic d : diagnostics) if (d.isError()) return true;
        return false;
    }

    /**
     * The text to write. Patterns keep their source text and everything between them (comments, blank
     * lines) is kept as read, so an unchanged file gives back the same bytes.
     */
    public String write() {
        StringBuilder sb = new StringBuilder();
        int at = 0;
        for (McPattern p : patterns) {
            sb.append(text, at, p.range().offset).append(p.sourceText());
            at = p.range().end();
        }
        return sb.append(text, at, text.length()).toString();
    }
}
