package owlbench.ui.model;

import java.util.ArrayList;
import java.util.List;

import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReplay;

/**
 * The position at any node (not only on the main line): the path from the root replayed with the
 * engine's replay rules ({@link SgfReplay}, the rules loadsgf uses), leniently: a recorded move that
 * cannot be played is skipped and reported, never thrown, since a variation typed in by hand must not
 * make the editor unusable.
 */
public final class PathReplay {

    private PathReplay() {
    }

    /** The nodes from the root down to {@code node}, root first. */
    public static List<SgfNode> pathTo(SgfNode node) {
        List<SgfNode> path = new ArrayList<>();
        for (SgfNode n = node; n != null; n = n.parent()) {
            path.add(0, n);
        }
        return path;
    }

    /** The position after {@code node}'s setup and move. */
    public static NodePosition at(SgfNode node) {
        SgfReplay replay = SgfReplay.lenient(node.root());
        for (SgfNode n : pathTo(node)) {
            replay.applyLeniently(n);
        }
        return new NodePosition(replay.board(), replay.toMove(), replay.moves(), replay.lastMove(), replay.problem());
    }
}
