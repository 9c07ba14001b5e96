package owlbench.tactics;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import owlbench.board.Board;
import owlbench.reading.Reader;

/**
 * The worms (strings) of one position with their data (GNU Go's make_worms): an immutable result,
 * so several threads may read it. Computed once per position and shared by every layer above:
 * the tactical pattern facts, eye spaces, dragons.
 */
public final class Worms {
    private final Worm[] byPoint;
    private final List<Worm> list;

    private Worms(Worm[] byPoint, List<Worm> list) {
        this.byPoint = byPoint;
        this.list = list;
    }

    /**
     * The worms of the reader's board as it is now (it must be at stackp 0; it is left unchanged).
     * Every worm is read for attack and, where the attack works, defence.
     */
    public static Worms compute(Reader reader) {
        Board b = reader.board();
        if (b.stackp() != 0) {
            throw new IllegalStateException("worms need a board without trial moves (stackp " + b.stackp() + ")");
        }
        return of(b, new WormBuilder(b, reader).build());
    }

    /** Worms by point as built; every stone of a worm shares one object. */
    static Worms of(Board b, Worm[] byPoint) {
        List<Worm> list = new ArrayList<>();
        for (int p : b.onBoardPoints()) {
            Worm w = byPoint[p];
            if (w != null && w.origin == p) list.add(w);
        }
        return new Worms(byPoint, Collections.unmodifiableList(list));
    }

    /**
     * These worms with the given ones in place of those of the same origin (the dragon analysis
     * fills cutstone2).
     */
    public Worms with(List<Worm> replacements) {
        Worm[] copy = byPoint.clone();
        List<Worm> l = new ArrayList<>(list);
        for (Worm r : replacements) {
            for (int s : r.stones()) copy[s] = r;
            for (int i = 0; i < l.size(); i++) {
                if (l.get(i).origin == r.origin) l.set(i, r);
            }
        }
        return new Worms(copy, Collections.unmodifiableList(l));
    }

    /** The worm at pos, or null if pos is empty or off the board. */
    public Worm worm(int pos) {
        return pos >= 0 && pos < byPoint.length ? byPoint[pos] : null;
    }

    /** All worms, by origin in board order. */
    public List<Worm> all() {
        return list;
    }
}
