package owlbench.ui.model;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

/** The Properties view's words for owlbench's worm_status answers. */
public class TacticalStatusTest {

    @Test
    public void answersInWords() {
        assertEquals("alive: no attack (owlbench tactical reading)", TacticalStatus.describe("alive 0"));
        assertEquals("dead: attack E4, no defence (owlbench tactical reading)", TacticalStatus.describe("dead 1 E4 0"));
        assertEquals("critical: attack E4, defence E4 (owlbench tactical reading)", TacticalStatus.describe(" critical 1 E4 1 E4\n"));
        assertEquals("ko: attack B1 (ko), defence D2 (ko, needs the first threat) (owlbench tactical reading)",
                TacticalStatus.describe("ko 2 B1 3 D2"));
    }

    @Test
    public void anUnexpectedAnswerIsShownAsItCame() {
        assertEquals("strange (owlbench tactical reading)", TacticalStatus.describe("strange"));
        assertEquals("dead 1 (owlbench tactical reading)", TacticalStatus.describe("dead 1"));
    }
}
