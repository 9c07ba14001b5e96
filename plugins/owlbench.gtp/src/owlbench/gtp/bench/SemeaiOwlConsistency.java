package owlbench.gtp.bench;

/**
 * Whether one engine's analyze_semeai answer agrees with that engine's own owl about the same two
 * dragons: SemeaiAgreement's filter for the rows where gnugo's semeai reader claims what its own
 * owl refutes (h/semclass26 found 50 such rows among seed 1's 58 "gnugo 1 1, owlbench 1 0").
 *
 * <p>analyze_semeai A B answers the defence of A and the attack on B with A's player moving first
 * (semeai.tst's header). owl_defend A and owl_attack B ask the same two questions with the same
 * player to move, each read by owl alone. The rule compares success against failure only (a ko
 * code counts as success, as any non-zero code): the semeai answer is consistent when its first
 * code is non-zero exactly where owl_defend A is, and its second exactly where owl_attack B is. The
 * kill claims come first because they are the class found: a semeai kill of B where owl_attack B
 * finds none is {@link Kind#KILL_REFUTED}.
 */
public final class SemeaiOwlConsistency {
    private SemeaiOwlConsistency() {
    }

    /** How a semeai answer stands against the same engine's owl answers; the first that applies. */
    public enum Kind {
        /** Both codes say success exactly where owl does. */
        CONSISTENT("consistent with its owl"),
        /** The semeai kills B (second code non-zero); owl_attack B finds no kill. */
        KILL_REFUTED("semeai kill, owl_attack 0"),
        /** The semeai finds no kill of B; owl_attack B kills (or kills by ko). */
        KILL_MISSED("semeai no kill, owl_attack kills"),
        /** The semeai finds no defence of A (first code 0); owl_defend A lives. */
        DEFENCE_MISSED("semeai no defence, owl_defend lives"),
        /** The semeai defends A; owl_defend A finds no defence. */
        DEFENCE_REFUTED("semeai defence, owl_defend 0");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        /** The words the report prints for this kind. */
        public String label() {
            return label;
        }
    }

    /**
     * Classifies one answer.
     *
     * @param semeai the analyze_semeai A B answer ("1 1 Q18")
     * @param owlDefendA the owl_defend A answer ("1 PASS", "0")
     * @param owlAttackB the owl_attack B answer ("0", "2 A16")
     */
    public static Kind classify(String semeai, String owlDefendA, String owlAttackB) {
        String[] s = semeai.trim().split("\\s+");
        if (s.length < 2) throw new IllegalArgumentException("not a semeai answer: " + semeai);
        boolean semeaiDefends = success(s[0]), semeaiKills = success(s[1]);
        boolean owlDefends = success(firstWord(owlDefendA)), owlKills = success(firstWord(owlAttackB));
        if (semeaiKills && !owlKills) return Kind.KILL_REFUTED;
        if (!semeaiKills && owlKills) return Kind.KILL_MISSED;
        if (!semeaiDefends && owlDefends) return Kind.DEFENCE_MISSED;
        if (semeaiDefends && !owlDefends) return Kind.DEFENCE_REFUTED;
        return Kind.CONSISTENT;
    }

    private static String firstWord(String answer) {
        String[] w = answer.trim().split("\\s+");
        if (w.length == 0 || w[0].isEmpty()) throw new IllegalArgumentException("empty owl answer");
        return w[0];
    }

    /** A result code of 0 is a failure; 1 (win) and the ko codes 2 and 3 are successes. */
    private static boolean success(String code) {
        return Integer.parseInt(code) != 0;
    }
}
