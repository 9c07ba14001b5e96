package owlbench.owl.semeai;

import owlbench.board.Board;
import owlbench.owl.OwlStatus;
import owlbench.reading.ReadCodes;

/**
 * A dragon's status revised by a semeai (doc/dragon.texi: two adjacent dragons of opposite colours
 * that owl calls dead or critical are in a capturing race, whose analysis decides which lives,
 * which dies, whether it is seki, and whether it matters who moves first). From the two analyses
 * of the race, each dragon moving first: a dragon the other cannot capture even moving first is
 * alive (it wins the race or makes seki) unless owl found it critical (owl's attack is then one the
 * race does not read, and owl's status stands); one that survives only moving first is critical,
 * with the other's semeai move as its attack point and its own as its defence point; one that
 * cannot survive even moving first is dead. Of a dragon's several races ({@link #reviseAll}) the
 * worst counts, unless it captures one neighbour whoever moves first, a neighbour owl finds dead
 * too: then it is alive, since the capture gives it the room and liberties its other races were
 * read without (semeai.tst's semeai15.sgf: J7 lies between H7 and J9 and would lose to J9, but
 * takes the dead H7 first, and GNU Go calls it alive).
 */
public final class SemeaiRevision {
    private SemeaiRevision() {
    }

    /**
     * The status of dragon D after its race against E.
     *
     * @param owl D's owl status (its codes and nodes are kept where the race does not change them)
     * @param ownFirst analyze_semeai D E (D moving first)
     * @param otherFirst analyze_semeai E D (E moving first)
     */
    public static OwlStatus revise(OwlStatus owl, SemeaiResult ownFirst, SemeaiResult otherFirst) {
        boolean certain = !ownFirst.budgetExhausted() && !otherFirst.budgetExhausted();
        if (!certain) return owl; // a race cut short by its node budget is a guess: owl's status stands
        if (otherFirst.attackCode() == ReadCodes.FAIL) {
            // owl's critical status names an attack (on an eye, say) that a race of liberties does
            // not read: a race the other cannot win leaves it as owl found it
            if (owl.status() == OwlStatus.Status.CRITICAL) return owl;
            return new OwlStatus(OwlStatus.Status.ALIVE, ReadCodes.FAIL, Board.PASS, certain, ReadCodes.FAIL, Board.PASS,
                    certain, owl.nodes());
        }
        if (ownFirst.defenseCode() != ReadCodes.FAIL) {
            return new OwlStatus(OwlStatus.Status.CRITICAL, otherFirst.attackCode(), otherFirst.move(), certain,
                    ownFirst.defenseCode(), ownFirst.move(), certain, owl.nodes());
        }
        return new OwlStatus(OwlStatus.Status.DEAD, otherFirst.attackCode(), otherFirst.move(), certain, ReadCodes.FAIL,
                Board.PASS, certain, owl.nodes());
    }

    /**
     * One race of dragon D against a neighbour E, as {@link #reviseAll} weighs it.
     *
     * @param ownFirst analyze_semeai D E (D moving first)
     * @param otherFirst analyze_semeai E D (E moving first)
     * @param otherOwl E's owl status
     * @param otherCapturesElsewhere E captures another of its racing neighbours whoever moves first
     *        (then E lives by that capture, and D's race against it, read with that neighbour still
     *        on the board, does not make D alive)
     */
    public record Race(SemeaiResult ownFirst, SemeaiResult otherFirst, OwlStatus otherOwl, boolean otherCapturesElsewhere) {
        /**
         * D takes E whoever moves first, and the capture is sure: owl too finds E dead, and E does
         * not live by capturing another dragon.
         */
        boolean sureCapture() {
            return otherOwl.status() == OwlStatus.Status.DEAD && !otherCapturesElsewhere && capturesWhoeverMoves(ownFirst, otherFirst);
        }
    }

    /**
     * The status of dragon D after all its races. A dragon that captures a neighbour whoever moves
     * first (the neighbour cannot survive even moving first, in a race read to its end; owl finds
     * the neighbour dead; and the neighbour does not itself live by capturing another dragon) is
     * alive; else the worst of {@link #revise}'s answers counts; with no race, owl's status stands.
     */
    public static OwlStatus reviseAll(OwlStatus owl, java.util.List<Race> races) {
        return reviseAll(owl, races, false);
    }

    /**
     * As {@link #reviseAll(OwlStatus, java.util.List)}; with noRaceWithCapturer
     * (SemeaiParams.noRaceWithCapturer) a race against a neighbour that lives by capturing another
     * dragon whoever moves first is no race and does not revise D.
     */
    public static OwlStatus reviseAll(OwlStatus owl, java.util.List<Race> races, boolean noRaceWithCapturer) {
        for (Race race : races) {
            if (race.sureCapture()) {
                return new OwlStatus(OwlStatus.Status.ALIVE, ReadCodes.FAIL, Board.PASS, true, ReadCodes.FAIL, Board.PASS,
                        true, owl.nodes());
            }
        }
        OwlStatus revised = null;
        for (Race race : races) {
            // a neighbour that lives by another capture is alive: no race against it
            if (noRaceWithCapturer && race.otherCapturesElsewhere()) continue;
            OwlStatus r = revise(owl, race.ownFirst(), race.otherFirst());
            revised = revised == null ? r : worse(revised, r);
        }
        return revised == null ? owl : revised;
    }

    /** True if D captures E whoever moves first: E cannot survive even moving first, and neither analysis ran out of nodes. */
    public static boolean capturesWhoeverMoves(SemeaiResult ownFirst, SemeaiResult otherFirst) {
        return !ownFirst.budgetExhausted() && !otherFirst.budgetExhausted() && otherFirst.defenseCode() == ReadCodes.FAIL;
    }

    /** True if owl's status puts a dragon in a race with a neighbour of the same kind: dead or critical. */
    public static boolean racing(OwlStatus owl) {
        return owl.status() == OwlStatus.Status.DEAD || owl.status() == OwlStatus.Status.CRITICAL;
    }

    /** The worse of two revisions of one dragon (a dragon losing any of its races is as weak as that race makes it). */
    public static OwlStatus worse(OwlStatus a, OwlStatus b) {
        return rank(b) < rank(a) ? b : a;
    }

    private static int rank(OwlStatus s) {
        return switch (s.status()) {
            case DEAD -> 0;
            case CRITICAL -> 1;
            case UNKNOWN -> 2;
            case ALIVE -> 3;
        };
    }
}
