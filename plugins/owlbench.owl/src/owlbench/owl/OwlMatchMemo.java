package owlbench.owl;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import owlbench.board.Board;

/**
 * The match codes one owl reader's pattern databases found at the positions it met (stones, the
 * colour matched for and the goal), so that a position met again is not matched again. Matching
 * reads nothing but the stones, the colour and the goal (the anchors near it and the goal-cell
 * filter), so a kept list is the list matching would find: the same codes in the same order.
 * The constraints are checked again at every call (their facts read the tactical reader).
 * Measured on owl.tst on 2026-11-28 (h/owlspeedA28): 18% of the candidate calls (14,800 of 81,397)
 * asked a database about a stones, colour and goal that the same reader had asked it before
 * (an attack node's defence patterns, which fill its width, and the defend node met later at the
 * same position). One per reader (not thread-safe), bounded, least recently used first out.
 */
final class OwlMatchMemo {
    /** Entries kept per database. */
    static final int CAPACITY = 4096;

    /** One position's codes, with what the key stands for (a key collision is told by the fields). */
    private static final class Entry {
        final long stones;
        final int color;
        final int size;
        final boolean[] goal;
        final long[] codes;

        Entry(long stones, int color, int size, boolean[] goal, long[] codes) {
            this.stones = stones;
            this.color = color;
            this.size = size;
            this.goal = goal;
            this.codes = codes;
        }
    }

    private final Map<OwlPatternDatabase, Map<Long, Entry>> byDatabase = new IdentityHashMap<>();

    /** The codes db's matcher finds for color on b near goal: kept ones where they are, else made and kept. */
    long[] codes(OwlPatternDatabase db, Board b, int color, boolean[] goal, Supplier<long[]> match) {
        Map<Long, Entry> memo = byDatabase.computeIfAbsent(db, d -> new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Long, Entry> e) {
                return size() > CAPACITY;
            }
        });
        long stones = b.stoneHash();
        long key = stones ^ goalHash(goal) ^ (long) color * 0x9E3779B97F4A7C15L;
        Entry e = memo.get(key);
        if (e != null && e.stones == stones && e.color == color && e.size == b.size() && Arrays.equals(e.goal, goal)) {
            return e.codes;
        }
        long[] codes = match.get();
        memo.put(key, new Entry(stones, color, b.size(), goal.clone(), codes));
        return codes;
    }

    /** A hash of the goal's points (mixed so that nearby goals differ in many bits). */
    private static long goalHash(boolean[] goal) {
        long h = 0;
        for (int p = 0; p < goal.length; p++) {
            if (goal[p]) h += (p + 1) * 0xC2B2AE3D27D4EB4FL ^ (long) p * 0x165667B19E3779F9L << 17;
        }
        return h * 0xD6E8FEB86659FD93L;
    }
}
