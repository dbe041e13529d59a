import QRCode from 'qrcode';
import { isValidIban, roundMoney, toBig } from '@kontor/contracts';
import type { PdfCanvas } from './pdf-canvas.ts';
import { colors, mm, page, sizes } from './layout.ts';

export interface GirocodeInput {
  /** Beneficiary (AT-21), cut to 70 characters. */
  name: string;
  iban: string;
  /** Optional since version 002 (EEA payments). */
  bic?: string | null;
  /** Decimal string in EUR, e.g. "1234.5". */
  amount: string;
  /** Unstructured remittance information (AT-05), cut to 140 characters, e.g. the invoice number. */
  reference: string;
}

/** EPC069-12: the whole payload may use at most 331 bytes (QR version 13, level M). */
const maxPayloadBytes = 331;

const singleLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The GiroCode text (EPC069-12 version 002, UTF-8, SEPA credit transfer). Returns null when no
 * valid code can be made (amount outside EUR 0.01–999,999,999.99, invalid IBAN, no name): a
 * missing code is harmless, a wrong one sends money astray.
 */
export function girocodePayload(input: GirocodeInput): string | null {
  const name = [...singleLine(input.name)].slice(0, 70).join('');
  const iban = input.iban.replace(/\s+/g, '').toUpperCase();
  const bic = (input.bic ?? '').replace(/\s+/g, '').toUpperCase();
  let amount: string;
  try {
    amount = roundMoney(toBig(input.amount));
  } catch {
    return null;
  }
  if (!name || !isValidIban(iban) || toBig(amount).lt('0.01') || toBig(amount).gt('999999999.99'))
    return null;
  if (bic && !/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic)) return null;

  const build = (reference: string) =>
    ['BCD', '002', '1', 'SCT', bic, name, iban, `EUR${amount}`, '', '', reference].join('\n');
  let reference = [...singleLine(input.reference)].slice(0, 140);
  while (Buffer.byteLength(build(reference.join('')), 'utf8') > maxPayloadBytes)
    reference = reference.slice(0, -1);
  return build(reference.join(''));
}

export const girocodeCaption = 'Mit Banking-App scannen';

/**
 * Draws the QR code (error correction M as EPC069-12 asks) as one vector path of dark runs,
 * with the caption below; `size` is the edge length in mm including the quiet zone.
 */
export function drawGirocode(
  canvas: PdfCanvas,
  payload: string,
  left: number,
  top: number,
  size: number,
): void {
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const module = size / (count + 2 * quiet);
  const path: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!qr.modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && qr.modules.get(row, col)) col += 1;
      path.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
    }
  }
  // SVG paths grow downwards from (x, y); one unit is one module.
  canvas.current.drawSvgPath(path.join(''), {
    x: mm(left + quiet * module),
    y: mm(page.height - top - quiet * module),
    scale: mm(module),
    color: colors.text,
  });
  canvas.trace.girocode?.({ page: canvas.pageNumber, payload });
  canvas.text(girocodeCaption, left + size / 2, top + size + 2.5, {
    size: sizes.footer,
    color: colors.muted,
    align: 'center',
  });
}
