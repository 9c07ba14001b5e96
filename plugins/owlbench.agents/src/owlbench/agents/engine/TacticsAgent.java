package owlbench.agents.engine;

import owlbench.agents.Agent;
import owlbench.agents.AgentContext;
import owlbench.agents.Position;
import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.ReadingParams;

/**
 * Tactical reading with owlbench's reader: strings that can be captured or must be saved. For every
 * string of at most {@link #MAX_LIBERTIES} liberties the reader decides whether it can be captured
 * (ladders, nets, atari included). Component 0 marks the moves that capture an opponent string,
 * component 1 the moves that save an own string under attack (only when a defence exists), each
 * valued by the string's size (capped at {@link #SIZE_CAP}); a ko result counts half. Genes weight
 * the two.
 */
public final class TacticsAgent implements Agent {
    private final AgentContext context;

    /** An agent working with the context's shared databases and readers. */
    public TacticsAgent(AgentContext context) {
        this.context = context;
    }

    /** Strings with more liberties are left alone (the reader would mostly say "safe"). */
    public static final int MAX_LIBERTIES = 3;
    /** Size beyond which a string is not worth more. */
    public static final int SIZE_CAP = 6;

    @Override
    public String name() {
        return "tactics";
    }

    @Override
    public int components() {
        return 2;
    }

    @Override
    public int geneCount() {
        return 2;
    }

    @Override
    public void evaluate(Position p, double[][] out) {
        Board b = p.board();
        ReadingParams params = new ReadingParams();
        params.nodeLimit = 2_000;   // a move predictor needs the common cases, not the deep ones
        context.readers().read(b, params, reader -> {
            evaluate(p, reader, out);
            return null;
        });
    }

    private static void evaluate(Position p, Reader reader, double[][] out) {
        Board b = p.board();
        boolean[] seen = new boolean[b.boardArraySize()];
        int me = p.toMove();
        for (int pt : b.onBoardPoints()) {
            int color = b.color(pt);
            if (color == StoneColor.EMPTY || seen[b.origin(pt)]) {
                continue;
            }
            seen[b.origin(pt)] = true;
            if (b.countlib(pt) > MAX_LIBERTIES) {
                continue;
            }
            int code = reader.attack(pt);
            if (code == ReadCodes.FAIL) {
                continue;
            }
            int attackMove = reader.lastMove();
            double value = Math.min(b.stringSize(pt), SIZE_CAP) * (code == ReadCodes.WIN ? 1 : 0.5);
            if (color != me) {
                if (attackMove != Board.PASS && b.color(attackMove) == StoneColor.EMPTY) {
                    out[0][p.index(attackMove)] += value;
                }
            } else {
                int defence = reader.findDefense(pt);
                int move = reader.lastMove();
                if (defence != ReadCodes.FAIL && move != Board.PASS && b.color(move) == StoneColor.EMPTY) {
                    out[1][p.index(move)] += value * (defence == ReadCodes.WIN ? 1 : 0.5);
                }
            }
        }
    }
}
