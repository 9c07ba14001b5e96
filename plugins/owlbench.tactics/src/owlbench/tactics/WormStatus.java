package owlbench.tactics;

import owlbench.reading.ReadCodes;

/**
 * The tactical status of a worm, from its attack code and (where the attack works) its defence
 * code: what the workbench's worm-status overlay colours and the GTP worm_status answers.
 */
public enum WormStatus {
    /** No attack works, even if the attacker moves first. */
    ALIVE("alive"),
    /** Whoever moves first wins: attack and defence both succeed unconditionally. */
    CRITICAL("critical"),
    /** Attack and defence both succeed, one of them only through a ko. */
    KO("ko"),
    /** Captured even if its owner moves first: the attack works and no defence does. */
    DEAD("dead");

    private final String text;

    WormStatus(String text) {
        this.text = text;
    }

    /** The status of a worm whose attack gives attackCode and defence defenseCode (ignored when the attack fails). */
    public static WormStatus of(int attackCode, int defenseCode) {
        if (attackCode == ReadCodes.FAIL) return ALIVE;
        if (defenseCode == ReadCodes.FAIL) return DEAD;
        return attackCode == ReadCodes.WIN && defenseCode == ReadCodes.WIN ? CRITICAL : KO;
    }

    /** The lower-case name GNU Go and GTP answers use ("alive", "critical", "ko", "dead"). */
    @Override
    public String toString() {
        return text;
    }
}
