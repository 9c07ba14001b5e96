package owlbench.reading;

/**
 * Result codes of the reading functions, numbered as GNU Go does internally (WIN=5, KO_A=4,
 * KO_B=3), and their GTP form (WIN=1, KO_A=2, KO_B=3) as used by the regression suites.
 */
public final class ReadCodes {
    /** Failure. */
    public static final int FAIL = 0;
    /** The player to move must make the first ko threat to succeed. */
    public static final int KO_B = 3;
    /** The player to move succeeds with ko and the opponent must make the first ko threat. */
    public static final int KO_A = 4;
    /** Unconditional success. */
    public static final int WIN = 5;

    private ReadCodes() {
    }

    /**
     * The code of the player to move, given the code its opponent gets after this player's move:
     * FAIL gives WIN, KO_B and KO_A give each other (their sum less the code), anything else FAIL.
     * (Comparisons, not a switch: the switch's table made 44 bytes of bytecode, which C1 does not
     * inline at the readers' every move; this is under its 35.)
     */
    public static int invert(int childCode) {
        if (childCode == FAIL) {
            return WIN;
        }
        return childCode == KO_B || childCode == KO_A ? KO_A + KO_B - childCode : FAIL;
    }

    /** GTP numbering: 0, 1 (WIN), 2 (KO_A), 3 (KO_B). */
    public static int gtpCode(int code) {
        switch (code) {
            case WIN:
                return 1;
            case KO_A:
                return 2;
            case KO_B:
                return 3;
            case FAIL:
                return 0;
            default:
                throw new IllegalArgumentException("not a reading code: " + code);
        }
    }

    /** Name as GNU Go's traces print it ("WIN", "KO_A", "KO_B", "0"). */
    public static String name(int code) {
        switch (code) {
            case WIN:
                return "WIN";
            case KO_A:
                return "KO_A";
            case KO_B:
                return "KO_B";
            case FAIL:
                return "0";
            default:
                return "code" + code;
        }
    }
}
