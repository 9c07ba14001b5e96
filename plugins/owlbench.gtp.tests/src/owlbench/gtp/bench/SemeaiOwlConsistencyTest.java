package owlbench.gtp.bench;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

import owlbench.gtp.bench.SemeaiOwlConsistency.Kind;

/** SemeaiAgreement's rule for a semeai answer against the same engine's owl answers. */
public class SemeaiOwlConsistencyTest {
    @Test
    public void killBothOwlsRefuteIsRefuted() {
        // dragon1.sgf 187 D18 O19 (h/semclass26): gnugo "1 1 Q18" while its owl_attack O19 is 0
        assertEquals(Kind.KILL_REFUTED, SemeaiOwlConsistency.classify("1 1 Q18", "1 PASS", "0"));
    }

    @Test
    public void killOwlConfirmsIsConsistent() {
        assertEquals(Kind.CONSISTENT, SemeaiOwlConsistency.classify("1 1 S7", "1 N9", "1 N9"));
        // a ko code is a success on either side
        assertEquals(Kind.CONSISTENT, SemeaiOwlConsistency.classify("2 3 A16", "1 A16", "2 A16"));
    }

    @Test
    public void sekiWithNeitherKilledIsConsistent() {
        // "1 0" is seki or both alive: A lives, B cannot be killed; owl says the same of each
        assertEquals(Kind.CONSISTENT, SemeaiOwlConsistency.classify("1 0 PASS", "1 PASS", "0"));
        assertEquals(Kind.CONSISTENT, SemeaiOwlConsistency.classify("0 0 PASS", "0", "0"));
    }

    @Test
    public void missedKillComesBeforeTheDefence() {
        assertEquals(Kind.KILL_MISSED, SemeaiOwlConsistency.classify("0 0 PASS", "1 B2", "1 B3"));
        assertEquals(Kind.DEFENCE_MISSED, SemeaiOwlConsistency.classify("0 0 PASS", "1 B2", "0"));
        assertEquals(Kind.DEFENCE_REFUTED, SemeaiOwlConsistency.classify("1 1 C3", "0", "1 C3"));
    }

    @Test(expected = IllegalArgumentException.class)
    public void aShortAnswerIsRefused() {
        SemeaiOwlConsistency.classify("1", "1", "0");
    }
}
