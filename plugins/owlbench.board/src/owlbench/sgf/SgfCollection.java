package owlbench.sgf;

import java.util.ArrayList;
import java.util.List;

/** An SGF collection: the games (root nodes) of one file, in order. */
public final class SgfCollection {
    private final ArrayList<SgfNode> games = new ArrayList<>();
    private final String sourceName;
    private final ArrayList<String> warnings = new ArrayList<>();

    public SgfCollection() {
        this(null);
    }

    public SgfCollection(String sourceName) {
        this.sourceName = sourceName;
    }

    /** Name given to the reader (file name), or null for a collection built in memory. */
    public String sourceName() {
        return sourceName;
    }

    /**
     * What the reader forgave, each as "file:line:column: message" (e.g. a missing final ')');
     * empty for a clean file or a collection built in memory. Modifiable.
     */
    public List<String> warnings() {
        return warnings;
    }

    /** The root nodes, one per game; modifiable (add or remove games). */
    public List<SgfNode> games() {
        return games;
    }

    /** Appends a game root; returns it. */
    public SgfNode add(SgfNode root) {
        if (!root.isRoot()) {
            throw new IllegalArgumentException("a game must be a root node");
        }
        games.add(root);
        return root;
    }

    /** Same number of games, each with an equal tree (see SgfNode.treeEquals). */
    public boolean treeEquals(SgfCollection other) {
        if (other == null || games.size() != other.games.size()) {
            return false;
        }
        for (int i = 0; i < games.size(); i++) {
            if (!games.get(i).treeEquals(other.games.get(i))) {
                return false;
            }
        }
        return true;
    }
}
