import type { En16931Invoice } from '../model.ts';
import { InvoiceReadError, parseXml, type Element } from '../xml.ts';
import { readCii } from './read-cii.ts';
import { readUbl } from './read-ubl.ts';

export type ReadResult = { ok: true; invoice: En16931Invoice } | { ok: false; error: string };

const UBL_INVOICE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const UBL_CREDIT_NOTE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2';
const CII_NS = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';

/** Parsed tree plus model; the validator keeps the tree for the syntax rules (parse once). */
export interface ParsedInvoice {
  root: Element;
  invoice: En16931Invoice;
}

export const parseInvoice = (xml: string): ParsedInvoice => {
  const root = parseXml(xml);
  const ns = root.namespaceURI;
  if (root.localName === 'Invoice' && ns === UBL_INVOICE_NS) return { root, invoice: readUbl(root) };
  if (root.localName === 'CreditNote' && ns === UBL_CREDIT_NOTE_NS) return { root, invoice: readUbl(root) };
  if (root.localName === 'CrossIndustryInvoice' && ns === CII_NS) return { root, invoice: readCii(root) };
  throw new InvoiceReadError(
    `Unbekanntes Rechnungsformat: Wurzelelement „${root.localName ?? root.nodeName}“` +
      `${ns ? ` (${ns})` : ''}. Erwartet wird eine UBL-2.1-Rechnung/-Gutschrift oder eine UN/CEFACT-CII-Rechnung (D16B).`,
  );
};

/** Reads UBL 2.1 Invoice/CreditNote or CII D16B into the EN 16931 model; decimals stay as written. */
export const readInvoiceXml = (xml: string): ReadResult => {
  try {
    return { ok: true, invoice: parseInvoice(xml).invoice };
  } catch (error) {
    if (error instanceof InvoiceReadError) return { ok: false, error: error.message };
    throw error;
  }
};
