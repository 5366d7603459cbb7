package org.mpimem.charts;

import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Small multiples: sized by their panels and bars, every panel, bar and layer drawn, one legend entry per layer. */
class PanelGridSpecTest {
    private static PanelGridSpec grid() {
        return new PanelGridSpec("Grid", "MiB", 2, List.of("app-one", "app-two", "app-three"), List.of("design-a", "design-b"),
                List.of(new Segment("app-one", "layer-x", new double[]{1, 2}), new Segment("app-one", "layer-y", new double[]{3, 0}),
                        new Segment("app-two", "layer-x", new double[]{5, 5}), new Segment("app-three", "layer-y", new double[]{0, 1})));
    }

    @Test
    void pngHasTheGridsSizeAndSvgEveryName() throws Exception {
        PanelGridSpec g = grid();
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(Charts.png(g)));
        assertEquals(g.width(), img.getWidth());
        assertEquals(g.height(), img.getHeight());
        assertEquals(PanelGridSpec.TITLE_HEIGHT + 2 * (PanelGridSpec.PANEL_EXTRA + 2 * PanelGridSpec.BAR_HEIGHT) + PanelGridSpec.LEGEND_HEIGHT, g.height(),
                "two rows of panels for three panels in two columns");
        String svg = Charts.svg(g);
        for (String s : List.of("Grid", "MiB", "app-one", "app-two", "app-three", "design-a", "design-b", "layer-x", "layer-y"))
            assertTrue(svg.contains(">" + s + "<"), s);
        // each bar's total at its end: app-one 1 + 3 and 2 + 0, app-two 5 and 5, app-three 0 and 1
        for (String total : List.of("4.00", "2.00", "5.00", "1.00")) assertTrue(svg.contains(">" + total + "<"), total);
    }

    @Test
    void aSegmentOfAnUnknownPanelOrTheWrongLengthIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new PanelGridSpec("G", "MiB", 2, List.of("p"), List.of("a", "b"),
                List.of(new Segment("q", "x", new double[]{1, 2}))));
        assertThrows(IllegalArgumentException.class, () -> new PanelGridSpec("G", "MiB", 2, List.of("p"), List.of("a", "b"),
                List.of(new Segment("p", "x", new double[]{1}))));
    }
}
