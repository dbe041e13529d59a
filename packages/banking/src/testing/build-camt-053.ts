/** One booked payment of a generated statement; amount signed (negative = money out). */
export interface Camt053Entry {
  amount: string;
  bookingDate: string;
  purpose: string;
  counterpartyName?: string;
  counterpartyIban?: string;
  endToEndId?: string;
  /** Bank reference (AcctSvcrRef); makes the entry's identity the bank's. */
  reference?: string;
}

export interface Camt053Input {
  iban: string;
  statementId: string;
  openingBalance: string;
  fromDate: string;
  toDate: string;
  entries: Camt053Entry[];
  /** Closing balance as stated; by default opening + entries (a different value breaks the chain). */
  closingBalance?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const cents = (amount: string) => Math.round(Number(amount) * 100);
const fromCents = (value: number) => (value / 100).toFixed(2);

function balance(code: string, amount: string, date: string) {
  const negative = amount.startsWith('-');
  return `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount.replace('-', '')}</Amt><CdtDbtInd>${negative ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;
}

function entry(e: Camt053Entry) {
  const credit = !e.amount.startsWith('-');
  const side = credit ? 'Dbtr' : 'Cdtr';
  const party = e.counterpartyName ? `<${side}><Nm>${escapeXml(e.counterpartyName)}</Nm></${side}>` : '';
  const account = e.counterpartyIban
    ? `<${side}Acct><Id><IBAN>${e.counterpartyIban}</IBAN></Id></${side}Acct>`
    : '';
  return `<Ntry>${e.reference ? `<NtryRef>${escapeXml(e.reference)}</NtryRef>` : ''}<Amt Ccy="EUR">${e.amount.replace('-', '')}</Amt><CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${e.bookingDate}</Dt></BookgDt><ValDt><Dt>${e.bookingDate}</Dt></ValDt>${e.reference ? `<AcctSvcrRef>${escapeXml(e.reference)}</AcctSvcrRef>` : ''}<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd><NtryDtls><TxDtls><Refs><EndToEndId>${escapeXml(e.endToEndId ?? 'NOTPROVIDED')}</EndToEndId></Refs><RltdPties>${party}${account}</RltdPties><RmtInf><Ustrd>${escapeXml(e.purpose)}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
}

/**
 * A small CAMT.053.001.02 statement (tests, e2e, demo data). Not a full writer: one currency
 * (EUR), booked entries with one transaction each.
 */
export function buildCamt053(input: Camt053Input): string {
  const total = input.entries.reduce((sum, e) => sum + cents(e.amount), 0);
  const closing = input.closingBalance ?? fromCents(cents(input.openingBalance) + total);
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>${escapeXml(input.statementId)}</MsgId><CreDtTm>${input.toDate}T18:00:00</CreDtTm></GrpHdr><Stmt><Id>${escapeXml(input.statementId)}</Id><CreDtTm>${input.toDate}T18:00:00</CreDtTm><FrToDt><FrDtTm>${input.fromDate}T00:00:00</FrDtTm><ToDtTm>${input.toDate}T23:59:59</ToDtTm></FrToDt><Acct><Id><IBAN>${input.iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>${balance('PRCD', input.openingBalance, input.fromDate)}${balance('CLBD', closing, input.toDate)}${input.entries.map(entry).join('')}</Stmt></BkToCstmrStmt></Document>
`;
}
