package owlbench.agents.engine;

import java.util.ArrayList;
import java.util.List;

import owlbench.agents.Agent;
import owlbench.agents.AgentContext;
import owlbench.agents.Position;
import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ConnectionReader;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.ReadingParams;

/**
 * Connection reading with owlbench's connection reader: the cutting points that matter. For each
 * pair of strings of one colour that share a liberty or stand a diagonal or a one-point jump
 * apart, the reader says whether the owner connects when moving first and the opponent cuts when
 * moving first; only contested pairs count. Component 0 marks the moves that connect the player's
 * own pairs, component 1 the moves that cut the opponent's. Genes weight the two.
 */
public final class ConnectionAgent implements Agent {
    private final AgentContext context;

    /** An agent working with the context's shared databases and readers. */
    public ConnectionAgent(AgentContext context) {
        this.context = context;
    }

    /** Pairs read per position at most (the reading is the slow part). */
    public static final int MAX_PAIRS = 16;

    @Override
    public String name() {
        return "connection";
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
        params.nodeLimit = 1_000;
        context.readers().read(b, params, reader -> {
            evaluate(p, reader, out);
            return null;
        });
    }

    private static void evaluate(Position p, Reader reader, double[][] out) {
        Board b = p.board();
        ConnectionReader conn = new ConnectionReader(reader);
        conn.setNodeLimit(1_000);
        int me = p.toMove();
        for (int[] pair : nearPairs(b)) {
            int a = pair[0];
            int c = pair[1];
            int connect = conn.connect(a, c);
            int connectMove = conn.lastMove();
            if (connect == ReadCodes.FAIL || connectMove == Board.PASS) {
                continue;   // cannot connect, or connected already
            }
            int cut = conn.disconnect(a, c);
            int cutMove = conn.lastMove();
            if (cut == ReadCodes.FAIL || cutMove == Board.PASS) {
                continue;   // the opponent cannot cut: nothing urgent
            }
            if (b.color(a) == me) {
                if (b.color(connectMove) == StoneColor.EMPTY) {
                    out[0][p.index(connectMove)] += 1;
                }
            } else if (b.color(cutMove) == StoneColor.EMPTY) {
                out[1][p.index(cutMove)] += 1;
            }
        }
    }

    /** Origins of same-coloured string pairs that are close: a shared liberty, a diagonal or a jump. */
    static List<int[]> nearPairs(Board b) {
        List<int[]> pairs = new ArrayList<>();
        int n = b.size();
        int[][] offsets = {{1, 1}, {1, -1}, {2, 0}, {0, 2}};
        for (int row = 0; row < n && pairs.size() < MAX_PAIRS; row++) {
            for (int col = 0; col < n && pairs.size() < MAX_PAIRS; col++) {
                int p = b.point(col, row);
                int color = b.color(p);
                if (!StoneColor.isStone(color)) {
                    continue;
                }
                for (int[] o : offsets) {
                    int c2 = col + o[0];
                    int r2 = row + o[1];
                    if (c2 < 0 || r2 < 0 || c2 >= n || r2 >= n) {
                        continue;
                    }
                    int q = b.point(c2, r2);
                    if (b.color(q) != color || b.sameString(p, q)) {
                        continue;
                    }
                    int oa = b.origin(p);
                    int ob = b.origin(q);
                    boolean known = false;
                    for (int[] e : pairs) {
                        known |= (e[0] == oa && e[1] == ob) || (e[0] == ob && e[1] == oa);
                    }
                    if (!known && pairs.size() < MAX_PAIRS) {
                        pairs.add(new int[] {oa, ob});
                    }
                }
            }
        }
        return pairs;
    }
}
