package owlbench.owl.semeai;

import java.util.Locale;

/**
 * The liberties of the two dragons of a capturing race at one node, counted as capturing-race
 * theory counts them: outside liberties (a dragon's own), shared liberties, and eyes, which give
 * liberties by their size (1, 2, 3, 5, 8, 12, 17 for one to seven points, less one for each enemy
 * stone inside). Index 0 is the dragon whose life is asked, 1 the other.
 *
 * @param outside outside liberties of each dragon, as points
 * @param shared liberties of both dragons that are in neither's eye
 * @param eyes eye regions of each dragon
 * @param eyeLiberties liberties the eyes of each dragon give
 * @param eyePoints empty points inside the eyes of each dragon
 * @param minStringLiberties the fewest liberties of any string of each dragon
 * @param bigEye whether a dragon lives by its eyes alone: an eye of 7 points or more, or two eyes
 *        by optics at the start of the analysis
 * @param eyeSizes what the eyes of each dragon weigh when they are compared for the shared
 *        liberties: their liberties, or their areas (SemeaiParams.eyeSizeByArea)
 * @param linkCosts liberties each dragon's far strings cost it, cut off or joined by a move of
 *        its own (SemeaiParams.cuttableFarStrings), taken from its outside liberties
 * @param killerEyeByLiberties whether the killer's eyes weigh their liberties for the shared
 *        liberties whatever eyeSizes says (SemeaiParams.killerEyeByLiberties): the victim's eyes
 *        weigh eyeSizes
 */
record RaceCount(int[][] outside, int[] shared, int[] eyes, int[] eyeLiberties, int[][] eyePoints,
        int[] minStringLiberties, boolean[] bigEye, int[] eyeSizes, int[] linkCosts, boolean killerEyeByLiberties) {

    /** A count whose eyes weigh eyeSizes on both sides. */
    RaceCount(int[][] outside, int[] shared, int[] eyes, int[] eyeLiberties, int[][] eyePoints,
            int[] minStringLiberties, boolean[] bigEye, int[] eyeSizes, int[] linkCosts) {
        this(outside, shared, eyes, eyeLiberties, eyePoints, minStringLiberties, bigEye, eyeSizes, linkCosts, false);
    }

    /** No far string costs anything. */
    static final int[] NO_LINK_COSTS = {0, 0};

    /** A count whose far strings cost nothing. */
    RaceCount(int[][] outside, int[] shared, int[] eyes, int[] eyeLiberties, int[][] eyePoints,
            int[] minStringLiberties, boolean[] bigEye, int[] eyeSizes) {
        this(outside, shared, eyes, eyeLiberties, eyePoints, minStringLiberties, bigEye, eyeSizes, NO_LINK_COSTS);
    }

    /** A count whose eyes are compared by the liberties they give (no sizes of their own). */
    RaceCount(int[][] outside, int[] shared, int[] eyes, int[] eyeLiberties, int[][] eyePoints,
            int[] minStringLiberties, boolean[] bigEye) {
        this(outside, shared, eyes, eyeLiberties, eyePoints, minStringLiberties, bigEye, eyeLiberties);
    }

    /** The most liberties of a victim a living killer is counted to fill. */
    static final int LIVING_KILLER_REACH = 4;

    /** Liberties an eye of n points gives in a race (a nakade eye takes several moves to fill). */
    static int eyeLiberties(int points) {
        final int[] table = {0, 1, 2, 3, 5, 8, 12, 17};
        return points < table.length ? table[points] : 17 + 5 * (points - 7);
    }

    /** True if dragon i has two eyes (two eye regions) or one big eye: it lives whatever the race. */
    boolean lives(int i) {
        return eyes[i] >= 2 || bigEye[i];
    }

    /**
     * How many moves the killer has to spare in the race against the victim: at least 0 means the
     * victim is captured, with the killer to move when killerToMove. A dragon that lives is never
     * captured (a very negative margin); one that races a living dragon is when it has at most
     * {@link #LIVING_KILLER_REACH} liberties.
     * Shared liberties count for the side with the bigger eye (by eyeSizes), for neither when the eyes are equal
     * (then the killer must fill them too), and with no eyes on either side all but one of them
     * must be matched by the killer's outside liberties, else the race is seki.
     */
    int margin(int victim, boolean killerToMove) {
        return margin(victim, killerToMove, true, true);
    }

    /**
     * The margin as {@link #margin(int, boolean)} counts it without the far strings' link costs:
     * the union of the strings' liberties (SemeaiParams.linkCostsAtCutoffOnly, where a line ends
     * on the count at the node budget or depth limit, and at the root's decided move).
     */
    int marginWithoutLinks(int victim, boolean killerToMove) {
        return margin(victim, killerToMove, false, false);
    }

    /**
     * The margin as {@link #margin(int, boolean)} counts it with the victim's link costs only
     * (SemeaiParams.linkCostsOfVictimOnly): the killer's far strings count as joined.
     */
    int marginWithVictimLinks(int victim, boolean killerToMove) {
        return margin(victim, killerToMove, true, false);
    }

    private int margin(int victim, boolean killerToMove, boolean victimLinks, boolean killerLinks) {
        int killer = 1 - victim;
        if (lives(victim)) return -100;
        int ov = Math.max(0, outside[victim].length - (victimLinks ? linkCosts[victim] : 0));
        int ok = Math.max(0, outside[killer].length - (killerLinks ? linkCosts[killer] : 0)), s = shared.length;
        int ev = eyeLiberties[victim], ek = eyeLiberties[killer];
        // (killerEyeByLiberties) a stone inside the killer's eye may sit on its vital point, where the
        // eye is no bigger than its liberties: a kill by the shared liberties must hold either way
        int sv = eyeSizes[victim], sk = killerEyeByLiberties ? Math.min(eyeSizes[killer], ek) : eyeSizes[killer];
        int tempo = killerToMove ? 0 : 1;
        // a living killer takes a short-of-liberties victim; one with many liberties is not in a
        // race the count can judge (whether it lives is owl's question), so it is not taken
        if (lives(killer)) return LIVING_KILLER_REACH - (ov + s + ev) - tempo;
        int libsVictim, libsKiller;
        if (eyes[victim] == 0 && eyes[killer] == 0) {
            libsVictim = ov + Math.max(0, s - 1);
            libsKiller = ok;
        } else if (sv > sk) {
            libsVictim = ov + ev + s;
            libsKiller = ok + ek;
        } else if (sk > sv) {
            libsVictim = ov + ev;
            libsKiller = ok + ek + s;
        } else {
            libsVictim = ov + ev + s;
            libsKiller = ok + ek;
        }
        return libsKiller - libsVictim - tempo;
    }

    /** The count as the reading tree shows it, e.g. "libs out 3/2 shared 1 eyes 1(2)/0(0)". */
    String describe() {
        return String.format(Locale.ROOT, "libs out %d/%d shared %d eyes %d(%d)/%d(%d)%s", outside[0].length,
                outside[1].length, shared.length, eyes[0], eyeLiberties[0], eyes[1], eyeLiberties[1],
                bigEye[0] || bigEye[1] ? " big eye" : "")
                + (linkCosts[0] + linkCosts[1] > 0 ? " links -" + linkCosts[0] + "/-" + linkCosts[1] : "");
    }
}
