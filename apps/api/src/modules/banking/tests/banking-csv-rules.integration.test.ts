import { buildCamt053 } from '@kontor/banking';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createFinalized,
  draft,
  setSellerData,
  type Call,
} from '../../../test/document-test-helpers.ts';
import { caller } from '../../../test/http-caller.ts';
import { multipart } from '../../../test/multipart.ts';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const t = useTestAppWithTenant();
let call: Call;
let token: string;

beforeAll(async () => {
  await setSellerData(t.deps, t.tenant.tenantId);
  token = await signInAs(t.app, t.tenant.admin);
  call = caller(t.app, token);
});

function upload(url: string, content: string | Buffer, name: string) {
  const body = multipart([{ name, type: 'text/csv', content: Buffer.from(content) }], {}, 'file');
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
}
const importFile = (accountId: number, content: string | Buffer, name = 'umsaetze.csv') =>
  upload(`/api/bank-accounts/${accountId}/statements`, content, name);

async function createAccount(body: Record<string, unknown>) {
  const res = await call('POST', '/api/bank-accounts', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; iban: string; version: number };
}

type Tx = {
  id: number;
  amount: string;
  purpose: string;
  status: string;
  counterparty_name: string | null;
  booking_date: string;
  value_date: string | null;
  end_to_end_id: string | null;
  rule_suggestion: { rule_id: number; ledger_account: string; reasons: string[] } | null;
  allocations: { target_type: string; target_label: string; automatic: boolean }[];
};
const transactions = async (accountId: number, status = '') =>
  (
    await call('GET', `/api/bank-transactions?bank_account_id=${accountId}${status && `&status=${status}`}`)
  ).json().items as Tx[];

/** Windows-1252 bytes of a text (what German bank portals still export). */
const cp1252 = (text: string) =>
  Buffer.from(
    [...text].map((c) => ({ ä: 0xe4, ö: 0xf6, ü: 0xfc, Ä: 0xc4, ß: 0xdf, '€': 0x80 })[c] ?? c.charCodeAt(0)),
  );

// Sparkasse "CSV-CAMT V2" layout: every cell quoted, `;`, decimal comma, dd.mm.yy, Windows-1252.
const sparkasseHeader =
  '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Glaeubiger ID";"Mandatsreferenz";"Kundenreferenz (End-to-End)";"Sammlerreferenz";"Lastschrift Ursprungsbetrag";"Auslagenersatz Ruecklastschrift";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"';
const sparkasseRow = (cells: string[]) => cells.map((c) => `"${c}"`).join(';');
const sparkasseRows = [
  [
    'DE02120300000000202051',
    '03.11.26',
    '03.11.26',
    'GUTSCHR. UEBERWEISUNG',
    'Rechnung 4711 vielen Dank',
    '',
    '',
    'E2E-4711',
    '',
    '',
    '',
    'Müller & Söhne GmbH',
    'DE89370400440532013000',
    'COBADEFFXXX',
    '1.234,56',
    'EUR',
    'Umsatz gebucht',
  ],
  [
    'DE02120300000000202051',
    '04.11.26',
    '04.11.26',
    'ENTGELTABSCHLUSS',
    'Entgelt Kontoführung 10/2026',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '-12,90',
    'EUR',
    'Umsatz gebucht',
  ],
  [
    'DE02120300000000202051',
    '05.11.26',
    '05.11.26',
    'LASTSCHRIFT',
    'Miete November Büro',
    'DE98ZZZ09999999999',
    'M-1',
    '',
    '',
    '',
    '',
    'Hausverwaltung Schulz',
    'DE75512108001245126199',
    '',
    '-1.450,00',
    'EUR',
    'Umsatz gebucht',
  ],
  [
    'DE02120300000000202051',
    '06.11.26',
    '06.11.26',
    'GUTSCHR. UEBERWEISUNG',
    'Vorgemerkt',
    '',
    '',
    '',
    '',
    '',
    '',
    'Jemand',
    '',
    '',
    '10,00',
    'EUR',
    'Umsatz vorgemerkt',
  ],
];
const sparkasseFile = (rows: string[][]) =>
  cp1252([sparkasseHeader, ...rows.map(sparkasseRow)].join('\r\n') + '\r\n');

describe('CSV import with a saved column mapping', () => {
  let accountId: number;
  beforeAll(async () => {
    accountId = (await createAccount({ name: 'Sparkasse', iban: 'DE02120300000000202051' })).id;
  });

  it('asks for a mapping first, previews the file with a suggestion, then imports idempotently', async () => {
    const file = sparkasseFile(sparkasseRows);
    const unmapped = await importFile(accountId, file);
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().error.fields.csv_mapping).toMatch(/Spaltenzuordnung/);

    const preview = await upload(`/api/bank-accounts/${accountId}/csv-preview`, file, 'umsaetze.csv');
    expect(preview.statusCode, preview.body).toBe(200);
    const answer = preview.json();
    expect(answer).toMatchObject({ saved_mapping: null, preset_id: 'sparkasse-csv-camt', header_line: 1 });
    expect(answer.header).toContain('Beguenstigter/Zahlungspflichtiger');
    expect(answer.rows[0]).toContain('Müller & Söhne GmbH');
    expect(answer.rows).toHaveLength(4);

    const saved = await call('PUT', `/api/bank-accounts/${accountId}/csv-mapping`, {
      mapping: answer.suggested_mapping,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().csv_mapping.columns.bookingDate).toBe('Buchungstag');

    const first = await importFile(accountId, file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ imported: 3, duplicates: 0 });
    expect(first.json().statements[0].warnings.join(' ')).toMatch(/vorgemerkter/);
    const items = await transactions(accountId);
    const credit = items.find((i) => i.amount === '1234.56')!;
    expect(credit).toMatchObject({
      booking_date: '2026-11-03',
      value_date: '2026-11-03',
      counterparty_name: 'Müller & Söhne GmbH',
      purpose: 'Rechnung 4711 vielen Dank',
      end_to_end_id: 'E2E-4711',
    });
    expect(items.map((i) => i.amount).sort()).toEqual(['-12.90', '-1450.00', '1234.56']);

    expect((await importFile(accountId, file)).json()).toMatchObject({ imported: 0, duplicates: 3 });
    // An overlapping later export: only the new line is added.
    const later = sparkasseFile([
      ...sparkasseRows.slice(1, 3),
      [
        'DE02120300000000202051',
        '07.11.26',
        '07.11.26',
        'GUTSCHR. UEBERWEISUNG',
        'Rechnung 4712',
        '',
        '',
        '',
        '',
        '',
        '',
        'Neu AG',
        '',
        '',
        '99,00',
        'EUR',
        'Umsatz gebucht',
      ],
    ]);
    expect((await importFile(accountId, later)).json()).toMatchObject({ imported: 1, duplicates: 2 });
  });

  it('reads separate Soll/Haben columns, dd.mm.yyyy, a UTF-8 BOM and preamble lines with a mapping made by hand', async () => {
    const account = await createAccount({ name: 'Deutsche Bank', iban: 'DE89370400440532013000' });
    const file =
      '\uFEFFUmsätze Girokonto;;;;\r\nZeitraum: 01.11.2026 - 30.11.2026;;;;\r\n;;;;\r\n' +
      'Datum;Wertstellung;Empfänger/Zahler;Zweck;Ausgang;Eingang\r\n' +
      '02.11.2026;02.11.2026;Stadtwerke;Abschlag Strom;-85,00;\r\n' +
      '03.11.2026;04.11.2026;Kunde AG;RE 2026-0042;;2.380,00\r\n' +
      'Kontostand am 30.11.2026;;;;;4.000,00\r\n';
    const mapping = {
      delimiter: ';',
      encoding: 'auto',
      decimalSeparator: ',',
      dateFormat: 'dd.mm.yyyy',
      columns: {
        bookingDate: 'Datum',
        valueDate: 'Wertstellung',
        counterpartyName: 'Empfänger/Zahler',
        purpose: ['Zweck'],
        debit: 'Ausgang',
        credit: 'Eingang',
      },
      pendingValues: [],
    };
    const noAmount = await call('PUT', `/api/bank-accounts/${account.id}/csv-mapping`, {
      mapping: { ...mapping, columns: { bookingDate: 'Datum' } },
    });
    expect(noAmount.statusCode).toBe(400);
    expect((await call('PUT', `/api/bank-accounts/${account.id}/csv-mapping`, { mapping })).statusCode).toBe(
      200,
    );
    const res = await importFile(account.id, file, 'export.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toBe(2);
    const items = await transactions(account.id);
    expect(items.map((i) => [i.booking_date, i.value_date, i.amount, i.counterparty_name]).sort()).toEqual([
      ['2026-11-02', '2026-11-02', '-85.00', 'Stadtwerke'],
      ['2026-11-03', '2026-11-04', '2380.00', 'Kunde AG'],
    ]);
  });

  it('names the line of a broken amount in German', async () => {
    const account = await createAccount({ name: 'Kaputt', iban: 'DE75512108001245126199' });
    await call('PUT', `/api/bank-accounts/${account.id}/csv-mapping`, {
      mapping: {
        delimiter: ';',
        encoding: 'auto',
        decimalSeparator: ',',
        dateFormat: 'auto',
        columns: { bookingDate: 'Buchungstag', amount: 'Betrag' },
        pendingValues: [],
      },
    });
    const res = await importFile(account.id, 'Buchungstag;Betrag\r\n01.11.2026;zwölf\r\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Zeile 2: Der Betrag „zwölf“ ist keine Zahl/);
  });
});

describe('rules for bookings without a document', () => {
  let accountId: number;
  beforeAll(async () => {
    accountId = (await createAccount({ name: 'Regeln', iban: 'DE12500105170648489890' })).id;
    const res = await upload(
      `/api/bank-accounts/${accountId}/statements`,
      buildCamt053({
        iban: 'DE12500105170648489890',
        statementId: 'RULES-1',
        openingBalance: '5000.00',
        fromDate: '2026-11-02',
        toDate: '2026-11-03',
        entries: [
          { amount: '-12.90', bookingDate: '2026-11-02', purpose: 'Entgelt Kontoführung 10/2026' },
          {
            amount: '-1450.00',
            bookingDate: '2026-11-03',
            purpose: 'Miete November',
            counterpartyName: 'Hausverwaltung Schulz',
          },
        ],
      }),
      'auszug.xml',
    );
    expect(res.json().imported).toBe(2);
  });

  it('refuses an unknown ledger account and a rule without a pattern, in German', async () => {
    const unknown = await call('POST', '/api/bank-rules', {
      name: 'Falsch',
      purpose_pattern: 'Entgelt',
      ledger_account: '0001',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.ledger_account).toMatch(/gibt es im SKR03 nicht/);
    const bank = await call('POST', '/api/bank-rules', {
      name: 'Bank',
      purpose_pattern: 'x',
      ledger_account: '1200',
    });
    expect(bank.json().error.fields.ledger_account).toMatch(/Geldkonto/);
    const empty = await call('POST', '/api/bank-rules', { name: 'Leer', ledger_account: '4970' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.purpose_pattern).toMatch(/Muster/);
  });

  it('suggests the rule, books bank ↔ account with cost centre through the journal, and undo reverses it', async () => {
    const created = await call('POST', '/api/bank-rules', {
      name: 'Kontoführung',
      bank_account_id: accountId,
      purpose_pattern: 'KONTOFUEHRUNG|Entgeltabschluss',
      direction: 'out',
      ledger_account: '4970',
      cost_centre: 'VERW',
    });
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json();
    const rent = await call('POST', '/api/bank-rules', {
      name: 'Miete',
      counterparty_pattern: 'Hausverwaltung Schulz',
      ledger_account: '4210',
    });
    expect(rent.statusCode, rent.body).toBe(201);
    expect((await call('GET', '/api/bank-rules')).json().items).toHaveLength(2);

    const open = await transactions(accountId, 'open');
    const fee = open.find((i) => i.amount === '-12.90')!;
    expect(fee.rule_suggestion).toMatchObject({
      rule_id: rule.id,
      ledger_account: '4970',
      reasons: ['Verwendungszweck enthält „KONTOFUEHRUNG“'],
    });
    expect(open.find((i) => i.amount === '-1450.00')!.rule_suggestion).toMatchObject({
      ledger_account: '4210',
    });

    const booked = await call('POST', `/api/bank-transactions/${fee.id}/book-by-rule`, { rule_id: rule.id });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ status: 'matched', unallocated: '0.00', rule_suggestion: null });
    expect(booked.json().allocations).toEqual([
      expect.objectContaining({ target_type: 'rule', target_id: rule.id, amount: '12.90', automatic: false }),
    ]);
    const period = 'from=2026-11-01&to=2026-11-30';
    const feeAccount = (await call('GET', `/api/accounting/accounts/4970?${period}`)).json();
    expect(feeAccount.items).toEqual([
      expect.objectContaining({ contra_account: '1200', debit: '12.90', credit: '0.00' }),
    ]);
    const again = await call('POST', `/api/bank-transactions/${fee.id}/book-by-rule`, { rule_id: rule.id });
    expect(again.statusCode).toBe(409);

    // A used rule is only deactivated, so the booking keeps naming it.
    expect((await call('DELETE', `/api/bank-rules/${rule.id}`)).statusCode).toBe(200);
    expect(
      (await call('GET', '/api/bank-rules')).json().items.find((r: { id: number }) => r.id === rule.id),
    ).toMatchObject({ is_active: false });

    const undone = await call('POST', `/api/bank-transactions/${fee.id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'open', allocations: [] });
    const today = new Date().toISOString().slice(0, 10);
    const afterUndo = (
      await call(
        'GET',
        `/api/accounting/accounts/4970?from=2026-11-01&to=${today > '2026-11-30' ? today : '2026-11-30'}`,
      )
    ).json();
    expect(afterUndo.closing_balance).toBe('0.00');
    expect(afterUndo.items).toHaveLength(2);
  });
});

describe('matching settings of the bank account', () => {
  it('auto-confirms only reference AND exact amount, checks the creditor id, and suggests a write-off within tolerance', async () => {
    const bad = await call('POST', '/api/bank-accounts', {
      name: 'Falsche Gläubiger-ID',
      iban: 'DE44500105175407324931',
      creditor_id: 'DE98ZZZ09999999990',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.creditor_id).toMatch(/Gläubiger-ID/);
    const account = await createAccount({
      name: 'Automatik',
      iban: 'DE44500105175407324931',
      creditor_id: 'DE98 ZZZ0 9999 9999 99',
      auto_confirm: true,
      write_off_tolerance: '0,50',
    });
    expect(account).toMatchObject({
      creditor_id: 'DE98ZZZ09999999999',
      auto_confirm: true,
      write_off_tolerance: '0.50',
    });
    const customer = await createCustomer(call, { company_name: 'Automatik GmbH' });
    const exact = await createFinalized(call, draft(customer.id));
    const unnamed = await createFinalized(call, draft(customer.id));
    const short = await createFinalized(call, draft(customer.id));
    const res = await upload(
      `/api/bank-accounts/${account.id}/statements`,
      buildCamt053({
        iban: 'DE44500105175407324931',
        statementId: 'AUTO-1',
        openingBalance: '0.00',
        fromDate: '2026-11-10',
        toDate: '2026-11-10',
        entries: [
          {
            amount: '119.00',
            bookingDate: '2026-11-10',
            purpose: `Rechnung ${exact.number}`,
            counterpartyName: 'Automatik GmbH',
          },
          {
            amount: '119.00',
            bookingDate: '2026-11-10',
            purpose: 'Zahlung',
            counterpartyName: 'Automatik GmbH',
          },
          {
            amount: '118.70',
            bookingDate: '2026-11-10',
            purpose: `Rechnung ${short.number}`,
            counterpartyName: 'Automatik GmbH',
          },
        ],
      }),
      'auszug.xml',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 3, auto_confirmed: 1 });
    const matched = await transactions(account.id, 'matched');
    expect(matched).toHaveLength(1);
    expect(matched[0]!.purpose).toContain(exact.number);
    expect(matched[0]!.allocations).toEqual([expect.objectContaining({ automatic: true })]);
    expect((await call('GET', `/api/documents/${exact.id}`)).json().status).toBe('paid');
    expect((await call('GET', `/api/documents/${unnamed.id}`)).json().status).toBe('finalized');

    const open = (await transactions(account.id, 'open')) as (Tx & {
      suggestions: { target_id: number; allocations: { write_off_rest?: boolean }[] }[];
    })[];
    const within = open.find((i) => i.amount === '118.70')!;
    expect(within.suggestions[0]).toMatchObject({ target_id: short.id });
    expect(within.suggestions[0]!.allocations[0]!.write_off_rest).toBe(true);
  });
});
