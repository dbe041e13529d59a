import { rgb } from '@cantoo/pdf-lib';

/** Millimetres to PDF points (1 pt = 1/72 inch). */
export const mm = (value: number) => (value * 72) / 25.4;

/** DIN 5008 Form B on A4; all positions in mm from the top-left corner. */
export const page = {
  width: 210,
  height: 297,
  left: 25,
  right: 20,
  /** Body text on follow pages starts here (below the short running header). */
  followTop: 28,
  /** Lowest baseline of body content; below it live the page label and the footer. */
  contentBottom: 262,
} as const;

export const contentWidth = page.width - page.left - page.right;

/** Address window (DIN 5008 Form B): 85 × 45 mm, 20 mm from the left, 45 mm from the top. */
export const addressWindow = {
  left: 20,
  top: 45,
  width: 85,
  height: 45,
  /** Text inset: 5 mm, so address text aligns with the body text at 25 mm. */
  inset: 5,
  /** Zusatz- und Vermerkzone (return address) is the top 17.7 mm, the address zone the rest. */
  noteZone: 17.7,
  maxAddressLines: 6,
} as const;

export const infoBlock = { left: 125, top: 50, width: 75, labelWidth: 30 } as const;

export const letterhead = { top: 10, logoMaxWidth: 60, logoMaxHeight: 18 } as const;

/** Fold marks at 105 and 210 mm (Form B), hole mark at 148.5 mm. */
export const marks = { folds: [105, 210], hole: 148.5 } as const;

/** Body starts below the address field and the first fold mark. */
export const bodyTop = 100;

export const footer = { rule: 272, top: 275, columnGap: 4 } as const;

export const sizes = {
  title: 14,
  subject: 10,
  body: 10,
  table: 9,
  detail: 8,
  info: 8.5,
  address: 10,
  returnLine: 7,
  footer: 7,
  pageLabel: 8,
} as const;

/** Line height factor for wrapped text. */
export const leading = 1.3;

export const colors = {
  text: rgb(0.1, 0.1, 0.1),
  muted: rgb(0.42, 0.42, 0.42),
  rule: rgb(0.7, 0.7, 0.7),
  headerFill: rgb(0.93, 0.93, 0.93),
  watermark: rgb(0.9, 0.9, 0.9),
} as const;
