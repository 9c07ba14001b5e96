package owlbench.ui.model;

import java.util.List;

import owlbench.engine.Dragon;
import owlbench.engine.Dragons;

/** Draws the dragons of a position (owlbench.engine's {@link Dragons}): each dragon's stones in a colour of its own. */
public final class DragonOverlay {
    /** Colours cycled over the dragons. */
    public static final List<Integer> PALETTE = List.of(0xe6194b, 0x3cb44b, 0x4363d8, 0xf58231, 0x911eb4, 0x46f0f0,
            0xf032e6, 0xbcf60c, 0xfabebe, 0x008080, 0xe6beff, 0x9a6324, 0x800000, 0xaaffc3, 0x808000, 0x000075);

    private DragonOverlay() {
    }

    public static OwnResult of(Dragons dragons) {
        BoardOverlay o = new BoardOverlay(dragons.boardSize());
        List<Dragon> ds = dragons.dragons();
        for (int i = 0; i < ds.size(); i++) {
            for (int p : ds.get(i).stones()) {
                o.setColor(p, PALETTE.get(i % PALETTE.size()));
            }
        }
        o.setText(ds.size() + " dragons from " + dragons.worms().size() + " worms; status unknown (no owl yet)");
        Legend legend = Legend.builder()
                .add(Legend.Swatch.FILL, PALETTE.get(0), "the stones of one dragon share a colour (colours repeat after "
                        + PALETTE.size() + ")")
                .build();
        return new OwnResult(o, o.text(), legend);
    }
}
