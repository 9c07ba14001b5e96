package owlbench.ui.patterns;

import java.net.URI;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;

/**
 * Workspace files for pattern databases opened from anywhere on disk. Eclipse keeps problem markers,
 * and the Problems view lists them, only on workspace resources; a file opened from outside gets
 * only annotations in its editor, and its file buffer never clears the dirty mark when edits are
 * undone. So an outside file is linked into the project {@value #PROJECT} (an Eclipse linked
 * resource, as the IDE makes when a file is dropped into a project with "Link to files"): the text
 * stays where it is, and the editor, the markers and saving all work on the link.
 */
public final class WorkspaceLinks {
    /** The project holding the links. */
    public static final String PROJECT = "External Files";

    private WorkspaceLinks() {
    }

    /**
     * The workspace file at {@code location}: an existing file of an open project at that place, else a
     * link in {@value #PROJECT} (made now, named after the file, with " (2)" ... where another file of
     * that name is already linked).
     */
    public static IFile fileFor(URI location) throws CoreException {
        IWorkspaceRoot root = ResourcesPlugin.getWorkspace().getRoot();
        for (IFile f : root.findFilesForLocationURI(location)) {
            if (f.isAccessible()) return f;
        }
        IProject project = root.getProject(PROJECT);
        if (!project.exists()) project.create(null);
        if (!project.isOpen()) project.open(null);
        String name = new java.io.File(location).getName();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        String ext = dot > 0 ? name.substring(dot) : "";
        for (int k = 1; ; k++) {
            IFile f = project.getFile(k == 1 ? name : stem + " (" + k + ")" + ext);
            if (!f.exists()) {
                f.createLink(location, IResource.ALLOW_MISSING_LOCAL, null);
                return f;
            }
            if (f.isLinked() && location.equals(f.getLocationURI())) {
                return f;
            }
        }
    }
}
