/**
 * The owlbench GTP engine: GTP version 2 framing and dispatch ({@link owlbench.gtp.GtpEngine},
 * {@link owlbench.gtp.CommandRegistry}), the board-level commands with GNU Go's formats, and the
 * command-line entry points ({@link owlbench.gtp.Main}, {@link owlbench.gtp.GtpMain}).
 * Engine modules register their commands in {@link owlbench.gtp.OwlbenchGtp#registry()}.
 */
package owlbench.gtp;
