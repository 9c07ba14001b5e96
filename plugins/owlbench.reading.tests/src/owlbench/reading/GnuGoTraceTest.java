package owlbench.reading;

import owlbench.board.StoneColor;
import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;

import java.util.List;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/**
 * GNU Go's sgf traces read back with each node's result and comment as GNU Go writes them (issue 17):
 * a node's comment names the move ("NAME at VERTEX (variation n, hash h)"), then the other side's
 * read after it ("owl_defend C3: 0 (why)"), and the node marks the dragon with MA. The trace below
 * is handmade in that form.
 */
public class GnuGoTraceTest {
    private static final String TRACE = "(;GM[1]FF[4]SZ[9]C[owl_attack C3: WIN D4 (attack effective)\n"
            + "owl_defend C3: 0 (defense failed)]AB[cg][dg]AW[ch]"
            + "(;W[df]C[A100 at D4 (variation 1, hash 00000000000000aa)\n"
            + "owl_defend C3: 0 (defense failed - genus 0)\n  (3 variations)\n(next variation: 4)]MA[cg][dg]"
            + ";B[ef]C[D200 at E4 (variation 2, hash 00000000000000bb)\n"
            + "owl_attack C3: WIN F3 (attack effective)\n(next variation: 4)]MA[cg][dg][ef])"
            + "(;W[ee]C[A300 at E5 (variation 4, hash 00000000000000cc)\n"
            + "owl_defend C3: KO_A E4 (ko)]MA[cg][dg]))";

    @Test
    public void nodesCarryGnuGosResultsCommentsAndMarks() throws Exception {
        SgfNode root = SgfReader.read(TRACE, "trace.sgf").games().get(0);
        List<TreeRecorder.Node> roots = TreeRecorder.readTrace(root, 9);
        assertEquals(2, roots.size());
        TreeRecorder.Node d4 = roots.get(0);
        assertEquals("A100", d4.function);
        assertEquals(Vertex.parse("D4", 9), d4.move);
        assertEquals(1, d4.variation);
        assertEquals(0xaaL, d4.hash);
        assertEquals("the defence after it fails: the attack works", ReadCodes.WIN, d4.code);
        assertEquals("owl_defend C3: 0 (defense failed - genus 0) (3 variations)", d4.comment);
        assertArrayEquals(new int[] {Vertex.parse("C3", 9), Vertex.parse("D3", 9)}, d4.marked);
        TreeRecorder.Node e4 = d4.children.get(0);
        assertEquals("the attack after it works: this defence fails", ReadCodes.FAIL, e4.code);
        assertEquals("owl_attack C3: WIN F3 (attack effective)", e4.comment);
        assertEquals(3, e4.marked.length);
        TreeRecorder.Node e5 = roots.get(1);
        assertEquals("a ko good for the defender is one the attacker must win first", ReadCodes.KO_B, e5.code);
        assertEquals(1, d4.nodesBelow);
    }

    @Test
    public void owlbenchsOwnTracesKeepTheirResultsAndNoComment() throws Exception {
        Board b = new Board(9);
        b.play(Vertex.parse("C3", 9), StoneColor.WHITE);
        b.play(Vertex.parse("B3", 9), StoneColor.BLACK);
        b.play(Vertex.parse("C2", 9), StoneColor.BLACK);
        b.play(Vertex.parse("D2", 9), StoneColor.BLACK);
        TreeRecorder rec = new TreeRecorder();
        new Reader(b).attack(Vertex.parse("C3", 9), rec);
        assertEquals("attack", rec.function());
        assertEquals(Board.PASS, rec.target2());
        SgfNode sgf = rec.toSgf();
        List<TreeRecorder.Node> back = TreeRecorder.readTrace(sgf, 9);
        assertEquals(rec.roots().get(0).code, back.get(0).code);
        assertEquals("", back.get(0).comment);
        assertNull(back.get(0).marked);
    }
}
