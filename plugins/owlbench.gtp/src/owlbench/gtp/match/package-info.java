/** The match runner: games between two GTP engines with SGF records and a statistical summary. */
package owlbench.gtp.match;
