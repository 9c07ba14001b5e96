package owlbench.ui.patterns;

import java.nio.file.Path;
import java.nio.file.Paths;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/**
 * Chooses the Live Matches test position: an SGF file and a move number (the position before that
 * move, as GTP loadsgf). OK is enabled only for an existing file; the file is read by the view, which
 * reports a bad file in its status line.
 */
public class TestPositionDialog extends Dialog {
    private final TestPosition initial;
    private Text file;
    private Spinner move;
    private TestPosition chosen;

    public TestPositionDialog(Shell parent, TestPosition initial) {
        super(parent);
        this.initial = initial;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Live Matches: Test Position");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite c = (Composite) super.createDialogArea(parent);
        c.setLayout(new GridLayout(3, false));
        new Label(c, SWT.NONE).setText("SGF file:");
        file = new Text(c, SWT.BORDER);
        GridData wide = new GridData(SWT.FILL, SWT.CENTER, true, false);
        wide.widthHint = 360;
        file.setLayoutData(wide);
        Button browse = new Button(c, SWT.PUSH);
        browse.setText("Browse...");
        browse.addListener(SWT.Selection, e -> {
            FileDialog fd = new FileDialog(getShell(), SWT.OPEN);
            fd.setFilterExtensions(new String[] {"*.sgf", "*"});
            String f = fd.open();
            if (f != null) file.setText(f);
        });
        new Label(c, SWT.NONE).setText("Move number:");
        move = new Spinner(c, SWT.BORDER);
        move.setValues(1, 1, 9999, 0, 1, 10);
        new Label(c, SWT.NONE).setText("(the position before this move)");
        if (initial != null) {
            file.setText(initial.file().toString());
            move.setSelection(initial.move());
        }
        file.addListener(SWT.Modify, e -> validate());
        return c;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        validate();
    }

    private void validate() {
        Button ok = getButton(IDialogConstants.OK_ID);
        if (ok != null) ok.setEnabled(java.nio.file.Files.isRegularFile(path()));
    }

    private Path path() {
        try {
            return Paths.get(file.getText().trim());
        } catch (RuntimeException e) {
            return Paths.get("");
        }
    }

    /** Sets the fields as a user would (tests drive the dialog with it). */
    public void setChoice(String sgfFile, int moveNumber) {
        file.setText(sgfFile);
        move.setSelection(moveNumber);
    }

    @Override
    protected void okPressed() {
        chosen = new TestPosition(path(), move.getSelection());
        super.okPressed();
    }

    /** Presses OK (tests). */
    public void pressOk() {
        okPressed();
    }

    /** The choice after OK, else null. */
    public TestPosition chosen() {
        return chosen;
    }
}
