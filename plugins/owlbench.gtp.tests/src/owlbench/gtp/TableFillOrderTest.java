package owlbench.gtp;

import static org.junit.Assert.assertEquals;

import java.io.File;
import java.util.List;

import org.junit.Assume;
import org.junit.Before;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.engine.AnalysisDatabases;
import owlbench.engine.OwlSearch;
import owlbench.reading.ReadCodes;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfReader;

/**
 * Answers that must not depend on the order in which the tactical reader's table was filled
 * (docs/benchmarks.md, "The reading table's deep entries"): owl's tactical reads and the
 * connection reader take a table entry as an answer only where it was read at their level,
 * shallower, or at most two levels deeper. Before, past stackp 6 an entry read at any depth
 * (under tighter depth limits) settled their shallower questions, and what the table held
 * depended on what had been read before.
 */
public class TableFillOrderTest {
    private File games;

    @Before
    public void findGames() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        games = new File(shared, "gnugo-3.8/regression/games");
        Assume.assumeTrue("../shared/gnugo-3.8/regression/games is absent: skipping the table fill-order tests",
                games.isDirectory() && new File(shared, "gnugo-3.8/patterns/conn.db").isFile());
    }

    private GtpEngine engine() {
        return new OwlbenchGtp(19, 0, games.toPath(), OwlbenchGtp.builtinModules()).engine();
    }

    private Board position(String game, int move) throws Exception {
        Board b = GameReplay.load(SgfReader.read(new File(games, game).toPath()).games().get(0), Integer.toString(move))
                .board();
        b.setSuicideAllowed(false);
        b.setPositionalSuperko(false);
        return b;
    }

    /**
     * arend/gnugo-gnugo8 before move 60: the GTP engine reads the tactical facts before owl, the
     * workbench's owl search the dragons first, so their tables differ when owl reaches W J18, B G19,
     * W F19, B E19, W F18, B G17, W M19, B N19, W H19. There an attack on G18 read FAIL on deeper
     * entries made the GTP path answer 1 J18; a fresh reader attacks at M19. gnugo answers 0.
     */
    @Test
    public void owlDefenceTheSameOnTheGtpAndTheWorkbenchPath() throws Exception {
        GtpEngine e = engine();
        GtpAnswers.ok(e, "loadsgf arend/gnugo-gnugo8.sgf 60");
        assertEquals("the GTP engine's owl_defend G18", "0", GtpAnswers.ok(e, "owl_defend G18"));
        Board b = position("arend/gnugo-gnugo8.sgf", 60);
        OwlSearch search = OwlSearch.on(b, AnalysisDatabases.standard());
        assertEquals("the workbench's owl defence of G18", ReadCodes.FAIL,
                search.defend(Vertex.parse("G18", b.size()), null).code());
    }

    /**
     * nngs/Lazarus-gnugo-3.1.31 before move 173, connect O19 R17: after R18 N19 P18 the cutter's
     * R16 was answered by a defence WIN at T17 stored from a deeper line (a fresh read there says
     * 0), so the connect answered 1 R18, though owlbench's own disconnect after R18 answers N19.
     * Since the owner's first replies are probed (ConnectionReader.promoteReplyThatHolds) the
     * disconnect's first working cut is R16, read before N19: after R16 the join P18 leaves a
     * string that the cutter captures (attack 1 P16 in a fresh owlbench and 1 P17 in gnugo), where
     * before a brief read of that attack, on another fill of the tactical cache, failed.
     */
    @Test
    public void connectionReadTakesNoDeeperEntryAsAnAnswer() throws Exception {
        GtpEngine e = engine();
        GtpAnswers.ok(e, "loadsgf nngs/Lazarus-gnugo-3.1.31-200204140254.sgf 173");
        assertEquals("0", GtpAnswers.ok(e, "connect O19 R17"));
        GtpAnswers.ok(e, "play white R18");
        assertEquals("1 R16", GtpAnswers.ok(e, "disconnect O19 R17"));
    }

    /** The owl line of gnugo8 60 down to the node where the GTP path's table held a wrong FAIL. */
    private static final String[] OWL_LINE = {"white J18", "black G19", "white F19", "black E19", "white F18",
        "black G17", "white M19", "black N19", "white H19"};

    /**
     * The attack on G18 at the end of that owl line (played with trymove, so the read begins at
     * stackp 9 as owl's do), asked in a fresh engine and in one where owl_defend G18 read first and
     * filled the table: the same answer, a fresh reader's (1 M19, gnugo's move). With entries read
     * at any depth answering, the second engine answered 0. (The defence of G18 there still
     * depends on the table: 0 fresh, 1 PASS after owl, from entries read one or two levels deeper;
     * docs/benchmarks.md, "The reading table's deep entries".)
     */
    @Test
    public void attackAfterTrymoveAnswersAsInAFreshEngineAfterOwlFilledTheTable() {
        List<String> fresh = readAtTheEndOfTheOwlLine(false);
        assertEquals("[1 M19, 0]", fresh.toString());
        assertEquals("attack G18 after owl_defend G18 read first", fresh.get(0), readAtTheEndOfTheOwlLine(true).get(0));
    }

    private List<String> readAtTheEndOfTheOwlLine(boolean owlFirst) {
        GtpEngine e = engine();
        GtpAnswers.ok(e, "loadsgf arend/gnugo-gnugo8.sgf 60");
        if (owlFirst) {
            GtpAnswers.ok(e, "owl_defend G18");
        }
        for (String move : OWL_LINE) {
            GtpAnswers.ok(e, "trymove " + move);
        }
        return List.of(GtpAnswers.ok(e, "attack G18"), GtpAnswers.ok(e, "defend G18"));
    }
}
