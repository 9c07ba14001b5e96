package owlbench.ui.reading;

import java.io.File;
import java.util.regex.Matcher;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

import owlbench.reading.NodeDetail;
import owlbench.ui.patterns.PatternDbEditor;

/**
 * Opens the pattern an owl node cites in the pattern-database editor, with the pattern's name
 * selected: at the line the reading recorded, or, where the file has changed since and that line
 * no longer names it, wherever the file defines a pattern of that name.
 */
public final class PatternLinks {
    private PatternLinks() {
    }

    /** What opening a pattern gave: the editor (null if it could not be opened) and, if something went wrong, why. */
    public record Opened(PatternDbEditor editor, String problem) {
    }

    /** Opens ref in page's pattern editor and selects the pattern's name; never throws. */
    public static Opened open(IWorkbenchPage page, NodeDetail.PatternRef ref) {
        File file = new File(ref.file());
        if (!file.isAbsolute() || !file.isFile()) {
            return new Opened(null, "pattern " + ref.name() + ": " + ref.file() + " is not a file on disk"
                    + " (the owl databases were given as text)");
        }
        IEditorPart part;
        try {
            part = IDE.openEditor(page, EFS.getLocalFileSystem().getStore(file.toURI()).toURI(), PatternDbEditor.ID, true);
        } catch (PartInitException e) {
            return new Opened(null, "cannot open " + ref.file() + ": " + e.getMessage());
        }
        if (!(part instanceof PatternDbEditor editor)) {
            return new Opened(null, ref.file() + " opened in another editor than the pattern editor");
        }
        IDocument doc = editor.document();
        int[] range = doc == null ? null : nameRange(doc, ref);
        if (range == null) {
            return new Opened(editor, "pattern " + ref.name() + " is no longer in " + file.getName()
                    + " (the file changed since the reading?)");
        }
        editor.selectAndReveal(range[0], range[1]);
        return new Opened(editor, null);
    }

    /** The offset and length of the pattern's name in doc: on the recorded line if it names it there, else where the file defines it. */
    static int[] nameRange(IDocument doc, NodeDetail.PatternRef ref) {
        String header = "Pattern " + ref.name();
        try {
            if (ref.line() >= 1 && ref.line() <= doc.getNumberOfLines()) {
                IRegion line = doc.getLineInformation(ref.line() - 1);
                String text = doc.get(line.getOffset(), line.getLength());
                if (text.trim().equals(header)) {
                    int at = line.getOffset() + text.indexOf(header) + "Pattern ".length();
                    return new int[] {at, ref.name().length()};
                }
            }
        } catch (BadLocationException e) {
            // the document is shorter than the line recorded: look the name up instead
        }
        Matcher m = java.util.regex.Pattern.compile("(?m)^\\s*Pattern\\s+(" + java.util.regex.Pattern.quote(ref.name()) + ")\\s*$")
                .matcher(doc.get());
        return m.find() ? new int[] {m.start(1), ref.name().length()} : null;
    }
}
