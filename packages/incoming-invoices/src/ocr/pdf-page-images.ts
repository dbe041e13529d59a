import { crc32, deflateSync } from 'node:zlib';
import { extractImages, getDocumentProxy } from 'unpdf';

/**
 * The scanned page images of a PDF without text layer: a scanner or phone app stores each page
 * as one image, so the largest image of a page is the page. Returned as PNG for the OCR, without
 * a canvas or renderer on the server.
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
      if (largest) pages.push(toGreyPng(largest.data, largest.width, largest.height, largest.channels));
    }
    return pages;
  } finally {
    await pdf.loadingTask.destroy();
  }
};

const chunk = (type: string, data: Uint8Array): Uint8Array => {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
};

/**
 * 8-bit greyscale PNG of raw pixels (OCR works on grey anyway). Encoded here with Node's zlib:
 * tesseract.js reads PNG quickly, while raw BMP input is about 15 times slower.
 */
export const toGreyPng = (
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  channels: 1 | 3 | 4,
): Uint8Array => {
  const raw = new Uint8Array((width + 1) * height); // each row: filter byte 0, then the pixels
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const src = (y * width + x) * channels;
      raw[y * (width + 1) + 1 + x] =
        channels === 1
          ? pixels[src]!
          : Math.round(0.299 * pixels[src]! + 0.587 * pixels[src + 1]! + 0.114 * pixels[src + 2]!);
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, colour type 0 (grey), deflate, no filter, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
};
