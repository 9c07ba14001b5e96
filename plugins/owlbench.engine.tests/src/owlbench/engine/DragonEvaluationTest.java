package owlbench.engine;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.OwlStatus;
import owlbench.patterns.PatternPath;

/**
 * The dragon fields beyond owl (doc/dragon.texi) on handmade positions, with owlbench's own
 * databases: safety, weakness, crude status, escape route, surround status, moyo, neighbours and
 * the thrashing dragon's owl threat.
 */
public class DragonEvaluationTest {

    private static AnalysisDatabases own() {
        Path patterns = Path.of(System.getProperty("owlbench.patterns", "../../patterns"));
        return new AnalysisDatabases(PatternPath.of(List.of(patterns), null));
    }

    private static DragonFacts facts(PositionAnalysis a, Board b, String vertex) throws Exception {
        return a.dragonEvaluation().of(a.dragons().dragon(DragonsTest.v(b, vertex)));
    }

    private static String show(DragonFacts f) {
        return "safety " + f.safety().word() + ", status " + f.status().word() + ", crude " + f.crudeStatus().word()
                + ", weakness " + f.weakness() + " (pre " + f.weaknessPreOwl() + "), escape " + f.escapeRoute() + ", surround "
                + f.surround() + ", moyo " + f.moyoSize() + " " + f.moyoTerritorialValue() + ", neighbours "
                + f.neighbors().length + " hostile " + f.hostileNeighbors();
    }

    /** White's corner group with two separate eyes (A1 and C1) and black around it. */
    private static final String[] TWO_EYES = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        "X X X X X . . . .",
        "O O O O X . . . .",
        ". O . O X . . . .",
        "O O O O X . . . ."};

    @Test
    public void aGroupWithTwoRealEyesIsInvincibleAndNotWeak() throws Exception {
        Board b = DragonsTest.board(TWO_EYES);
        PositionAnalysis a = new PositionAnalysis(b, StoneColor.BLACK, 0, own());
        DragonFacts f = facts(a, b, "A3");
        assertEquals(show(f), DragonSafety.INVINCIBLE, f.safety());
        assertEquals(show(f), 0.0, f.weakness(), 1e-9);
        assertEquals(show(f), OwlStatus.Status.ALIVE, f.crudeStatus());
    }

    /** A white stone in atari inside black's net: extending at E4 leaves it no liberty. */
    private static final String[] NET = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . X . . . .",
        ". . . X O X . . .",
        ". . . X . X . . .",
        ". . . . X . . . .",
        ". . . . . . . . .",
        ". . . . . . . . ."};

    @Test
    public void aStoneCapturedWhoeverMovesFirstIsTacticallyDeadFullyWeakWithNoMoyo() throws Exception {
        Board b = DragonsTest.board(NET);
        PositionAnalysis a = new PositionAnalysis(b, StoneColor.WHITE, 0, own());
        DragonFacts f = facts(a, b, "E5");
        assertEquals(show(f), DragonSafety.TACTICALLY_DEAD, f.safety());
        assertEquals(show(f), 1.0, f.weakness(), 1e-9);
        assertEquals(show(f), 1.0, f.weaknessPreOwl(), 1e-9);
        assertEquals(show(f), OwlStatus.Status.DEAD, f.crudeStatus());
        assertEquals(show(f), OwlStatus.Status.DEAD, f.status());
        assertEquals("a dead dragon has no moyo of its own: " + show(f), 0, f.moyoSize());
        assertEquals(show(f), 0, f.escapeRoute());
        assertEquals(show(f), SurroundStatus.SURROUNDED, f.surround().status());
        assertTrue(show(f), f.hostileNeighbors() >= 1);
        assertEquals("not thrashing: it was set up, not played", false, f.thrashing());
        assertEquals("unchecked", f.owlThreatStatus());
    }

    @Test
    public void aLoneStoneOnAnOpenBoardEscapesAndIsNotWeak() throws Exception {
        Board b = new Board(19);
        b.setStone(DragonsTest.v(b, "K10"), StoneColor.BLACK);
        PositionAnalysis a = new PositionAnalysis(b, StoneColor.WHITE, 0, own());
        DragonFacts f = facts(a, b, "K10");
        // 16 points at distance 4, each worth 1 to 4 on an open board (less where white, to move,
        // may invade); gnugo's escape_route here is 20
        assertTrue(show(f), f.escapeRoute() >= 16 && f.escapeRoute() <= 64);
        assertEquals(show(f), SurroundStatus.NOT_SURROUNDED, f.surround().status());
        assertEquals(show(f), 0, f.neighbors().length);
        assertTrue(show(f), f.weaknessPreOwl() < 0.05);
        assertEquals(show(f), OwlStatus.Status.ALIVE, f.status());
        assertTrue(show(f), f.safety() == DragonSafety.ALIVE || f.safety() == DragonSafety.STRONGLY_ALIVE);
    }

    @Test
    public void neighboursAreNearDragonsOfEitherColourAndFarOnesAreNot() throws Exception {
        Board b = new Board(19);
        b.setStone(DragonsTest.v(b, "D4"), StoneColor.BLACK);
        b.setStone(DragonsTest.v(b, "D6"), StoneColor.WHITE);
        b.setStone(DragonsTest.v(b, "Q16"), StoneColor.BLACK);
        PositionAnalysis a = new PositionAnalysis(b, StoneColor.BLACK, 0, own());
        DragonFacts d4 = facts(a, b, "D4");
        DragonFacts q16 = facts(a, b, "Q16");
        assertEquals(show(d4), 1, d4.neighbors().length);
        assertEquals(DragonsTest.v(b, "D6"), d4.neighbors()[0]);
        assertEquals(1, d4.hostileNeighbors());
        assertEquals(show(q16), 0, q16.neighbors().length);
    }

    @Test
    public void aGroupWithOpenSpaceBehindItHasAMoyoAndEnclosedStonesDoNot() throws Exception {
        // black's wall on the third line from the left edge: the space behind it is black's
        String[] rows = new String[19];
        for (int r = 0; r < 19; r++) rows[r] = ". . . . . . . . . . . . . . . . . . .";
        Board b = DragonsTest.board(rows);
        for (int row = 1; row <= 19; row++) b.setStone(DragonsTest.v(b, "E" + row), StoneColor.BLACK);
        for (int row = 1; row <= 19; row++) b.setStone(DragonsTest.v(b, "O" + row), StoneColor.WHITE);
        PositionAnalysis a = new PositionAnalysis(b, StoneColor.BLACK, 0, own());
        DragonFacts black = facts(a, b, "E10");
        assertTrue(show(black), black.moyoSize() >= 19);
        assertTrue(show(black), black.moyoTerritorialValue() > 10);
        assertEquals(show(black), DragonSafety.STRONGLY_ALIVE, black.safety());
        assertEquals(show(black), 0.0, black.weakness(), 0.005);
    }

    /** Black's closed 3x3 corner. */
    private static final String[] CORNER = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        "X X X X . . . . .",
        ". . . X . . . . .",
        ". . . X . . . . .",
        ". . . X . . . . ."};

    @Test
    public void theLastMoveIntoADeadDragonMakesItThrashingAndItsOwlThreatIsRead() throws Exception {
        Board b = DragonsTest.board(CORNER);
        // white invades the corner, where it cannot live
        b.play(DragonsTest.v(b, "B2"), StoneColor.WHITE);
        PositionAnalysis a = new PositionAnalysis(b, StoneColor.BLACK, 0, own());
        DragonFacts f = facts(a, b, "B2");
        assertEquals(show(f), OwlStatus.Status.DEAD, f.status());
        assertTrue(show(f), f.thrashing());
        assertTrue(f.owlThreatStatus(), f.owlThreatStatus().equals("dead") || f.owlThreatStatus().equals("critical"));
        assertEquals("the threat's nodes are counted", f.owlThreat().nodes(), a.dragonEvaluation().owlThreatNodes());
        assertTrue(f.owlThreat().nodes() > 0);
        DragonFacts black = facts(a, b, "D4");
        assertFalse("black's wall is alive, not thrashing", black.thrashing());
        assertEquals("unchecked", black.owlThreatStatus());
    }
}
