package owlbench.patterns.eyes;

import java.util.ArrayList;
import java.util.List;

import owlbench.patterns.model.DbItem;
import owlbench.patterns.model.Diagnostic;

/** A parsed eyes.db: items in file order (comments and eye shapes) and the problems found. */
public final class EyeDbFile {
    private final String sourceName;
    private final String text;
    private final List<DbItem> items;
    private final List<Diagnostic> diagnostics;

    public EyeDbFile(String sourceName, String text, List<DbItem> items, List<Diagnostic> diagnostics) {
        this.sourceName = sourceName;
        this.text = text;
        this.items = List.copyOf(items);
        this.diagnostics = List.copyOf(diagnostics);
    }

    public String sourceName() { return sourceName; }
    public String text() { return text; }
    public List<DbItem> items() { return items; }
    public List<Diagnostic> diagnostics() { return diagnostics; }

    public List<EyeShape> shapes() {
        List<EyeShape> out = new ArrayList<>();
        for (DbItem i : items) if (i instanceof EyeShape) out.add((EyeShape) i);
        return out;
    }

    public boolean hasErrors() {
        for (Diagnostic d : diagnostics) if (d.isError()) return true;
        return false;
    }

    /** The text of all items: the original bytes for an unchanged file. */
    public String write() {
        StringBuilder sb = new StringBuilder();
        for (DbItem i : items) sb.append(i.text());
        return sb.toString();
    }
}
