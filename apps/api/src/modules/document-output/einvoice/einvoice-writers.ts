import {
  type EInvoiceFormat,
  FormatFactoryService,
  type InvoiceServiceOptions,
  type Logger,
} from '@e-invoice-eu/core';
import type { En16931Invoice } from '@kontor/einvoice';
import { toLibraryInvoice } from './en16931-to-library.ts';
import { type InfoWriter, type PdfMeta, rewriteXmp, writeInfo } from './facturx-metadata.ts';
import { escapeXml } from './xml-text.ts';

/**
 * The e-invoice syntaxes, written by @e-invoice-eu/core from the EN 16931 model, with the fix-ups
 * where its output is incomplete (see `fixCii`).
 */

/** The library logs warnings through this; the output pipeline reports problems by validation instead. */
const quietLogger: Logger = { log: () => {}, warn: () => {}, error: () => {} };

/**
 * The (untyped, private) steps of the library's Factur-X service we correct: embedding the XML,
 * writing XMP. `addMetadata` hands its argument to pdf-lib's `context.stream`, which stores a
 * string one byte per UTF-16 unit (ü and every non-Latin letter garbled) but bytes as given.
 */
type FacturXHooks = {
  attachFacturX?: (pdf: unknown, options: unknown, xml: string) => Promise<void>;
  addMetadata?: (pdf: InfoWriter, xmp: string | Uint8Array) => void;
};

const ciiDate = (iso: string) => iso.replaceAll('-', '');

/** Elements after ram:BuyerOrderReferencedDocument in ram:ApplicableHeaderTradeAgreement (CII D16B order). */
const afterBuyerOrder =
  /<ram:ContractReferencedDocument>|<ram:AdditionalReferencedDocument>|<ram:SpecifiedProcuringProject>|<\/ram:ApplicableHeaderTradeAgreement>/;

/**
 * @e-invoice-eu/core 2.3.4 writes BT-13 (purchase order reference) to CII only for Factur-X
 * EXTENDED, although every Factur-X profile from BASIC WL and EN 16931 carries it; ZUGFeRD would
 * lose the customer's order number. Insert it where the schema orders it.
 */
function withPurchaseOrder(xml: string, model: En16931Invoice): string {
  if (!model.purchaseOrderReference || xml.includes('<ram:BuyerOrderReferencedDocument>')) return xml;
  const element = `<ram:BuyerOrderReferencedDocument><ram:IssuerAssignedID>${escapeXml(model.purchaseOrderReference)}</ram:IssuerAssignedID></ram:BuyerOrderReferencedDocument>`;
  return xml.replace(afterBuyerOrder, (next) => `${element}${next}`);
}

/**
 * @e-invoice-eu/core 2.3.4 maps BG-3 (preceding invoice) to CII one level too shallow and so drops
 * it; a Stornorechnung or Gutschrift without its invoice reference breaks BR-55 and the buyer's
 * booking. Write ram:InvoiceReferencedDocument after the monetary summation, as CII orders it.
 */
function withPrecedingInvoices(xml: string, model: En16931Invoice): string {
  const references = model.precedingInvoices
    .filter((p) => p.number)
    .map(
      (p) =>
        `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${escapeXml(p.number!)}</ram:IssuerAssignedID>` +
        (p.issueDate
          ? `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${ciiDate(p.issueDate)}</qdt:DateTimeString></ram:FormattedIssueDateTime>`
          : '') +
        '</ram:InvoiceReferencedDocument>',
    )
    .join('');
  const cleaned = xml.replace(
    /<ram:InvoiceReferencedDocument>[\s\S]*?<\/ram:InvoiceReferencedDocument>\s*/g,
    '',
  );
  if (!references) return cleaned;
  const anchor = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';
  if (!cleaned.includes(anchor)) throw new Error('CII without monetary summation');
  return cleaned.replace(anchor, () => `${anchor}${references}`);
}

/**
 * The library copies currencyID onto line allowance amounts; CII allows it only on TaxTotalAmount
 * (CII-DT-031), so a discounted line would make the file invalid.
 */
const withoutAmountCurrencies = (xml: string): string =>
  xml.replace(/<ram:(\w*Amount) currencyID="[^"]*">/g, (tag, name: string) =>
    name === 'TaxTotalAmount' ? tag : `<ram:${name}>`,
  );

/**
 * CII D16B requires ram:ApplicableHeaderTradeDelivery (between agreement and settlement) even when
 * there is no delivery to describe; the library omits it when an invoice has only a service period
 * (BG-14) and no delivery date, which makes the file schema-invalid.
 */
const withHeaderDelivery = (xml: string): string =>
  /<ram:ApplicableHeaderTradeDelivery[\s/>]/.test(xml)
    ? xml
    : xml.replace(
        '<ram:ApplicableHeaderTradeSettlement>',
        (settlement) => `<ram:ApplicableHeaderTradeDelivery/>${settlement}`,
      );

/**
 * The library writes no seller identifier (BT-29) to CII. A Kleinunternehmer without VAT id and
 * register entry is identified by it alone (BR-CO-26), so without it ZUGFeRD could not be issued.
 * ram:ID and ram:GlobalID come first in ram:SellerTradeParty.
 */
function withSellerIdentifiers(xml: string, model: En16931Invoice): string {
  if (model.seller.identifiers.length === 0 || /<ram:SellerTradeParty>\s*<ram:(ID|GlobalID)[\s>]/.test(xml))
    return xml;
  const ids = model.seller.identifiers.filter((i) => !i.scheme);
  const globalIds = model.seller.identifiers.filter((i) => i.scheme);
  const elements =
    ids.map((i) => `<ram:ID>${escapeXml(i.id)}</ram:ID>`).join('') +
    globalIds
      .map((i) => `<ram:GlobalID schemeID="${escapeXml(i.scheme!)}">${escapeXml(i.id)}</ram:GlobalID>`)
      .join('');
  return xml.replace('<ram:SellerTradeParty>', (party) => `${party}${elements}`);
}

/** The library's CII (plain and inside Factur-X) with the terms it loses written back in. */
export const fixCii = (xml: string, model: En16931Invoice): string =>
  withPrecedingInvoices(
    withPurchaseOrder(withSellerIdentifiers(withHeaderDelivery(withoutAmountCurrencies(xml)), model), model),
    model,
  );

const factory = new FormatFactoryService();

/**
 * One library format run. We call the format service directly instead of InvoiceService: that one
 * compiles the library's whole JSON schema with Ajv on every call (~150 ms), and our own EN 16931 /
 * XRechnung validation checks every written file anyway. The Factur-X path embeds the fixed CII.
 */
async function generate(
  model: En16931Invoice,
  format: 'XRECHNUNG-UBL' | 'XRECHNUNG-CII' | 'Factur-X-EN16931',
  extra: Partial<InvoiceServiceOptions> = {},
  facturX?: { meta: PdfMeta; onEmbeddedXml: (xml: string) => void },
): Promise<string | Uint8Array> {
  const formatter = factory.createFormatService(format, quietLogger) as EInvoiceFormat & FacturXHooks;
  const attach = formatter.attachFacturX?.bind(formatter);
  const addMetadata = formatter.addMetadata?.bind(formatter);
  if (facturX && attach && addMetadata) {
    formatter.attachFacturX = (pdf, options, xml) => {
      const fixed = fixCii(xml, model);
      facturX.onEmbeddedXml(fixed);
      return attach(pdf, options, fixed);
    };
    formatter.addMetadata = (pdf, xmp) => {
      writeInfo(pdf, facturX.meta);
      // XMP is UTF-8 (ISO 16684-1); the library would store the string Latin-1-truncated.
      addMetadata(pdf, new TextEncoder().encode(rewriteXmp(xmp as string, facturX.meta)));
    };
  }
  const invoice = toLibraryInvoice(model);
  formatter.fillInvoiceDefaults(invoice);
  return formatter.generate(invoice, { format: factory.normalizeFormat(format), lang: 'de-de', ...extra });
}

export async function writeUbl(model: En16931Invoice): Promise<string> {
  return (await generate(model, 'XRECHNUNG-UBL')) as string;
}

export async function writeCii(model: En16931Invoice): Promise<string> {
  return fixCii((await generate(model, 'XRECHNUNG-CII')) as string, model);
}

/**
 * Factur-X / ZUGFeRD, profile EN 16931: the given PDF turned into PDF/A-3 with factur-x.xml embedded.
 * Returns the embedded CII too, so it can be validated without extracting it again.
 */
export async function writeFacturX(
  model: En16931Invoice,
  pdf: { bytes: Uint8Array; filename: string; meta: PdfMeta },
): Promise<{ pdf: Uint8Array; xml: string }> {
  let xml = '';
  const result = await generate(
    model,
    'Factur-X-EN16931',
    { pdf: { buffer: pdf.bytes, filename: pdf.filename, mimetype: 'application/pdf' } },
    { meta: pdf.meta, onEmbeddedXml: (embedded) => (xml = embedded) },
  );
  if (!xml) throw new Error('Factur-X ohne eingebettete Rechnung');
  return { pdf: result as Uint8Array, xml };
}
