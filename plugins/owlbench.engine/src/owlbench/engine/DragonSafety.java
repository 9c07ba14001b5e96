package owlbench.engine;

import java.util.Locale;

/**
 * A dragon's safety, the values doc/dragon.texi lists for {@code dragon2.safety}, with the words GNU
 * Go's dragon_data prints. {@link #ALIVE_IN_SEKI} is set only by semeai reading (doc/dragon.texi:
 * "determined to be seki by the semeai code"), which does not revise dragons in owlbench yet.
 */
public enum DragonSafety {
    /** Found dead by owl. */
    DEAD,
    /** Found alive by owl (or, owl unread, by the crude estimate). */
    ALIVE,
    /** Lives or dies depending on who moves first. */
    CRITICAL,
    /** Dead and unimportant: stones inside the opponent's eye space (nakade stones). */
    INESSENTIAL,
    /** One worm that tactical reading captures whoever moves first (very reliable). */
    TACTICALLY_DEAD,
    /** Alive without much question: alive, no weakness before owl and a large moyo. */
    STRONGLY_ALIVE,
    /** Definitively alive even after many tenukis: a worm with unconditional life. */
    INVINCIBLE,
    /** Seki, by the semeai code (not set yet, see the class comment). */
    ALIVE_IN_SEKI;

    /** The word GNU Go prints ("tactically dead", "strongly alive", "alive in seki" ...). */
    public String word() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
