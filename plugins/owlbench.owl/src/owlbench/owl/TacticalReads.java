package owlbench.owl;

import java.util.HashMap;
import java.util.Map;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/**
 * The tactical reads an owl search asks of its nodes (lunches, the goal's strings, invaders),
 * remembered where OwlParams.tacticalReadsRemembered by the position (Zobrist hash: stones and ko
 * point), the string, the question and the board depth: the same position comes back across owl
 * nodes (transpositions, the attack and defence searches, the fresh readers of one question), and
 * a read asked again there is answered without the tactical reader. The depth is in the key
 * because the reader's depth rules count the owl's plies below the question. A read that ran out
 * of its node budget is not remembered (its answer is a guess that depends on what the reader's
 * table held). Forgotten at each owl question ({@link #clear}); otherwise a pass-through.
 */
final class TacticalReads {
    /** Entries after which the memo starts again empty (a bound on memory; few questions reach it). */
    static final int CAPACITY = 1 << 16;
    private static final int ATTACK = 0;
    private static final int DEFEND = 1;
    private static final int ATTACK_WITHIN = 2;
    private static final int DEFEND_WITHIN = 3;
    private static final int FRESH_ATTACK = 4;
    private static final int FRESH_DEFEND = 5;

    private final Reader reader;
    private final Board b;
    /** Read at each call (OwlParams is mutable); null: nothing remembered. */
    private final OwlParams params;
    /** Key to code | move << 3 (moves are non-negative). */
    private final Map<Long, Integer> answers = new HashMap<>();
    private int lastMove = Board.PASS;

    /** Reads on reader (null: a node that reads nothing, as some tests make), remembered where params (null: never) has tacticalReadsRemembered. */
    TacticalReads(Reader reader, OwlParams params) {
        this.reader = reader;
        this.b = reader == null ? null : reader.board();
        this.params = params;
    }

    /** Reader.attack. */
    int attack(int str) {
        return read(str, ATTACK, 0);
    }

    /** Reader.findDefense. */
    int findDefense(int str) {
        return read(str, DEFEND, 0);
    }

    /** Reader.attackWithin. */
    int attackWithin(int str, long nodeLimit) {
        return read(str, ATTACK_WITHIN, nodeLimit);
    }

    /** Reader.findDefenseWithin. */
    int findDefenseWithin(int str, long nodeLimit) {
        return read(str, DEFEND_WITHIN, nodeLimit);
    }

    /** Reader.readFresh. */
    int readFresh(int str, boolean attacking) {
        return read(str, attacking ? FRESH_ATTACK : FRESH_DEFEND, 0);
    }

    /** The move of the last read (as Reader.lastMove). */
    int lastMove() {
        return lastMove;
    }

    /** Forgets every answer (at each owl question: the reader's depths may have changed between questions). */
    void clear() {
        answers.clear();
    }

    private int read(int str, int question, long nodeLimit) {
        boolean remember = params != null && params.tacticalReadsRemembered;
        long key = 0;
        if (remember) {
            key = key(b.hash(), b.origin(str), question, b.stackp(), nodeLimit);
            Integer hit = answers.get(key);
            if (hit != null) {
                lastMove = hit >>> 3;
                return hit & 7;
            }
        }
        int code = switch (question) {
            case ATTACK -> reader.attack(str);
            case DEFEND -> reader.findDefense(str);
            case ATTACK_WITHIN -> reader.attackWithin(str, nodeLimit);
            case DEFEND_WITHIN -> reader.findDefenseWithin(str, nodeLimit);
            case FRESH_ATTACK -> reader.readFresh(str, true);
            default -> reader.readFresh(str, false);
        };
        lastMove = reader.lastMove();
        if (remember && !reader.budgetExceeded() && lastMove >= 0 && code >= ReadCodes.FAIL && code <= ReadCodes.WIN) {
            if (answers.size() >= CAPACITY) answers.clear();
            answers.put(key, code | lastMove << 3);
        }
        return code;
    }

    private static long key(long hash, int origin, int question, int stackp, long nodeLimit) {
        long k = hash ^ (origin * 0x9E3779B97F4A7C15L) ^ ((question + 1) * 0xC2B2AE3D27D4EB4FL) ^ ((stackp + 1L) * 0x165667B19E3779F9L)
                ^ (nodeLimit * 0x27D4EB2F165667C5L);
        return k;
    }
}
