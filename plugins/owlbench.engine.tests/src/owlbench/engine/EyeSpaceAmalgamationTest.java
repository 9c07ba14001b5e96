package owlbench.engine;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The first step of amalgamation, from the optics code's eye spaces (doc/dragon.texi,
 * "Amalgamation": the boundary components of a blackbordered cave; the cave may hold an
 * inessential string), on handmade positions without any connection database.
 */
public class EyeSpaceAmalgamationTest {

    private static Board board(String... rows) {
        return DragonsTest.board(rows);
    }

    private static int v(Board b, String vertex) {
        return DragonsTest.v(b, vertex);
    }

    /** Four single stones around one point: a one-point cave, one dragon. */
    @Test
    public void onePointEyeJoinsItsFourStones() {
        Board b = board(
                ".........",
                ".........",
                ".........",
                "....X....",
                "...X.X...",
                "....X....",
                ".........",
                ".........",
                ".........");
        Dragons a = Dragons.compute(b, null);
        assertTrue(a.sameDragon(v(b, "E6"), v(b, "D5")));
        assertTrue(a.sameDragon(v(b, "E6"), v(b, "F5")));
        assertTrue(a.sameDragon(v(b, "E6"), v(b, "E4")));
        assertEquals(1, a.dragons().size());
        assertTrue(a.amalgamations().get(0), a.amalgamations().get(0).startsWith("eye space at E5"));
    }

    /** A cave holding a dead (inessential) white stone: the four black strings around it are one dragon. */
    @Test
    public void caveWithAnInessentialStringInside() {
        Board b = board(
                ".........",
                "...XXX...",
                "..X.O.X..",
                "...XXX...",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........");
        Dragons a = Dragons.compute(b, null);
        assertTrue("the white stone can be captured and not saved", a.worm(v(b, "E7")).isTacticallyDead());
        assertTrue(a.sameDragon(v(b, "D8"), v(b, "C7")));
        assertTrue(a.sameDragon(v(b, "D8"), v(b, "G7")));
        assertTrue(a.sameDragon(v(b, "D8"), v(b, "F6")));
        assertEquals(2, a.dragons().size());
    }

    /** A space a lively white stone reaches into is not bordered by black only: no amalgamation. */
    @Test
    public void spaceOpenToTheOpponentDoesNotJoin() {
        Board b = board(
                ".........",
                ".........",
                ".........",
                "...XXX...",
                "..X...X..",
                "...O.O...",
                "...OOO...",
                ".........",
                ".........");
        Dragons a = Dragons.compute(b, null);
        assertFalse(a.sameDragon(v(b, "C5"), v(b, "G5")));
        assertFalse(a.sameDragon(v(b, "C5"), v(b, "D6")));
    }

    /**
     * DragonParams.koEyesApart: a one-point eye that is a ko point (semeai.tst 105/106, semeai17.sgf
     * after move 52: black's E3 in atari beside the eye F3, where GNU Go 3.8's dragon G8 leaves E3
     * out): white's F3 takes E3 and is left with one liberty, so the cave binds nothing; with E3 out
     * of atari it joins. With the switch off (the default) the ko point joins E3 as any eye does.
     */
    @Test
    public void koPointEyeDoesNotJoinTheStoneInAtari() {
        String[] rows = {
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "....OXX..",
                "...OX.X..",
                "....OXX..",
                "........."};
        Board ko = board(rows);
        Dragons on = withKoEyesApart(ko, true);
        assertTrue(on.sameDragon(v(ko, "F4"), v(ko, "F2")));
        assertFalse("E3 is in atari at the eye: white's F3 is a ko capture", on.sameDragon(v(ko, "E3"), v(ko, "F4")));
        assertTrue("switch off: the eye joins E3", withKoEyesApart(ko, false).sameDragon(v(ko, "E3"), v(ko, "F4")));
        rows[7] = ".....XX..";
        Board free = board(rows);
        assertTrue("E3 has E2 too: the eye is sure and joins it", withKoEyesApart(free, true).sameDragon(v(free, "E3"), v(free, "F4")));
    }

    private static Dragons withKoEyesApart(Board b, boolean on) {
        DragonParams p = new DragonParams();
        p.koEyesApart = on;
        owlbench.reading.Reader r = new owlbench.reading.Reader(b.copy(), new owlbench.reading.ReadingParams());
        return Dragons.compute(r, owlbench.tactics.Worms.compute(r), null, null, p);
    }

    /** The genus adds the eye values of the dragon's own eye spaces: two one-point eyes give two eyes. */
    @Test
    public void genusFromTheEyeSpaces() throws java.io.IOException {
        java.nio.file.Path p = java.nio.file.Path.of(System.getProperty("owlbench.patterns", "../../patterns"),
                owlbench.owl.optics.EyeShapeDatabase.GENERATED_FILE);
        org.junit.Assume.assumeTrue("no " + p + ": skipping", java.nio.file.Files.isRegularFile(p));
        owlbench.owl.optics.EyeShapeDatabase db = owlbench.owl.optics.EyeShapeDatabase.loadGenerated(p);
        Board b = board(
                ".X.X.O...",
                "XXXX.O...",
                "....OO...",
                "OOOO.....",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........");
        owlbench.reading.Reader r = new owlbench.reading.Reader(b.copy(), new owlbench.reading.ReadingParams());
        Dragons a = Dragons.compute(r, owlbench.tactics.Worms.compute(r), null, db);
        Dragon black = a.dragon(v(b, "B9"));
        assertTrue("genus " + black.genus.digits(), black.genus.b() >= 2);
        assertEquals("no eye database, no genus", null, Dragons.compute(b, null).dragon(v(b, "B9")).genus);
    }

    /**
     * A dragon's half eye (GNU Go's heye): a straight three beside a one-point eye, whose middle
     * point decides whether it is one eye or two, is the dragon's half eye; the surrounding white
     * dragon has none.
     */
    @Test
    public void halfEyeIsTheAttackPointOfASpaceWhoseValueDependsOnWhoMovesFirst() throws java.io.IOException {
        java.nio.file.Path p = java.nio.file.Path.of(System.getProperty("owlbench.patterns", "../../patterns"),
                owlbench.owl.optics.EyeShapeDatabase.GENERATED_FILE);
        org.junit.Assume.assumeTrue("no " + p + ": skipping", java.nio.file.Files.isRegularFile(p));
        owlbench.owl.optics.EyeShapeDatabase db = owlbench.owl.optics.EyeShapeDatabase.loadGenerated(p);
        Board b = board(
                "...X.XO..",
                "XXXXXXO..",
                "OOOOOOO..",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........");
        owlbench.reading.Reader r = new owlbench.reading.Reader(b.copy(), new owlbench.reading.ReadingParams());
        Dragons a = Dragons.compute(r, owlbench.tactics.Worms.compute(r), null, db);
        Dragon black = a.dragon(v(b, "A8"));
        assertEquals("genus", "2233", black.genus.digits());
        assertEquals(v(b, "B9"), black.halfEye);
        assertEquals(Board.PASS, a.dragon(v(b, "G9")).halfEye);
        assertEquals("no eye database, no half eye", Board.PASS, Dragons.compute(b, null).dragon(v(b, "A8")).halfEye);
    }
}
