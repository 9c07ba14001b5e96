package owlbench.ui.model;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.UnconditionalLife;

/** Draws unconditional life (doc/utils.texi, owlbench.owl's {@link UnconditionalLife}): alive and dead stones, and the territory they make sure of. */
public final class UnconditionalOverlay {
    public static final int ALIVE_COLOR = 0x00c000, DEAD_COLOR = 0xff0000;

    private UnconditionalOverlay() {
    }

    /** {@code statuses} per point as {@link UnconditionalLife#statuses} gives them. */
    public static OwnResult of(Board b, int[] statuses) {
        BoardOverlay o = new BoardOverlay(b.size());
        int alive = 0, dead = 0, black = 0, white = 0;
        for (int p : b.onBoardPoints()) {
            switch (statuses[p]) {
                case UnconditionalLife.ALIVE -> {
                    o.setColor(p, ALIVE_COLOR);
                    alive++;
                }
                case UnconditionalLife.DEAD -> {
                    o.setColor(p, DEAD_COLOR);
                    o.setMark(p, BoardOverlay.CROSS);
                    dead++;
                }
                case UnconditionalLife.BLACK_TERRITORY -> {
                    if (b.color(p) == StoneColor.EMPTY) o.setTerritory(p, StoneColor.BLACK);
                    black++;
                }
                case UnconditionalLife.WHITE_TERRITORY -> {
                    if (b.color(p) == StoneColor.EMPTY) o.setTerritory(p, StoneColor.WHITE);
                    white++;
                }
                default -> {
                    // undecided: nothing drawn
                }
            }
        }
        o.setText(alive + " stones unconditionally alive, " + dead + " dead; territory: black " + black + ", white " + white
                + " points");
        Legend legend = Legend.builder()
                .add(Legend.Swatch.FILL, ALIVE_COLOR, "unconditionally alive stone")
                .add(Legend.Swatch.CROSS, DEAD_COLOR, "unconditionally dead stone")
                .add(Legend.Swatch.SQUARE, 0x000000, "black's unconditional territory")
                .add(Legend.Swatch.SQUARE, 0xffffff, "white's; unmarked: undecided").build();
        return new OwnResult(o, o.text(), legend);
    }
}
