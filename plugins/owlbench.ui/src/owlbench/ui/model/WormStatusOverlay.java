package owlbench.ui.model;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.tactics.Worm;
import owlbench.tactics.WormStatus;
import owlbench.tactics.Worms;

/** Draws the tactical status of every string (owlbench.tactics' {@link WormStatus}) as the colour of its stones. */
public final class WormStatusOverlay {
    /** Colours by status: green, yellow, magenta and red, visible under black and white stones. */
    public static final int ALIVE_COLOR = 0x00c000, CRITICAL_COLOR = 0xffd700, KO_COLOR = 0xff00ff, DEAD_COLOR = 0xff0000;

    private WormStatusOverlay() {
    }

    /** The colour a status is drawn in. */
    public static int colorOf(WormStatus s) {
        return switch (s) {
            case ALIVE -> ALIVE_COLOR;
            case CRITICAL -> CRITICAL_COLOR;
            case KO -> KO_COLOR;
            case DEAD -> DEAD_COLOR;
        };
    }

    /** Every stone coloured by its worm's status; the text counts the strings of each status. */
    public static OwnResult of(Board b, Worms worms) {
        BoardOverlay o = new BoardOverlay(b.size());
        int[] count = new int[WormStatus.values().length];
        for (Worm w : worms.all()) {
            count[w.status().ordinal()]++;
        }
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != StoneColor.EMPTY) {
                o.setColor(p, colorOf(worms.worm(p).status()));
            }
        }
        StringBuilder text = new StringBuilder();
        for (WormStatus s : WormStatus.values()) {
            text.append(text.length() == 0 ? "" : ", ").append(count[s.ordinal()]).append(' ').append(s);
        }
        o.setText(text + " (strings, by owlbench's tactical reading)");
        Legend legend = Legend.builder()
                .add(Legend.Swatch.FILL, ALIVE_COLOR, "alive: no attack works")
                .add(Legend.Swatch.FILL, CRITICAL_COLOR, "critical: whoever moves first wins")
                .add(Legend.Swatch.FILL, KO_COLOR, "ko: attack and defence succeed, one through a ko")
                .add(Legend.Swatch.FILL, DEAD_COLOR, "dead: captured even if its owner moves first").build();
        return new OwnResult(o, o.text(), legend);
    }
}
