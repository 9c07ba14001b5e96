package owlbench.ui.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import owlbench.sgf.SgfNode;

/** The few primitive edits every game-tree change is built from; each restores the tree exactly. */
final class TreeEdits {

    private TreeEdits() {
    }

    /** Replaces a node's children by {@code order} (SgfNode can only append, so reordering re-adds all). */
    static void setChildren(SgfNode parent, List<SgfNode> order) {
        for (SgfNode child : new ArrayList<>(parent.children())) {
            parent.removeChild(child);
        }
        for (SgfNode child : order) {
            parent.addChild(child);
        }
    }

    /** Inserts {@code child} as child number {@code index} of {@code parent}. */
    static GameEdit insertChild(SgfNode parent, SgfNode child, int index, String label) {
        List<SgfNode> before = new ArrayList<>(parent.children());
        List<SgfNode> after = new ArrayList<>(before);
        after.add(Math.min(index, after.size()), child);
        return reorder(parent, before, after, label);
    }

    /** Removes {@code child} (and its subtree) from {@code parent}. */
    static GameEdit removeChild(SgfNode parent, SgfNode child, String label) {
        List<SgfNode> before = new ArrayList<>(parent.children());
        List<SgfNode> after = new ArrayList<>(before);
        after.remove(child);
        return reorder(parent, before, after, label);
    }

    /** Changes the list of children of {@code parent} from {@code before} to {@code after}. */
    static GameEdit reorder(SgfNode parent, List<SgfNode> before, List<SgfNode> after, String label) {
        List<SgfNode> b = List.copyOf(before);
        List<SgfNode> a = List.copyOf(after);
        return new GameEdit() {
            @Override
            public void apply() {
                setChildren(parent, a);
            }

            @Override
            public void revert() {
                setChildren(parent, b);
            }

            @Override
            public String label() {
                return label;
            }
        };
    }

    /** The properties of a node, in order, with all their values. */
    static Map<String, List<String>> snapshot(SgfNode node) {
        Map<String, List<String>> props = new LinkedHashMap<>();
        for (String id : node.propertyIds()) {
            props.put(id, new ArrayList<>(node.getAll(id)));
        }
        return props;
    }

    /** Restores a snapshot: property order and values become exactly those of {@code props}. */
    static void restore(SgfNode node, Map<String, List<String>> props) {
        for (String id : node.propertyIds()) {
            node.remove(id);
        }
        for (Map.Entry<String, List<String>> e : props.entrySet()) {
            for (String v : e.getValue()) {
                node.add(e.getKey(), v);
            }
        }
    }

    /** A change of a node's properties from one snapshot to another. */
    static GameEdit properties(SgfNode node, Map<String, List<String>> before, Map<String, List<String>> after,
            String label) {
        return new GameEdit() {
            @Override
            public void apply() {
                restore(node, after);
            }

            @Override
            public void revert() {
                restore(node, before);
            }

            @Override
            public String label() {
                return label;
            }
        };
    }

    /** Several edits done and undone as one (reverted in reverse order). */
    static GameEdit compound(List<GameEdit> parts, String label) {
        List<GameEdit> list = List.copyOf(parts);
        return new GameEdit() {
            @Override
            public void apply() {
                for (GameEdit e : list) {
                    e.apply();
                }
            }

            @Override
            public void revert() {
                for (int i = list.size() - 1; i >= 0; i--) {
                    list.get(i).revert();
                }
            }

            @Override
            public String label() {
                return label;
            }
        };
    }
}
