import { isValidIBAN } from 'ibantools';
import { BankFileError } from '../errors.ts';
import {
  emptyAccount,
  newStatement,
  newTransaction,
  type BankAccountRef,
  type BankEntry,
  type BankStatement,
  type BankTransaction,
} from '../model.ts';
import { signedAmount } from '../text/decimal.ts';
import { decodeBankText } from '../text/decode.ts';
import { orNull } from '../text/remittance.ts';
import { pickStatementBalances } from '../statement/statement-balances.ts';
import { isMoneyOut, parseStatementLine, type StatementLine } from './field-61.ts';
import { parseTransactionDetails, type TransactionDetails } from './field-86.ts';
import { splitMt940Statements, type Mt940Field } from './mt940-fields.ts';
import { isBalanceTag, swiftBalance } from './mt940-values.ts';

const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const NO_REFERENCE = /^(NONREF|NONE|NOTPROVIDED)$/i;

/** Reads MT940 statements and MT942 interim reports (bytes in UTF-8 or Windows-1252, or text). */
export function readMt940(source: string | Uint8Array): BankStatement[] {
  const text = typeof source === 'string' ? source : decodeBankText(source);
  const statements = splitMt940Statements(text).map(buildStatement);
  if (!statements.length)
    throw new BankFileError('Die Datei enthält keinen MT940/MT942-Auszug (keine Felder wie :20: oder :61:).');
  return statements;
}

function buildStatement(fields: Mt940Field[]): BankStatement {
  const interim = fields.some((f) => f.tag === '34F' || f.tag === '13D' || f.tag === '13');
  const statement = newStatement(interim ? 'mt942' : 'mt940');
  let line: { parsed: StatementLine; at: number } | null = null;
  const flush = (details: TransactionDetails | null) => {
    if (!line) return;
    statement.entries.push(buildEntry(statement, line.parsed, details, interim));
    line = null;
  };
  for (const field of fields) {
    const value = field.value;
    if (field.tag === '20') statement.statementId = statement.messageId = value.trim();
    else if (field.tag === '25')
      statement.account = accountOf(value.split('\n')[0]!.trim().slice(0, 35).trim());
    else if (field.tag === '28C' || field.tag === '28') statement.sequence = statementNumber(value.trim());
    else if (field.tag === '13D' || field.tag === '13') statement.createdAt = value.trim();
    else if (field.tag === '34F') statement.account.currency ??= /^[A-Z]{3}/.exec(value)?.[0] ?? null;
    else if (isBalanceTag(field.tag)) statement.balances.push(swiftBalance(field.tag, value, field.line));
    else if (field.tag === '61') {
      flush(null);
      line = { parsed: parseStatementLine(value, field.line), at: field.line };
    } else if (field.tag === '86') {
      if (line) flush(parseTransactionDetails(value));
    }
  }
  flush(null);
  Object.assign(statement, pickStatementBalances(statement.balances));
  statement.account.currency ??=
    statement.openingBalance?.currency ?? statement.closingBalance?.currency ?? null;
  return statement;
}

/** `:25:` holds `BLZ/Kontonummer`, an IBAN, or an IBAN with the currency appended. */
function accountOf(value: string): BankAccountRef {
  const account = emptyAccount();
  const compact = value.replace(/\s/g, '');
  const withoutCurrency = /^(.*?)([A-Z]{3})$/.exec(compact);
  if (isValidIBAN(compact)) account.iban = compact;
  else if (withoutCurrency && isValidIBAN(withoutCurrency[1]!)) {
    account.iban = withoutCurrency[1]!;
    account.currency = withoutCurrency[2]!;
  } else account.otherId = value;
  return account;
}

function buildEntry(
  statement: BankStatement,
  line: StatementLine,
  details: TransactionDetails | null,
  interim: boolean,
): BankEntry {
  const debit = isMoneyOut(line.mark);
  const currency = statement.balances[0]?.currency ?? statement.account.currency ?? '';
  const amount = signedAmount(line.amount, debit);
  const sepa = details?.sepa ?? {};
  const bankCode = details?.bankCode ?? null;
  const account = details?.account ?? null;
  const ibanCandidate = account?.replace(/\s/g, '') ?? '';
  // ?31 is the counterparty's account; IBAN+ in the purpose only stands in when ?31 is missing.
  const keyIban = orNull(sepa.IBAN)?.replace(/\s/g, '') ?? '';
  const iban = isValidIBAN(ibanCandidate) ? ibanCandidate : !account && isValidIBAN(keyIban) ? keyIban : null;
  const code = {
    domain: null,
    family: null,
    subFamily: null,
    proprietary: line.transactionType,
    proprietaryIssuer: null,
    gvc: details?.gvc ?? null,
  };
  const transaction: BankTransaction = {
    ...newTransaction(amount, currency, debit ? 'debit' : 'credit'),
    instructedAmount: line.originalAmount,
    counterparty: {
      name: details?.name ?? null,
      iban,
      accountId: iban === ibanCandidate ? null : account,
      bic: bankCode && BIC.test(bankCode) ? bankCode : (orNull(sepa.BIC) ?? null),
      ultimateName: orNull(debit ? sepa.ABWE : sepa.ABWA),
    },
    purpose: details?.purpose ?? '',
    remittanceLines: details?.purposeLines ?? [],
    endToEndId: orNull(sepa.EREF),
    mandateId: orNull(sepa.MREF),
    creditorId: orNull(sepa.CRED),
    accountServicerReference: reference(line.bankReference),
    bankTransactionCode: code,
    charges: line.charges,
  };
  return {
    index: statement.entries.length,
    bookingDate: line.entryDate ?? line.valueDate,
    valueDate: line.valueDate,
    amount,
    currency,
    creditDebit: transaction.creditDebit,
    reversal: line.mark.startsWith('R'),
    status: interim ? 'pending' : 'booked',
    accountServicerReference: reference(line.bankReference),
    entryReference: reference(line.customerReference),
    bankTransactionCode: code,
    additionalInfo: details?.postingText ?? null,
    charges: line.charges,
    instructedAmount: line.originalAmount,
    batch: null,
    transactions: [transaction],
  };
}

/** `:28C:` is `5n[/5n]`; some banks leave out the slash (`1810118101` = statement 18101, page 18101). */
const statementNumber = (value: string) =>
  /^\d{6,10}$/.test(value) ? `${value.slice(0, 5)}/${value.slice(5)}` : value;

const reference = (text: string | null) => (text && !NO_REFERENCE.test(text) ? text : null);
