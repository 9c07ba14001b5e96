package owlbench.patterns.eyes;

import java.util.List;

import owlbench.patterns.model.DbItem;
import owlbench.patterns.model.SourceRange;

/**
 * One eyes.db entry as an eye graph: vertices (the non-blank cells of the diagram), edges between
 * orthogonally adjacent vertices, the board edges shown, and the four-digit eye value
 * (attacker first with a spare move, attacker first, defender first, defender first with a spare move).
 */
public final class EyeShape extends DbItem {
    private final String name;
    private final SourceRange nameRange;
    private final List<String> rows;
    private final List<EyeVertex> vertices;
    private final int[][] adjacency;
    private final boolean top, bottom, left, right;
    private final int[] value;
    private final SourceRange valueRange;

    public EyeShape(SourceRange range, String sourceText, String name, SourceRange nameRange, List<String> rows,
            List<EyeVertex> vertices, int[][] adjacency, boolean top, boolean bottom, boolean left, boolean right,
            int[] value, SourceRange valueRange) {
        super(range, sourceText);
        this.name = name;
        this.nameRange = nameRange;
        this.rows = List.copyOf(rows);
        this.vertices = List.copyOf(vertices);
        this.adjacency = adjacency;
        this.top = top;
        this.bottom = bottom;
        this.left = left;
        this.right = right;
        this.value = value;
        this.valueRange = valueRange;
    }

    public String name() { return name; }
    public SourceRange nameRange() { return nameRange; }
    /** The diagram rows as written (edges included). */
    public List<String> rows() { return rows; }
    public List<EyeVertex> vertices() { return vertices; }
    /** Indices (into vertices()) of the neighbours of vertex i. */
    public int[] neighbours(int i) { return adjacency[i].clone(); }
    public int degree(int i) { return adjacency[i].length; }
    public boolean hasTopEdge() { return top; }
    public boolean hasBottomEdge() { return bottom; }
    public boolean hasLeftEdge() { return left; }
    public boolean hasRightEdge() { return right; }
    /** The four eye value digits; null if the ':' line was missing or bad. */
    public int[] value() { return value == null ? null : value.clone(); }
    public SourceRange valueRange() { return valueRange; }

    /** Number of edges of the graph. */
    public int edgeCount() {
        int n = 0;
        for (int[] a : adjacency) n += a.length;
        return n / 2;
    }

    /** The value as the four digits "abcd". */
    public String valueText() {
        if (value == null) return "";
        return "" + value[0] + value[1] + value[2] + value[3];
    }

    @Override
    protected String render() {
        StringBuilder sb = new StringBuilder("Pattern ").append(name).append("\n\n");
        for (String r : rows) sb.append(r).append('\n');
        return sb.append("\n:").append(valueText()).append("\n\n\n").toString();
    }
}
