import type { En16931Invoice } from '../model.ts';
import type { Element } from '../xml.ts';

export type FindingLevel = 'fatal' | 'warning' | 'information';

export interface Finding {
  ruleId: string;
  level: FindingLevel;
  /** German explanation a user can act on. */
  message: string;
  /** BT/BG ids the rule is about. */
  path?: string[];
  /** How many places in the invoice break the rule (one finding per rule). */
  count?: number;
}

/** Everything a rule may look at besides the model; built once per validation. */
export interface RuleContext {
  /** Root element when validating XML; syntax rules (UBL-*, CII-*) need it and are skipped without. */
  root?: Element;
  /** All elements by local name, from one walk over the tree. */
  byName: Map<string, Element[]>;
  /** Number of BT-110 amounts in the invoice currency as written (BR-CO-15 wants exactly one). */
  vatTotalCount?: number;
  /** BT-111 amounts as written: UBL TaxTotal without subtotals, CII further TaxTotalAmount (PEPPOL-EN16931-R054). */
  vatTotalOtherCount?: number;
  xrechnung: boolean;
  /** XRechnung extension (BR-DEX-*) customization. */
  extension: boolean;
  /** XRechnung CVD (Clean Vehicles Directive) customization: its own classification scheme. */
  cvd: boolean;
}

export interface Rule {
  id: string;
  level: FindingLevel;
  message: string;
  path?: string[];
  /** Number of violations (true = 1, false = 0). */
  check: (inv: En16931Invoice, ctx: RuleContext) => boolean | number;
}

export const rule = (
  id: string,
  level: FindingLevel,
  path: string[],
  message: string,
  check: Rule['check'],
): Rule => ({ id, level, path, message, check });

/** Counts the items that fail a predicate (rules that hold for each line, breakdown, …). */
export const countFailing = <T>(items: readonly T[], ok: (item: T) => boolean): number =>
  items.reduce((n, item) => (ok(item) ? n : n + 1), 0);
