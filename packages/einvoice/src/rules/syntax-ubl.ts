import { kid, kids, type Element } from '../xml.ts';
import { countFailing, rule, type Rule, type RuleContext } from './rule.ts';

const lines = (ctx: RuleContext): Element[] => [
  ...(ctx.byName.get('InvoiceLine') ?? []),
  ...(ctx.byName.get('CreditNoteLine') ?? []),
];

/** UBL syntax binding rules (UBL-SR-*, UBL-CR-*) the corpus needs; they only run on UBL XML. */
export const ublSyntaxRules: Rule[] = [
  rule(
    'UBL-SR-48',
    'fatal',
    ['BG-30'],
    'Jede Rechnungsposition muss genau eine Umsatzsteuerkategorie (ClassifiedTaxCategory, BG-30) haben.',
    (_i, ctx) => countFailing(lines(ctx), (l) => kids(kid(l, 'Item'), 'ClassifiedTaxCategory').length === 1),
  ),
  rule(
    'UBL-SR-53',
    'fatal',
    ['BT-31', 'BT-32'],
    'Zu jedem Steuerschema (PartyTaxScheme) muss die Steuernummer bzw. USt-ID (CompanyID) angegeben werden.',
    (_i, ctx) =>
      countFailing(ctx.byName.get('PartyTaxScheme') ?? [], (p) => kid(p, 'CompanyID') !== undefined),
  ),
  rule(
    'UBL-CR-001',
    'warning',
    [],
    'Eine UBL-Rechnung sollte keine Erweiterungen (UBLExtensions) enthalten.',
    (_i, ctx) => kid(ctx.root, 'UBLExtensions') !== undefined,
  ),
  rule(
    'UBL-CR-470',
    'warning',
    [],
    'Eine UBL-Rechnung sollte keine Vorauszahlungen Dritter (PrepaidPayment) enthalten.',
    (_i, ctx) => kids(ctx.root, 'PrepaidPayment').length > 0,
  ),
  rule(
    'UBL-CR-646',
    'fatal',
    [],
    'Eine UBL-Rechnung darf keine Unterpositionen (SubInvoiceLine) enthalten; diese sind nur in der XRechnung-Extension erlaubt.',
    (_i, ctx) => lines(ctx).some((l) => kid(l, 'SubInvoiceLine') !== undefined),
  ),
];
