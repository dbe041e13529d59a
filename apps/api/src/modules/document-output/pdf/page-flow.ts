import type { LetterFrame } from './letter-pdf-view.ts';
import { page } from './layout.ts';
import { drawPageBackground, drawRunningHeader } from './page-frame.ts';
import type { PdfCanvas } from './pdf-canvas.ts';

/** The vertical cursor (mm from the top) of the body, starting follow pages when space runs out. */
export class PageFlow {
  y = 0;
  readonly canvas: PdfCanvas;
  readonly frame: LetterFrame;

  constructor(canvas: PdfCanvas, frame: LetterFrame) {
    this.canvas = canvas;
    this.frame = frame;
  }

  /** Page 1; its letterhead, window and info block are drawn by the caller. */
  firstPage(): void {
    this.canvas.addPage();
    drawPageBackground(this.canvas, this.frame);
  }

  newPage(): void {
    this.canvas.addPage();
    drawPageBackground(this.canvas, this.frame);
    drawRunningHeader(this.canvas, this.frame);
    this.y = page.followTop;
  }

  /** Space left above the footer (mm). */
  get remaining(): number {
    return page.contentBottom - this.y;
  }

  /** Keep a block of `height` mm together: start a new page unless it fits. */
  ensure(height: number): void {
    if (height > this.remaining) this.newPage();
  }
}
