package owlbench.ui.patterns;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.CompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;

import owlbench.patterns.expr.FunctionCatalogue;
import owlbench.patterns.model.PatternSymbols;

/**
 * Content assist: on ';' and '>' lines the autohelper functions and constraint names of the engine's
 * catalogue; on the ':' line the value names and helper functions. Proposals match the identifier
 * before the caret.
 */
public final class PatternDbContentAssist implements IContentAssistProcessor {
    @Override
    public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
        return proposals(viewer.getDocument(), offset).toArray(new ICompletionProposal[0]);
    }

    /** The proposals at the offset (what the popup shows). */
    public static List<CompletionProposal> proposals(IDocument doc, int offset) {
        List<CompletionProposal> out = new ArrayList<>();
        try {
            IRegion line = doc.getLineInformationOfOffset(offset);
            if (line.getLength() == 0) return out;
            char kind = doc.getChar(line.getOffset());
            int start = offset;
            while (start > line.getOffset() && Character.isJavaIdentifierPart(doc.getChar(start - 1))) start--;
            String prefix = doc.get(start, offset - start);
            if (kind == ';' || kind == '>') {
                for (Map.Entry<String, FunctionCatalogue.Function> e : FunctionCatalogue.FUNCTIONS.entrySet()) {
                    FunctionCatalogue.Function f = e.getValue();
                    if (!f.name.startsWith(prefix)) continue;
                    String repl = f.name + "()";
                    out.add(new CompletionProposal(repl, start, prefix.length(), f.name.length() + 1, null,
                            f.signature(), null, f.signature() + " (" + f.arityText() + ")\n" + f.description));
                }
                for (Map.Entry<String, String> e : FunctionCatalogue.NAMES.entrySet()) {
                    if (e.getKey().startsWith(prefix)) out.add(proposal(e.getKey(), start, prefix, e.getValue()));
                }
            } else if (kind == ':') {
                for (Map.Entry<String, String> e : PatternSymbols.VALUES.entrySet()) {
                    if (!e.getKey().startsWith(prefix)) continue;
                    String repl = e.getKey() + "()";
                    out.add(new CompletionProposal(repl, start, prefix.length(), e.getKey().length() + 1, null,
                            e.getKey() + "(x)", null, e.getValue()));
                }
                for (String h : PatternSymbols.HELPERS) {
                    if (h.startsWith(prefix)) out.add(proposal(h, start, prefix, "helper function"));
                }
            }
        } catch (BadLocationException e) {
            // offset outside the document: no proposals
        }
        return out;
    }

    private static CompletionProposal proposal(String text, int start, String prefix, String info) {
        return new CompletionProposal(text, start, prefix.length(), text.length(), null, text, null, info);
    }

    @Override
    public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
        return null;
    }

    @Override
    public char[] getCompletionProposalAutoActivationCharacters() {
        return null;
    }

    @Override
    public char[] getContextInformationAutoActivationCharacters() {
        return null;
    }

    @Override
    public String getErrorMessage() {
        return null;
    }

    @Override
    public IContextInformationValidator getContextInformationValidator() {
        return null;
    }
}
