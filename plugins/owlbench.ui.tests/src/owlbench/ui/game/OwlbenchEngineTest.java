package owlbench.ui.game;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.gtp.client.GtpClient;
import owlbench.gtp.client.GtpReply;

/** The engine preference 'owlbench' attaches owlbench's own engine in-process, with its analyses. */
public class OwlbenchEngineTest {

    @Test
    public void owlbenchPreferenceGivesTheInProcessEngineWithReadingAnalyses() throws Exception {
        GtpClient engine = EngineSession.connect(" owlbench ");
        try {
            assertEquals("owlbench", engine.send("name").text);
            assertTrue(engine.send("list_commands").text.contains("attack"));
            assertTrue(engine.send("gogui-analyze_commands").text.contains("attack"));
            engine.send("boardsize 9");
            engine.send("play black E5");
            engine.send("play white E4");
            engine.send("play white E6");
            engine.send("play white D5");
            GtpReply attack = engine.send("attack E5");
            assertTrue(attack.text, attack.success && attack.text.equals("1 F5"));
            GtpReply genmove = engine.send("genmove black");
            assertFalse("owlbench cannot generate moves yet and says so", genmove.success);
            assertTrue(genmove.text, genmove.text.startsWith("not available yet"));
        } finally {
            engine.close();
        }
    }
}
