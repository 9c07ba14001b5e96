package owlbench.sgf;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.Test;

import owlbench.board.StoneColor;

/** Reading SGF text into trees, and writing it back: escapes, variations, unknown properties, passes. */
public class SgfReaderTest {

    private static SgfNode first(String sgf) throws SgfException {
        return SgfReader.read(sgf, "test.sgf").games().get(0);
    }

    private static SgfCollection roundTrip(SgfCollection c) throws SgfException {
        SgfCollection again = SgfReader.read(SgfWriter.write(c), "again.sgf");
        assertTrue("round trip changed the tree:\n" + SgfWriter.write(c) + "\n" + SgfWriter.write(again),
                c.treeEquals(again));
        return again;
    }

    @Test
    public void escapesAreDecodedAndWrittenBack() throws SgfException {
        SgfNode root = first("(;C[a \\] b \\\\ c \\: d]GN[x\\]y])");
        assertEquals("a ] b \\ c : d", root.get("C"));
        assertEquals("x]y", root.get("GN"));
        String out = SgfWriter.write(root);
        assertTrue(out, out.contains("C[a \\] b \\\\ c : d]"));
        assertTrue(out, out.contains("GN[x\\]y]"));
        roundTrip(SgfReader.read(out, "out"));
    }

    @Test
    public void softLineBreaksAreRemovedHardOnesKeptInText() throws SgfException {
        SgfNode root = first("(;C[one\\\ntwo\nthree\\\r\nfour]PB[Lee\nSedol])");
        assertEquals("onetwo\nthreefour", root.get("C"));
        assertEquals("simple text: line break becomes a space", "Lee Sedol", root.get("PB"));
        SgfNode tabs = first("(;C[a\tb])");
        assertEquals("a b", tabs.get("C"));
    }

    @Test
    public void emptyValuesAndWhitespaceBetweenTokens() throws SgfException {
        SgfNode root = first("  \n ( \n ; GM [1] \r\n FF\t[4] C[] \n ; B [dd] \n ; W\n[] \n ) \n");
        assertEquals("1", root.get("GM"));
        assertEquals("", root.get("C"));
        assertEquals(Arrays.asList("GM", "FF", "C"), root.propertyIds());
        SgfNode w = root.mainChild().mainChild();
        assertEquals(new SgfMove(StoneColor.WHITE, ""), w.move());
        assertTrue(w.move().isPass(19));
    }

    @Test
    public void passesEmptyAndTt() throws SgfException {
        SgfNode root = first("(;SZ[19];B[];W[tt])");
        assertTrue(root.mainChild().move().isPass(19));
        assertTrue(root.mainChild().mainChild().move().isPass(19));
        assertFalse("tt is a point on big boards", new SgfMove(StoneColor.BLACK, "tt").isPass(21));
        SgfNode big = first("(;SZ[21];B[tt])");
        assertEquals("tt", big.mainChild().move().point());
    }

    @Test
    public void variationsAndParents() throws SgfException {
        SgfNode root = first("(;SZ[9];B[ee](;W[dd];B[cc])(;W[ff](;B[gg])(;B[hh])))");
        SgfNode b1 = root.mainChild();
        assertEquals(2, b1.children().size());
        assertEquals("dd", b1.children().get(0).move().point());
        assertEquals("ff", b1.children().get(1).move().point());
        assertSame(b1, b1.children().get(1).parent());
        SgfNode wff = b1.children().get(1);
        assertEquals(2, wff.children().size());
        assertEquals("hh", wff.children().get(1).get("B"));
        assertSame(root, wff.children().get(1).root());
        assertTrue(root.isRoot());
        assertFalse(b1.isRoot());
        SgfCollection again = roundTrip(SgfReader.read("(;SZ[9];B[ee](;W[dd];B[cc])(;W[ff](;B[gg])(;B[hh])))",
                "v"));
        assertEquals(2, again.games().get(0).mainChild().children().size());
    }

    @Test
    public void unknownPropertiesKeptInOrder() throws SgfException {
        String sgf = "(;FF[4]ZZ[first]GM[1]XY[a][b]AP[Foo:1.0]MULTIGOGM[1];B[aa]QQ[q])";
        SgfNode root = first(sgf);
        assertEquals(Arrays.asList("FF", "ZZ", "GM", "XY", "AP", "MULTIGOGM"), root.propertyIds());
        assertEquals(Arrays.asList("a", "b"), root.getAll("XY"));
        assertEquals("q", root.mainChild().get("QQ"));
        String out = SgfWriter.write(root);
        assertTrue(out, out.indexOf("ZZ[first]") < out.indexOf("GM[1]"));
        roundTrip(SgfReader.read(sgf, "u"));
    }

    @Test
    public void ff3LongNamesLoseTheirLowerCaseLetters() throws SgfException {
        SgfNode root = first("(;GaMe[1]SiZe[9]AddBlack[aa][bb]PlayerBlack[x];Black[cc];White[dd])");
        assertEquals("9", root.get("SZ"));
        assertEquals(Arrays.asList("aa", "bb"), root.getAll("AB"));
        assertEquals("x", root.get("PB"));
        assertEquals(new SgfMove(StoneColor.BLACK, "cc"), root.mainChild().move());
        assertEquals(new SgfMove(StoneColor.WHITE, "dd"), root.mainChild().mainChild().move());
    }

    @Test
    public void repeatedPropertyInOneNodeIsMerged() throws SgfException {
        SgfNode root = first("(;SZ[9]AB[aa]AW[bb]AB[cc])");
        assertEquals(Arrays.asList("aa", "cc"), root.getAll("AB"));
        assertEquals(Arrays.asList("SZ", "AB", "AW"), root.propertyIds());
    }

    @Test
    public void severalGamesAndTextOutsideTrees() throws SgfException {
        SgfCollection c = SgfReader.read("Game record mailed 2002.\n(;GN[one];B[aa])\n\n(;GN[two];W[bb])\n---\n",
                "many.sgf");
        assertEquals(2, c.games().size());
        assertEquals("one", c.games().get(0).get("GN"));
        assertEquals("two", c.games().get(1).get("GN"));
        assertEquals("many.sgf", c.sourceName());
        roundTrip(c);
    }

    @Test
    public void markupAndCompressedPointLists() throws SgfException {
        SgfNode root = first("(;SZ[9]AB[aa:cb][ee];TR[aa]SQ[bb]CR[cc]MA[dd]LB[ee:hi\\: there][ff:2])");
        assertEquals(Arrays.asList("aa:cb", "ee"), root.getAll("AB"));
        List<String> pts = SgfCoords.expand("aa:cb", 9);
        assertEquals(Arrays.asList("aa", "ba", "ca", "ab", "bb", "cb"), pts);
        assertEquals("reversed corners give the same rectangle", pts, SgfCoords.expand("cb:aa", 9));
        assertEquals(Arrays.asList("ee:hi: there", "ff:2"), root.mainChild().getAll("LB"));
        roundTrip(SgfReader.read(SgfWriter.write(root), "m"));
    }

    @Test
    public void gameInfo() throws SgfException {
        SgfGame g = new SgfGame(first("(;SZ[13]KM[6.5]HA[2]RU[Japanese]PB[Black Guy]PW[White Guy]RE[W+R])"));
        assertEquals(13, g.boardSize());
        assertEquals(6.5, g.komi(), 0.0);
        assertEquals(2, g.handicap());
        assertEquals("Japanese", g.rules());
        assertEquals("Black Guy", g.playerBlack());
        assertEquals("White Guy", g.playerWhite());
        assertEquals("W+R", g.result());
        SgfGame d = new SgfGame(first("(;GM[1])"));
        assertEquals(19, d.boardSize());
        assertEquals(0.0, d.komi(), 0.0);
        assertEquals(0, d.handicap());
        assertNull(d.rules());
    }

    @Test
    public void locationsAreRecorded() throws SgfException {
        SgfNode root = first("(;SZ[9]\n;B[aa]\n  C[x])");
        SgfNode b = root.mainChild();
        assertEquals(2, b.location().line());
        assertEquals(1, b.location().column());
        assertEquals(3, b.valueLocation("C", 0).line());
        assertEquals(4, b.valueLocation("C", 0).column());
        assertEquals("test.sgf:2:3", b.valueLocation("B", 0).toString());
    }

    @Test
    public void buildingAndEditingInMemory() throws SgfException {
        SgfNode root = new SgfNode();
        root.set("GM", "1");
        root.set("SZ", "9");
        root.add("AB", "cc");
        root.add("AB", "gg");
        SgfNode m = root.addChild(new SgfNode());
        m.set("B", "ee");
        m.set("C", "with ] and \\");
        m.set("TR", "aa");
        assertTrue(m.remove("TR"));
        assertFalse(m.remove("TR"));
        SgfCollection c = new SgfCollection();
        c.add(root);
        SgfCollection again = roundTrip(c);
        assertEquals("with ] and \\", again.games().get(0).mainChild().get("C"));
        root.set("SZ", "13");
        assertEquals(Arrays.asList("13"), root.getAll("SZ"));
        assertFalse(c.treeEquals(again));
    }

    @Test
    public void treeEqualsSeesEveryDifference() throws SgfException {
        String base = "(;SZ[9];B[ee](;W[dd])(;W[ff]))";
        SgfNode a = first(base);
        assertTrue(a.treeEquals(first(base)));
        assertFalse(a.treeEquals(first("(;SZ[9];B[ee](;W[dd])(;W[fg]))")));
        assertFalse(a.treeEquals(first("(;SZ[9];B[ee](;W[ff])(;W[dd]))")));
        assertFalse(a.treeEquals(first("(;SZ[9];B[ee];W[dd])")));
        assertFalse(a.treeEquals(first("(;SZ[9]C[];B[ee](;W[dd])(;W[ff]))")));
    }

    @Test
    public void longMainLineNeedsNoDeepStack() throws SgfException {
        StringBuilder sb = new StringBuilder("(;SZ[19]");
        for (int i = 0; i < 50000; i++) {
            sb.append(i % 2 == 0 ? ";B[]" : ";W[]");
        }
        sb.append(')');
        SgfCollection c = SgfReader.read(sb.toString(), "long");
        roundTrip(c);
    }

    @Test
    public void coordinatesMapToBoardPoints() {
        owlbench.board.Board b = new owlbench.board.Board(19);
        assertEquals(b.point(3, 15), SgfCoords.toPoint("dp", b));
        assertEquals(owlbench.board.Board.PASS, SgfCoords.toPoint("", b));
        assertEquals(owlbench.board.Board.PASS, SgfCoords.toPoint("tt", b));
        assertEquals("dp", SgfCoords.toSgf(b.point(3, 15), b));
        assertEquals("dp", SgfCoords.toSgf(b.point(3, 15), 19));
        assertEquals("D4", owlbench.board.Vertex.toString(SgfCoords.toPoint("dp", b), 19));
        assertArrayEquals(new int[] {b.point(0, 0), b.point(1, 0)}, SgfCoords.expandList("aa:ba", b));
        assertEquals(0, SgfCoords.expandList("", b).length);
        try {
            SgfCoords.toPoint("zz", b);
            org.junit.Assert.fail("zz is off a 19x19 board");
        } catch (IllegalArgumentException expected) {
            assertTrue(expected.getMessage().contains("zz"));
        }
    }
}
