package owlbench.gtp.agree;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.Test;

import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.client.GtpClient;

/** The wide check's parts: answer codes, the question sampler, a run of owlbench against itself. */
public class AgreementCheckTest {

    @Test
    public void warmupIsACountOrAll() throws Exception {
        assertEquals(Integer.MAX_VALUE, AgreeMain.warmupValue("all"));
        assertEquals(300, AgreeMain.warmupValue("300"));
        assertEquals(0, AgreeMain.warmupValue("0"));
        for (String bad : new String[] {"-1", "some", ""}) {
            try {
                AgreeMain.warmupValue(bad);
                org.junit.Assert.fail("accepted --warmup " + bad);
            } catch (owlbench.gtp.UsageException e) {
                assertTrue(e.getMessage(), e.getMessage().contains("--warmup"));
            }
        }
    }

    @Test
    public void answerCodesAndDifferences() {
        Question q = new Question("/g.sgf", 10, "attack", "D4");
        assertTrue(new Answer(q, "1 D5", "1 D5", 0, 0).sameMove());
        Answer otherMove = new Answer(q, "1 D5", "1 E4", 0, 0);
        assertTrue(otherMove.agrees());
        assertFalse(otherMove.sameMove());
        assertEquals("owlbench succeeds", new Answer(q, "1 D5", "0", 0, 0).difference());
        assertEquals("other succeeds", new Answer(q, "0", "2 D5", 0, 0).difference());
        assertEquals("ko difference", new Answer(q, "1 D5", "3 D5", 0, 0).difference());
        assertEquals("error", new Answer(q, "? vertex must not be empty", "0", 0, 0).difference());
        assertEquals("PASS", Answer.move("1 PASS"));
    }

    /**
     * A 9x9 game of 12 moves: positions at three move numbers, every string of 1-4 liberties
     * asked twice, pairs of nearby strings asked twice; the same engine on both sides agrees.
     */
    @Test
    public void samplesGamesAndAgreesWithItself() throws IOException {
        Path dir = Files.createTempDirectory("agree");
        try {
            Files.write(dir.resolve("g.sgf"), ("(;GM[1]FF[4]SZ[9];B[ee];W[ef];B[ce];W[cf];B[ge];W[gf];B[cc];W[gg]"
                    + ";B[ec];W[hh];B[gc];W[bb])").getBytes(StandardCharsets.US_ASCII));
            Files.write(dir.resolve("problem.sgf"), "(;GM[1]SZ[9]AB[ee])".getBytes(StandardCharsets.US_ASCII));
            QuestionSampler s = new QuestionSampler();
            List<Question> qs = s.sample(QuestionSampler.games(dir), 1000, 1000, 1);
            assertEquals(1, s.skipped.size()); // the problem has no moves
            assertEquals(3, s.positions);
            assertEquals(2 * (s.stringCandidates + s.pairCandidates), qs.size());
            assertTrue(s.pairCandidates > 0);
            assertEquals("attack", qs.get(0).kind);
            assertEquals("defend", qs.get(1).kind);
            assertEquals(qs.get(0).vertices, qs.get(1).vertices);
            try (GtpClient a = OwlbenchGtp.factory(19, 0).start(dir); GtpClient b = OwlbenchGtp.factory(19, 0).start(dir)) {
                List<Answer> answers = new AgreementCheck(a, b).run(qs, null);
                assertEquals(qs.size(), answers.size());
                for (Answer x : answers) {
                    assertTrue(x.question + ": " + x.owlbench, x.sameMove());
                }
                assertTrue(AgreementReport.agreement(answers, "other").contains("100.0%"));
            }
        } finally {
            for (Path p : Files.list(dir).toArray(Path[]::new)) {
                Files.delete(p);
            }
            Files.delete(dir);
        }
    }
}
