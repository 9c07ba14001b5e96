package owlbench.patterns.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One {@code Pattern NAME} entry: its comments, main diagram, ':' line, optional constraint diagram,
 * constraint (';' lines) and action ('>' lines), each with its source range. The directives in force
 * (attribute_map, goal_elements, callback_data) are recorded as they were when the pattern was read.
 */
public final class Pattern extends DbItem {
    private final String name;
    private final SourceRange nameRange;
    private final List<SourceRange> commentLines;
    private final Diagram diagram;
    private final ColonLine colon;
    private final Diagram constraintDiagram;
    private final ExpressionText constraint;
    private final ExpressionText action;
    private final String attributeMap;
    private final String goalElements;
    private final String callbackData;

    public Pattern(SourceRange range, String sourceText, String name, SourceRange nameRange,
            List<SourceRange> commentLines, Diagram diagram, ColonLine colon, Diagram constraintDiagram,
            ExpressionText constraint, ExpressionText action,
            String attributeMap, String goalElements, String callbackData) {
        super(range, sourceText);
        this.name = name;
        this.nameRange = nameRange;
        this.commentLines = List.copyOf(commentLines);
        this.diagram = diagram;
        this.colon = colon;
        this.constraintDiagram = constraintDiagram;
        this.constraint = constraint;
        this.action = action;
        this.attributeMap = attributeMap;
        this.goalElements = goalElements;
        this.callbackData = callbackData;
    }

    public String name() { return name; }
    public SourceRange nameRange() { return nameRange; }
    /** The '#' lines inside the pattern (whole lines, terminator excluded). */
    public List<SourceRange> commentLines() { return commentLines; }
    /** The main diagram; null only if the pattern had none (an error was reported). */
    public Diagram diagram() { return diagram; }
    /** The ':' line; null only if missing or unreadable (an error was reported). */
    public ColonLine colon() { return colon; }
    /** The labelled constraint diagram, or null. */
    public Diagram constraintDiagram() { return constraintDiagram; }
    /** The joined ';' lines, or null. */
    public ExpressionText constraint() { return constraint; }
    /** The joined '>' lines, or null. */
    public ExpressionText action() { return action; }
    public String attributeMap() { return attributeMap; }
    public String goalElements() { return goalElements; }
    public String callbackData() { return callbackData; }

    /**
     * The labels of the constraint diagram: each letter with its cells as {row, col} pairs, in reading
     * order. '*' is always a label when the main diagram has a move.
     */
    public Map<Character, List<int[]>> labels() {
        Map<Character, List<int[]>> out = new LinkedHashMap<>();
        if (diagram != null) {
            int[] star = diagram.find('*');
            if (star != null) out.computeIfAbsent('*', k -> new ArrayList<>()).add(star);
        }
        Diagram cd = constraintDiagram;
        if (cd == null || diagram == null || cd.width() != diagram.width() || cd.height() != diagram.height()) {
            return Collections.unmodifiableMap(out);
        }
        for (int r = 0; r < cd.height(); r++) {
            for (int c = 0; c < cd.width(); c++) {
                char ch = cd.cell(r, c);
                if (ch != diagram.cell(r, c) && Character.isLetter(ch)) {
                    out.computeIfAbsent(ch, k -> new ArrayList<>()).add(new int[] {r, c});
                }
            }
        }
        return Collections.unmodifiableMap(out);
    }

    @Override
    protected String render() {
        StringBuilder sb = new StringBuilder("Pattern ").append(name).append("\n\n");
        if (diagram != null) for (String row : diagram.rowTexts()) sb.append(row).append('\n');
        if (colon != null) sb.append('\n').append(colon.render()).append('\n');
        if (constraintDiagram != null) {
            sb.append('\n');
            for (String row : constraintDiagram.rowTexts()) sb.append(row).append('\n');
        }
        if (constraint != null) {
            sb.append('\n');
            for (String l : constraint.text().split("\n", -1)) sb.append(';').append(l).append('\n');
        }
        if (action != null) {
            if (constraint == null) sb.append('\n');
            for (String l : action.text().split("\n", -1)) sb.append('>').append(l).append('\n');
        }
        sb.append("\n\n");
        return sb.toString();
    }
}
