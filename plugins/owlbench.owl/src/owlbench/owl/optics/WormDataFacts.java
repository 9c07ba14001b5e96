package owlbench.owl.optics;

import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.tactics.Worm;
import owlbench.tactics.Worms;

/**
 * The eye code's worm facts from the position's shared worm data ({@link Worms}, read once per
 * position by the tactical layer) and its reader, instead of reading every string again. Safe
 * moves are read on demand on the reader's board and remembered. Bound to one position at stackp 0.
 */
public final class WormDataFacts implements WormFacts {
    private final Worms worms;
    private final SafeMoveCache safe;

    /** Facts of the reader's position, whose worms are {@code worms}. */
    public WormDataFacts(Worms worms, Reader reader) {
        this.worms = worms;
        this.safe = new SafeMoveCache(reader);
    }

    private Worm worm(int str) {
        Worm w = worms.worm(str);
        if (w == null) throw new IllegalArgumentException("no worm at " + str);
        return w;
    }

    @Override
    public int attackCode(int str) {
        return worm(str).attackCode;
    }

    @Override
    public int defenseCode(int str) {
        Worm w = worm(str);
        // the worm data read no defence where no attack works: such a string needs none
        return w.attackCode == ReadCodes.FAIL ? ReadCodes.WIN : w.defenseCode;
    }

    @Override
    public int attackPoint(int str) {
        return worm(str).attackPoint;
    }

    @Override
    public int defensePoint(int str) {
        return worm(str).defensePoint;
    }

    @Override
    public int safeMoveCode(int pos, int color) {
        return safe.code(pos, color);
    }
}
