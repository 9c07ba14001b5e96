package owlbench.gtp;

/** The code behind one GTP command: returns the answer text or throws a GtpException. */
@FunctionalInterface
public interface GtpHandler {
    /**
     * @param args the command's arguments, with typed accessors
     * @return the answer text without '=' and id ("" for an empty answer)
     */
    String handle(GtpArgs args) throws GtpException;
}
