/** Benchmark runners for the board core (main() programs, not unit tests). */
package owlbench.board.bench;
