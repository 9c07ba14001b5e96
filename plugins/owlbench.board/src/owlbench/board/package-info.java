/**
 * The Go board core: {@link owlbench.board.Board} (GNU Go-style 1-D board with incremental
 * strings, trymove/popgo, Zobrist hashing, permanent moves with undo), colours, GTP vertices,
 * move legality and scoring. Plain Java, no global mutable state.
 */
package owlbench.board;
