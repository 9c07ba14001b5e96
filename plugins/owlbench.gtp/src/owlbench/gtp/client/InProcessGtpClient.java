package owlbench.gtp.client;

import java.io.IOException;

import owlbench.gtp.GtpCommand;
import owlbench.gtp.GtpEngine;

/** A controller view of an in-process {@link GtpEngine}: no process, no framing, same answers. */
public final class InProcessGtpClient implements GtpClient {
    private final GtpEngine engine;
    private final String description;

    public InProcessGtpClient(GtpEngine engine, String description) {
        this.engine = engine;
        this.description = description;
    }

    public GtpEngine engine() {
        return engine;
    }

    @Override
    public synchronized GtpReply send(String command) throws IOException {
        if (engine.quitRequested()) {
            throw new IOException("engine has quit");
        }
        GtpCommand cmd = GtpCommand.parse(command);
        if (cmd == null) {
            throw new IOException("empty command '" + command + "'");
        }
        GtpEngine.Answer a = engine.execute(cmd);
        // normalise exactly as a process client would see the framed answer
        StringBuilder sb = new StringBuilder();
        String framed = GtpEngine.frame("", a);
        sb.append(framed, 2, framed.length());
        String t = sb.toString().replaceAll("[\\s]+$", "");
        return new GtpReply(a.success, t);
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public void close() {
        // nothing to release
    }
}
