import {
  CEF_EAS,
  ISO_3166,
  ISO_4217,
  ISO_6523_ICD,
  MIME_CODES,
  TAX_POINT_CODES_CII,
  TAX_POINT_CODES_UBL,
  UNTDID_1001_ALL,
  UNTDID_1001_CREDIT_NOTE,
  UNTDID_1001_INVOICE,
  UNTDID_4461,
  UNTDID_5189,
  UNTDID_5305,
  UNTDID_7143,
  UNTDID_7161,
  VATEX,
} from '../codelists/code-lists.ts';
import { UNTDID_1153 } from '../codelists/reference-codes.ts';
import { UNIT_CODES } from '../codelists/unit-codes.ts';
import type { En16931Invoice, Identifier, PostalAddress } from '../model.ts';
import { countFailing, rule, type Rule, type RuleContext } from './rule.ts';
import { kid, kids, type Element } from '../xml.ts';

const norm = (v: string | undefined) => (v ?? '').trim();
/** Codes are compared after normalize-space, like the Schematron does. */
const inList = (list: ReadonlySet<string>) => (v: string | undefined) => v === undefined || list.has(norm(v));
const schemes = (ids: (Identifier | undefined)[]) =>
  ids.filter((x): x is Identifier => x?.scheme !== undefined).map((x) => x.scheme);

const addresses = (i: En16931Invoice): (PostalAddress | undefined)[] => [
  i.seller.address,
  i.buyer.address,
  i.sellerTaxRepresentative?.address,
  i.delivery?.address,
];

/** CII parties whose ID/GlobalID carry schemes (seller, buyer, payee). */
const ciiParties = (ctx: RuleContext): Element[] => {
  const tx = kid(ctx.root, 'SupplyChainTradeTransaction');
  const agreement = kid(tx, 'ApplicableHeaderTradeAgreement');
  return [
    kid(agreement, 'SellerTradeParty'),
    kid(agreement, 'BuyerTradeParty'),
    kid(kid(tx, 'ApplicableHeaderTradeSettlement'), 'PayeeTradeParty'),
  ].filter((p): p is Element => p !== undefined);
};
const schemesOf = (els: Element[]) =>
  els.map((e) => e.getAttribute('schemeID')).filter((s): s is string => s !== null);

/**
 * Identifiers whose scheme must be an ISO 6523 ICD: BR-CL-10 (party identifiers, SEPA allowed for
 * seller and payee) and BR-CL-11 (registration identifiers). CII binds BR-CL-10 to GlobalID and
 * BR-CL-11 to every ram:ID with a scheme, so with the tree at hand the split follows the elements.
 */
export const partyIdSchemes = (i: En16931Invoice, ctx: RuleContext) => {
  if (i.syntax === 'cii' && ctx.root) {
    return {
      sepaAllowed: [] as string[],
      icdOnly: schemesOf(ciiParties(ctx).flatMap((p) => kids(p, 'GlobalID'))),
    };
  }
  return {
    sepaAllowed: schemes([...i.seller.identifiers, i.payee?.identifier]),
    icdOnly: schemes(i.buyer.identifiers),
  };
};
export const legalIdSchemes = (i: En16931Invoice, ctx: RuleContext) => {
  const legal = schemes([
    i.seller.legalRegistrationId,
    i.buyer.legalRegistrationId,
    i.payee?.legalRegistrationId,
  ]);
  if (i.syntax === 'cii' && ctx.root)
    return [...legal, ...schemesOf(ciiParties(ctx).flatMap((p) => kids(p, 'ID')))];
  return legal;
};
export const standardIdSchemes = (i: En16931Invoice) => schemes(i.lines.map((l) => l.item.standardId));
export const endpointSchemes = (i: En16931Invoice) =>
  schemes([i.seller.electronicAddress, i.buyer.electronicAddress]);
export const deliveryLocationSchemes = (i: En16931Invoice) => schemes([i.delivery?.locationId]);
export const mimeCodes = (i: En16931Invoice) =>
  i.attachments.flatMap((a) => (a.binary?.mimeCode !== undefined ? [a.binary.mimeCode] : []));

const allowanceReasonCodes = (i: En16931Invoice) => [
  ...i.allowances.map((a) => a.reasonCode),
  ...i.lines.flatMap((l) => l.allowances.map((a) => a.reasonCode)),
];
const chargeReasonCodes = (i: En16931Invoice) => [
  ...i.charges.map((a) => a.reasonCode),
  ...i.lines.flatMap((l) => l.charges.map((a) => a.reasonCode)),
];

/** BR-CL-*: coded values must come from the lists EN 16931 names. */
export const codeListRules: Rule[] = [
  rule(
    'BR-CL-01',
    'fatal',
    ['BT-3'],
    'Der Rechnungsartcode (BT-3) muss aus der Codeliste UNTDID 1001 stammen (z. B. 380 Rechnung, 381 Gutschrift).',
    (i) =>
      !inList(
        i.syntax === 'cii'
          ? UNTDID_1001_ALL
          : i.rootKind === 'creditNote'
            ? UNTDID_1001_CREDIT_NOTE
            : UNTDID_1001_INVOICE,
      )(i.typeCode),
  ),
  rule(
    'BR-CL-03',
    'fatal',
    ['BT-5'],
    'Das Attribut currencyID der Beträge muss ein Währungscode nach ISO 4217 sein (z. B. EUR).',
    (_i, ctx) => {
      let n = 0;
      for (const elements of ctx.byName.values()) {
        for (const el of elements) {
          const c = el.getAttribute('currencyID');
          if (c !== null && !ISO_4217.has(c.trim())) n++;
        }
      }
      return n;
    },
  ),
  rule(
    'BR-CL-04',
    'fatal',
    ['BT-5'],
    'Der Währungscode der Rechnung (BT-5) muss ein Code nach ISO 4217 sein (z. B. EUR).',
    (i) => !inList(ISO_4217)(i.currency),
  ),
  rule(
    'BR-CL-05',
    'fatal',
    ['BT-6'],
    'Der Code der Umsatzsteuer-Buchungswährung (BT-6) muss ein Code nach ISO 4217 sein.',
    (i) => !inList(ISO_4217)(i.vatAccountingCurrency),
  ),
  rule(
    'BR-CL-06',
    'fatal',
    ['BT-8'],
    'Der Code für das Datum der Steuerfälligkeit (BT-8) ist nicht zulässig.',
    (i, ctx) =>
      // CII: check the codes as written (UNTDID 2475); the model holds them translated to UNTDID 2005.
      i.syntax === 'cii' && ctx.root
        ? countFailing(ctx.byName.get('DueDateTypeCode') ?? [], (e) =>
            TAX_POINT_CODES_CII.has((e.textContent ?? '').trim()),
          )
        : !inList(TAX_POINT_CODES_UBL)(i.taxPointDateCode),
  ),
  rule(
    'BR-CL-07',
    'fatal',
    ['BT-18', 'BT-128'],
    'Die Schemakennung der Objektkennung (BT-18/BT-128) muss aus der Codeliste UNTDID 1153 stammen.',
    (i) =>
      countFailing(schemes([i.invoicedObjectId, ...i.lines.map((l) => l.objectId)]), inList(UNTDID_1153)),
  ),
  rule(
    'BR-CL-10',
    'fatal',
    ['BT-29', 'BT-46', 'BT-60'],
    'Die Schemakennung einer Partei-Kennung muss aus der Codeliste ISO 6523 ICD stammen.',
    (i, ctx) => {
      const { sepaAllowed, icdOnly } = partyIdSchemes(i, ctx);
      return (
        countFailing(sepaAllowed, (s) => ISO_6523_ICD.has(norm(s)) || norm(s) === 'SEPA') +
        countFailing(icdOnly, inList(ISO_6523_ICD))
      );
    },
  ),
  rule(
    'BR-CL-11',
    'fatal',
    ['BT-30', 'BT-47', 'BT-61'],
    'Die Schemakennung einer Registernummer muss aus der Codeliste ISO 6523 ICD stammen.',
    (i, ctx) => countFailing(legalIdSchemes(i, ctx), inList(ISO_6523_ICD)),
  ),
  rule(
    'BR-CL-13',
    'fatal',
    ['BT-158'],
    'Die Schemakennung der Artikelklassifizierung (BT-158) muss aus der Codeliste UNTDID 7143 stammen.',
    (i) =>
      countFailing(
        i.lines.flatMap((l) => l.item.classifications.map((c) => c.listId)),
        inList(UNTDID_7143),
      ),
  ),
  rule(
    'BR-CL-14',
    'fatal',
    ['BT-40', 'BT-55', 'BT-69', 'BT-80'],
    'Ländercodes in Anschriften müssen Codes nach ISO 3166-1 alpha-2 sein (z. B. DE).',
    (i) =>
      countFailing(
        addresses(i).map((a) => a?.countryCode),
        inList(ISO_3166),
      ),
  ),
  rule(
    'BR-CL-15',
    'fatal',
    ['BT-159'],
    'Das Herkunftsland eines Artikels (BT-159) muss ein Code nach ISO 3166-1 alpha-2 sein.',
    (i) =>
      countFailing(
        i.lines.map((l) => l.item.originCountry),
        inList(ISO_3166),
      ),
  ),
  rule(
    'BR-CL-16',
    'fatal',
    ['BT-81'],
    'Der Code des Zahlungsmittels (BT-81) muss aus der Codeliste UNTDID 4461 stammen (z. B. 58 SEPA-Überweisung).',
    (i) => !inList(UNTDID_4461)(i.paymentInstructions?.meansCode),
  ),
  rule(
    'BR-CL-17',
    'fatal',
    ['BT-118', 'BT-95', 'BT-102'],
    'Umsatzsteuer-Kategoriecodes müssen aus der Codeliste UNTDID 5305 stammen (S, Z, E, AE, K, G, O, L, M).',
    (i) =>
      countFailing(
        [
          ...i.vatBreakdown.map((b) => b.category),
          ...i.allowances.map((a) => a.vatCategory),
          ...i.charges.map((a) => a.vatCategory),
        ],
        inList(UNTDID_5305),
      ),
  ),
  rule(
    'BR-CL-18',
    'fatal',
    ['BT-151'],
    'Der Umsatzsteuer-Kategoriecode einer Position (BT-151) muss aus der Codeliste UNTDID 5305 stammen.',
    (i) =>
      countFailing(
        i.lines.map((l) => l.vat.category),
        inList(UNTDID_5305),
      ),
  ),
  rule(
    'BR-CL-19',
    'fatal',
    ['BT-98', 'BT-140'],
    'Codes für Nachlassgründe müssen aus der Codeliste UNTDID 5189 stammen.',
    (i) => countFailing(allowanceReasonCodes(i), inList(UNTDID_5189)),
  ),
  rule(
    'BR-CL-20',
    'fatal',
    ['BT-105', 'BT-145'],
    'Codes für Zuschlagsgründe müssen aus der Codeliste UNTDID 7161 stammen.',
    (i) => countFailing(chargeReasonCodes(i), inList(UNTDID_7161)),
  ),
  rule(
    'BR-CL-21',
    'fatal',
    ['BT-157'],
    'Die Schemakennung der Standard-Artikelkennung (BT-157) muss aus der Codeliste ISO 6523 ICD stammen (z. B. 0160 für GTIN).',
    (i) => countFailing(standardIdSchemes(i), inList(ISO_6523_ICD)),
  ),
  rule(
    'BR-CL-22',
    'fatal',
    ['BT-121'],
    'Der Befreiungsgrund-Code (BT-121) muss aus der Codeliste VATEX stammen.',
    (i) =>
      countFailing(
        i.vatBreakdown.map((b) => b.exemptionReasonCode),
        (v) => v === undefined || VATEX.has(norm(v).toUpperCase()),
      ),
  ),
  rule(
    'BR-CL-23',
    'fatal',
    ['BT-130', 'BT-150'],
    'Mengeneinheiten (BT-130, BT-150) müssen Codes nach UN/ECE Recommendation 20/21 sein (z. B. C62 Stück, HUR Stunde).',
    (i) =>
      countFailing(
        i.lines.flatMap((l) => [l.unitCode, l.price.baseQuantityUnitCode]),
        inList(UNIT_CODES),
      ),
  ),
  rule(
    'BR-CL-24',
    'fatal',
    ['BT-125'],
    'Der MIME-Code eines Anhangs (BT-125) ist nicht zulässig (erlaubt: PDF, PNG, JPEG, CSV, XLSX, ODS).',
    (i) => countFailing(mimeCodes(i), (m) => MIME_CODES.has(m)),
  ),
  rule(
    'BR-CL-25',
    'fatal',
    ['BT-34', 'BT-49'],
    'Die Schemakennung einer elektronischen Adresse (BT-34, BT-49) muss aus der Codeliste CEF EAS stammen (z. B. EM für E-Mail).',
    (i) => countFailing(endpointSchemes(i), inList(CEF_EAS)),
  ),
  rule(
    'BR-CL-26',
    'fatal',
    ['BT-71'],
    'Die Schemakennung der Lieferortkennung (BT-71) muss aus der Codeliste ISO 6523 ICD stammen.',
    (i) => countFailing(deliveryLocationSchemes(i), inList(ISO_6523_ICD)),
  ),
];
