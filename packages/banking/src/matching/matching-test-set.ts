import type { MatchableTransaction, OpenItem } from './matching-model.ts';

/**
 * A small German company's open items and one month of bank transactions, each with the answer a
 * bookkeeper gave by hand (`expected`: the items it pays; empty = belongs to no open item).
 * Used to measure how often the top suggestion is right.
 */

interface Partner {
  name: string;
  number: string;
  ibans: string[];
}

const customers: Record<string, Partner> = {
  kunde: { name: 'Kunde AG', number: '10001', ibans: ['DE02120300000000202051'] },
  mueller: { name: 'Müller & Söhne GmbH', number: '10002', ibans: ['DE89370400440532013000'] },
  gross: { name: 'Bäckerei Groß', number: '10003', ibans: ['DE02100100100006820101'] },
  schmidt: { name: 'Schmidt IT-Service', number: '10004', ibans: ['DE75512108001245126199'] },
  weber: { name: 'Weber Logistik KG', number: '10005', ibans: ['AT611904300234573201'] },
  fischer: { name: 'Fischer Events', number: '10006', ibans: [] },
  hofmann: { name: 'Praxis Dr. Hofmann', number: '10007', ibans: ['DE12500105170648489890'] },
  zimmermann: { name: 'Zimmermann Bau GmbH', number: '10008', ibans: ['DE91100000000123456789'] },
  becker: { name: 'Becker Gartenbau', number: '10009', ibans: ['DE68210501700012345678'] },
  klein: { name: 'Klein & Partner Steuerberatung', number: '10010', ibans: ['DE27100777770209299700'] },
};

const vendors: Record<string, Partner> = {
  weiss: { name: 'Bürobedarf Weiß e.K.', number: '70001', ibans: ['DE44500105175407324931'] },
  stadtwerke: { name: 'Stadtwerke Musterstadt GmbH', number: '70002', ibans: ['DE60300209000000001234'] },
  software: { name: 'Softwarehaus Nord GmbH', number: '70003', ibans: ['DE37200400600526020200'] },
  druck: { name: 'Druckerei Lange', number: '70004', ibans: ['DE21300606010101010101'] },
};

const item = (
  targetId: string,
  partner: Partner,
  number: string,
  openAmount: string,
  documentDate: string,
  extra: Partial<OpenItem> = {},
): OpenItem => ({
  targetType: 'document',
  targetId,
  kind: 'invoice',
  number,
  partnerNumber: partner.number,
  partnerName: partner.name,
  partnerIbans: partner.ibans,
  openAmount,
  skontoAmount: null,
  skontoDeadline: null,
  skontoPercent: null,
  documentDate,
  dueDate: null,
  endToEndIds: [],
  ...extra,
});

const incoming = (
  targetId: string,
  partner: Partner,
  number: string,
  openAmount: string,
  documentDate: string,
  extra: Partial<OpenItem> = {},
) => item(targetId, partner, number, openAmount, documentDate, { targetType: 'incoming_invoice', ...extra });

const skonto = (amount: string, deadline: string, percent = '2'): Partial<OpenItem> => ({
  skontoAmount: amount,
  skontoDeadline: deadline,
  skontoPercent: percent,
});

export const openItems: OpenItem[] = [
  item('d101', customers.kunde!, 'RE-2026-0101', '1190.00', '2026-10-20'),
  item('d102', customers.mueller!, 'RE-2026-0102', '2380.00', '2026-10-21'),
  item('d103', customers.gross!, 'RE-2026-0103', '89.25', '2026-10-22'),
  item('d104', customers.schmidt!, 'RE-2026-0104', '4165.00', '2026-10-23'),
  item('d105', customers.weber!, 'RE-2026-0105', '595.00', '2026-10-24'),
  item('d106', customers.fischer!, 'RE-2026-0106', '1785.00', '2026-10-25'),
  item('d107', customers.hofmann!, 'RE-2026-0107', '238.00', '2026-10-26'),
  item('d108', customers.zimmermann!, 'RE-2026-0108', '11900.00', '2026-10-27'),
  item('d109', customers.becker!, 'RE-2026-0109', '476.00', '2026-10-28'),
  item('d110', customers.klein!, 'RE-2026-0110', '714.00', '2026-10-29'),
  // Skonto: 2 % within 10 days
  item('d111', customers.kunde!, 'RE-2026-0111', '1000.00', '2026-11-02', skonto('980.00', '2026-11-12')),
  item('d112', customers.mueller!, 'RE-2026-0112', '2500.00', '2026-11-03', skonto('2450.00', '2026-11-13')),
  item('d113', customers.schmidt!, 'RE-2026-0113', '350.00', '2026-11-04', skonto('343.00', '2026-11-14')),
  item(
    'd114',
    customers.zimmermann!,
    'RE-2026-0114',
    '5950.00',
    '2026-11-05',
    skonto('5771.50', '2026-11-15', '3'),
  ),
  item('d115', customers.becker!, 'RE-2026-0115', '1200.00', '2026-11-01', skonto('1176.00', '2026-11-08')),
  item('d116', customers.hofmann!, 'RE-2026-0116', '600.00', '2026-11-02', skonto('588.00', '2026-11-09')),
  // partial payments
  item('d121', customers.weber!, 'RE-2026-0121', '3000.00', '2026-10-15'),
  item('d122', customers.fischer!, 'RE-2026-0122', '1500.00', '2026-10-16'),
  item('d123', customers.klein!, 'RE-2026-0123', '900.00', '2026-10-17'),
  item('d124', customers.gross!, 'RE-2026-0124', '1200.00', '2026-10-18'),
  // several invoices paid at once
  item('d131', customers.kunde!, 'RE-2026-0131', '300.00', '2026-10-01'),
  item('d132', customers.kunde!, 'RE-2026-0132', '450.00', '2026-10-05'),
  item('d133', customers.kunde!, 'RE-2026-0133', '125.50', '2026-10-09'),
  item('d134', customers.mueller!, 'RE-2026-0134', '1000.00', '2026-11-01', skonto('980.00', '2026-11-20')),
  item('d135', customers.mueller!, 'RE-2026-0135', '500.00', '2026-11-02', skonto('490.00', '2026-11-20')),
  item('d136', customers.becker!, 'RE-2026-0136', '210.00', '2026-10-02'),
  item('d137', customers.becker!, 'RE-2026-0137', '330.00', '2026-10-03'),
  item('d138', customers.hofmann!, 'RE-2026-0138', '150.00', '2026-10-04'),
  item('d139', customers.hofmann!, 'RE-2026-0139', '275.00', '2026-10-06'),
  // same customer, same amount, different invoices
  item('d141', customers.zimmermann!, 'RE-2026-0141', '500.00', '2026-09-01'),
  item('d142', customers.zimmermann!, 'RE-2026-0142', '500.00', '2026-10-01'),
  item('d143', customers.zimmermann!, 'RE-2026-0143', '500.00', '2026-11-01'),
  item('d144', customers.schmidt!, 'RE-2026-0144', '99.00', '2026-09-15'),
  item('d145', customers.schmidt!, 'RE-2026-0145', '99.00', '2026-10-15'),
  // amount and IBAN only
  item('d151', customers.klein!, 'RE-2026-0151', '1428.00', '2026-10-10'),
  item('d152', customers.weber!, 'RE-2026-0152', '2261.00', '2026-10-11'),
  item('d153', customers.gross!, 'RE-2026-0153', '63.90', '2026-10-12'),
  item('d154', customers.fischer!, 'RE-2026-0154', '833.00', '2026-10-13'),
  // credit notes: we pay back
  item('d161', customers.kunde!, 'GS-2026-0001', '119.00', '2026-11-05', { kind: 'credit_note' }),
  item('d162', customers.becker!, 'GS-2026-0002', '47.60', '2026-11-06', { kind: 'credit_note' }),
  item('d163', customers.klein!, 'GS-2026-0003', '238.00', '2026-11-07', { kind: 'credit_note' }),
  // incoming invoices (vendors' numbers), paid by our SEPA transfers
  incoming('i201', vendors.weiss!, 'RG/2026-ÄB_0815', '356.81', '2026-11-01', {
    endToEndIds: ['RG/2026-AeB-0815'],
  }),
  incoming('i202', vendors.stadtwerke!, '4711-2026', '1250.00', '2026-11-02'),
  incoming('i203', vendors.software!, 'SW-99871', '2975.00', '2026-11-03', {
    ...skonto('2915.50', '2026-11-17'),
    endToEndIds: ['SW-99871'],
  }),
  incoming('i204', vendors.druck!, '2026/1188', '642.60', '2026-11-04'),
  incoming('i205', vendors.druck!, '2026/1189', '642.60', '2026-11-05'),
  incoming('i206', vendors.weiss!, 'RG/2026-ÄB_0901', '89.90', '2026-11-06'),
  // supplier payments: Skonto late, partial, one transfer for two invoices, IBAN only, a vendor's credit note
  incoming('i207', vendors.software!, 'SW-99902', '1190.00', '2026-10-20', skonto('1166.20', '2026-11-03')),
  incoming('i208', vendors.stadtwerke!, '4712-2026', '3600.00', '2026-11-01'),
  incoming('i209', vendors.druck!, '2026/1201', '119.00', '2026-11-10'),
  incoming('i210', vendors.druck!, '2026/1202', '238.00', '2026-11-11'),
  incoming('i211', vendors.weiss!, 'RG/2026-ÄB_0933', '412.34', '2026-11-08'),
  incoming('i212', vendors.software!, 'GS-SW-0042', '59.50', '2026-11-09', { kind: 'credit_note' }),
  // distractors nobody pays this month
  item('d171', customers.kunde!, 'RE-2026-0171', '2500.00', '2026-11-10'),
  item('d172', customers.mueller!, 'RE-2026-0172', '49.90', '2026-11-11'),
  item('d173', customers.weber!, 'RE-2026-0173', '1190.00', '2026-11-12'),
];

export interface LabelledTransaction extends MatchableTransaction {
  /** Target ids a bookkeeper allocated; empty = no open item. */
  expected: string[];
  case: string;
}

let serial = 0;
const tx = (
  testCase: string,
  expected: string[],
  amount: string,
  bookingDate: string,
  counterparty: Partner | { name: string; ibans: string[] },
  purpose: string,
  endToEndId: string | null = null,
): LabelledTransaction => ({
  id: `t${++serial}`,
  case: testCase,
  expected,
  amount,
  bookingDate,
  counterpartyName: counterparty.name,
  counterpartyIban: counterparty.ibans[0] ?? null,
  purpose,
  endToEndId,
});

const c = customers;
const v = vendors;
const stranger = (name: string, iban: string) => ({ name, ibans: [iban] });
// What MT940 makes of names: capitals, no umlauts, cut at 27 characters.
const mt940Name = (p: Partner) => ({
  name: p.name.toUpperCase().replace('Ü', 'UE').replace('Ö', 'OE').replace('&', '+').slice(0, 27),
  ibans: [],
});

export const labelledTransactions: LabelledTransaction[] = [
  tx('number, exact', ['d101'], '1190.00', '2026-11-03', c.kunde!, 'RE-2026-0101'),
  tx('number, exact', ['d102'], '2380.00', '2026-11-04', c.mueller!, 'Rechnung RE 2026 0102 vom 21.10.2026'),
  tx('number, exact', ['d103'], '89.25', '2026-11-04', c.gross!, 're20260103'),
  tx('number, exact', ['d104'], '4165.00', '2026-11-05', c.schmidt!, 'RE-2026-104 Wartung Oktober'),
  tx('number, exact', ['d105'], '595.00', '2026-11-05', c.weber!, 'Rg. 2026-0105'),
  tx('number, exact', ['d106'], '1785.00', '2026-11-06', c.fischer!, 'SVWZ+RE-2026-0106 Veranstaltung'),
  tx(
    'number, exact',
    ['d107'],
    '238.00',
    '2026-11-06',
    c.hofmann!,
    'Ihre Rechnung Nr. RE/2026/0107 Kd-Nr 10007',
  ),
  tx('number, exact', ['d108'], '11900.00', '2026-11-07', c.zimmermann!, 'Abschlag RE2026-0108'),
  tx('number, exact', ['d109'], '476.00', '2026-11-07', c.becker!, 'RE-2026-0109, Danke'),
  tx('number, exact', ['d110'], '714.00', '2026-11-08', c.klein!, 'Beleg RE-2026-0110'),
  tx('Skonto within period', ['d111'], '980.00', '2026-11-10', c.kunde!, 'RE-2026-0111 abzgl. 2% Skonto'),
  tx('Skonto within period', ['d112'], '2450.00', '2026-11-12', c.mueller!, 'RE-2026-0112'),
  tx('Skonto within period', ['d113'], '343.00', '2026-11-13', c.schmidt!, 'Rechnung 2026-0113 Skonto'),
  tx('Skonto within period', ['d114'], '5771.50', '2026-11-15', c.zimmermann!, 'RE-2026-0114 -3% Skonto'),
  tx('Skonto after period', ['d115'], '1176.00', '2026-11-20', c.becker!, 'RE-2026-0115'),
  tx('Skonto after period', ['d116'], '588.00', '2026-11-18', c.hofmann!, 'Rechnung RE-2026-0116'),
  tx('partial', ['d121'], '1000.00', '2026-11-02', c.weber!, '1. Rate RE-2026-0121'),
  tx('partial', ['d121'], '1000.00', '2026-11-16', c.weber!, '2. Rate RE-2026-0121'),
  tx('partial', ['d122'], '500.00', '2026-11-09', c.fischer!, 'Anzahlung auf RE-2026-0122'),
  tx('partial', ['d123'], '450.00', '2026-11-11', c.klein!, 'RE-2026-0123 Teilbetrag'),
  tx('partial', ['d124'], '1000.00', '2026-11-12', c.gross!, 'RE 2026 0124'),
  tx(
    '1:N with numbers',
    ['d131', 'd132', 'd133'],
    '875.50',
    '2026-11-14',
    c.kunde!,
    'RE-2026-0131, RE-2026-0132, RE-2026-0133',
  ),
  tx(
    '1:N with numbers',
    ['d134', 'd135'],
    '1470.00',
    '2026-11-15',
    c.mueller!,
    'RE-2026-0134 und RE-2026-0135 abzgl. Skonto',
  ),
  tx(
    '1:N with numbers',
    ['d136', 'd137'],
    '540.00',
    '2026-11-15',
    c.becker!,
    'Rechnungen 2026-0136 2026-0137',
  ),
  tx(
    '1:N with numbers, partial',
    ['d138', 'd139'],
    '300.00',
    '2026-11-16',
    c.hofmann!,
    'RE-2026-0138 RE-2026-0139 Teilzahlung',
  ),
  tx('1:N by sum, no numbers', ['d144', 'd145'], '198.00', '2026-11-17', c.schmidt!, 'Zahlung offene Posten'),
  tx('same customer and amount', ['d142'], '500.00', '2026-11-03', c.zimmermann!, 'RE-2026-0142'),
  tx('same customer and amount', ['d143'], '500.00', '2026-11-19', c.zimmermann!, 'Rechnung 2026-0143'),
  tx('same customer and amount', ['d141'], '500.00', '2026-11-20', c.zimmermann!, 'RE-2026-0141 Mahnung'),
  tx('same customer and amount', ['d145'], '99.00', '2026-11-05', c.schmidt!, 'RE-2026-0145 Lizenz'),
  tx('amount and IBAN', ['d151'], '1428.00', '2026-11-09', c.klein!, 'Honorar Oktober'),
  tx('amount and IBAN', ['d152'], '2261.00', '2026-11-10', c.weber!, 'Transport 44/2026'),
  tx('amount and IBAN', ['d153'], '63.90', '2026-11-11', c.gross!, 'Brötchenlieferung'),
  tx('amount and name (MT940)', ['d154'], '833.00', '2026-11-12', mt940Name(c.fischer!), 'Zahlung'),
  tx('amount and name (MT940)', ['d110'], '714.00', '2026-11-13', mt940Name(c.klein!), 'Ueberweisung'),
  tx(
    'customer number and amount',
    ['d153'],
    '63.90',
    '2026-11-14',
    stranger('Groß, Erika', 'DE44500105175407324000'),
    'Kd-Nr. 10003',
  ),
  tx(
    'customer number and amount',
    ['d152'],
    '2261.00',
    '2026-11-15',
    stranger('Spedition Weber', 'DE44500105175407324001'),
    'Kundennummer 10005',
  ),
  tx('tolerance', ['d105'], '594.70', '2026-11-16', c.weber!, 'RE-2026-0105 abzgl. Gebühr'),
  tx('tolerance', ['d109'], '475.80', '2026-11-16', c.becker!, 'RE-2026-0109'),
  tx('refund of credit note', ['d161'], '-119.00', '2026-11-10', c.kunde!, 'Gutschrift GS-2026-0001'),
  tx('refund of credit note', ['d162'], '-47.60', '2026-11-11', c.becker!, 'GS 2026 0002 Erstattung'),
  tx('refund of credit note', ['d163'], '-238.00', '2026-11-12', c.klein!, 'Erstattung'),
  tx(
    'our transfer to a vendor',
    ['i201'],
    '-356.81',
    '2026-11-05',
    v.weiss!,
    'Rechnung RG/2026-AeB-0815',
    'RG/2026-AeB-0815',
  ),
  tx(
    'our transfer to a vendor',
    ['i202'],
    '-1250.00',
    '2026-11-06',
    v.stadtwerke!,
    'Rechnung 4711-2026 Abschlag',
    'NOTPROVIDED',
  ),
  tx(
    'our transfer to a vendor',
    ['i203'],
    '-2915.50',
    '2026-11-10',
    v.software!,
    'SW-99871 abzgl. 2% Skonto',
    'SW-99871',
  ),
  tx('our transfer to a vendor', ['i204'], '-642.60', '2026-11-07', v.druck!, 'RE 2026/1188'),
  tx('our transfer to a vendor', ['i205'], '-642.60', '2026-11-08', v.druck!, 'RE 2026/1189'),
  tx('our transfer to a vendor', ['i206'], '-89.90', '2026-11-09', mt940Name(v.weiss!), 'RG/2026-AEB-0901'),
  tx(
    'supplier: Skonto after period',
    ['i207'],
    '-1166.20',
    '2026-11-12',
    v.software!,
    'SW-99902 abzgl. 2% Skonto',
    'SW-99902',
  ),
  tx('supplier: partial', ['i208'], '-1200.00', '2026-11-15', v.stadtwerke!, 'Abschlag 1/3 zu 4712-2026'),
  tx(
    'supplier: one transfer for two invoices',
    ['i209', 'i210'],
    '-357.00',
    '2026-11-18',
    v.druck!,
    'RE 2026/1201 und 2026/1202',
  ),
  tx('supplier: amount and IBAN', ['i211'], '-412.34', '2026-11-19', v.weiss!, 'Bueromaterial Oktober'),
  tx(
    'supplier: refund of a credit note',
    ['i212'],
    '59.50',
    '2026-11-20',
    v.software!,
    'Gutschrift GS-SW-0042',
  ),
  tx('typo in the number, amount and IBAN', ['d101'], '1190.00', '2026-11-21', c.kunde!, 'RE-2026-0l01'),
  tx(
    'paid by someone else, number given',
    ['d104'],
    '4165.00',
    '2026-11-21',
    stranger('Schmidt Holding GmbH', 'DE11500105170000000009'),
    'fuer Schmidt IT RE-2026-0104',
  ),
  tx('number only in the end-to-end id', ['d107'], '238.00', '2026-11-22', c.hofmann!, '', 'RE-2026-0107'),
  tx(
    'no match: returned direct debit',
    [],
    '-980.00',
    '2026-11-23',
    c.kunde!,
    'RUECKLASTSCHRIFT RE-2026-0111 MD06',
  ),
  tx(
    'no match',
    [],
    '-3250.00',
    '2026-11-28',
    stranger('Max Mitarbeiter', 'DE11500105170000000001'),
    'Gehalt November',
  ),
  tx(
    'no match',
    [],
    '-12.90',
    '2026-11-30',
    stranger('Sparkasse Musterstadt', 'DE11500105170000000002'),
    'Kontoführung November',
  ),
  tx(
    'no match',
    [],
    '-1190.00',
    '2026-11-10',
    stranger('Finanzamt Musterstadt', 'DE11500105170000000003'),
    'USt-VA 10/2026 St-Nr 123/456/78901',
  ),
  tx('no match', [], '250.00', '2026-11-11', stranger('Unbekannt Hans', 'DE11500105170000000004'), 'Spende'),
  tx(
    'no match',
    [],
    '1190.00',
    '2026-11-12',
    stranger('Erbengemeinschaft Roth', 'DE11500105170000000005'),
    'Miete Garage',
  ),
  tx(
    'no match',
    [],
    '-850.00',
    '2026-11-01',
    stranger('Vermieter Immobilien GmbH', 'DE11500105170000000006'),
    'Miete November Büro',
  ),
  tx(
    'no match',
    [],
    '33.33',
    '2026-11-20',
    stranger('PayPal Europe', 'LU89751000135104200E'),
    'Auszahlung 4711 0815',
  ),
];
