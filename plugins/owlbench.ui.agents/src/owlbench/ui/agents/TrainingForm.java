package owlbench.ui.agents;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import owlbench.agents.AgentCatalogue;
import owlbench.agents.data.TrainingData;
import owlbench.agents.train.TrainConfig;

/**
 * The settings of a training, as "./owlbench train" takes them: agents, K hidden sums, population,
 * generations, seed, threads, the game file (default the shared 9x9 dan games, with a file chooser
 * and a message where it is absent), the first N training and test games, the output folder, and
 * whether to resume from its checkpoint.
 */
public final class TrainingForm extends Composite {
    /** What a start needs, read from the form. */
    public record Settings(TrainConfig config, TrainingData data, Path folder, boolean resume) {
    }

    private final Text agents;
    private final Spinner hidden;
    private final Spinner population;
    private final Spinner generations;
    private final Text seed;
    private final Spinner threads;
    private final Text games;
    private final Label gamesNote;
    private final Spinner trainGames;
    private final Spinner testGames;
    private final Text folder;
    private final Button resume;

    public TrainingForm(Composite parent) {
        super(parent, SWT.NONE);
        setLayout(new GridLayout(4, false));
        TrainConfig defaults = new TrainConfig();
        agents = text("Agents:", String.join(",", defaults.agents), 3);
        agents.setToolTipText("Comma-separated, in network order. Known: " + String.join(", ", AgentCatalogue.names()));
        hidden = spinner("K (hidden sums):", defaults.hidden, 1, 64);
        population = spinner("Population:", defaults.population, 2, 100_000);
        generations = spinner("Generations:", defaults.generations, 0, 1_000_000);
        seed = text("Seed:", Long.toString(defaults.seed), 1);
        threads = spinner("Threads:", defaults.threads, 1, 1024);
        new Label(this, SWT.NONE).setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        trainGames = spinner("Training games:", 0, 0, 1_000_000);
        trainGames.setToolTipText("Only the first N games of the training set (0: all)");
        testGames = spinner("Test games:", 0, 0, 1_000_000);
        testGames.setToolTipText("Only the first N games of the test set (0: all)");
        Path dflt = TrainingData.defaultGamesFile();
        games = text("Games:", dflt == null ? "" : dflt.toString(), 2);
        browse(games, false);
        gamesNote = new Label(this, SWT.WRAP);
        GridData note = new GridData(SWT.FILL, SWT.CENTER, true, false, 4, 1);
        note.widthHint = 300;
        gamesNote.setLayoutData(note);
        games.addListener(SWT.Modify, e -> updateGamesNote());
        folder = text("Output folder:", Path.of(System.getProperty("user.home"), ".owlbench", "training").toString(), 2);
        browse(folder, true);
        resume = new Button(this, SWT.CHECK);
        resume.setText("Resume from the folder's checkpoint");
        resume.setToolTipText("The same settings as the stopped run; raise Generations to go on further");
        resume.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 4, 1));
        updateGamesNote();
    }

    private Text text(String label, String value, int span) {
        new Label(this, SWT.NONE).setText(label);
        Text t = new Text(this, SWT.BORDER);
        t.setText(value);
        GridData d = new GridData(SWT.FILL, SWT.CENTER, true, false, span, 1);
        d.widthHint = 60;   // grows with the view; long paths scroll inside the field
        t.setLayoutData(d);
        return t;
    }

    private Spinner spinner(String label, int value, int min, int max) {
        new Label(this, SWT.NONE).setText(label);
        Spinner s = new Spinner(this, SWT.BORDER);
        s.setValues(value, min, max, 0, 1, 10);
        s.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, false, false));
        return s;
    }

    private void browse(Text target, boolean directory) {
        Button b = new Button(this, SWT.PUSH);
        b.setText("Browse...");
        b.addListener(SWT.Selection, e -> {
            String chosen;
            if (directory) {
                DirectoryDialog d = new DirectoryDialog(getShell());
                d.setFilterPath(target.getText());
                chosen = d.open();
            } else {
                FileDialog d = new FileDialog(getShell(), SWT.OPEN);
                d.setFilterExtensions(new String[] {"*.sgf", "*"});
                d.setFileName(target.getText());
                chosen = d.open();
            }
            if (chosen != null) {
                target.setText(chosen);
            }
        });
    }

    private void updateGamesNote() {
        String g = games.getText().trim();
        String note;
        if (g.isEmpty()) {
            note = "No game file: the default (../shared/ninebynine/ogs-9x9-dan.sgf beside the installation) is not known here; choose one.";
        } else if (!Files.isRegularFile(Path.of(g))) {
            note = "The game file " + g + " is absent: choose another with Browse...";
        } else {
            note = "";
        }
        gamesNote.setText(note);
        layout(true, true);
    }

    /** The note under the game file ("" when the file is there). */
    public String gamesNote() {
        return gamesNote.getText();
    }

    /** The settings; an IllegalArgumentException names the field that is wrong. */
    public Settings read() {
        TrainConfig c = new TrainConfig();
        List<String> names = new ArrayList<>();
        for (String n : agents.getText().split(",")) {
            if (!n.isBlank()) {
                names.add(n.trim());
            }
        }
        if (names.isEmpty()) {
            throw new IllegalArgumentException("Agents: name at least one agent");
        }
        for (String n : names) {
            if (!AgentCatalogue.names().contains(n)) {
                throw new IllegalArgumentException("Agents: unknown agent '" + n + "' (known: "
                        + String.join(", ", AgentCatalogue.names()) + ")");
            }
        }
        c.agents = List.copyOf(names);
        c.hidden = hidden.getSelection();
        c.population = population.getSelection();
        c.generations = generations.getSelection();
        try {
            c.seed = Long.parseLong(seed.getText().trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Seed: not an integer: '" + seed.getText().trim() + "'");
        }
        c.threads = threads.getSelection();
        TrainingData d = new TrainingData();
        String g = games.getText().trim();
        if (g.isEmpty()) {
            throw new IllegalArgumentException("Games: choose a game file");
        }
        d.games = Path.of(g);
        d.trainGames = trainGames.getSelection();
        d.testGames = testGames.getSelection();
        String f = folder.getText().trim();
        if (f.isEmpty()) {
            throw new IllegalArgumentException("Output folder: choose a folder");
        }
        return new Settings(c, d, Path.of(f), resume.getSelection());
    }

    /** Fills the form (for tests and for a quick start from code). */
    public void set(String agentList, int k, int pop, int gens, long s, int threadCount, Path gameFile, int train, int test,
            Path outFolder, boolean resumeIt) {
        agents.setText(agentList);
        hidden.setSelection(k);
        population.setSelection(pop);
        generations.setSelection(gens);
        seed.setText(Long.toString(s));
        threads.setSelection(threadCount);
        games.setText(gameFile == null ? "" : gameFile.toString());
        trainGames.setSelection(train);
        testGames.setSelection(test);
        folder.setText(outFolder.toString());
        resume.setSelection(resumeIt);
    }

    /** Enables or disables every field (disabled while a training runs). */
    public void setEditable(boolean on) {
        for (org.eclipse.swt.widgets.Control c : getChildren()) {
            c.setEnabled(on);
        }
    }
}
