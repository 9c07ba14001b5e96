package owlbench.reading;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

/**
 * ReadCodes.invert written with comparisons instead of a switch (small enough for C1 to inline):
 * the same table as before for every code and for values that are no code.
 */
public class ReadCodesInvertTest {

    /** The switch invert was until 2026-11-27. */
    private static int bySwitch(int code) {
        switch (code) {
            case ReadCodes.FAIL:
                return ReadCodes.WIN;
            case ReadCodes.KO_B:
                return ReadCodes.KO_A;
            case ReadCodes.KO_A:
                return ReadCodes.KO_B;
            default:
                return ReadCodes.FAIL;
        }
    }

    @Test
    public void sameTableAsTheSwitch() {
        for (int code = -20; code <= 20; code++) {
            assertEquals("code " + code, bySwitch(code), ReadCodes.invert(code));
        }
        assertEquals(ReadCodes.FAIL, ReadCodes.invert(Integer.MIN_VALUE));
        assertEquals(ReadCodes.FAIL, ReadCodes.invert(Integer.MAX_VALUE));
        assertEquals(ReadCodes.KO_B, ReadCodes.invert(ReadCodes.KO_A));
        assertEquals(ReadCodes.FAIL, ReadCodes.invert(ReadCodes.WIN));
    }
}
