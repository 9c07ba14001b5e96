/**
 * The wide agreement check ("owlbench agree"): tactical and connection questions drawn from
 * many game positions, asked of owlbench and of another GTP engine (GNU Go), with agreement,
 * the disagreements and the time per question side by side. No constant is tuned on it.
 */
package owlbench.gtp.agree;
