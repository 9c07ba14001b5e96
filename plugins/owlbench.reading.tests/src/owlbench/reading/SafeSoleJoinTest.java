package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The cut at the strings' one common liberty as the only cut (ConnectionReader.safeSoleJoin,
 * docs/benchmarks.md, "Disconnects decided at once"): where the owner's stone there would join
 * them into a string of six liberties or more, every cut elsewhere is answered by that join and
 * leaves a string of five, which no attack takes, so the cutter reads only the cut there.
 */
public class SafeSoleJoinTest {

    /**
     * A hanging connection: the cut at E6 is a self-atari next to strong strings (a hopeless
     * cut), so nothing is read at all; without the rule the cutter read each of his other cuts,
     * every one answered by E6 (18 connection nodes).
     */
    @Test
    public void hangingConnectionIsDecidedWithoutAMove() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            "....X....",
            "..XX.XX..",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int d6 = Diagrams.v(b, "D6");
        int f6 = Diagrams.v(b, "F6");
        assertEquals(Diagrams.v(b, "E6"), c.safeSoleJoin(d6, f6, StoneColor.BLACK));
        assertEquals(ReadCodes.FAIL, c.disconnect(d6, f6));
        assertEquals(0, c.nodeCounter());
    }

    /**
     * A one-point jump in the open: only the wedge at E6 is read (with the owner's answers to
     * it, 16 connection nodes), and it fails; before the rule the other cuts were read too (38).
     * With the probes of the owner's first replies (promoteReplyThatHolds), which cost more
     * than they save in a tree this small: 36 with the rule, 67 without it.
     */
    @Test
    public void onePointJumpReadsOnlyTheWedge() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            "..XX.XX..",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int d6 = Diagrams.v(b, "D6");
        int f6 = Diagrams.v(b, "F6");
        assertEquals(Diagrams.v(b, "E6"), c.safeSoleJoin(d6, f6, StoneColor.BLACK));
        assertEquals(ReadCodes.FAIL, c.disconnect(d6, f6));
        assertTrue("connection nodes " + c.nodeCounter(), c.nodeCounter() < 50);
    }

    /**
     * Not a sole safe join: two common liberties (a bamboo joint, decided before), a join that
     * leaves fewer than six liberties (on the edge, hemmed in by white), and a join that takes in
     * a string in atari (whose capture would take more than one liberty).
     */
    @Test
    public void otherShapesAreReadAsBefore() {
        Board bamboo = Diagrams.board(
            ".........",
            ".........",
            ".........",
            "..XX.....",
            ".........",
            "..XX.....",
            ".........",
            ".........",
            ".........");
        assertEquals(Board.PASS, new ConnectionReader(new Reader(bamboo))
            .safeSoleJoin(Diagrams.v(bamboo, "C6"), Diagrams.v(bamboo, "C4"), StoneColor.BLACK));

        Board edge = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "OOOOOO...",
            "XX.XO....",
            ".........");
        // joined at C2: A2 B2 C2 D2 with liberties A1 B1 C1 D1 only
        assertEquals(Board.PASS, new ConnectionReader(new Reader(edge))
            .safeSoleJoin(Diagrams.v(edge, "B2"), Diagrams.v(edge, "D2"), StoneColor.BLACK));

        Board atari = Diagrams.board(
            ".........",
            "....O....",
            "...OXO...",
            "..XX.XX..",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........");
        // E7 (black, next to the common liberty E6) is in atari: white's capture there would
        // take more than one liberty of the joined string
        assertEquals(Board.PASS, new ConnectionReader(new Reader(atari))
            .safeSoleJoin(Diagrams.v(atari, "D6"), Diagrams.v(atari, "F6"), StoneColor.BLACK));
    }

    /**
     * Black B5 and B3 (9handicap.sgf before move 120), a jump on the second line: the wedge at
     * B4 is the only cut read (1 connection node; 13 before the rule, gnugo 1), and it fails.
     */
    @Test
    public void wideCheckJumpOnTheSecondLine() throws Exception {
        Board pos = WideCheckPositions.load("9handicap.sgf", 120);
        ConnectionReader c = new ConnectionReader(new Reader(pos));
        assertEquals(ReadCodes.FAIL, c.disconnect(Diagrams.v(pos, "B5"), Diagrams.v(pos, "B3")));
        assertTrue("connection nodes " + c.nodeCounter(), c.nodeCounter() <= 2);
    }
}
