package owlbench.engine;

import owlbench.board.Board;
import owlbench.owl.OwlStatus;

/**
 * What owlbench knows of one dragon beyond its stones and genus (doc/dragon.texi, the
 * {@code dragon2} fields): neighbours, moyo, escape route, surround status, the crude status and
 * weakness before owl, then the owl status, status, safety and weakness after it, and the owl
 * threats of a thrashing dragon. Immutable.
 *
 * @param dragon the dragon
 * @param neighbors origins of the neighbour dragons (either colour), in board order
 * @param hostileNeighbors how many of them are of the other colour
 * @param moyoSize points of the dragon's colour's moyo segments that touch it
 * @param moyoTerritorialValue the territory values of those points, for the dragon's colour
 * @param escapeRoute the escape route (doc/influence.texi), after the surround rule
 * @param surround the surround status and size
 * @param crudeStatus the status before owl (alive, critical, dead, unknown)
 * @param weaknessPreOwl the weakness before owl, 0..1
 * @param owl the owl status, or null where owl did not read the dragon (no databases)
 * @param status the status dragon_status gives: owl's (unknown when its node budget ran out), the
 *        crude status where owl could not read
 * @param safety the safety after owl
 * @param weakness the weakness after owl, 0..1
 * @param thrashing true for a dead dragon the opponent of the side to move just played into
 * @param owlThreat for a thrashing dragon the owl threat result (owl_threaten_defense), else null
 */
public record DragonFacts(Dragon dragon, int[] neighbors, int hostileNeighbors, int moyoSize, double moyoTerritorialValue,
        int escapeRoute, SurroundStatus surround, OwlStatus.Status crudeStatus, double weaknessPreOwl, OwlStatus owl,
        OwlStatus.Status status, DragonSafety safety, double weakness, boolean thrashing,
        owlbench.reading.SearchResult owlThreat) {

    /** The neighbour origins (a copy). */
    @Override
    public int[] neighbors() {
        return neighbors.clone();
    }

    /**
     * GNU Go's owl_threat_status: "unchecked" unless the dragon is thrashing; then "critical" if two
     * moves of its owner in a row make it live, else "dead".
     */
    public String owlThreatStatus() {
        if (owlThreat == null) return "unchecked";
        return owlThreat.succeeded() ? OwlStatus.Status.CRITICAL.word() : OwlStatus.Status.DEAD.word();
    }

    /** The first move of a successful owl defence threat (owl_2nd_defense_point), else PASS. */
    public int owlSecondDefensePoint() {
        return owlThreat != null && owlThreat.succeeded() ? owlThreat.move() : Board.PASS;
    }
}
