package owlbench.ui.model;

import java.util.Map;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.engine.Dragon;
import owlbench.engine.Dragons;
import owlbench.owl.OwlStatus;

/**
 * Draws each dragon's owl status (owlbench.owl's {@link OwlStatus}) as the colour of its stones, with
 * the attack ("A") and defence ("D") points of critical dragons labelled, as GNU Go's dragon_status
 * gives them.
 */
public final class OwlStatusOverlay {
    /** Colours by status: green, yellow and red as for worms, grey for unknown. */
    public static final int ALIVE_COLOR = WormStatusOverlay.ALIVE_COLOR, CRITICAL_COLOR = WormStatusOverlay.CRITICAL_COLOR,
            DEAD_COLOR = WormStatusOverlay.DEAD_COLOR, UNKNOWN_COLOR = 0x909090;

    private OwlStatusOverlay() {
    }

    /** The colour a status is drawn in. */
    public static int colorOf(OwlStatus.Status s) {
        return switch (s) {
            case ALIVE -> ALIVE_COLOR;
            case CRITICAL -> CRITICAL_COLOR;
            case DEAD -> DEAD_COLOR;
            case UNKNOWN -> UNKNOWN_COLOR;
        };
    }

    /** Every dragon's stones coloured by its owl status; the text lists the dragons that are not alive. */
    public static OwnResult of(Board b, Dragons dragons, Map<Integer, OwlStatus> statuses) {
        BoardOverlay o = new BoardOverlay(b.size());
        int[] count = new int[OwlStatus.Status.values().length];
        StringBuilder weak = new StringBuilder();
        for (Dragon d : dragons.dragons()) {
            OwlStatus st = statuses.get(d.origin);
            if (st == null) continue;
            count[st.status().ordinal()]++;
            for (int s : d.stones()) o.setColor(s, colorOf(st.status()));
            if (st.status() == OwlStatus.Status.CRITICAL) {
                label(o, st.attackMove(), "A");
                label(o, st.defenseMove(), "D");
            }
            if (st.status() != OwlStatus.Status.ALIVE) {
                weak.append('\n').append(Vertex.toString(d.origin, b.size())).append(": ").append(st.gtp(b.size()));
            }
        }
        StringBuilder text = new StringBuilder();
        for (OwlStatus.Status s : OwlStatus.Status.values()) {
            text.append(text.length() == 0 ? "" : ", ").append(count[s.ordinal()]).append(' ').append(s.word());
        }
        o.setText(text + " (dragons, by owlbench's owl reading)" + weak);
        Legend legend = Legend.builder()
                .add(Legend.Swatch.FILL, ALIVE_COLOR, "alive: the owl attack fails")
                .add(Legend.Swatch.FILL, CRITICAL_COLOR, "critical: attack (A) and defence (D) both work")
                .add(Legend.Swatch.FILL, DEAD_COLOR, "dead: attacked, and no defence works")
                .add(Legend.Swatch.FILL, UNKNOWN_COLOR, "unknown: the node budget ran out").build();
        return new OwnResult(o, o.text(), legend);
    }

    private static void label(BoardOverlay o, int p, String s) {
        if (p == Board.PASS) return;
        String old = o.label(p);
        o.setLabel(p, old == null || old.isEmpty() ? s : old.contains(s) ? old : old + s);
    }
}
