package org.mpimem.calibrate;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/** The MPICH calibration compares with the build it measures: Debian's 4.0.2, ch4:ucx, one VCI. */
class PredictorsTest {

    @Test
    void mpichIsComparedWithDebians402Profile() {
        assertEquals("av-rankmap@mpich-4.0.2-ch4-ucx", Predictors.defaultName("mpich"));
    }

    @Test
    void its402PredictionPerPeerAtInitIsTheSixteenByteEntryAndTheNodeTables() {
        Predictor p = Predictors.byName(Predictors.defaultName("mpich"));
        assertNotNull(p);
        // per peer: one 16 B AV entry (ucp_ep_h[1][1] + is_local) + WORLD's two 4 B node tables;
        // under 4.3's 64-VCI profile it was 32,784 + 8
        assertEquals(4 * (16 + 8), p.delta("init", 8, 8) - p.delta("init", 4, 4));
    }
}
