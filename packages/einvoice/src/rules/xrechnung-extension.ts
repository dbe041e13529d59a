import { CEF_EAS_XR_EXT, ISO_6523_ICD_XR_EXT, MIME_CODES_XR_EXT } from '../codelists/code-lists.ts';
import { kid, kids, textAt } from '../xml.ts';
import {
  deliveryLocationSchemes,
  endpointSchemes,
  legalIdSchemes,
  mimeCodes,
  partyIdSchemes,
  standardIdSchemes,
} from './code-list-rules.ts';
import { dec0, decimalsOf, has, round2, sum } from './decimal.ts';
import { countFailing, rule, type Rule } from './rule.ts';

const inExt = (s: string | undefined) => s === undefined || ISO_6523_ICD_XR_EXT.has(s.trim());

/**
 * XRechnung extension (BR-DEX-*): sub invoice lines, third party payments and the DiGA scheme
 * codes XR01–XR03. They replace BR-CL-10/11/21/24/25/26 and BR-CO-16, which KoSIT then reports
 * only as information.
 */
export const xrechnungExtensionRules: Rule[] = [
  rule(
    'BR-DEX-01',
    'fatal',
    ['BT-125'],
    'Der MIME-Code eines Anhangs (BT-125) ist nicht zulässig; in der Extension ist zusätzlich application/xml erlaubt.',
    (i) => countFailing(mimeCodes(i), (m) => MIME_CODES_XR_EXT.has(m)),
  ),
  rule(
    'BR-DEX-02',
    'warning',
    ['BT-131'],
    'Der Nettobetrag einer Position (BT-131) soll der Summe der Nettobeträge ihrer Unterpositionen entsprechen.',
    (_i, ctx) =>
      countFailing(
        [...(ctx.byName.get('InvoiceLine') ?? []), ...(ctx.byName.get('SubInvoiceLine') ?? [])].filter(
          (l) => kids(l, 'SubInvoiceLine').length > 0,
        ),
        (l) =>
          dec0(textAt(l, 'LineExtensionAmount')).eq(
            sum(kids(l, 'SubInvoiceLine').map((s) => textAt(s, 'LineExtensionAmount'))),
          ),
      ),
  ),
  rule(
    'BR-DEX-03',
    'fatal',
    ['BG-DEX-06'],
    'Jede Unterposition (BG-DEX-01) muss genau eine Umsatzsteuerangabe (BG-DEX-06) enthalten.',
    (_i, ctx) =>
      countFailing(
        ctx.byName.get('SubInvoiceLine') ?? [],
        (s) => kids(kid(s, 'Item'), 'ClassifiedTaxCategory').length === 1,
      ),
  ),
  rule(
    'BR-DEX-04',
    'fatal',
    ['BT-29', 'BT-46', 'BT-60'],
    'Die Schemakennung einer Partei-Kennung muss aus ISO 6523 ICD (oder XR01–XR03) stammen.',
    (i, ctx) => {
      const { sepaAllowed, icdOnly } = partyIdSchemes(i, ctx);
      return (
        countFailing(sepaAllowed, (s) => inExt(s) || s?.trim() === 'SEPA') + countFailing(icdOnly, inExt)
      );
    },
  ),
  rule(
    'BR-DEX-05',
    'fatal',
    ['BT-30', 'BT-47', 'BT-61'],
    'Die Schemakennung einer Registernummer muss aus ISO 6523 ICD (oder XR01–XR03) stammen.',
    (i, ctx) => countFailing(legalIdSchemes(i, ctx), inExt),
  ),
  rule(
    'BR-DEX-06',
    'fatal',
    ['BT-157'],
    'Die Schemakennung der Standard-Artikelkennung (BT-157) muss aus ISO 6523 ICD (oder XR01–XR03) stammen.',
    (i) => countFailing(standardIdSchemes(i), inExt),
  ),
  rule(
    'BR-DEX-07',
    'fatal',
    ['BT-34', 'BT-49'],
    'Die Schemakennung einer elektronischen Adresse muss aus der Codeliste CEF EAS (oder XR01–XR03) stammen.',
    (i) => countFailing(endpointSchemes(i), (s) => s === undefined || CEF_EAS_XR_EXT.has(s.trim())),
  ),
  rule(
    'BR-DEX-08',
    'fatal',
    ['BT-71'],
    'Die Schemakennung der Lieferortkennung (BT-71) muss aus ISO 6523 ICD (oder XR01–XR03) stammen.',
    (i) => countFailing(deliveryLocationSchemes(i), inExt),
  ),
  rule(
    'BR-DEX-09',
    'fatal',
    ['BT-115'],
    'Der fällige Betrag (BT-115) muss BT-112 abzüglich BT-113 zuzüglich BT-114 abzüglich der Zahlungen Dritter (BT-DEX-002) entsprechen.',
    (i, ctx) => {
      if (i.syntax !== 'ubl' || !ctx.root) return false;
      const thirdParty = sum((ctx.byName.get('PrepaidPayment') ?? []).map((p) => textAt(p, 'PaidAmount')));
      const left = round2(dec0(i.totals.payable).minus(dec0(i.totals.rounding)));
      const right = round2(dec0(i.totals.taxInclusive).minus(dec0(i.totals.prepaid)).plus(thirdParty));
      return !left.eq(right);
    },
  ),
  rule(
    'BR-DEX-10',
    'fatal',
    ['BT-DEX-001'],
    'Bei einer Zahlung Dritter (BG-DEX-09) muss die Art der Zahlung (BT-DEX-001) angegeben werden.',
    (_i, ctx) => countFailing(ctx.byName.get('PrepaidPayment') ?? [], (p) => has(textAt(p, 'ID'))),
  ),
  rule(
    'BR-DEX-11',
    'fatal',
    ['BT-DEX-002'],
    'Bei einer Zahlung Dritter (BG-DEX-09) muss der Betrag (BT-DEX-002) angegeben werden.',
    (_i, ctx) => countFailing(ctx.byName.get('PrepaidPayment') ?? [], (p) => has(textAt(p, 'PaidAmount'))),
  ),
  rule(
    'BR-DEX-12',
    'fatal',
    ['BT-DEX-003'],
    'Bei einer Zahlung Dritter (BG-DEX-09) muss eine Beschreibung (BT-DEX-003) angegeben werden.',
    (_i, ctx) => countFailing(ctx.byName.get('PrepaidPayment') ?? [], (p) => has(textAt(p, 'InstructionID'))),
  ),
  rule(
    'BR-DEX-13',
    'fatal',
    ['BT-DEX-002'],
    'Der Betrag einer Zahlung Dritter (BT-DEX-002) darf höchstens zwei Nachkommastellen haben.',
    (_i, ctx) =>
      countFailing(ctx.byName.get('PrepaidPayment') ?? [], (p) => decimalsOf(textAt(p, 'PaidAmount')) <= 2),
  ),
  rule(
    'BR-DEX-14',
    'fatal',
    ['BT-DEX-002', 'BT-5'],
    'Die Währung einer Zahlung Dritter (BT-DEX-002) muss der Rechnungswährung (BT-5) entsprechen.',
    (i, ctx) =>
      countFailing(
        ctx.byName.get('PrepaidPayment') ?? [],
        (p) => kid(p, 'PaidAmount')?.getAttribute('currencyID') === i.currency,
      ),
  ),
];

/** KoSIT lowers these to information for the extension because BR-DEX-* replace them. */
export const EXTENSION_LEVEL_OVERRIDES: Record<string, 'information'> = {
  'BR-CL-10': 'information',
  'BR-CL-11': 'information',
  'BR-CL-21': 'information',
  'BR-CL-24': 'information',
  'BR-CL-25': 'information',
  'BR-CL-26': 'information',
  'BR-CO-16': 'information',
};
