package owlbench.ui.agents;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.util.List;

import org.junit.Test;

import owlbench.agents.Position;
import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.ui.model.BoardOverlay;

/** The heat map's colours, labels and legend line for a hand-made board of values. */
public class HeatMapOverlayTest {

    @Test
    public void coloursRunFromPaleYellowToRed() {
        assertEquals(0xFFF4B0, HeatMapOverlay.colour(0));
        assertEquals(0xD01818, HeatMapOverlay.colour(1));
        assertEquals(0xD01818, HeatMapOverlay.colour(2));   // clamped
    }

    @Test
    public void theHighestPointsAreLabelledInPercent() {
        Position p = new Position(new Board(9), StoneColor.BLACK, 1, Board.PASS);
        double[] v = new double[81];
        v[p.index(Vertex.parse("E5", 9))] = 0.5;
        v[p.index(Vertex.parse("C3", 9))] = 0.3;
        for (String s : new String[] {"A1", "B1", "C1", "D1"}) {
            v[p.index(Vertex.parse(s, 9))] = 0.05;
        }
        assertEquals(List.of(p.index(Vertex.parse("E5", 9)), p.index(Vertex.parse("C3", 9))), HeatMapOverlay.top(v, 2));
        BoardOverlay o = HeatMapOverlay.build(p, "capturer", v);
        assertEquals("50", o.label(Vertex.parse("E5", 9)));
        assertEquals("30", o.label(Vertex.parse("C3", 9)));
        assertEquals("5.0", o.label(Vertex.parse("A1", 9)));
        assertNull(o.label(Vertex.parse("D1", 9)));   // the sixth highest: shaded, not labelled
        assertTrue(o.color(Vertex.parse("D1", 9)) >= 0);
        assertEquals(-1, o.color(Vertex.parse("J9", 9)));   // no value, no shade
        assertEquals(HeatMapOverlay.colour(1), o.color(Vertex.parse("E5", 9)));
        assertTrue(o.text(), o.text().startsWith("capturer: ") && o.text().contains("E5"));
    }

    @Test
    public void anEmptyBoardSaysSo() {
        Position p = new Position(new Board(9), StoneColor.WHITE, 1, Board.PASS);
        BoardOverlay o = HeatMapOverlay.build(p, "fuseki", new double[81]);
        assertTrue(o.isEmptyOnBoard());
        assertEquals("fuseki: no point has a value here", o.text());
    }
}
