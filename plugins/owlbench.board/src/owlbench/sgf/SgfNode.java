package owlbench.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import owlbench.board.StoneColor;

/**
 * One node of an SGF game tree: its properties in the order they were written (unknown ones too)
 * and its children, the first child being the main line. Values are stored decoded (escapes removed).
 */
public final class SgfNode {

    /** One property with its values and, when read from a file, where each value started. */
    private static final class Prop {
        final ArrayList<String> values = new ArrayList<>(1);
        final ArrayList<SgfLocation> where = new ArrayList<>(1);
    }

    private final LinkedHashMap<String, Prop> props = new LinkedHashMap<>();
    private final ArrayList<SgfNode> children = new ArrayList<>(1);
    private SgfNode parent;
    private SgfLocation location;

    /** A node with no properties, no parent, no location. */
    public SgfNode() {
    }

    SgfNode(SgfLocation location) {
        this.location = location;
    }

    /** Where the node's ';' was read, or null for a node built in memory. */
    public SgfLocation location() {
        return location;
    }

    /** Where value {@code index} of property {@code id} started (its '['), or null if unknown. */
    public SgfLocation valueLocation(String id, int index) {
        Prop p = props.get(id);
        if (p == null || index < 0 || index >= p.where.size()) {
            return null;
        }
        return p.where.get(index);
    }

    /** Location of a value if known, else of the node, else null: the best place to blame. */
    SgfLocation blame(String id, int index) {
        SgfLocation l = valueLocation(id, index);
        return l != null ? l : location;
    }

    /** First value of the property, or null when absent. */
    public String get(String id) {
        Prop p = props.get(id);
        return p == null || p.values.isEmpty() ? null : p.values.get(0);
    }

    /** All values of the property in order (empty when absent); a read-only copy. */
    public List<String> getAll(String id) {
        Prop p = props.get(id);
        return p == null ? Collections.emptyList() : Collections.unmodifiableList(new ArrayList<>(p.values));
    }

    public boolean has(String id) {
        return props.containsKey(id);
    }

    /** Replaces all values of the property by one value; a new property goes last. */
    public void set(String id, String value) {
        Prop p = prop(id);
        p.values.clear();
        p.where.clear();
        p.values.add(checkValue(value));
        p.where.add(null);
    }

    /** Appends a value to the property (creating it last if absent). */
    public void add(String id, String value) {
        add(id, value, null);
    }

    void add(String id, String value, SgfLocation where) {
        Prop p = prop(id);
        p.values.add(checkValue(value));
        p.where.add(where);
    }

    /** Removes the property; true if it was there. */
    public boolean remove(String id) {
        return props.remove(id) != null;
    }

    /** Property identifiers in the order they were written or added. */
    public List<String> propertyIds() {
        return Collections.unmodifiableList(new ArrayList<>(props.keySet()));
    }

    private Prop prop(String id) {
        Prop p = props.get(id);
        if (p == null) {
            checkId(id);
            p = new Prop();
            props.put(id, p);
        }
        return p;
    }

    private static void checkId(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("empty SGF property identifier");
        }
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            if (c < 'A' || c > 'Z') {
                throw new IllegalArgumentException("SGF property identifier must be upper-case letters: " + id);
            }
        }
    }

    private static String checkValue(String value) {
        if (value == null) {
            throw new IllegalArgumentException("SGF property value must not be null (use \"\" for an empty value)");
        }
        return value;
    }

    /** Children in order; the first is the main line. Read-only view. */
    public List<SgfNode> children() {
        return Collections.unmodifiableList(children);
    }

    /** The first child (main line), or null at the end of a line. */
    public SgfNode mainChild() {
        return children.isEmpty() ? null : children.get(0);
    }

    public SgfNode parent() {
        return parent;
    }

    public boolean isRoot() {
        return parent == null;
    }

    /** The root of this node's game tree. */
    public SgfNode root() {
        SgfNode n = this;
        while (n.parent != null) {
            n = n.parent;
        }
        return n;
    }

    /** Appends a child (a new variation if there already is one); returns the child. */
    public SgfNode addChild(SgfNode child) {
        if (child.parent != null) {
            throw new IllegalArgumentException("node already has a parent");
        }
        // A parentless child can only be our ancestor if it is our root.
        if (root() == child) {
            throw new IllegalArgumentException("adding this child would make a cycle");
        }
        return attach(child);
    }

    /** addChild for the reader, whose fresh nodes cannot make a cycle (saves the walk to the root). */
    SgfNode attach(SgfNode child) {
        child.parent = this;
        children.add(child);
        return child;
    }

    /** Detaches a child; true if it was one of ours. */
    public boolean removeChild(SgfNode child) {
        if (children.remove(child)) {
            child.parent = null;
            return true;
        }
        return false;
    }

    /** The move of this node (B or W property; B wins if a broken file has both), or null. */
    public SgfMove move() {
        String b = get("B");
        if (b != null) {
            return new SgfMove(StoneColor.BLACK, b);
        }
        String w = get("W");
        if (w != null) {
            return new SgfMove(StoneColor.WHITE, w);
        }
        return null;
    }

    /** Same properties (ids, order, values) at this node only, ignoring children and locations. */
    public boolean sameProperties(SgfNode other) {
        if (props.size() != other.props.size()) {
            return false;
        }
        Iterator<Map.Entry<String, Prop>> a = props.entrySet().iterator();
        Iterator<Map.Entry<String, Prop>> b = other.props.entrySet().iterator();
        while (a.hasNext()) {
            Map.Entry<String, Prop> x = a.next();
            Map.Entry<String, Prop> y = b.next();
            if (!x.getKey().equals(y.getKey()) || !x.getValue().values.equals(y.getValue().values)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Structural equality of the whole subtree: properties (ids, order, values) and children in order;
     * source locations are ignored. Iterative, so long main lines cannot overflow the stack.
     */
    public boolean treeEquals(SgfNode other) {
        Deque<SgfNode[]> todo = new ArrayDeque<>();
        todo.push(new SgfNode[] {this, other});
        while (!todo.isEmpty()) {
            SgfNode[] pair = todo.pop();
            SgfNode a = pair[0];
            SgfNode b = pair[1];
            if (b == null || !a.sameProperties(b) || a.children.size() != b.children.size()) {
                return false;
            }
            for (int i = 0; i < a.children.size(); i++) {
                todo.push(new SgfNode[] {a.children.get(i), b.children.get(i)});
            }
        }
        return true;
    }

    /** This node alone in SGF syntax, e.g. ";B[dd]C[hi]". */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        SgfWriter.appendNode(sb, this);
        return sb.toString();
    }
}
