package owlbench.gtp;

/**
 * Engine state that a command broken off by an internal error (a bug, a stack overflow deep in a
 * read) would leave half-changed, and how to bring it back. The engine asks every guard before each
 * command and again after a command that ended in such an error, so that the next command sees the
 * position the controller set up, not one a read left half-played.
 */
public interface CommandGuard {
    /** Called before each command: remember what recover() needs (cheap: it runs for every command). */
    void begin();

    /** Called after a command ended in an internal error, before its '?' answer is given. */
    void recover();
}
