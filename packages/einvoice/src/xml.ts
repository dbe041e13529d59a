import { DOMParser, type Element } from '@xmldom/xmldom';

/** Thrown for input that is not well-formed XML; the message is German and shown to users. */
export class InvoiceReadError extends Error {}

/** Parses once; every reader and syntax rule works on this tree. */
export const parseXml = (xml: string): Element => {
  let doc;
  try {
    doc = new DOMParser({
      locator: false,
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml.replace(/^\uFEFF/, ''), 'text/xml');
  } catch (error) {
    const raw = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    // xmldom wraps the reason as 'Reporting error "<reason>" caused …'; keep only the reason.
    const detail = /"(.*)" caused/.exec(raw)?.[1] ?? raw;
    throw new InvoiceReadError(`Die Datei ist kein gültiges XML-Dokument (${detail}).`);
  }
  const root = doc.documentElement;
  if (!root) throw new InvoiceReadError('Die Datei ist kein gültiges XML-Dokument (kein Wurzelelement).');
  return root;
};

const ELEMENT_NODE = 1;

/** Child elements by local name (namespace prefixes differ between producers). */
export const kids = (el: Element | undefined, name?: string): Element[] => {
  if (!el) return [];
  const out: Element[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === ELEMENT_NODE && (name === undefined || (n as Element).localName === name)) {
      out.push(n as Element);
    }
  }
  return out;
};

export const kid = (el: Element | undefined, name: string): Element | undefined => {
  if (!el) return undefined;
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === ELEMENT_NODE && (n as Element).localName === name) return n as Element;
  }
  return undefined;
};

/** Follows a path of local names ("Party/PostalAddress/CityName"), first match each step. */
export const at = (el: Element | undefined, path: string): Element | undefined => {
  let cur = el;
  for (const step of path.split('/')) {
    cur = kid(cur, step);
    if (!cur) return undefined;
  }
  return cur;
};

/** All elements reached by a path, every match at every step. */
export const all = (el: Element | undefined, path: string): Element[] => {
  let cur: Element[] = el ? [el] : [];
  for (const step of path.split('/')) cur = cur.flatMap((e) => kids(e, step));
  return cur;
};

/** Text content of an element; undefined when absent, "" when empty. Kept as written (trimmed). */
export const text = (el: Element | undefined): string | undefined =>
  el ? (el.textContent ?? '').trim() : undefined;

export const textAt = (el: Element | undefined, path: string): string | undefined => text(at(el, path));

export const attr = (el: Element | undefined, name: string): string | undefined =>
  el?.hasAttribute(name) ? (el.getAttribute(name) ?? undefined) : undefined;

export type { Element };
