package owlbench.agents;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import owlbench.agents.engine.ConnectionAgent;
import owlbench.agents.engine.FusekiAgent;
import owlbench.agents.engine.PatternAgent;
import owlbench.agents.engine.TacticsAgent;

/**
 * The agents by name, as the command line and weights files spell them. The thesis' six come
 * first; the engine-based agents (owlbench's reading and patterns) follow.
 */
public final class AgentCatalogue {
    private static final Map<String, Supplier<Agent>> AGENTS = new LinkedHashMap<>();

    static {
        AGENTS.put("random", RandomAgent::new);
        AGENTS.put("follower", FollowerAgent::new);
        AGENTS.put("opener", OpenerAgent::new);
        AGENTS.put("capturer", CapturerAgent::new);
        AGENTS.put("tigersmouth", TigersMouthAgent::new);
        AGENTS.put("extender", ExtenderAgent::new);
        // beyond the thesis: the local answer, then agents built on owlbench's engine (its future work)
        AGENTS.put("response", ResponseAgent::new);
        AGENTS.put("tactics", TacticsAgent::new);
        AGENTS.put("connection", ConnectionAgent::new);
        AGENTS.put("patterns", PatternAgent::new);
        AGENTS.put("fuseki", FusekiAgent::new);
    }

    /** The thesis' five-agent network in its loading order (section 4.2.2). */
    public static final List<String> THESIS_FIVE = List.of("opener", "tigersmouth", "capturer", "follower", "extender");

    private AgentCatalogue() {
    }

    /** Every agent name, in catalogue order. */
    public static List<String> names() {
        return new ArrayList<>(AGENTS.keySet());
    }

    /** A fresh agent by name. */
    public static Agent create(String name) {
        Supplier<Agent> s = AGENTS.get(name);
        if (s == null) {
            throw new IllegalArgumentException("unknown agent '" + name + "' (known: " + String.join(", ", AGENTS.keySet()) + ")");
        }
        return s.get();
    }

    /** Agents for a list of names (duplicates allowed: "five random agents"). */
    public static List<Agent> create(List<String> names) {
        List<Agent> out = new ArrayList<>();
        for (String n : names) {
            out.add(create(n.trim()));
        }
        return out;
    }
}
