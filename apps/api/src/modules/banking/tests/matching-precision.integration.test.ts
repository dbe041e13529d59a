import { buildCamt053, type Camt053Entry } from '@kontor/banking';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createFinalized,
  draft,
  item,
  setSellerData,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { caller } from '../../../test/http-caller.ts';
import { multipart } from '../../../test/multipart.ts';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

// The matching engine's test set through the real path: invoices and customers in the database,
// a CAMT file through the import, suggestions from GET /api/bank-transactions. Every transaction
// carries the answer a bookkeeper gives (the invoices it pays; none = no open item fits).

const t = useTestAppWithTenant();
let call: Call;
let token: string;

const ACCOUNT_IBAN = 'DE44500105175407324931';
const BOOKED = '2026-11-10'; // inside the 14-day Skonto period of invoices dated 2026-11-02

interface Invoice {
  id: number;
  number: string;
  customer: { name: string; number: string; iban: string };
}
interface Case {
  kind: string;
  entry: Camt053Entry;
  /** Ids of the invoices the transaction pays (several: 1:N); empty: no match. */
  expected: number[];
}

const customerIbans = [
  'DE02120300000000202051',
  'DE89370400440532013000',
  'DE02100100100006820101',
  'DE75512108001245126199',
  'DE12500105170648489890',
  'DE91100000000123456789',
  'DE68210501700012345678',
  'DE27100777770209299700',
];
const names = [
  'Kunde AG',
  'Müller & Söhne GmbH',
  'Bäckerei Groß',
  'Schmidt IT-Service',
  'Praxis Dr. Hofmann',
  'Zimmermann Bau GmbH',
  'Becker Gartenbau',
  'Klein & Partner Steuerberatung',
];

/** Gross = net × 1.19: `net` chosen per invoice so that amounts differ unless a case wants them equal. */
async function invoice(customer: Invoice['customer'] & { id: number }, net: string, skonto = false) {
  const created = await createFinalized(
    call,
    draft(customer.id, {
      lines: [item({ unit_price: net })],
      ...(skonto && { skonto_percent: '2', skonto_days: 14 }),
    }),
  );
  return { id: created.id, number: created.number, customer } satisfies Invoice;
}

const cases: Case[] = [];

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  token = await signInAs(t.app, t.tenant.admin);
  call = caller(t.app, token);
  const customers: (Invoice['customer'] & { id: number })[] = [];
  for (const [i, name] of names.entries()) {
    const created = await createCustomer(call, { company_name: name, iban: customerIbans[i] });
    customers.push({ id: created.id, name, number: created.number, iban: customerIbans[i]! });
  }
  const c = (i: number) => customers[i % customers.length]!;
  const gross = (net: number) => (Math.round(net * 119) / 100).toFixed(2);
  let net = 100;
  const nextNet = () => (net += 7.5);
  const pay = (amount: string, purpose: string, who: Invoice['customer'] | null, iban = who?.iban) => ({
    amount,
    bookingDate: BOOKED,
    purpose,
    ...(who && { counterpartyName: who.name }),
    ...(iban && { counterpartyIban: iban }),
  });

  // 1. invoice number in the purpose, exact amount (12)
  for (let i = 0; i < 12; i++) {
    const n = nextNet();
    const inv = await invoice(c(i), n.toFixed(2));
    const purpose = [`Rechnung ${inv.number}`, `RG ${inv.number.toLowerCase()}`, `${inv.number} Danke`][
      i % 3
    ]!;
    cases.push({ kind: 'exact', entry: pay(gross(n), purpose, inv.customer), expected: [inv.id] });
  }
  // 2. Skonto amount paid within the period (8)
  for (let i = 0; i < 8; i++) {
    const n = nextNet();
    const inv = await invoice(c(i + 1), n.toFixed(2), true);
    const withSkonto = (Math.round(Number(gross(n)) * 98) / 100).toFixed(2);
    cases.push({
      kind: 'skonto',
      entry: pay(withSkonto, `${inv.number} abzgl. 2% Skonto`, inv.customer),
      expected: [inv.id],
    });
  }
  // 3. partial payments naming the invoice (6)
  for (let i = 0; i < 6; i++) {
    const n = nextNet() + 400;
    const inv = await invoice(c(i + 2), n.toFixed(2));
    cases.push({
      kind: 'partial',
      entry: pay('100.00', `Teilzahlung ${inv.number}`, inv.customer),
      expected: [inv.id],
    });
  }
  // 4. one payment for two invoices of the same customer (1:N) (6)
  for (let i = 0; i < 6; i++) {
    const [n1, n2] = [nextNet(), nextNet()];
    const a = await invoice(c(i + 3), n1.toFixed(2));
    const b = await invoice(c(i + 3), n2.toFixed(2));
    const sum = (Number(gross(n1)) + Number(gross(n2))).toFixed(2);
    cases.push({
      kind: '1:N',
      entry: pay(sum, `Rechnungen ${a.number} und ${b.number}`, a.customer),
      expected: [a.id, b.id],
    });
  }
  // 5. same customer, same amount, different invoices: the number decides (8 payments over 4 × 3 invoices)
  for (let i = 0; i < 4; i++) {
    const n = nextNet();
    const trio = [
      await invoice(c(i), n.toFixed(2)),
      await invoice(c(i), n.toFixed(2)),
      await invoice(c(i), n.toFixed(2)),
    ];
    for (const inv of [trio[1]!, trio[2]!])
      cases.push({
        kind: 'same amount',
        entry: pay(gross(n), `Zahlung ${inv.number}`, inv.customer),
        expected: [inv.id],
      });
  }
  // 6. no number, but the amount and the customer's IBAN (6)
  for (let i = 0; i < 6; i++) {
    const n = nextNet() + 1000;
    const inv = await invoice(c(i + 5), n.toFixed(2));
    cases.push({
      kind: 'IBAN + amount',
      entry: pay(gross(n), 'Überweisung', inv.customer),
      expected: [inv.id],
    });
  }
  // 7. belongs to no open item: fees, salaries, unknown payers, refunds (10)
  const none: Camt053Entry[] = [
    pay('-12.90', 'Entgelt Kontoführung', null),
    pay('-2450.00', 'Gehalt November', { name: 'Anna Beispiel', number: '', iban: 'DE60300209000000001234' }),
    pay('-1450.00', 'Miete November', {
      name: 'Hausverwaltung Schulz',
      number: '',
      iban: 'DE37200400600526020200',
    }),
    pay('77.77', 'Spende', { name: 'Fremder Verein', number: '', iban: 'DE21300606010101010101' }),
    pay('3333.33', 'Darlehen', { name: 'Privat', number: '', iban: 'DE21300606010101010101' }),
    pay('-89.00', 'Abo Software', {
      name: 'Softwarehaus Nord GmbH',
      number: '',
      iban: 'DE37200400600526020200',
    }),
    pay('15.00', 'Erstattung Porto', null),
    pay('-300.00', 'Umsatzsteuer-Vorauszahlung', {
      name: 'Finanzamt',
      number: '',
      iban: 'DE91100000000123456789',
    }),
    pay('0.99', 'Zinsen', null),
    pay('-49.99', 'Telefon', { name: 'Telekom', number: '', iban: 'DE02100100100006820101' }),
  ];
  for (const entry of none) cases.push({ kind: 'no match', entry, expected: [] });

  const body = multipart(
    [
      {
        name: 'auszug.xml',
        type: 'application/xml',
        content: Buffer.from(
          buildCamt053({
            iban: ACCOUNT_IBAN,
            statementId: 'PRECISION-1',
            openingBalance: '0.00',
            fromDate: BOOKED,
            toDate: BOOKED,
            entries: cases.map((k) => k.entry),
          }),
        ),
      },
    ],
    {},
    'file',
  );
  const account = (await call('POST', '/api/bank-accounts', { name: 'Testsatz', iban: ACCOUNT_IBAN })).json();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/bank-accounts/${account.id}/statements`,
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
  expect(res.json().imported).toBe(cases.length);
}, 600_000);

describe('matching test set (integration)', () => {
  it('puts the right answer on top: prints and asserts the precision of the top suggestion', async () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
    const items = (await call('GET', '/api/bank-transactions?status=open')).json().items as {
      amount: string;
      purpose: string;
      suggestions: { allocations: { target_id: number }[] }[];
    }[];
    // Identical purposes never occur twice in the set, so purpose + amount finds each case.
    const byKey = new Map(items.map((i) => [`${i.amount}|${i.purpose}`, i]));
    const perKind = new Map<string, { right: number; suggested: number; total: number }>();
    let right = 0;
    let suggested = 0;
    const wrong: string[] = [];
    for (const k of cases) {
      const tx = byKey.get(`${Number(k.entry.amount).toFixed(2)}|${k.entry.purpose}`);
      expect(tx, k.entry.purpose).toBeDefined();
      const top = tx!.suggestions[0];
      const stats = perKind.get(k.kind) ?? { right: 0, suggested: 0, total: 0 };
      stats.total++;
      if (top) {
        suggested++;
        stats.suggested++;
        const ids = top.allocations.map((a) => a.target_id).sort((a, b) => a - b);
        if (JSON.stringify(ids) === JSON.stringify([...k.expected].sort((a, b) => a - b))) {
          right++;
          stats.right++;
        } else
          wrong.push(
            `${k.kind}: „${k.entry.purpose}“ → ${ids.join('+')} statt ${k.expected.join('+') || 'nichts'}`,
          );
      } else if (k.expected.length) wrong.push(`${k.kind}: „${k.entry.purpose}“ ohne Vorschlag`);
    }
    const precision = right / suggested;
    const withAnswer = cases.filter((k) => k.expected.length).length;
    process.stdout.write(
      `Matching test set (integration): ${cases.length} transactions, ${suggested} with a suggestion; ` +
        `top suggestion right ${right}/${suggested} = precision ${(precision * 100).toFixed(1)} %; ` +
        `recall ${right}/${withAnswer} = ${((right / withAnswer) * 100).toFixed(1)} %\n` +
        [...perKind]
          .map(([kind, s]) => `  ${kind.padEnd(14)} ${s.right}/${s.suggested} right (of ${s.total})\n`)
          .join('') +
        (wrong.length ? `  wrong or missing:\n    ${wrong.join('\n    ')}\n` : ''),
    );
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(right / withAnswer).toBeGreaterThanOrEqual(0.9);
  });
});
