package owlbench.owl.semeai;

import java.util.function.IntFunction;
import java.util.function.IntPredicate;

import owlbench.board.Board;
import owlbench.owl.OwlStatus;
import owlbench.reading.ReadCodes;

/**
 * What owl decides of a semeai before any liberty is counted (doc/owl.texi: a semeai is a race
 * between two dragons that are both dead or critical). A dragon with room for two eyes (optics'
 * eye spaces that hold no stone of the other dragon give it two with its owner moving first) is
 * asked of owl; if owl finds it alive even
 * with its opponent moving first, it is in no race: if A lives, A survives and kills B exactly when
 * owl's attack on B works (A moving first); if B lives, A cannot kill it and survives exactly when
 * owl's defence of A works. A dragon without such room is in a race of liberties, which the race
 * reader counts better than owl reads it; so is a pair neither of which owl finds alive.
 */
final class OwlVerdict {
    /** Eyes a dragon's eye spaces must offer (owner moving first) before owl is asked whether it lives. */
    static final int ROOM_FOR_LIFE = 2;

    private OwlVerdict() {
    }

    /**
     * The answer for A against B, A to move, or null when it is a race the semeai reader must read.
     *
     * @param optics the eye spaces of both dragons at the start
     * @param owl owl's status of dragon 0 (A) or 1 (B), read when first asked for; null: no owl
     * @param why receives why the verdict was reached (for the recorded tree), if not null
     */
    static SemeaiResult decide(RaceOptics optics, IntFunction<OwlStatus> owl, StringBuilder why) {
        return decide(optics, owl, why, new OwlStatus[2]);
    }

    /**
     * As {@link #decide(RaceOptics, IntFunction, StringBuilder)}, leaving in st the statuses owl
     * was asked for (null where it was not asked), so that a race read after all can use owl's moves.
     */
    static SemeaiResult decide(RaceOptics optics, IntFunction<OwlStatus> owl, StringBuilder why, OwlStatus[] st) {
        return decide(optics, owl, null, why, st);
    }

    /**
     * As {@link #decide(RaceOptics, IntFunction, StringBuilder, OwlStatus[])}; where trial is not
     * null, B found alive is checked against A's defence move ({@link #killByDefence}).
     */
    static SemeaiResult decide(RaceOptics optics, IntFunction<OwlStatus> owl, OwlTrial trial, StringBuilder why,
            OwlStatus[] st) {
        return decide(optics, owl, trial, null, why, st);
    }

    /**
     * As {@link #decide(RaceOptics, IntFunction, OwlTrial, StringBuilder, OwlStatus[])}; a dragon
     * without room for two eyes apart from the other is asked of owl too where openGround holds
     * for it (SemeaiParams.verdictOnOpenGround; null: never).
     */
    static SemeaiResult decide(RaceOptics optics, IntFunction<OwlStatus> owl, OwlTrial trial, IntPredicate openGround,
            StringBuilder why, OwlStatus[] st) {
        if (owl == null) return null;
        int alive = -1;
        for (int i = 0; i < 2 && alive < 0; i++) {
            // room for eyes made by capturing the other dragon is the race itself, which owl misreads;
            // a dragon with open ground around it may live by running or by space no eye space shows yet
            if (optics.maxEyesApart(i) < ROOM_FOR_LIFE && (openGround == null || !openGround.test(i))) continue;
            st[i] = owl.apply(i);
            if (st[i] != null && st[i].status() == OwlStatus.Status.ALIVE) alive = i;
        }
        if (alive < 0) return null;
        int other = 1 - alive;
        if (st[other] == null) st[other] = owl.apply(other);
        OwlStatus o = st[other];
        if (o == null || o.status() == OwlStatus.Status.UNKNOWN) return null;
        if (why != null) why.append("owl: ").append(alive == 0 ? "A" : "B").append(" alive, ").append(alive == 0 ? "B " : "A ")
                .append(o.status().word());
        if (o.status() == OwlStatus.Status.ALIVE) return new SemeaiResult(ReadCodes.WIN, ReadCodes.FAIL, Board.PASS, 0, false);
        if (alive == 0) {
            int attack = o.attackCode();
            return new SemeaiResult(ReadCodes.WIN, attack, attack == ReadCodes.FAIL ? Board.PASS : o.attackMove(), 0, false);
        }
        int defense = o.defenseCode();
        SemeaiResult both = killByDefence(o, trial, why);
        if (both != null) return both;
        return new SemeaiResult(defense, ReadCodes.FAIL, defense == ReadCodes.FAIL ? Board.PASS : o.defenseMove(), 0, false);
    }

    /**
     * Where owl found B alive and A critical: whether A's defence move also kills B, asked of owl
     * (owl_does_attack) with B's owner answering (SemeaiParams.defenceKillsAlive). B's status is
     * owl's attack on B from the whole position, whose candidates come from B's own shape; in a
     * race the move that saves A is often the one that takes B's last room (a shared liberty, a
     * boundary string of B's eye space saved), which that attack need not propose (semeai.tst 102:
     * white's D6 connects C6 out and fills black's D9 group's liberty; owl_attack D9 misses it,
     * owl_does_attack D6 D9 reads it a win, as GNU Go's owl_attack does). Null where it does not
     * kill outright.
     */
    private static SemeaiResult killByDefence(OwlStatus a, OwlTrial trial, StringBuilder why) {
        if (trial == null || a.defenseCode() == ReadCodes.FAIL || a.defenseMove() == Board.PASS) return null;
        // a clean kill only: a ko there is owl's status and its second read disagreeing at the ko
        // (owl's answers there depend on what its cache already holds), not a race's room taken
        int kill = trial.doesAttack(a.defenseMove(), 1);
        if (kill != ReadCodes.WIN) return null;
        if (why != null) why.append(", but A's defence also kills B");
        return new SemeaiResult(a.defenseCode(), kill, a.defenseMove(), 0, false);
    }
}
