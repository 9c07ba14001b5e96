package owlbench.ui.game;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IPersistableElement;

import owlbench.ui.model.GameModel;

/** The input of a game editor for a new, not yet saved game (File &gt; New Game...). */
public final class NewGameInput implements IEditorInput {

    private final GameModel model;
    private final String name;

    public NewGameInput(GameModel model, String name) {
        this.model = model;
        this.name = name;
    }

    /** The new game. */
    public GameModel model() {
        return model;
    }

    @Override
    public boolean exists() {
        return false;
    }

    @Override
    public ImageDescriptor getImageDescriptor() {
        return null;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public IPersistableElement getPersistable() {
        return null; // nothing on disk to reopen
    }

    @Override
    public String getToolTipText() {
        return name + " (not saved yet)";
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return null;
    }
}
