import type { En16931Invoice } from './model.ts';
import { parseInvoice } from './read/read-invoice.ts';
import { codeListRules } from './rules/code-list-rules.ts';
import { coreRules } from './rules/core.ts';
import { decimalRules } from './rules/decimals.ts';
import { peppolRules } from './rules/peppol.ts';
import type { Finding, FindingLevel, Rule, RuleContext } from './rules/rule.ts';
import { ciiSyntaxRules } from './rules/syntax-cii.ts';
import { ublSyntaxRules } from './rules/syntax-ubl.ts';
import { totalsRules } from './rules/totals.ts';
import { vatCategoryRules } from './rules/vat-categories.ts';
import {
  XRECHNUNG_CIUS_ID,
  XRECHNUNG_CVD_ID,
  XRECHNUNG_EXTENSION_ID,
  xrechnungRules,
} from './rules/xrechnung.ts';
import { EXTENSION_LEVEL_OVERRIDES, xrechnungExtensionRules } from './rules/xrechnung-extension.ts';
import { schemaFor, validateSchema } from './schema/xsd.ts';
import { InvoiceReadError, attr, kid, kids, textAt, type Element } from './xml.ts';

export interface ValidationOptions {
  /** Apply the XRechnung 3.0 rules regardless of BT-24 (default: decided by BT-24). */
  xrechnung?: boolean;
  /**
   * Run the XML Schema step before the rules (default: true). Off only for measuring the rules
   * alone against a Schematron-only oracle.
   */
  schema?: boolean;
  /** The CII was written as ZUGFeRD / Factur-X: validate against its profile's Factur-X schema. */
  facturX?: boolean;
}

export interface ValidationResult {
  /** No finding of level fatal. */
  valid: boolean;
  findings: Finding[];
}

const EN16931_RULES: Rule[] = [
  ...coreRules,
  ...totalsRules,
  ...vatCategoryRules,
  ...decimalRules,
  ...codeListRules,
];
const XRECHNUNG_RULES: Rule[] = [...xrechnungRules, ...peppolRules];

/** One walk over the tree; rules look elements up by local name instead of re-querying. */
const indexByName = (root: Element): Map<string, Element[]> => {
  const map = new Map<string, Element[]>();
  const stack: Element[] = [root];
  while (stack.length > 0) {
    const el = stack.pop()!;
    const name = el.localName ?? el.nodeName;
    const list = map.get(name);
    if (list) list.push(el);
    else map.set(name, [el]);
    for (let c = el.lastChild; c; c = c.previousSibling) if (c.nodeType === 1) stack.push(c as Element);
  }
  return map;
};

/** BT-110 amounts in the invoice currency as written (BR-CO-15, PEPPOL-EN16931-R053). */
const countVatTotals = (root: Element, inv: En16931Invoice): number => {
  if (inv.syntax === 'ubl') {
    return kids(root, 'TaxTotal').filter((t) => attr(kid(t, 'TaxAmount'), 'currencyID') === inv.currency)
      .length;
  }
  const sums = kid(
    kid(kid(root, 'SupplyChainTradeTransaction'), 'ApplicableHeaderTradeSettlement'),
    'SpecifiedTradeSettlementHeaderMonetarySummation',
  );
  const totals = kids(sums, 'TaxTotalAmount');
  return totals.filter((t) => (attr(t, 'currencyID') ?? inv.currency) === inv.currency).length;
};

/** Tax totals beyond BT-110: UBL TaxTotal without subtotals, CII TaxTotalAmount beyond the first. */
const countOtherVatTotals = (root: Element, inv: En16931Invoice): number => {
  if (inv.syntax === 'ubl')
    return kids(root, 'TaxTotal').filter((t) => kids(t, 'TaxSubtotal').length === 0).length;
  const sums = kid(
    kid(kid(root, 'SupplyChainTradeTransaction'), 'ApplicableHeaderTradeSettlement'),
    'SpecifiedTradeSettlementHeaderMonetarySummation',
  );
  return Math.max(0, kids(sums, 'TaxTotalAmount').length - 1);
};

const levelFor = (rule: Rule, ctx: RuleContext): FindingLevel => {
  if (ctx.extension && EXTENSION_LEVEL_OVERRIDES[rule.id]) return EXTENSION_LEVEL_OVERRIDES[rule.id]!;
  if (rule.id === 'BR-CL-13' && ctx.cvd) return 'information';
  if (rule.id === 'UBL-CR-646' || rule.id === 'UBL-CR-470') return ctx.extension ? 'information' : rule.level;
  return rule.level;
};

const run = (rules: Rule[], inv: En16931Invoice, ctx: RuleContext, findings: Finding[]) => {
  for (const r of rules) {
    let result: boolean | number;
    try {
      result = r.check(inv, ctx);
    } catch {
      findings.push({
        ruleId: r.id,
        level: 'warning',
        message: `Die Regel ${r.id} konnte nicht geprüft werden: ${r.message}`,
        path: r.path,
      });
      continue;
    }
    const count = typeof result === 'number' ? result : result ? 1 : 0;
    if (count > 0)
      findings.push({ ruleId: r.id, level: levelFor(r, ctx), message: r.message, path: r.path, count });
  }
};

/**
 * Checks an invoice against its XML Schema (CII D16B, Factur-X profiles; finding `XSD`), then
 * EN 16931 (business rules, code lists, decimals), the syntax rules of
 * UBL/CII when XML is given, and XRechnung 3.0 (BR-DE-*, BR-DEX-*) when BT-24 names it.
 * Parses once; a model given directly skips the syntax rules.
 */
export const validateInvoice = (
  input: string | En16931Invoice,
  options: ValidationOptions = {},
): ValidationResult => {
  let inv: En16931Invoice;
  let root: Element | undefined;
  if (typeof input === 'string') {
    try {
      ({ invoice: inv, root } = parseInvoice(input));
    } catch (error) {
      if (!(error instanceof InvoiceReadError)) throw error;
      return { valid: false, findings: [{ ruleId: 'XML-READ', level: 'fatal', message: error.message }] };
    }
  } else {
    inv = input;
  }
  const customization = inv.customizationId?.trim() ?? '';
  const xrechnung = options.xrechnung ?? customization.startsWith(XRECHNUNG_CIUS_ID);
  const ctx: RuleContext = {
    root,
    byName: root ? indexByName(root) : new Map(),
    vatTotalCount: root ? countVatTotals(root, inv) : undefined,
    vatTotalOtherCount: root ? countOtherVatTotals(root, inv) : undefined,
    xrechnung,
    extension: xrechnung && customization === XRECHNUNG_EXTENSION_ID,
    cvd: xrechnung && customization === XRECHNUNG_CVD_ID,
  };
  const findings: Finding[] = [];
  if (typeof input === 'string' && root && options.schema !== false) {
    const guideline = textAt(root, 'ExchangedDocumentContext/GuidelineSpecifiedDocumentContextParameter/ID');
    const schema = schemaFor(root.localName ?? '', root.namespaceURI, guideline, options.facturX ?? false);
    if (schema) findings.push(...validateSchema(input, schema));
  }
  run(EN16931_RULES, inv, ctx, findings);
  if (root) run(inv.syntax === 'ubl' ? ublSyntaxRules : ciiSyntaxRules, inv, ctx, findings);
  if (xrechnung) run(XRECHNUNG_RULES, inv, ctx, findings);
  if (ctx.extension) run(xrechnungExtensionRules, inv, ctx, findings);
  return { valid: !findings.some((f) => f.level === 'fatal'), findings };
};
