import { validateInvoice } from '@kontor/einvoice';
import type { EinvoiceKind, FormatValidation, ValidationFindingView } from '../output-types.ts';

const fatal = (rule_id: string, message: string): FormatValidation => ({
  valid: false,
  findings: [{ rule_id, level: 'fatal', message }],
});

/**
 * Validation of one written e-invoice, in the shape the API reports: first its XML Schema (UBL 2.1 is
 * not shipped yet; CII D16B for XRechnung CII, the Factur-X profile schema for ZUGFeRD), then
 * EN 16931; a file archived as XRechnung must also pass XRechnung 3.0, whatever its
 * CustomizationID says (ZUGFeRD: decided by the CustomizationID). Valid means: no fatal finding,
 * so schema-invalid output is never archived.
 */
export function validateXml(xml: string, kind: EinvoiceKind): FormatValidation {
  let result: ReturnType<typeof validateInvoice>;
  try {
    result = validateInvoice(xml, kind === 'zugferd' ? { facturX: true } : { xrechnung: true });
  } catch (error) {
    return fatal('KONTOR-READ', `Die E-Rechnung ist nicht lesbar: ${(error as Error).message}`);
  }
  const findings: ValidationFindingView[] = result.findings.map((f) => ({
    rule_id: f.ruleId,
    level: f.level,
    message: f.message,
  }));
  return { valid: !findings.some((f) => f.level === 'fatal'), findings };
}

/** A writer that failed produces no file; the report says why in German. */
export const writerFailure = (label: string, error: unknown): FormatValidation =>
  fatal(
    'KONTOR-WRITER',
    `${label} konnte nicht erzeugt werden: ${(error as Error)?.message ?? String(error)}`,
  );
