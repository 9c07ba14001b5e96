package owlbench.patterns.model;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.util.List;

import org.junit.Test;

import owlbench.patterns.parser.DbParser;

/** What a pattern's ':' line says about its move's value (doc/patterns.texi, "Pattern Attributes"). */
public class MoveValueTest {
    private static final String DB = "Pattern Live1\n\n?O?\n.X*\n\n:8,-\n\n?O?\n.A*\n\n;lib(A)>=4 || olib(*) > 8\n\n\n"
            + "Pattern Live2\n\nO\nX\n*\n\n:|,OX,shape(2)\n\n\n"
            + "Pattern Live3\n\nXX*\n\n:8,jF\n\n\n"
            + "Pattern Live4\n\nXX*\n\n:8,t,terri(4),maxvalue(30),followup(-1)\n\n\n"
            + "Pattern Live5\n\nOX*\n\n:8,sJ,value(35)\n\n\n";

    private static List<Pattern> patterns() {
        DbFile db = DbParser.parse(DB, "values.db");
        assertFalse(db.diagnostics().toString(), db.hasErrors());
        return db.patterns();
    }

    @Test
    public void summariesSayWhatTheColonLineGivesAndWhatNeedsTheEngine() {
        List<Pattern> ps = patterns();
        assertEquals("no value", MoveValue.summary(ps.get(0)));
        assertEquals("shape +2; rest needs move valuation", MoveValue.summary(ps.get(1)));
        assertEquals("value = 20.1 (jF); rest needs move valuation", MoveValue.summary(ps.get(2)));
        assertEquals("value >= 15 (t); territory >= 4; value <= 30; followup -1; rest needs move valuation",
                MoveValue.summary(ps.get(3)));
        assertEquals("value >= 27 (J); value >= 35; rest needs move valuation", MoveValue.summary(ps.get(4)));
        assertFalse("a pattern without move reasons needs nothing more", MoveValue.needsEngine(ps.get(0)));
        assertTrue(MoveValue.needsEngine(ps.get(1)));
    }

    @Test
    public void detailsExplainEachClassLetter() {
        List<Pattern> ps = patterns();
        String jF = MoveValue.details(ps.get(2));
        assertTrue(jF, jF.contains("j: joseki move: e and E, fixed value 20.1"));
        assertTrue(jF, jF.contains("F: fuseki pattern"));
        assertTrue(jF, jF.contains(MoveValue.NEEDS_ENGINE));
        assertTrue(MoveValue.details(ps.get(3)), MoveValue.details(ps.get(3)).contains("t: minor joseki move: e and E, minimum value 15"));
        assertEquals("  no value: the pattern adds no move reason\n", MoveValue.details(ps.get(0)));
        assertNull("'s' (no safety check) adds no move reason", MoveValue.reason('s', false));
        assertEquals("connects each pair of O dragons in the pattern", MoveValue.reason('C', false));
    }

    @Test
    public void classChecksNameTheFactsTheyNeed() {
        List<Pattern> ps = patterns();
        assertEquals("safety of the move (needs reading); O dragons ALIVE/UNKNOWN (needs dragon status);"
                + " X dragons ALIVE/UNKNOWN/CRITICAL (needs dragon status)", MoveValue.classChecks(ps.get(1)));
        assertEquals("'s' turns the safety check off", "", MoveValue.classChecks(ps.get(4)));
        assertEquals("safety of the move (needs reading)", MoveValue.classChecks(ps.get(0)));
    }
}
