package owlbench.patterns.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A parsed pattern database (.db): every top-level item in file order (so that writing the items back
 * gives the original text), the patterns among them, and every problem found.
 */
public final class DbFile {
    private final String sourceName;
    private final String text;
    private final LineMap lineMap;
    private final List<DbItem> items;
    private final List<Diagnostic> diagnostics;

    public DbFile(String sourceName, String text, LineMap lineMap, List<DbItem> items, List<Diagnostic> diagnostics) {
        this.sourceName = sourceName;
        this.text = text;
        this.lineMap = lineMap;
        this.items = List.copyOf(items);
        this.diagnostics = List.copyOf(diagnostics);
    }

    public String sourceName() { return sourceName; }
    /** The original text as read. */
    public String text() { return text; }
    public LineMap lineMap() { return lineMap; }
    public List<DbItem> items() { return items; }
    public List<Diagnostic> diagnostics() { return diagnostics; }

    public List<Pattern> patterns() {
        List<Pattern> out = new ArrayList<>();
        for (DbItem i : items) if (i instanceof Pattern) out.add((Pattern) i);
        return out;
    }

    public List<Directive> directives() {
        List<Directive> out = new ArrayList<>();
        for (DbItem i : items) if (i instanceof Directive) out.add((Directive) i);
        return out;
    }

    public Pattern pattern(String name) {
        for (DbItem i : items) if (i instanceof Pattern && ((Pattern) i).name().equals(name)) return (Pattern) i;
        return null;
    }

    /** The top-level item containing the file offset (for hover and navigation), or null. */
    public DbItem itemAt(int offset) {
        for (DbItem i : items) {
            SourceRange r = i.range();
            if (r != null && offset >= r.offset && offset < r.end()) return i;
        }
        return null;
    }

    /** The pattern containing the file offset, or null. */
    public Pattern patternAt(int offset) {
        DbItem i = itemAt(offset);
        return i instanceof Pattern ? (Pattern) i : null;
    }

    public List<Diagnostic> errors() {
        List<Diagnostic> out = new ArrayList<>();
        for (Diagnostic d : diagnostics) if (d.isError()) out.add(d);
        return out;
    }

    public boolean hasErrors() {
        for (Diagnostic d : diagnostics) if (d.isError()) return true;
        return false;
    }
}
