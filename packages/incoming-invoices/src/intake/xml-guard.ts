/**
 * Refuses XML that could attack the parser before any parser sees it: a DTD can declare
 * external entities (file or network access) or entity bombs, and deep nesting or huge
 * files exhaust memory. E-invoices (UBL, CII) never need a DTD and nest about 10 levels.
 * This is a scan of the tag structure, not a parser: the readers of @kontor/einvoice do that.
 */
export const XML_MAX_BYTES = 20 * 1024 * 1024;
export const XML_MAX_DEPTH = 64;

/** Comments, CDATA, processing instructions, declarations and tags (quoted attributes may hold '>'). */
const MARKUP =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<![^>]*>|<(\/?)[^\s/>!?]+(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

export type XmlGuardResult = { ok: true } | { ok: false; error: string };

export const checkXmlSafety = (xml: string, byteLength = xml.length): XmlGuardResult => {
  if (byteLength > XML_MAX_BYTES) {
    return {
      ok: false,
      error: `Die XML-Datei ist zu groß (${(byteLength / 1024 / 1024).toFixed(1)} MB, höchstens ${XML_MAX_BYTES / 1024 / 1024} MB).`,
    };
  }
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml)) {
    return {
      ok: false,
      error:
        'Die XML-Datei enthält eine Dokumenttyp-Deklaration (DOCTYPE/ENTITY). Aus Sicherheitsgründen werden solche Dateien nicht verarbeitet; E-Rechnungen brauchen sie nicht.',
    };
  }
  let depth = 0;
  for (const match of xml.matchAll(MARKUP)) {
    const [, closing, selfClosing] = match;
    if (closing === undefined) continue; // comment, CDATA, PI or declaration
    if (closing === '/') depth--;
    else if (selfClosing !== '/' && ++depth > XML_MAX_DEPTH) {
      return {
        ok: false,
        error: `Die XML-Datei ist zu tief verschachtelt (mehr als ${XML_MAX_DEPTH} Ebenen). Eine E-Rechnung hat diese Struktur nicht.`,
      };
    }
  }
  return { ok: true };
};
