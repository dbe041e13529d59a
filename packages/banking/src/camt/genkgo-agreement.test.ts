import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { BankEntry, BankStatement, BankTransaction, BankTransactionCode, Money } from '../model.ts';
import { agreementSummary, FieldAgreement } from '../testing/field-agreement.ts';
import { readCamt } from './read-camt.ts';

/**
 * Field-by-field agreement with the expectations genkgo/camt ships beside each CAMT fixture: a
 * JSON dump of the library's getters (`getAmount` in minor units, dates as ISO timestamps,
 * objects it already printed replaced by "__RECURSIVITY__").
 */
// Third-party test files copied from ../shared/corpora (licences and manifest beside them).
const DIR = join(import.meta.dirname, '../../test-corpus/camt/genkgo-camt');

/** genkgo fields our model does not carry, so they are not compared. */
const NOT_CARRIED =
  'message recipient and pagination, copy/duplicate indicator, addresses and party ids other than the SEPA creditor id, ' +
  'related dates, proprietary references, UETR, additional transaction information text, structured remittance ' +
  'other than the creditor reference, the ultimate party of the other side';

type J = Record<string, unknown> & { __CLASS__?: string };
const REC = '__RECURSIVITY__';

// ISO 4217 minor units of the currencies in the fixtures (genkgo stores Money in minor units).
const MINOR: Record<string, number> = { EUR: 2, SEK: 2, CHF: 2, USD: 2, GBP: 2, JPY: 0, PLN: 2 };

const minorUnits = (m: Money): string => new Big(m.amount).times(10 ** (MINOR[m.currency] ?? 2)).toFixed(0);
const dateOf = (v: unknown): string | null =>
  v && typeof v === 'object' ? String((v as J)['0']).slice(0, 10) : null;
/** genkgo turns timestamps into UTC; compare the same instant. */
const utcDateOf = (timestamp: string | null) =>
  timestamp ? new Date(timestamp).toISOString().slice(0, 10) : null;

const BALANCE_TYPES: Record<string, string> = {
  OPBD: 'opening',
  PRCD: 'opening',
  CLBD: 'closing',
  OPAV: 'opening_available',
  CLAV: 'closing_available',
  FWAV: 'forward_available',
  INFO: 'information',
  ITBD: 'interim',
  ITAV: 'interim_available',
  XPCD: 'expected_credit',
};

/** Resolves "__RECURSIVITY__" in a list getter to its singular getter (getTransactionDetails[0] = getTransactionDetail). */
function listOf(owner: J, plural: string, singular: string): J[] {
  const list = (owner[plural] as unknown[] | undefined) ?? [];
  return list.map((item) => (item === REC ? owner[singular] : item)).filter((i): i is J => !!i && i !== REC);
}

function compareCode(
  a: FieldAgreement,
  field: string,
  expected: J | null,
  actual: BankTransactionCode | null,
) {
  if (!expected) return;
  const domain = expected['getDomain'] as J | null;
  const family = domain?.['getFamily'] as J | null;
  const proprietary = expected['getProprietary'] as J | null;
  a.same(`${field}.domain`, domain?.['getCode'] ?? null, actual?.domain ?? null);
  a.same(`${field}.family`, family?.['getCode'] ?? null, actual?.family ?? null);
  a.same(`${field}.subFamily`, family?.['getSubFamilyCode'] ?? null, actual?.subFamily ?? null);
  a.same(`${field}.proprietary`, proprietary?.['getCode'] ?? null, actual?.proprietary ?? null);
  a.same(`${field}.proprietaryIssuer`, proprietary?.['getIssuer'] ?? null, actual?.proprietaryIssuer ?? null);
}

const moneyJson = (m: unknown) => {
  const j = m as J | null;
  return j ? { amount: j['getAmount'], currency: (j['getCurrency'] as J)['getCode'] } : null;
};
const ourMoney = (m: Money | null) => (m ? { amount: minorUnits(m), currency: m.currency } : null);

function compareStatement(a: FieldAgreement, field: string, record: J, s: BankStatement) {
  const account = record['getAccount'] as J | null;
  a.same(`${field}.id`, record['getId'], s.statementId);
  a.same(`${field}.createdOn`, dateOf(record['getCreatedOn']), utcDateOf(s.createdAt));
  a.same(
    `${field}.electronicSequenceNumber`,
    record['getElectronicSequenceNumber'] ?? null,
    s.sequence === null || record['getElectronicSequenceNumber'] === null ? null : s.sequence,
  );
  a.same(`${field}.fromDate`, dateOf(record['getFromDate']), s.fromDate);
  a.same(`${field}.toDate`, dateOf(record['getToDate']), s.toDate);
  if (account) {
    const iban = (account['getIban'] as J | undefined)?.['getIban'] ?? null;
    a.same(`${field}.account.iban`, iban, s.account.iban);
    if (!iban) a.same(`${field}.account.identification`, account['getIdentification'], s.account.otherId);
    a.same(`${field}.account.name`, account['getName'] ?? null, s.account.name);
  }
  const balances = (record['getBalances'] as J[]) ?? [];
  a.same(`${field}.balances.length`, balances.length, s.balances.length);
  balances.forEach((b, i) => {
    const ours = s.balances[i];
    a.same(
      `${field}.balances[${i}].type`,
      b['getType'],
      ours ? (BALANCE_TYPES[ours.type] ?? ours.type) : null,
    );
    a.same(
      `${field}.balances[${i}].amount`,
      moneyJson(b['getAmount']),
      ours ? ourMoney({ amount: ours.amount, currency: ours.currency ?? '' }) : null,
    );
    a.same(`${field}.balances[${i}].date`, dateOf(b['getDate']), ours?.date ?? null);
  });
}

function compareTransaction(
  a: FieldAgreement,
  field: string,
  d: J,
  entry: BankEntry,
  tx: BankTransaction | undefined,
) {
  if (!tx) return a.same(`${field}`, 'Transaktion', null);
  const amount = moneyJson(d['getAmount']) ?? moneyJson(d['getAmountDetails']);
  if (amount) a.same(`${field}.amount`, amount, ourMoney(tx));
  a.same(
    `${field}.creditDebitIndicator`,
    d['getCreditDebitIndicator'] ?? null,
    tx.creditDebit === 'credit' ? 'CRDT' : 'DBIT',
  );
  const ref = d['getReference'] as J | null;
  if (ref) {
    a.same(`${field}.endToEndId`, ref['getEndToEndId'] ?? null, tx.endToEndId);
    a.same(`${field}.mandateId`, ref['getMandateId'] ?? null, tx.mandateId);
    a.same(`${field}.instructionId`, ref['getInstructionId'] ?? null, tx.instructionId);
    a.same(`${field}.transactionId`, ref['getTransactionId'] ?? null, tx.transactionId);
    a.same(`${field}.paymentInformationId`, ref['getPaymentInformationId'] ?? null, tx.paymentInformationId);
    a.same(
      `${field}.accountServicerReference`,
      ref['getAccountServicerReference'] ?? null,
      tx.accountServicerReference,
    );
  }
  // The counterparty is the debtor of money in and the creditor of money out (reversals swap them).
  const incoming = (tx.creditDebit === 'credit') !== entry.reversal;
  const parties = listOf(d, 'getRelatedParties', 'getRelatedParty');
  const partyOf = (cls: string) =>
    parties.find((p) => (p['getRelatedPartyType'] as J)['__CLASS__']?.endsWith(`\\${cls}`));
  const side = partyOf(incoming ? 'Debtor' : 'Creditor') ?? partyOf(incoming ? 'Creditor' : 'Debtor');
  if (side) {
    a.same(
      `${field}.counterparty.name`,
      (side['getRelatedPartyType'] as J)['getName'] ?? null,
      tx.counterparty.name,
    );
    const account = side['getAccount'] as J | null;
    const iban = (account?.['getIban'] as J | undefined)?.['getIban'] ?? null;
    if (iban) a.same(`${field}.counterparty.iban`, iban, tx.counterparty.iban);
    else if (account)
      a.same(
        `${field}.counterparty.accountId`,
        account['getIdentification'] ?? null,
        tx.counterparty.accountId,
      );
  }
  const ultimate = partyOf(incoming ? 'UltimateDebtor' : 'UltimateCreditor');
  if (ultimate)
    a.same(
      `${field}.counterparty.ultimateName`,
      (ultimate['getRelatedPartyType'] as J)['getName'] ?? null,
      tx.counterparty.ultimateName,
    );
  const creditor = partyOf('Creditor');
  const creditorId = (creditor?.['getRelatedPartyType'] as J | undefined)?.['getIdentification'] as
    J | null | undefined;
  // Only a SEPA scheme id is a creditor identifier (an OrgId/Othr like a company register number is not).
  if (creditorId?.['getOtherSchemeName'] === 'SEPA')
    a.same(`${field}.creditorId`, creditorId['getOtherId'], tx.creditorId);
  const agents = listOf(d, 'getRelatedAgents', 'getRelatedAgent');
  const agent = agents.find((g) =>
    (g['getRelatedAgentType'] as J)['__CLASS__']?.endsWith(incoming ? '\\DebtorAgent' : '\\CreditorAgent'),
  );
  if (agent)
    a.same(
      `${field}.counterparty.bic`,
      (agent['getRelatedAgentType'] as J)['getBIC'] ?? null,
      tx.counterparty.bic,
    );
  const remittance = d['getRemittanceInformation'] as J | null;
  if (remittance) {
    const blocks = listOf(remittance, 'getUnstructuredBlocks', 'getUnstructuredBlock').map(
      (b) => b['getMessage'],
    );
    a.same(`${field}.remittance.unstructured`, blocks, tx.remittanceLines);
    const structured = listOf(remittance, 'getStructuredBlocks', 'getStructuredBlock');
    const creditorRef =
      (remittance['getCreditorReferenceInformation'] as J | null)?.['getRef'] ??
      structured.map((b) => (b['getCreditorReferenceInformation'] as J | null)?.['getRef']).find(Boolean) ??
      null;
    a.same(`${field}.remittance.creditorReference`, creditorRef, tx.creditorReference);
  }
  compareCode(
    a,
    `${field}.bankTransactionCode`,
    d['getBankTransactionCode'] as J | null,
    tx.bankTransactionCode,
  );
  const charges = (d['getCharges'] as J | null)?.['getTotalChargesAndTaxAmount'];
  if (charges) a.same(`${field}.charges`, moneyJson(charges), ourMoney(tx.charges));
  const ret = d['getReturnInformation'] as J | null;
  if (ret) a.same(`${field}.returnReason`, ret['getCode'] ?? null, tx.returnReason);
}

function compareEntry(a: FieldAgreement, field: string, e: J, entry: BankEntry) {
  a.same(`${field}.amount`, moneyJson(e['getAmount']), ourMoney(entry));
  a.same(
    `${field}.creditDebitIndicator`,
    e['getCreditDebitIndicator'],
    entry.creditDebit === 'credit' ? 'CRDT' : 'DBIT',
  );
  a.same(`${field}.bookingDate`, dateOf(e['getBookingDate']), entry.bookingDate);
  a.same(`${field}.valueDate`, dateOf(e['getValueDate']), entry.valueDate);
  a.same(`${field}.status`, e['getStatus'], { booked: 'BOOK', pending: 'PDNG', info: 'INFO' }[entry.status]);
  a.same(`${field}.reversal`, e['getReversalIndicator'], entry.reversal);
  a.same(
    `${field}.accountServicerReference`,
    e['getAccountServicerReference'],
    entry.accountServicerReference,
  );
  a.same(`${field}.entryReference`, e['getReference'], entry.entryReference);
  a.same(`${field}.additionalInfo`, e['getAdditionalInfo'], entry.additionalInfo);
  a.same(`${field}.batchPaymentId`, e['getBatchPaymentId'], entry.batch?.paymentInformationId ?? null);
  compareCode(
    a,
    `${field}.bankTransactionCode`,
    e['getBankTransactionCode'] as J | null,
    entry.bankTransactionCode,
  );
  const charges = (e['getCharges'] as J | null)?.['getTotalChargesAndTaxAmount'];
  if (charges) a.same(`${field}.charges`, moneyJson(charges), ourMoney(entry.charges));
  const details = listOf(e, 'getTransactionDetails', 'getTransactionDetail');
  // An entry without TxDtls is one payment in our model; genkgo lists no details for it.
  a.same(`${field}.transactions.length`, Math.max(1, details.length), entry.transactions.length);
  details.forEach((d, i) => compareTransaction(a, `${field}.tx[${i}]`, d, entry, entry.transactions[i]));
}

const fixtures = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((json) => ({ json, xml: json.replace(/\.json$/, '.xml') }));

describe('CAMT reader agrees with the genkgo/camt expectations', () => {
  it('matches every compared field of every fixture', async () => {
    const agreements: FieldAgreement[] = [];
    for (const { json, xml } of fixtures) {
      const expected = JSON.parse(readFileSync(join(DIR, json), 'utf8')) as J;
      const doc = await readCamt(readFileSync(join(DIR, xml)));
      const a = new FieldAgreement(json);
      agreements.push(a);
      const header = expected['getGroupHeader'] as J;
      a.same('groupHeader.messageId', header['getMessageId'], doc.messageId);
      a.same('groupHeader.createdOn', dateOf(header['getCreatedOn']), utcDateOf(doc.createdAt));
      // Entries are aligned per statement: genkgo's Message::getEntries lists only the entries of
      // the last statement when there are several, each entry naming its record ("__RECURSIVITY__"
      // = the record printed before).
      const expectedEntries = (expected['getEntries'] as J[]) ?? [];
      let statement: BankStatement | undefined = doc.statements.at(-1);
      let position = 0;
      if (doc.statements.length === 1)
        a.same('entries.length', expectedEntries.length, statement?.entries.length);
      expectedEntries.forEach((e, i) => {
        const record = e['getRecord'];
        if (record && record !== REC) {
          statement = doc.statements.find((s) => s.statementId === (record as J)['getId']);
          position = 0;
          if (!statement) return a.same(`record(entry ${i}).id`, (record as J)['getId'], null);
          compareStatement(a, `record(entry ${i})`, record as J, statement);
        }
        const ours = statement?.entries[position++];
        if (!ours) return a.same(`entry[${i}]`, 'Umsatz', null);
        compareEntry(a, `entry[${i}]`, e, ours);
      });
    }
    process.stdout.write(
      `${agreementSummary('genkgo/camt (.xml + .json)', agreements)}; excluded: none\n` +
        `not carried by our model, not compared: ${NOT_CARRIED}\n`,
    );
    expect(agreements.flatMap((a) => a.mismatches)).toEqual([]);
  });
});
