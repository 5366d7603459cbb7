package org.mpimem.charts;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChartsTest {
    private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

    private static LineChartSpec lines() {
        double[] x = {128, 256, 512, 1024, 786_432};
        return new LineChartSpec("Two lines", "Number of processes", "Memory per process (MiB)",
                List.of(new Line("alpha", x, new double[]{1, 2, 4, 8, 16}, 0, false), new Line("beta", x, new double[]{0, 1, 1, 2, 3}, 1, true)),
                List.of(new Level("10% of memory", 12)),
                List.of(new Tick(128, "128"), new Tick(1024, "1K"), new Tick(786_432, "768K")));
    }

    private static StackedBarSpec bars() {
        return new StackedBarSpec("Stacks", "Number of communicators", "Memory per process (MiB)", List.of("10", "20", "30"),
                List.of(new Segment("left", "L-base", new double[]{5, 5, 5}), new Segment("left", "L-top", new double[]{1, 2, 3}),
                        new Segment("right", "R-base", new double[]{1, 1, 1})));
    }

    @Test
    void pngHasSignatureAndSize() throws Exception {
        for (ChartSpec spec : List.of(lines(), bars())) {
            byte[] png = Charts.png(spec);
            assertArrayEquals(PNG_SIGNATURE, Arrays.copyOf(png, 8));
            BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
            assertEquals(Charts.WIDTH, img.getWidth());
            assertEquals(Charts.HEIGHT, img.getHeight());
        }
    }

    @Test
    void svgParsesAndCarriesTitleAxisLabelsTicksAndLegend() throws Exception {
        assertTexts(Charts.svg(lines()), "Two lines", "Number of processes", "Memory per process (MiB)", "768K", "1K", "alpha", "beta", "10% of memory");
        assertTexts(Charts.svg(bars()), "Stacks", "Number of communicators", "L-base", "L-top", "R-base", "20");
    }

    private static void assertTexts(String svg, String... expected) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false); // the SVG 1.1 DOCTYPE; no network
        Document doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertEquals("svg", doc.getDocumentElement().getTagName());
        NodeList texts = doc.getElementsByTagName("text");
        List<String> found = new ArrayList<>();
        for (int i = 0; i < texts.getLength(); i++) found.add(texts.item(i).getTextContent());
        for (String e : expected) assertTrue(found.contains(e), e + " not among " + found);
    }

    @Test
    void mismatchedLengthsAndDuplicateSegmentsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new Line("x", new double[]{1}, new double[]{1, 2}, 0, false));
        assertThrows(IllegalArgumentException.class, () -> new StackedBarSpec("t", "x", "y", List.of("a"),
                List.of(new Segment("s", "n", new double[]{1}), new Segment("t", "n", new double[]{2}))));
        assertThrows(IllegalArgumentException.class, () -> new StackedBarSpec("t", "x", "y", List.of("a", "b"),
                List.of(new Segment("s", "n", new double[]{1}))));
    }
}
