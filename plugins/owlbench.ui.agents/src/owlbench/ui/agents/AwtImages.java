package owlbench.ui.agents;

import java.awt.image.BufferedImage;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;

/** Converts an AWT image (what JFreeChart draws into) to SWT image data, pixel by pixel. */
final class AwtImages {
    private AwtImages() {
    }

    /** The pixels of an RGB image as 24-bit SWT image data. */
    static ImageData toImageData(BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        ImageData data = new ImageData(w, h, 24, new PaletteData(0xFF0000, 0x00FF00, 0x0000FF));
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            image.getRGB(0, y, w, 1, row, 0, w);
            for (int x = 0; x < w; x++) {
                row[x] &= 0xFFFFFF;
            }
            data.setPixels(0, y, w, row, 0);
        }
        return data;
    }
}
