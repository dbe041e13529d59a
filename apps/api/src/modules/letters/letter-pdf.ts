import {
  formatIsoDayDe,
  renderTextTemplate,
  type PlaceholderValues,
  type TenantSettings,
} from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/database.ts';
import { renderLetterPdf, sellerFrame, type LetterPdfView } from '../document-output/index.ts';
import { loadLetterheadLogo } from '../settings/index.ts';
import type { LetterRow } from './letters.repository.ts';

/** What a letter prints: the row's frame fields and its text with the placeholders filled in. */
export interface PrintableLetter {
  row: Pick<
    LetterRow,
    | 'subject'
    | 'letterDate'
    | 'addressLines'
    | 'yourReference'
    | 'yourMessageDate'
    | 'ourReference'
    | 'contactPerson'
  >;
  /** Customer number for the information block (customers only). */
  customerNumber: string | null;
  subject: string;
  text: string;
}

/** Subject and text as printed: placeholders filled in once, nothing interpreted again. */
export const renderLetterTexts = (row: Pick<LetterRow, 'subject' | 'body'>, values: PlaceholderValues) => ({
  subject: renderTextTemplate(row.subject, values).trim(),
  text: renderTextTemplate(row.body, values).trim(),
});

/**
 * The DIN 5008 information block, in the order of the standard: Ihr Zeichen, Ihre Nachricht vom,
 * Unser Zeichen, Ansprechpartner, then Kundennummer and Datum.
 */
function infoRows(letter: PrintableLetter): LetterPdfView['info'] {
  const { row } = letter;
  const rows: LetterPdfView['info'] = [];
  if (row.yourReference) rows.push({ label: 'Ihr Zeichen', value: row.yourReference });
  if (row.yourMessageDate)
    rows.push({ label: 'Ihre Nachricht vom', value: formatIsoDayDe(row.yourMessageDate) });
  if (row.ourReference) rows.push({ label: 'Unser Zeichen', value: row.ourReference });
  if (row.contactPerson) rows.push({ label: 'Ansprechpartner', value: row.contactPerson });
  if (letter.customerNumber) rows.push({ label: 'Kundennr.', value: letter.customerNumber });
  rows.push({ label: 'Datum', value: formatIsoDayDe(row.letterDate) });
  return rows;
}

/** The tenant's Form B frame (letterhead, window, info block, footer) around subject and text. */
export function letterPdfView(
  letter: PrintableLetter,
  settings: TenantSettings,
  logo: LetterPdfView['logo'],
  options: { draft: boolean; createdAt?: Date },
): LetterPdfView {
  return {
    ...sellerFrame({ ...settings, contact_name: letter.row.contactPerson }),
    logo,
    recipientLines: letter.row.addressLines,
    info: infoRows(letter),
    runningTitle: letter.subject,
    draft: options.draft,
    meta: {
      title: letter.subject,
      author: settings.company_name,
      subject: `Brief vom ${formatIsoDayDe(letter.row.letterDate)}`,
      ...(options.createdAt && { createdAt: options.createdAt }),
    },
    body: [
      // DIN 5008: the Betreff is bold in the text's size, not a 14 pt title.
      { kind: 'subjectLine', text: letter.subject },
      { kind: 'paragraph', text: letter.text },
    ],
  };
}

export async function renderLetter(
  deps: Pick<AppDeps, 'blobStore' | 'log'>,
  tx: Tx,
  letter: PrintableLetter,
  settings: TenantSettings,
  options: { draft: boolean; createdAt?: Date; logo?: LetterPdfView['logo'] },
): Promise<Uint8Array> {
  const logo = options.logo === undefined ? await loadLetterheadLogo(deps, tx) : options.logo;
  return renderLetterPdf(letterPdfView(letter, settings, logo, options));
}
