package owlbench.agents;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import owlbench.agents.engine.ConnectionAgent;
import owlbench.agents.engine.FusekiAgent;
import owlbench.agents.engine.PatternAgent;
import owlbench.agents.engine.TacticsAgent;

/**
 * The agents by name, as the command line and weights files spell them. The thesis' six come
 * first; the engine-based agents (owlbench's reading and patterns) follow. Agents are made for an
 * {@link AgentContext}, which holds what they share (databases, readers).
 */
public final class AgentCatalogue {
    private record Entry(String name, Function<AgentContext, Agent> make) {
    }

    private static final List<Entry> AGENTS = List.of(
            new Entry("random", c -> new RandomAgent()),
            new Entry("follower", c -> new FollowerAgent()),
            new Entry("opener", c -> new OpenerAgent()),
            new Entry("capturer", c -> new CapturerAgent()),
            new Entry("tigersmouth", c -> new TigersMouthAgent()),
            new Entry("extender", c -> new ExtenderAgent()),
            // beyond the thesis: the local answer, then agents built on owlbench's engine (its future work)
            new Entry("response", c -> new ResponseAgent()),
            new Entry("tactics", TacticsAgent::new),
            new Entry("connection", ConnectionAgent::new),
            new Entry("patterns", PatternAgent::new),
            new Entry("fuseki", FusekiAgent::new));

    /** The thesis' five-agent network in its loading order (section 4.2.2). */
    public static final List<String> THESIS_FIVE = List.of("opener", "tigersmouth", "capturer", "follower", "extender");

    private static final Map<String, Entry> BY_NAME;

    static {
        java.util.HashMap<String, Entry> m = new java.util.HashMap<>();
        for (Entry e : AGENTS) {
            m.put(e.name(), e);
        }
        BY_NAME = Map.copyOf(m);
    }

    private AgentCatalogue() {
    }

    /** Every agent name, in catalogue order. */
    public static List<String> names() {
        List<String> out = new ArrayList<>();
        for (Entry e : AGENTS) {
            out.add(e.name());
        }
        return out;
    }

    /** A fresh agent by name, sharing the context's databases and readers. */
    public static Agent create(String name, AgentContext context) {
        Entry e = BY_NAME.get(name);
        if (e == null) {
            throw new IllegalArgumentException("unknown agent '" + name + "' (known: " + String.join(", ", names()) + ")");
        }
        return e.make().apply(context);
    }

    /** Agents for a list of names (duplicates allowed: "five random agents"), sharing one context. */
    public static List<Agent> create(List<String> names, AgentContext context) {
        List<Agent> out = new ArrayList<>();
        for (String n : names) {
            out.add(create(n.trim(), context));
        }
        return out;
    }

    /**
     * The genes an agent takes from the chromosome (for reading weights files without making a
     * context); an unknown name is an IllegalArgumentException naming the known ones.
     */
    public static int geneCount(String name) {
        // a context that is never asked for anything: making an agent reads no database
        return create(name, new AgentContext(java.nio.file.Path.of("."))).geneCount();
    }
}
