package owlbench.ui.reading;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Text;

import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.NodeDetail;
import owlbench.reading.NodeDetailText;
import owlbench.reading.ReadCodes;
import owlbench.reading.TreeRecorder.Node;
import owlbench.ui.model.Legend;
import owlbench.ui.views.LegendPanel;

/**
 * The reading-tree viewer's node details: for the selected move, who played it and what it
 * achieved, why it was tried (the proposing pattern as a link that opens it in the pattern
 * editor), the dragon, the eyes owl counted, the lunches and why the line ended, in words; and the
 * legend of what the board draws for it. Without a selection it describes the start position.
 */
final class NodeDetailsPane extends Composite {
    private final Label header;
    private final Link proposer;
    private final Text body;
    private final LegendPanel legend;
    private final Font bold;
    private NodeDetail.PatternRef pattern;

    /** onPattern: what a click on the pattern link does (the view opens the pattern editor). */
    NodeDetailsPane(Composite parent, Consumer<NodeDetail.PatternRef> onPattern) {
        super(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 4;
        layout.marginHeight = 2;
        layout.verticalSpacing = 2;
        setLayout(layout);
        header = new Label(this, SWT.NONE);
        header.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        FontData[] fd = header.getFont().getFontData();
        for (FontData d : fd) {
            d.setStyle(SWT.BOLD);
        }
        bold = new Font(getDisplay(), fd);
        header.setFont(bold);
        proposer = new Link(this, SWT.NONE);
        proposer.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        proposer.addListener(SWT.Selection, e -> {
            if (pattern != null) {
                onPattern.accept(pattern);
            }
        });
        body = new Text(this, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        GridData bd = new GridData(SWT.FILL, SWT.FILL, true, true);
        bd.heightHint = 60;
        body.setLayoutData(bd);
        legend = new LegendPanel(this);
        legend.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        addListener(SWT.Dispose, e -> bold.dispose());
        showNothing("No reading tree.");
    }

    /** Nothing to describe: the text says why. */
    void showNothing(String why) {
        set(why, "", null, "", Legend.NONE);
    }

    /** The start position of tree (nothing selected). */
    void showStart(ReadingTree tree) {
        NodeDetail d = tree.rootDetail();
        int size = tree.start().size();
        if (d == null) {
            set("Start position", "", null, "Select a move to see what the reader did there.", Legend.NONE);
            return;
        }
        set("Start position, before any move (the board shows the principal line)", "", null,
                text(NodeDetailText.lines(d, size)) + "\nSelect a move to see its eye spaces on the board.", Legend.NONE);
    }

    /** Node n, the plies-th move of its line, whose board shows legendOfBoard. */
    void showNode(ReadingTree tree, Node n, int plies, Legend legendOfBoard) {
        int size = tree.start().size();
        String who = n.color == StoneColor.BLACK ? "Black" : "White";
        String head = "Move " + plies + " of the line: " + who + " " + Vertex.toString(n.move, size) + ", "
                + resultWords(n, size);
        NodeDetail d = n.detail;
        if (d == null) {
            String comment = n.comment.isEmpty() ? "No details recorded for this move (the tactical and connection"
                    + " readers record moves and results; owl records eyes, proposers, lunches and ends)." : n.comment;
            set(head, "", null, comment, Legend.NONE);
            return;
        }
        String why;
        NodeDetail.PatternRef ref = d.proposer() == null ? null : d.proposer().pattern();
        if (d.proposer() == null) {
            why = "Tried as the move asked about.";
        } else if (ref != null) {
            why = "Tried for pattern <a>" + ref.name() + "</a> (" + fileName(ref.file()) + " line " + ref.line()
                    + "), value " + d.proposer().value() + ".";
        } else {
            why = "Tried for: " + d.proposer().text() + ", value " + d.proposer().value() + ".";
        }
        List<String> lines = NodeDetailText.lines(d, size);
        if (d.proposer() != null) {
            lines = lines.subList(1, lines.size()); // the link says it
        }
        set(head, why, ref, text(lines), legendOfBoard); // the reader's note says the same: it stays in the Comment column
    }

    private static String resultWords(Node n, int size) {
        String code = ReadCodes.name(n.code);
        String reply = n.reply != owlbench.board.Board.PASS ? ", best reply " + Vertex.toString(n.reply, size) : "";
        return (n.code == ReadCodes.FAIL ? "fails (0)" : "works (" + code + ")") + reply;
    }

    private void set(String head, String why, NodeDetail.PatternRef ref, String text, Legend l) {
        header.setText(head);
        header.setToolTipText(head);
        pattern = ref;
        proposer.setText(why);
        proposer.setToolTipText(ref == null ? null : "Open pattern " + ref.name() + " in " + ref.file());
        boolean showWhy = !why.isEmpty();
        proposer.setVisible(showWhy);
        ((GridData) proposer.getLayoutData()).exclude = !showWhy;
        body.setText(text);
        legend.show(l);
        layout(true, true);
    }

    private static String text(List<String> lines) {
        StringBuilder sb = new StringBuilder();
        for (String s : lines) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(Character.toUpperCase(s.charAt(0))).append(s.substring(1));
        }
        return sb.toString();
    }

    private static String fileName(String file) {
        return new java.io.File(file).getName();
    }

    /** The header line (tests). */
    String headerText() {
        return header.getText();
    }

    /** Why the move was tried, as the link shows it ("" if hidden; tests). */
    String proposerText() {
        return proposer.getText();
    }

    /** The body: dragon, eyes, lunches, end (tests). */
    String bodyText() {
        return body.getText();
    }

    /** The link to the proposing pattern (tests click it). */
    Link proposerLink() {
        return proposer;
    }

    /** The pattern the link opens, or null. */
    NodeDetail.PatternRef pattern() {
        return pattern;
    }

    /** The legend shown. */
    Legend legend() {
        return legend.legend();
    }
}
