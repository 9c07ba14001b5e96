package owlbench.ui.agents;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.image.BufferedImage;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

import owlbench.agents.train.GenerationStats;

/**
 * The max, mean and min fitness of each generation as lines (red, blue, green, as the plots of
 * docs/exodus.md), drawn by JFreeChart into an image the size of the canvas whenever the canvas is
 * painted: JFreeChart's own SWT bridge on Maven Central is built for an old JFreeChart, and an image
 * needs no AWT window.
 */
public final class FitnessChart extends Canvas {
    private final XYSeries max = new XYSeries("max");
    private final XYSeries mean = new XYSeries("mean");
    private final XYSeries min = new XYSeries("min");
    private final JFreeChart chart;
    private Image image;
    private boolean stale = true;

    public FitnessChart(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        XYSeriesCollection data = new XYSeriesCollection();
        data.addSeries(max);
        data.addSeries(mean);
        data.addSeries(min);
        chart = ChartFactory.createXYLineChart(null, "generation", "fitness (share predicted)", data,
                PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true);
        Color[] colours = {new Color(0xD0, 0x20, 0x20), new Color(0x20, 0x40, 0xD0), new Color(0x20, 0x90, 0x30)};
        for (int i = 0; i < colours.length; i++) {
            r.setSeriesPaint(i, colours[i]);
            r.setSeriesStroke(i, new BasicStroke(2f));
        }
        plot.setRenderer(r);
        ((NumberAxis) plot.getDomainAxis()).setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        ((NumberAxis) plot.getRangeAxis()).setAutoRangeIncludesZero(false);
        addListener(SWT.Resize, e -> stale = true);
        addListener(SWT.Paint, e -> {
            Rectangle area = getClientArea();
            if (area.width <= 0 || area.height <= 0) {
                return;
            }
            if (stale || image == null || image.getBounds().width != area.width || image.getBounds().height != area.height) {
                render(area.width, area.height);
            }
            e.gc.drawImage(image, 0, 0);
        });
        addListener(SWT.Dispose, e -> {
            if (image != null) {
                image.dispose();
            }
        });
    }

    private void render(int w, int h) {
        BufferedImage awt = chart.createBufferedImage(w, h, BufferedImage.TYPE_INT_RGB, null);
        if (image != null) {
            image.dispose();
        }
        image = new Image(getDisplay(), AwtImages.toImageData(awt));
        stale = false;
    }

    /** Adds a generation's max, mean and min (replacing the generation's points if it is shown already). */
    public void add(GenerationStats s) {
        max.addOrUpdate(s.generation, s.max);
        mean.addOrUpdate(s.generation, s.mean);
        min.addOrUpdate(s.generation, s.min);
        stale = true;
        redraw();
    }

    /** Removes every point. */
    public void clear() {
        max.clear();
        mean.clear();
        min.clear();
        stale = true;
        redraw();
    }

    /** Generations shown. */
    public int pointCount() {
        return max.getItemCount();
    }

    /** The max, mean and min of the i-th generation shown. */
    public double[] point(int i) {
        return new double[] {max.getY(i).doubleValue(), mean.getY(i).doubleValue(), min.getY(i).doubleValue()};
    }

    /** The chart (for its title and axes). */
    public JFreeChart chart() {
        return chart;
    }
}
