import { kid, kids, type Element } from '../xml.ts';
import { countFailing, rule, type Rule, type RuleContext } from './rule.ts';

const lines = (ctx: RuleContext): Element[] => [
  ...(ctx.byName.get('InvoiceLine') ?? []),
  ...(ctx.byName.get('CreditNoteLine') ?? []),
];

/** "A UBL invoice should not include …" (UBL-CR-*): warnings for elements EN 16931 does not use. */
const absent = (id: string, path: (ctx: RuleContext) => Element[], what: string): Rule =>
  rule(
    id,
    'warning',
    [],
    `Das Element ${what} ist in einer EN-16931-Rechnung nicht vorgesehen und sollte entfernt werden.`,
    (_i, ctx) => path(ctx).length > 0,
  );

const under = (els: Element[], path: string): Element[] =>
  path.split('/').reduce((cur, step) => cur.flatMap((e) => kids(e, step)), els);

/** UBL syntax binding rules (UBL-SR-*, UBL-CR-*) the corpus needs; they only run on UBL XML. */
export const ublSyntaxRules: Rule[] = [
  rule(
    'UBL-SR-37',
    'fatal',
    ['BT-147'],
    'Je Rechnungsposition darf höchstens ein Preisnachlass (Price/AllowanceCharge, BT-147) angegeben werden.',
    (_i, ctx) => countFailing(lines(ctx), (l) => kids(kid(l, 'Price'), 'AllowanceCharge').length <= 1),
  ),
  absent(
    'UBL-CR-434',
    (ctx) => under(ctx.byName.get('PaymentMeans') ?? [], 'CreditAccount'),
    'CreditAccount (Kreditkonto in den Zahlungsangaben)',
  ),
  absent(
    'UBL-CR-528',
    (ctx) => under(lines(ctx), 'OrderLineReference/OrderReference'),
    'OrderLineReference/OrderReference (Bestellung je Position)',
  ),
  absent(
    'UBL-CR-635',
    (ctx) => under(lines(ctx), 'Price/AllowanceCharge/MultiplierFactorNumeric'),
    'MultiplierFactorNumeric (Prozentsatz des Preisnachlasses)',
  ),
  absent(
    'UBL-CR-671',
    (ctx) => under(ctx.byName.get('Price') ?? [], 'AllowanceCharge/MultiplierFactorNumeric'),
    'MultiplierFactorNumeric am Preis',
  ),
  absent(
    'UBL-CR-678',
    (ctx) => under(ctx.byName.get('TaxCategory') ?? [], 'ID').filter((e) => e.hasAttribute('schemeID')),
    'schemeID an TaxCategory/ID',
  ),
  absent(
    'UBL-CR-679',
    (ctx) =>
      under(ctx.byName.get('ClassifiedTaxCategory') ?? [], 'ID').filter((e) => e.hasAttribute('schemeID')),
    'schemeID an ClassifiedTaxCategory/ID',
  ),
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
