package owlbench.owl.optics;

import java.util.Arrays;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/**
 * {@link WormFacts} from owlbench.reading's tactical reader on a private copy of the position,
 * cached per string origin and per move (the position is not expected to change).
 */
public final class ReadingWormFacts implements WormFacts {
    private final Board board;
    private final Reader reader;
    private final int[] attack;
    private final int[] defense;
    private final int[] attackMove;
    private final int[] defenseMove;
    private final SafeMoveCache safe;

    public ReadingWormFacts(Board position) {
        this.board = position.copy();
        this.reader = new Reader(board);
        int n = board.boardArraySize();
        attack = new int[n];
        defense = new int[n];
        attackMove = new int[n];
        defenseMove = new int[n];
        Arrays.fill(attack, -1);
        Arrays.fill(defense, -1);
        this.safe = new SafeMoveCache(this.reader);
    }

    @Override
    public int attackCode(int str) {
        int o = board.origin(str);
        if (attack[o] < 0) {
            attack[o] = reader.attack(o);
            attackMove[o] = attack[o] == 0 ? Board.PASS : reader.lastMove();
        }
        return attack[o];
    }

    @Override
    public int attackPoint(int str) {
        attackCode(str);
        return attackMove[board.origin(str)];
    }

    @Override
    public int defensePoint(int str) {
        defenseCode(str);
        return defenseMove[board.origin(str)];
    }

    @Override
    public int defenseCode(int str) {
        int o = board.origin(str);
        if (defense[o] < 0) {
            if (attackCode(o) == 0) {
                defense[o] = ReadCodes.WIN;
                defenseMove[o] = Board.PASS;
            } else {
                defense[o] = reader.findDefense(o);
                defenseMove[o] = defense[o] == 0 ? Board.PASS : reader.lastMove();
            }
        }
        return defense[o];
    }

    @Override
    public int safeMoveCode(int pos, int color) {
        return safe.code(pos, color);
    }
}
