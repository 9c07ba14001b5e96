/**
 * The regression runner for GNU Go's .tst suites (doc/regression.texi), judging answers as
 * regress.pl does and reporting as text, TSV, JSON and HTML.
 */
package owlbench.gtp.regress;
