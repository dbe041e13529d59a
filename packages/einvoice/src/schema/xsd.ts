import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  ParseOption,
  XmlBufferInputProvider,
  XmlDocument,
  XmlLibError,
  XsdValidator,
  xmlRegisterInputProvider,
  type ErrorDetail,
} from 'libxml2-wasm';
import type { Finding } from '../rules/rule.ts';

/**
 * XML Schema step (before the business rules): UN/CEFACT CII D16B for CII and Factur-X's CII
 * subset schema for ZUGFeRD / Factur-X profiles. The schema files ship with this package
 * (`schemas/`, sources in its README); libxml2 (WebAssembly) reads them from memory only — no
 * file system and no network access while validating, and the invoice itself is parsed without
 * DTD loading or entity substitution.
 */

const SCHEMA_DIR = join(import.meta.dirname, '../../schemas');
/** Virtual root the schemas are served under; relative imports resolve against it. */
const ROOT = '/kontor-schemas/';

export type SchemaId =
  | 'cii-d16b'
  | 'factur-x-minimum'
  | 'factur-x-basicwl'
  | 'factur-x-basic'
  | 'factur-x-en16931'
  | 'factur-x-extended';

const ENTRY: Record<SchemaId, string> = {
  'cii-d16b': 'cii-d16b/data/standard/CrossIndustryInvoice_100pD16B.xsd',
  'factur-x-minimum': 'factur-x-1.07.3/Factur-X_1.07.3_MINIMUM.xsd',
  'factur-x-basicwl': 'factur-x-1.07.3/Factur-X_1.07.3_BASICWL.xsd',
  'factur-x-basic': 'factur-x-1.07.3/Factur-X_1.07.3_BASIC.xsd',
  'factur-x-en16931': 'factur-x-1.07.3/Factur-X_1.07.3_EN16931.xsd',
  'factur-x-extended': 'factur-x-1.07.3/Factur-X_1.07.3_EXTENDED.xsd',
};

const SCHEMA_LABEL: Record<SchemaId, string> = {
  'cii-d16b': 'UN/CEFACT CII D16B',
  'factur-x-minimum': 'Factur-X 1.07.3 MINIMUM',
  'factur-x-basicwl': 'Factur-X 1.07.3 BASIC WL',
  'factur-x-basic': 'Factur-X 1.07.3 BASIC',
  'factur-x-en16931': 'Factur-X 1.07.3 EN 16931',
  'factur-x-extended': 'Factur-X 1.07.3 EXTENDED',
};

const CII_NS = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';

/** Parse without DTD loading, entity substitution or network; no recovery from broken XML. */
const PARSE_OPTIONS = ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE;

let provider: XmlBufferInputProvider | undefined;
const validators = new Map<SchemaId, XsdValidator>();

const listFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : path.endsWith('.xsd') ? [path] : [];
  });

/**
 * The D16B files shipped are the "coupled code list" modules: every code is restricted to the
 * UN/CEFACT D16A lists (UNCL 4465 allows only "1"…"24" as allowance reason, so 7161's "TAC" or
 * "FC" fail). The official EN 16931 / XRechnung artefacts use the uncoupled D16B schema, which
 * leaves codes as plain tokens and checks them with the BR-CL-* rules. Dropping the enumeration
 * facets in memory gives exactly that; the files on disk stay unchanged.
 */
const uncouple = (xsd: string): string =>
  xsd
    .replace(/<xsd:enumeration\b[^>]*\/>/g, '')
    .replace(/<xsd:enumeration\b[^>]*>[\s\S]*?<\/xsd:enumeration>/g, '');

/** Registers the shipped schema files (and nothing else) as the only thing libxml2 may open. */
const ensureProvider = () => {
  if (provider) return;
  const files: Record<string, Uint8Array> = {};
  for (const path of listFiles(SCHEMA_DIR)) {
    const name = relative(SCHEMA_DIR, path).split('\\').join('/');
    files[ROOT + name] = name.startsWith('cii-d16b/')
      ? new TextEncoder().encode(uncouple(readFileSync(path, 'utf8')))
      : readFileSync(path);
  }
  provider = new XmlBufferInputProvider(files);
  xmlRegisterInputProvider(provider);
};

/** Compiled once per schema and kept: compiling D16B takes far longer than validating. */
const validatorFor = (id: SchemaId): XsdValidator => {
  const cached = validators.get(id);
  if (cached) return cached;
  ensureProvider();
  const url = ROOT + ENTRY[id];
  const schemaDoc = XmlDocument.fromBuffer(readFileSync(join(SCHEMA_DIR, ENTRY[id])), {
    url,
    option: PARSE_OPTIONS,
  });
  try {
    const validator = XsdValidator.fromDoc(schemaDoc);
    validators.set(id, validator);
    return validator;
  } finally {
    schemaDoc.dispose();
  }
};

/**
 * Which schema a document must meet: Factur-X / ZUGFeRD guideline ids (or `facturX` for a file
 * written as ZUGFeRD) name their profile's schema, every other CII the full D16B schema. UBL has
 * none here yet (see README); undefined means "no schema step".
 */
export const schemaFor = (
  rootName: string,
  rootNamespace: string | null,
  guideline: string | undefined,
  facturX: boolean,
): SchemaId | undefined => {
  if (rootName !== 'CrossIndustryInvoice' || rootNamespace !== CII_NS) return undefined;
  const g = (guideline ?? '').toLowerCase();
  if (g.includes('factur-x.eu') || g.includes('zugferd') || g.includes('urn:ferd:') || facturX) {
    if (g.includes('minimum')) return 'factur-x-minimum';
    if (g.includes('basicwl')) return 'factur-x-basicwl';
    if (g.includes('extended')) return 'factur-x-extended';
    if (g.includes('basic')) return 'factur-x-basic';
    return 'factur-x-en16931';
  }
  return 'cii-d16b';
};

const list = (names: string) =>
  names
    .split(',')
    .map((n) => `„${n.trim().replace(/^\{[^}]*\}/, '')}“`)
    .join(', ');

/** libxml2's wording of the common schema errors in German; anything else stays as libxml2 says it. */
const GERMAN: [RegExp, (...m: string[]) => string][] = [
  [
    /^Element '([^']+)': This element is not expected\. Expected is one of \( (.+) \)\.?$/,
    (el, exp) =>
      `Element „${el}“ ist an dieser Stelle nicht erlaubt; erwartet wird eines von: ${list(exp!)}.`,
  ],
  [
    /^Element '([^']+)': This element is not expected\. Expected is \( (.+) \)\.?$/,
    (el, exp) => `Element „${el}“ ist an dieser Stelle nicht erlaubt; erwartet wird ${list(exp!)}.`,
  ],
  [
    /^Element '([^']+)': This element is not expected\.?$/,
    (el) => `Element „${el}“ ist an dieser Stelle nicht erlaubt.`,
  ],
  [
    /^Element '([^']+)': Missing child element\(s\)\. Expected is one of \( (.+) \)\.?$/,
    (el, exp) => `Im Element „${el}“ fehlt ein Unterelement; erwartet wird eines von: ${list(exp!)}.`,
  ],
  [
    /^Element '([^']+)': Missing child element\(s\)\. Expected is \( (.+) \)\.?$/,
    (el, exp) => `Im Element „${el}“ fehlt ein Unterelement; erwartet wird ${list(exp!)}.`,
  ],
  [
    /^Element '([^']+)': '(.*)' is not a valid value of the (?:atomic|local atomic) type '?([^']*)'?\.?$/,
    (el, value, type) => `Element „${el}“: „${value}“ ist kein gültiger Wert (Datentyp ${type}).`,
  ],
  [
    /^Element '([^']+)', attribute '([^']+)': The attribute '[^']+' is not allowed\.?$/,
    (el, at) => `Element „${el}“: Das Attribut „${at}“ ist nicht erlaubt.`,
  ],
  [
    /^Element '([^']+)': The attribute '([^']+)' is required but missing\.?$/,
    (el, at) => `Element „${el}“: Das Pflichtattribut „${at}“ fehlt.`,
  ],
  [
    /^Element '([^']+)': Character content is not allowed, because the content type is empty\.?$/,
    (el) => `Element „${el}“ darf keinen Text enthalten.`,
  ],
  [
    /^Element '([^']+)': No matching global declaration available for the validation root\.?$/,
    (el) => `Das Wurzelelement „${el}“ passt nicht zu diesem Schema.`,
  ],
];

/** libxml2's message in German where known, with the line ("Zeile 12: …"). */
const describe = (detail: ErrorDetail): string => {
  const raw = detail.message.trim().replace(/\{urn:un:unece:uncefact:data:standard:[A-Za-z]+:100\}/g, '');
  const known = GERMAN.find(([pattern]) => pattern.test(raw));
  const message = known ? known[1](...raw.match(known[0])!.slice(1)) : raw;
  return detail.line > 0 ? `Zeile ${detail.line}: ${message}` : message;
};

/** At most this many schema errors are listed; the rest are counted. */
const MAX_LISTED = 5;

/**
 * Validates the document against the given schema. Returns one fatal finding `XSD` listing the
 * first errors (German frame, libxml2's own wording for the detail), or none when valid.
 */
export const validateSchema = (xml: string, id: SchemaId): Finding[] => {
  // E-invoices have no DOCTYPE; one could only bring entities (XXE, expansion) — refused unread.
  if (/<!DOCTYPE/i.test(xml))
    return [
      {
        ruleId: 'XSD',
        level: 'fatal',
        message: 'Die E-Rechnung enthält eine DOCTYPE-Deklaration; das ist in E-Rechnungen nicht erlaubt.',
      },
    ];
  const validator = validatorFor(id);
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml.replace(/^\uFEFF/, ''), { option: PARSE_OPTIONS });
  } catch (error) {
    const detail = error instanceof XmlLibError ? error.details[0] : undefined;
    return [
      {
        ruleId: 'XSD',
        level: 'fatal',
        message: `Die Datei ist kein gültiges XML-Dokument${detail ? ` (${describe(detail)})` : ''}.`,
      },
    ];
  }
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    if (!(error instanceof XmlLibError) || error.details.length === 0)
      return [
        {
          ruleId: 'XSD',
          level: 'fatal',
          message: `Die E-Rechnung konnte nicht gegen das XML-Schema ${SCHEMA_LABEL[id]} geprüft werden (${
            error instanceof Error ? error.message : String(error)
          }).`,
        },
      ];
    const details = error.details.filter((d) => d.level >= 2);
    const listed = details.slice(0, MAX_LISTED).map(describe);
    const more = details.length > MAX_LISTED ? ` Dazu ${details.length - MAX_LISTED} weitere Fehler.` : '';
    return [
      {
        ruleId: 'XSD',
        level: 'fatal',
        message:
          `Die E-Rechnung entspricht nicht dem XML-Schema ${SCHEMA_LABEL[id]}: ` +
          `${listed.join(' ')}${more}`,
        count: Math.max(1, details.length),
      },
    ];
  } finally {
    doc.dispose();
  }
};
