import {
  dunningLevelLabels,
  formatEuro,
  formatIsoDayDe,
  formatPercentDe,
  toBig,
  type Document,
  type DunningClaim,
  type DunningLevel,
} from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import {
  girocodePayload,
  recipientLinesOf,
  renderDocumentPdf,
  sellerFrame,
  type DocumentPdfRow,
  type DocumentPdfView,
  type LetterFrame,
} from '../document-output/index.ts';
import { loadLetterheadLogo } from '../settings/index.ts';

export interface DunningLetter {
  /** The reminded invoice, with its frozen seller and buyer. */
  document: Document;
  level: DunningLevel;
  noticeDate: string;
  claim: DunningClaim;
  /** Salutation and paragraphs above the claim, filled in (the level's standard intro). */
  intro: string;
  /** Below the payment request: the level's standard closing with the greeting, filled in. */
  outro: string;
}

const item = (
  pos: number,
  description: string,
  total: string,
  detail: string | null = null,
): DocumentPdfRow => ({
  kind: 'item',
  pos: String(pos),
  description,
  detail,
  quantity: '',
  unit: '',
  unitPrice: '',
  vat: '',
  total: formatEuro(total),
});

/** The claim as rows: the invoice with what was paid, then fee, flat fee and interest by period. */
function claimRows({ document, claim }: DunningLetter): DocumentPdfRow[] {
  const rows = [
    item(
      1,
      `Rechnung ${document.number ?? ''} vom ${formatIsoDayDe(document.document_date)}`,
      claim.open,
      [
        `fällig am ${formatIsoDayDe(document.due_date!)}`,
        `Rechnungsbetrag ${formatEuro(document.totals.payable)}`,
        `bereits bezahlt ${formatEuro(document.paid)}`,
      ].join(' · '),
    ),
  ];
  if (toBig(claim.reminderFee).gt(0)) rows.push(item(rows.length + 1, 'Mahngebühr', claim.reminderFee));
  if (toBig(claim.flatFee).gt(0)) {
    rows.push(item(rows.length + 1, 'Verzugspauschale nach § 288 Abs. 5 BGB', claim.flatFee));
  }
  if (toBig(claim.interest.amount).gt(0)) {
    const periods = claim.interest.periods.map(
      (p) =>
        `${formatPercentDe(p.rate)} p. a. auf ${formatEuro(claim.open)} vom ${formatIsoDayDe(p.from)} bis ${formatIsoDayDe(p.to)} (${p.days} Tage)`,
    );
    rows.push(
      item(rows.length + 1, 'Verzugszinsen nach § 288 BGB', claim.interest.amount, periods.join('\n')),
    );
  }
  return rows;
}

/**
 * The letter as a document PDF view: letterhead, footer and address window as on the invoice
 * (its frozen seller and buyer), with the notice's own title, info, rows and text.
 */
export function dunningPdfView(letter: DunningLetter, logo: LetterFrame['logo']): DocumentPdfView {
  const { document, level, noticeDate, claim } = letter;
  const seller = document.seller;
  if (!seller) throw conflict('Zu dieser Rechnung fehlen die festgeschriebenen Firmendaten.');
  const title = dunningLevelLabels[level];
  const hasExtras = toBig(claim.fee).gt(0) || toBig(claim.interest.amount).gt(0);
  const girocode = seller.iban
    ? girocodePayload({
        name: seller.company_name,
        iban: seller.iban,
        bic: seller.bic,
        amount: claim.total,
        reference: document.number ?? '',
      })
    : null;

  return {
    ...sellerFrame(seller),
    logo,
    recipientLines: recipientLinesOf(document.buyer),
    title,
    titleSuffix: `zu Rechnung ${document.number ?? ''}`,
    info: [
      { label: 'Datum', value: formatIsoDayDe(noticeDate) },
      { label: 'Rechnungsnr.', value: document.number ?? '' },
      { label: 'Rechnungsdatum', value: formatIsoDayDe(document.document_date) },
      ...(document.buyer?.number ? [{ label: 'Kundennr.', value: document.buyer.number }] : []),
      ...(seller.contact_name ? [{ label: 'Ansprechpartner', value: seller.contact_name }] : []),
    ],
    subject: null,
    intro: letter.intro,
    showPrices: true,
    rows: claimRows(letter),
    totals: [
      {
        label: hasExtras ? 'Gesamtforderung' : 'Offener Betrag',
        value: formatEuro(claim.total),
        strong: true,
      },
    ],
    // Fees and default interest are damages, not payment for a supply (§ 1 UStG).
    vatNotes: hasExtras
      ? ['Mahngebühren und Verzugszinsen sind als Schadensersatz nicht umsatzsteuerbar.']
      : [],
    paymentTerms: [
      `Bitte überweisen Sie ${formatEuro(claim.total)} bis zum ${formatIsoDayDe(claim.deadline)} unter Angabe der Rechnungsnummer ${document.number ?? ''}.`,
    ],
    girocode,
    outro: letter.outro,
    draft: false,
    meta: {
      title: `${title} ${document.number ?? ''}`.trim(),
      author: seller.company_name,
      subject: `${title} zu Rechnung ${document.number ?? ''}`,
      createdAt: new Date(),
    },
  };
}

/** The notice's PDF with the tenant's current letterhead logo (as on documents). */
export async function renderDunningNoticePdf(
  deps: AppDeps,
  tx: Tx,
  letter: DunningLetter,
): Promise<Uint8Array> {
  return renderDocumentPdf(dunningPdfView(letter, await loadLetterheadLogo(deps, tx)));
}
