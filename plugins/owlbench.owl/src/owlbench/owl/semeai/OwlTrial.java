package owlbench.owl.semeai;

/**
 * One owl question a semeai analysis may ask beyond the dragons' statuses: owl_does_attack, the
 * code of a move by the opponent of dragon 0 (A) or 1 (B) against it, the dragon's owner answering
 * (ReadCodes: WIN, KO_A, KO_B, FAIL).
 */
@FunctionalInterface
public interface OwlTrial {
    /** owl_does_attack of move against dragon (0 for A, 1 for B). */
    int doesAttack(int move, int dragon);
}
