package owlbench.engine;

/**
 * Switches of the dragons' amalgamation ({@link Dragons}): each a rule measured against GNU Go's
 * answers (docs/benchmarks.md), on where it was a gain.
 */
public final class DragonParams {
    /**
     * Whether a one-point eye space that is a ko point (a lone boundary stone in atari there, so
     * the opponent's stone takes it and is left with one liberty) joins nothing in the first
     * amalgamation step. GNU Go 3.8 leaves such a stone out of the dragon (semeai.tst 105/106's G8
     * without E3 on semeai17.sgf, blunder22.sgf's A2 without B1, incident59.sgf's H1 alone).
     * Measured on 2026-11-27 (docs/benchmarks.md, "Semeai, twentieth session: ... h/sem20a"): the
     * passes of semeai.tst and owl.tst unchanged (owl.tst +240, -157), SemeaiAgreement seed 1 225
     * -> 228 codes but the held-out seed 2 256 -> 255 and its owl statuses 147 -> 143: owl reads
     * the smaller dragons otherwise than gnugo (blunder22's A2 alone: owl_defend "0", gnugo
     * "1 A1"), so off.
     */
    public boolean koEyesApart = false;
}
