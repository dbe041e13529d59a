import { extractImages, getDocumentProxy } from 'unpdf';

/**
 * The scanned page images of a PDF without text layer: a scanner or phone app stores each page
 * as one image, so the largest image of a page is the page. Returned as 24-bit BMP, a format the
 * OCR reads without a decoder library (no canvas or renderer needed on the server).
 */
export const scannedPageImages = async (bytes: Uint8Array): Promise<Uint8Array[]> => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const pages: Uint8Array[] = [];
    for (let page = 1; page <= pdf.numPages; page++) {
      const images = await extractImages(pdf, page);
      const largest = images.reduce<(typeof images)[number] | undefined>(
        (top, img) => (!top || img.width * img.height > top.width * top.height ? img : top),
        undefined,
      );
      if (largest) pages.push(toBmp(largest.data, largest.width, largest.height, largest.channels));
    }
    return pages;
  } finally {
    await pdf.loadingTask.destroy();
  }
};

/** Uncompressed 24-bit BMP: 54-byte header, rows bottom-up, each padded to 4 bytes. */
export const toBmp = (pixels: Uint8ClampedArray, width: number, height: number, channels: 1 | 3 | 4): Uint8Array => {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const size = 54 + rowSize * height;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set([0x42, 0x4d]); // "BM"
  view.setUint32(2, size, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, rowSize * height, true);
  for (let y = 0; y < height; y++) {
    const row = 54 + (height - 1 - y) * rowSize;
    for (let x = 0; x < width; x++) {
      const src = (y * width + x) * channels;
      const [r, g, b] = channels === 1 ? [pixels[src]!, pixels[src]!, pixels[src]!] : [pixels[src]!, pixels[src + 1]!, pixels[src + 2]!];
      out[row + x * 3] = b;
      out[row + x * 3 + 1] = g;
      out[row + x * 3 + 2] = r;
    }
  }
  return out;
};
