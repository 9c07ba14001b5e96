package owlbench.ui.game;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import owlbench.ui.model.GameModel;

/** File &gt; New Game...: board size, komi, handicap and rules, checked as they are typed. */
public class NewGameDialog extends TitleAreaDialog {

    /** The settings of a new game. */
    public record Settings(int size, double komi, int handicap, String rules) {
    }

    private Spinner size;
    private Text komi;
    private Spinner handicap;
    private Combo rules;
    private Settings result;

    public NewGameDialog(Shell parent) {
        super(parent);
    }

    /** The settings chosen (after OK), else null. */
    public Settings result() {
        return result;
    }

    /**
     * Parses and checks the dialog's fields: the settings, or an IllegalArgumentException whose
     * message says what is wrong (shown in the dialog; tests call this directly).
     */
    public static Settings parse(int size, String komi, int handicap, String rules) {
        double k;
        try {
            k = Double.parseDouble(komi.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Komi must be a number such as 6.5, not '" + komi + "'");
        }
        if (Double.isNaN(k) || Double.isInfinite(k) || Math.abs(k) > 1000) {
            throw new IllegalArgumentException("Komi must be a number between -1000 and 1000");
        }
        GameModel.newGame(size, k, handicap, rules); // checks size and handicap with the model's own rules
        return new Settings(size, k, handicap, rules);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("New Game");
        setMessage("Board size, komi, handicap (fixed stones, white moves first) and rules");
        getShell().setText("New Game");
        Composite c = new Composite(area, SWT.NONE);
        c.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        c.setLayout(new GridLayout(2, false));
        new Label(c, SWT.NONE).setText("Board &size:");
        size = new Spinner(c, SWT.BORDER);
        size.setValues(19, 2, 25, 0, 1, 2);
        new Label(c, SWT.NONE).setText("&Komi:");
        komi = new Text(c, SWT.BORDER);
        komi.setText("6.5");
        komi.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        new Label(c, SWT.NONE).setText("&Handicap:");
        handicap = new Spinner(c, SWT.BORDER);
        handicap.setValues(0, 0, 9, 0, 1, 1);
        new Label(c, SWT.NONE).setText("&Rules:");
        rules = new Combo(c, SWT.DROP_DOWN);
        rules.setItems("Japanese", "Chinese", "AGA", "New Zealand");
        rules.setText("Japanese");
        size.addListener(SWT.Modify, e -> validate());
        komi.addListener(SWT.Modify, e -> validate());
        handicap.addListener(SWT.Modify, e -> validate());
        return area;
    }

    private Settings validate() {
        try {
            Settings s = parse(size.getSelection(), komi.getText(), handicap.getSelection(), rules.getText());
            setErrorMessage(null);
            enableOk(true);
            return s;
        } catch (IllegalArgumentException e) {
            setErrorMessage(e.getMessage());
            enableOk(false);
            return null;
        }
    }

    private void enableOk(boolean on) {
        if (getButton(IDialogConstants.OK_ID) != null) {
            getButton(IDialogConstants.OK_ID).setEnabled(on);
        }
    }

    @Override
    protected void okPressed() {
        result = validate();
        if (result != null) {
            super.okPressed();
        }
    }
}
