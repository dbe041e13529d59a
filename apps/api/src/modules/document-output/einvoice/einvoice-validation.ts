import { validateInvoice } from '@kontor/einvoice';
import type { EinvoiceKind, FormatValidation, ValidationFindingView } from '../output-types.ts';

const fatal = (rule_id: string, message: string): FormatValidation => ({
  valid: false,
  findings: [{ rule_id, level: 'fatal', message }],
});

/**
 * EN 16931 validation of one written e-invoice, in the shape the API reports; a file archived as
 * XRechnung must also pass XRechnung 3.0, whatever its CustomizationID says (ZUGFeRD: decided by
 * the CustomizationID). Valid means: no fatal finding.
 */
export function validateXml(xml: string, kind: EinvoiceKind): FormatValidation {
  let result: ReturnType<typeof validateInvoice>;
  try {
    result = validateInvoice(xml, kind === 'zugferd' ? {} : { xrechnung: true });
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
