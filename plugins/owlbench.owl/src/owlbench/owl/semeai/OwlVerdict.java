package owlbench.owl.semeai;

import java.util.function.IntFunction;

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
        if (owl == null) return null;
        int alive = -1;
        for (int i = 0; i < 2 && alive < 0; i++) {
            // room for eyes made by capturing the other dragon is the race itself, which owl misreads
            if (optics.maxEyesApart(i) < ROOM_FOR_LIFE) continue;
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
        return new SemeaiResult(defense, ReadCodes.FAIL, defense == ReadCodes.FAIL ? Board.PASS : o.defenseMove(), 0, false);
    }
}
