package owlbench.sgf;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.IOException;
import java.io.InputStream;

import org.junit.Test;

/** Malformed SGF files (resources in malformed/): each must fail with the expected line, column and message. */
public class SgfMalformedTest {

    /** file, line, column, message fragment. */
    private static final Object[][] EXPECTED = {
        {"01-empty.sgf", 1, 1, "expected '(' to start a game tree, but the input is empty"},
        {"02-no-game-tree.sgf", 1, 1, "expected '(' to start a game tree, found 'h'"},
        {"03-no-node.sgf", 1, 2, "node ';' expected"},
        {"04-empty-tree.sgf", 1, 2, "node ';' expected"},
        {"05-unclosed-comment.sgf", 5, 1, "expected ']' to close the value of C started at 3:2"},
        {"08-bad-property-char.sgf", 1, 8, "property identifier expected, found '1'"},
        {"09-lowercase-only-id.sgf", 1, 8, "'foo' has no upper-case letter"},
        {"10-id-without-value.sgf", 1, 9, "expected '[' to start a value of property B, found ';'"},
        {"11-node-after-variation.sgf", 1, 24, "a node cannot follow variations"},
        {"12-move-off-board.sgf", 1, 10, "bad coordinate 'jj' in move B for a 9x9 board"},
        {"13-move-bad-letters.sgf", 1, 11, "bad coordinate 'zz' in move W for a 19x19 board"},
        {"14-size-too-big.sgf", 1, 10, "SZ must be a square board size from 2 to 25, found '26'"},
        {"15-size-too-small.sgf", 1, 5, "SZ must be a square board size from 2 to 25, found '1'"},
        {"16-size-not-number.sgf", 1, 5, "found 'nineteen'"},
        {"17-setup-off-board.sgf", 2, 7, "bad point or point list 'ak' in AB for a 9x9 board"},
        {"18-bad-rectangle.sgf", 1, 10, "bad point or point list 'aa:zz' in AW"},
        {"19-move-two-values.sgf", 1, 14, "a move B has exactly one value, found 2"},
        {"20-size-after-setup.sgf", 1, 5, "bad point or point list 'pp' in AB for a 9x9 board"},
        {"21-label-without-text.sgf", 1, 11, "LB value 'cc' must be point:text"},
        {"22-stray-character.sgf", 2, 9, "property identifier expected, found '{'"},
        {"24-escape-at-end.sgf", 1, 9, "expected ']' to close the value of C started at 1:4"},
        {"25-invalid-utf8.sgf", 1, 18, "is not valid UTF-8"},
        {"26-unknown-charset.sgf", 1, 5, "unknown charset 'KLINGON-8' in CA"},
        {"27-uppercase-coordinate.sgf", 1, 10, "bad coordinate 'AA' in move B for a 9x9 board"},
        {"28-value-missing-after-id.sgf", 3, 1, "expected '[' to start a value of property PW, found ')'"},
    };

    @Test
    public void everyMalformedFileFailsWithItsLocation() throws IOException {
        assertTrue("at least 20 malformed inputs", EXPECTED.length >= 20);
        for (Object[] e : EXPECTED) {
            String file = (String) e[0];
            int line = (Integer) e[1];
            int col = (Integer) e[2];
            String fragment = (String) e[3];
            try (InputStream in = getClass().getResourceAsStream("malformed/" + file)) {
                assertNotNull("resource malformed/" + file, in);
                SgfReader.read(in, file);
                fail(file + ": read without error");
            } catch (SgfException x) {
                String where = file + ": got '" + x.getMessage() + "'";
                assertEquals(where, file, x.getSourceName());
                assertEquals(where, line, x.getLine());
                assertEquals(where, col, x.getColumn());
                assertTrue(where + ", expected fragment: " + fragment, x.getProblem().contains(fragment));
                assertTrue(where, x.getMessage().startsWith(file + ":" + line + ":" + col + ": "));
            }
        }
    }

    /** A missing final ')' is forgiven with a warning at the same place (issue 17, as GNU Go loads such files). */
    @Test
    public void aMissingFinalParenthesisIsAWarningWithItsLocation() throws IOException, SgfException {
        String[][] lenient = {
            {"06-unterminated-tree.sgf", "06-unterminated-tree.sgf:2:1: unterminated game tree: missing ')' for the '(' at 1:1"},
            {"07-unterminated-variation.sgf", "07-unterminated-variation.sgf:2:1: unterminated game tree: missing ')' for the '(' at 1:1 (and 1 more)"},
            {"23-second-game-unterminated.sgf", "23-second-game-unterminated.sgf:3:1: unterminated game tree: missing ')' for the '(' at 2:1"},
        };
        for (String[] e : lenient) {
            try (InputStream in = getClass().getResourceAsStream("malformed/" + e[0])) {
                SgfCollection c = SgfReader.read(in, e[0]);
                assertEquals(e[0], 1, c.warnings().size());
                assertTrue(c.warnings().get(0), c.warnings().get(0).startsWith(e[1]));
            }
        }
    }

    @Test
    public void textReaderReportsTheGivenName() {
        try {
            SgfReader.read("(;GM[1]FF[4]\nSZ[19]\nC[a comment with", "game.sgf");
            fail("read without error");
        } catch (SgfException x) {
            assertEquals("game.sgf:3:17: expected ']' to close the value of C started at 3:2", x.getMessage());
        }
    }

    @Test
    public void malformedSecondGameLoadsNothing() {
        try {
            SgfReader.read("(;SZ[9];B[aa])(;SZ[9];W[zz])", "two.sgf");
            fail("the broken second game must fail the whole read");
        } catch (SgfException x) {
            assertEquals(1, x.getLine());
            assertEquals(24, x.getColumn());
        }
    }
}
