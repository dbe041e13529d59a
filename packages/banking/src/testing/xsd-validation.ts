import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';

const SCHEMAS = join(import.meta.dirname, '../../test-schemas');

/**
 * Validates XML against one of the ISO 20022 schemas in test-schemas/ (libxml2 compiled to
 * WebAssembly: no system library needed). Returns libxml2's messages, empty when valid.
 */
export function validateAgainstSchema(xml: string, schema: 'pain.001.001.09' | 'pain.008.001.08'): string[] {
  const xsd = XmlDocument.fromString(readFileSync(join(SCHEMAS, `${schema}.xsd`), 'utf8'));
  const validator = XsdValidator.fromDoc(xsd);
  const doc = XmlDocument.fromString(xml);
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    if (error instanceof XmlValidateError) return error.details.map((d) => d.message.trim());
    throw error;
  } finally {
    doc.dispose();
    validator.dispose();
    xsd.dispose();
  }
}

/** Text of every node an XPath (with prefix `p` for the document namespace) selects. */
export function selectTexts(xml: string, xpath: string): string[] {
  const doc = XmlDocument.fromString(xml);
  try {
    const ns = doc.root.namespaceUri;
    return doc.find(xpath, { p: ns }).map((n) => n.content);
  } finally {
    doc.dispose();
  }
}
