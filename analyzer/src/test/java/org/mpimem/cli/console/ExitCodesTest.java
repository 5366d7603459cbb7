package org.mpimem.cli.console;

import org.junit.jupiter.api.Test;
import org.mpimem.trace.InputException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 15 D1: a checked input error exits 2; the tool's own broken invariant exits 1 and says so. */
class ExitCodesTest {
    @Test
    void inputErrorIsTheUsersToFix() {
        assertEquals(2, ExitCodes.of(new InputException("f:3: bad")));
        assertEquals("f:3: bad", ExitCodes.message(new InputException("f:3: bad")));
    }

    @Test
    void bareIllegalArgumentIsAnInternalFailure() {
        IllegalArgumentException bug = new IllegalArgumentException("run count must be >= 1, was -2147483648");
        assertEquals(1, ExitCodes.of(bug));
        assertTrue(ExitCodes.message(bug).startsWith("internal error: "), ExitCodes.message(bug));
    }
}
