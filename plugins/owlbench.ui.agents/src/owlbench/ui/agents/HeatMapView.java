package owlbench.ui.agents;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.part.ViewPart;

import owlbench.agents.AgentCatalogue;
import owlbench.agents.AgentContext;
import owlbench.agents.Position;
import owlbench.agents.network.NetworkWeights;
import owlbench.agents.network.SummationNetwork;
import owlbench.agents.network.WeightsFormatException;
import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.ui.game.ActiveGameTracker;
import owlbench.ui.game.GamePart;
import owlbench.ui.model.BoardOverlay;
import owlbench.ui.model.GameModel;
import owlbench.ui.model.NodePosition;

/**
 * Window > Show View > Agent Heat Map: over the active game editor's board, a heat map of the
 * Exodus network's output or of one agent's board on the current position (chosen in the view),
 * computed in a Job whenever the position or the choice changes, with a legend and the value of the
 * point under the mouse. The network is the shipped one, the Training view's best, or a weights
 * file. Closing the view removes the heat map.
 */
public final class HeatMapView extends ViewPart implements GameModel.Listener {
    /** The view's id in plugin.xml. */
    public static final String ID = "owlbench.ui.agents.heatMap";

    private final AgentContext context = AgentContext.standard();
    private Combo source;
    private Label network;
    private Canvas legend;
    private Label value;
    private Label message;
    private ActiveGameTracker tracker;
    private GamePart game;
    private SummationNetwork net;
    private AgentBoards boards;
    private Position position;
    private Job job;
    private int requests;
    private ISelectionListener hover;
    private BoardOverlay shown;

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(4, false));
        new Label(parent, SWT.NONE).setText("Show:");
        source = new Combo(parent, SWT.READ_ONLY | SWT.DROP_DOWN);
        source.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        source.addListener(SWT.Selection, e -> draw());
        new Label(parent, SWT.NONE).setText("Network:");
        network = new Label(parent, SWT.NONE);
        network.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        new Label(parent, SWT.NONE);
        button(parent, "Shipped", "The network that ships with owlbench (ten agents)", this::useShipped);
        button(parent, "Training's Best", "The best weights of the Training view's last run", this::useTrainingBest);
        button(parent, "Open Weights...", "A weights file written by ./owlbench train or the Training view", this::openWeights);
        legend = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        GridData lg = new GridData(SWT.FILL, SWT.CENTER, true, false, 4, 1);
        lg.heightHint = 36;
        legend.setLayoutData(lg);
        legend.addListener(SWT.Paint, e -> paintLegend(e.gc));
        value = new Label(parent, SWT.NONE);
        value.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 4, 1));
        message = new Label(parent, SWT.WRAP);
        GridData m = new GridData(SWT.FILL, SWT.TOP, true, true, 4, 1);
        m.widthHint = 200;   // wraps to the view's width
        message.setLayoutData(m);
        useShipped();
        tracker = new ActiveGameTracker(getSite().getPage(), this::follow); // the workbench's one tracker of the active game
        hover = (IWorkbenchPart part, org.eclipse.jface.viewers.ISelection sel) -> {
            if (GamePart.of(part) == game) {
                showValue();
            }
        };
        getSite().getPage().addSelectionListener(hover);
    }

    private void button(Composite parent, String text, String tip, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.setToolTipText(tip);
        b.addListener(SWT.Selection, e -> action.run());
    }

    /** Uses the network that ships with owlbench. */
    public void useShipped() {
        try {
            setNetwork(NetworkWeights.shipped(), "shipped (" + NetworkWeights.SHIPPED + ")");
        } catch (IOException | WeightsFormatException e) {
            message.setText("The shipped network cannot be read: " + e.getMessage());
        }
    }

    private void useTrainingBest() {
        TrainingView t = (TrainingView) getSite().getPage().findView(TrainingView.ID);
        Path best = t == null ? null : t.bestWeights();
        if (best == null) {
            message.setText("The Training view has saved no best weights yet: run a training first.");
            return;
        }
        useWeights(best);
    }

    private void openWeights() {
        FileDialog d = new FileDialog(getSite().getShell(), SWT.OPEN);
        d.setFilterExtensions(new String[] {"*.weights", "*"});
        String f = d.open();
        if (f != null) {
            useWeights(Path.of(f));
        }
    }

    /** Uses a weights file; a malformed one is said with its location (file:line:column). */
    public void useWeights(Path file) {
        try {
            setNetwork(NetworkWeights.read(file), file.toString());
        } catch (WeightsFormatException e) {
            message.setText(e.getMessage());
        } catch (IOException e) {
            message.setText("Cannot read " + file + ": " + e.getMessage());
        }
    }

    private void setNetwork(NetworkWeights w, String label) {
        net = new SummationNetwork(AgentCatalogue.create(w.agentNames(), context), w);
        network.setText(label);
        network.setToolTipText(String.join(", ", w.agentNames()));
        String chosen = source.getSelectionIndex() >= 0 ? source.getItem(source.getSelectionIndex()) : AgentBoards.OUTPUT;
        source.removeAll();
        source.add(AgentBoards.OUTPUT);
        for (String n : w.agentNames()) {
            source.add("agent " + n);
        }
        int keep = List.of(source.getItems()).indexOf(chosen);
        source.select(Math.max(0, keep));
        message.setText("");
        compute();
    }

    private void follow(GamePart g) {
        if (game != null) {
            game.getModel().removeListener(this);
            removeOverlay();
        }
        game = g;
        if (game != null) {
            game.getModel().addListener(this);
        }
        compute();
    }

    @Override
    public void gameChanged(GameModel model) {
        if (!source.isDisposed()) {
            compute();
        }
    }

    /** Computes the boards of the active game's current position in a Job. */
    private void compute() {
        if (job != null) {
            job.cancel();
            job = null;
        }
        boards = null;
        if (game == null || net == null) {
            message.setText(game == null ? "Open a game: the heat map is drawn over the active game editor's board." : message.getText());
            legend.redraw();
            return;
        }
        NodePosition np = game.getModel().position();
        int toMove = np.toMove() == StoneColor.WHITE ? StoneColor.WHITE : StoneColor.BLACK;
        Position p = new Position(np.board(), toMove, np.moveNumber() + 1, np.lastMove());
        int request = ++requests;
        message.setText("Computing the agents' boards...");
        job = new HeatMapJob(net, p, o -> source.getDisplay().asyncExec(() -> {
            if (request != requests || source.isDisposed()) {
                return;   // a newer position or network was asked for meanwhile
            }
            job = null;
            if (o.error() != null) {
                message.setText("The heat map cannot be computed: " + o.error());
                removeOverlay();
                return;
            }
            boards = o.boards();
            position = p;
            message.setText("");
            draw();
        }));
        job.schedule();
    }

    /** Draws the chosen board over the game editor's board. */
    private void draw() {
        legend.redraw();
        if (boards == null || game == null || source.getSelectionIndex() < 0) {
            return;
        }
        int i = source.getSelectionIndex();
        shown = HeatMapOverlay.build(position, boards.names().get(i), boards.values()[i]);
        game.showAnalysisOverlay(shown);
        message.setText(shown.text());
        showValue();
    }

    private void showValue() {
        if (value.isDisposed()) {
            return;
        }
        if (boards == null || game == null || source.getSelectionIndex() < 0) {
            value.setText("");
            return;
        }
        int point = game.describedPoint();
        if (point == Board.PASS || position == null || !position.board().isOnBoard(point)) {
            value.setText("Point: move the mouse over the board");
            return;
        }
        double[] v = boards.values()[source.getSelectionIndex()];
        int idx = position.index(point);
        int rank = HeatMapOverlay.top(v, v.length).indexOf(idx) + 1;
        value.setText(Vertex.toString(point, position.size()) + ": " + HeatMapOverlay.percent(v[idx]) + "%"
                + (rank > 0 ? " (rank " + rank + ")" : ""));
    }

    private void paintLegend(GC gc) {
        Rectangle area = legend.getClientArea();
        double max = 0;
        if (boards != null && source.getSelectionIndex() >= 0) {
            for (double x : boards.values()[source.getSelectionIndex()]) {
                max = Math.max(max, x);
            }
        }
        int w = Math.max(1, area.width - 8);
        for (int x = 0; x < w; x++) {
            int rgb = HeatMapOverlay.colour((x + 1) / (double) w);
            Color c = new Color(rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF);
            gc.setForeground(c);
            gc.drawLine(4 + x, 2, 4 + x, 16);
            c.dispose();
        }
        gc.setForeground(legend.getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
        gc.drawString("0%", 4, 18, true);
        String hi = max > 0 ? HeatMapOverlay.percent(max) + "% (highest)" : "no values";
        Point e = gc.textExtent(hi);
        gc.drawString(hi, area.width - 4 - e.x, 18, true);
    }

    private void removeOverlay() {
        if (game != null && shown != null && game.analysisOverlay() == shown) {
            game.showAnalysisOverlay(null);
        }
        shown = null;
    }

    /** The names of the boards offered (the network's output first, then each agent). */
    public String[] sources() {
        return source.getItems();
    }

    /** Chooses the board shown by its place in {@link #sources()}. */
    public void select(int index) {
        source.select(index);
        draw();
    }

    /** The boards of the current position, or null while they are computed. */
    public AgentBoards boards() {
        return boards;
    }

    /** The overlay drawn over the game, or null. */
    public BoardOverlay shownOverlay() {
        return shown;
    }

    /** The value line (point under the mouse). */
    public String valueText() {
        return value.getText();
    }

    /** The message line (legend text, errors). */
    public String messageText() {
        return message.getText();
    }

    @Override
    public void setFocus() {
        source.setFocus();
    }

    @Override
    public void dispose() {
        if (job != null) {
            job.cancel();
        }
        if (tracker != null) {
            tracker.dispose();
        }
        if (hover != null) {
            getSite().getPage().removeSelectionListener(hover);
        }
        if (game != null) {
            game.getModel().removeListener(this);
            removeOverlay();
        }
        super.dispose();
    }
}
