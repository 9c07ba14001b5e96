package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.util.List;

import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;
import owlbench.sgf.SgfWriter;

/** Recorded search trees: node counts match the reader's counter; SGF export and import. */
public class TreeRecorderTest {

    private static Board ladderWithBreaker() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            "......O..",
            ".........",
            ".........",
            ".........",
            "..XO.....",
            "...XX....",
            ".........");
        return b;
    }

    private static int countSgf(SgfNode n) {
        int c = n.move() != null ? 1 : 0;
        for (SgfNode ch : n.children()) {
            c += countSgf(ch);
        }
        return c;
    }

    @Test
    public void recorderNodeCountEqualsCounter() {
        Board b = ladderWithBreaker();
        Reader r = new Reader(b);
        int d3 = Diagrams.v(b, "D3");
        for (int round = 0; round < 2; round++) { // the second round also has cache hits
            TreeRecorder t = new TreeRecorder();
            long n0 = r.nodeCounter();
            int a = r.attack(d3, t);
            assertEquals(r.nodeCounter() - n0, t.nodeCount());
            assertEquals(a, t.resultCode());
            assertEquals(t.nodeCount(), TreeRecorder.count(t.roots()));
            TreeRecorder d = new TreeRecorder();
            n0 = r.nodeCounter();
            r.findDefense(d3, d);
            assertEquals(r.nodeCounter() - n0, d.nodeCount());
        }
        assertTrue(r.nodeCounter() > 100);
    }

    @Test
    public void recordingDoesNotChangeTheAnswer() {
        Board b = ladderWithBreaker();
        Reader plain = new Reader(b);
        Reader recorded = new Reader(b);
        int d3 = Diagrams.v(b, "D3");
        int a = plain.attack(d3);
        int m = plain.lastMove();
        TreeRecorder t = new TreeRecorder();
        assertEquals(a, recorded.attack(d3, t));
        assertEquals(m, recorded.lastMove());
        assertEquals(plain.nodeCounter(), recorded.nodeCounter());
    }

    @Test
    public void exportsToSgfAndReadsBack() throws Exception {
        Board b = ladderWithBreaker();
        Reader r = new Reader(b);
        TreeRecorder t = new TreeRecorder();
        r.attack(Diagrams.v(b, "D3"), t);
        SgfNode root = t.toSgf();
        assertEquals("9", root.get("SZ"));
        assertTrue(root.getAll("AB").contains("cg"));
        assertTrue(root.get("C"), root.get("C").startsWith("attack D3: WIN D4"));
        String text = SgfWriter.write(root);
        SgfCollection back = SgfReader.read(text, "trace");
        SgfNode r2 = back.games().get(0);
        assertEquals(t.nodeCount(), countSgf(r2));
        SgfNode first = r2.children().get(0);
        assertEquals(StoneColor.BLACK, first.move().color());
        assertTrue(first.get("C"), first.get("C").matches("(?s)attack2-A at D4 \\(variation 1, hash [0-9a-f]{16}\\).*"));

        List<TreeRecorder.Node> trees = TreeRecorder.readTrace(r2, 9);
        assertEquals(t.nodeCount(), TreeRecorder.count(trees));
        assertEquals(t.roots().get(0).code, trees.get(0).code);
        assertEquals("attack2", trees.get(0).function);
        assertEquals(t.roots().get(0).hash, trees.get(0).hash);
    }

    @Test
    public void importsGnuGoTraces() throws Exception {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping GNU Go trace import",
                new File(shared, "gnugo-3.8").isDirectory());
        File trace = new File(shared, "gnugo-3.8/samples/decide_string_K18_trace.sgf");
        Assume.assumeTrue(trace.getPath() + " is absent", trace.isFile());
        SgfNode root = SgfReader.read(trace.toPath()).games().get(0);
        List<TreeRecorder.Node> trees = TreeRecorder.readTrace(root, 19);
        assertTrue(TreeRecorder.count(trees) > 0);
        assertEquals(countSgf(root), TreeRecorder.count(trees));
        assertNotNull(trees.get(0).function);
        // GNU Go names the move generator ("liberty at J17 (variation 1, hash ...)")
        assertEquals("liberty", trees.get(0).function);
        assertEquals(0xf772713393d25480L, trees.get(0).hash);
        assertEquals(1, trees.get(0).variation);
    }
}
