import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { BankFileError } from '../errors.ts';
import { newStatement, type BankStatement, type Money } from '../model.ts';
import { isDecimal } from '../text/decimal.ts';
import { chunkDecoder, decodeBankText, declaredXmlEncoding, sniffEncoding } from '../text/decode.ts';
import {
  creditDebitOf,
  finishBalance,
  finishEntry,
  isoDateOf,
  newBalanceDraft,
  newCodeDraft,
  newEntryDraft,
  newTxDraft,
  type BalanceDraft,
  type ChargesDraft,
  type CodeDraft,
  type EntryDraft,
  type PartySides,
  type TxDraft,
} from './camt-builders.ts';
import { pickStatementBalances } from '../statement/statement-balances.ts';

export interface CamtReadLimits {
  /** Largest file accepted, in bytes (default 256 MiB). */
  maxBytes?: number;
  /** Deepest element nesting accepted (CAMT needs about 15; default 40). */
  maxDepth?: number;
  /** Longest text of one element (default 64 KiB). */
  maxTextLength?: number;
}

export interface CamtDocument {
  format: 'camt.052' | 'camt.053' | 'camt.054';
  /** Message version from the namespace, e.g. `camt.053.001.08`; null when the namespace is missing. */
  version: string | null;
  messageId: string | null;
  createdAt: string | null;
  statements: BankStatement[];
}

const MESSAGES: Record<string, { format: CamtDocument['format']; record: string }> = {
  BkToCstmrStmt: { format: 'camt.053', record: 'Stmt' },
  BkToCstmrAcctRpt: { format: 'camt.052', record: 'Rpt' },
  BkToCstmrDbtCdtNtfctn: { format: 'camt.054', record: 'Ntfctn' },
};

export const DOCTYPE_REFUSED =
  'Die Datei enthält eine DOCTYPE-Deklaration und wird aus Sicherheitsgründen nicht gelesen.';
const NOT_CAMT = 'Die Datei ist keine CAMT-Datei (camt.052, camt.053 oder camt.054).';

const DEFAULT_LIMITS: Required<CamtReadLimits> = {
  maxBytes: 256 * 1024 * 1024,
  maxDepth: 40,
  maxTextLength: 64 * 1024,
};

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/**
 * Reads CAMT.052 / .053 / .054 (versions .001.02 to .001.08 and later) as a stream: elements are
 * matched by local name, so prefixes and namespace versions do not matter. Nothing is returned
 * unless the whole file is well-formed; a DOCTYPE (and with it every entity declaration) is refused.
 */
export async function readCamt(
  source: string | Uint8Array | AsyncIterable<Uint8Array>,
  limits: CamtReadLimits = {},
): Promise<CamtDocument> {
  const reader = new CamtStreamReader({ ...DEFAULT_LIMITS, ...limits });
  if (typeof source === 'string') reader.writeText(source);
  else if (source instanceof Uint8Array) {
    reader.countBytes(source.byteLength);
    const head = new TextDecoder('latin1').decode(source.subarray(0, 200));
    reader.writeText(decodeBankText(source, declaredXmlEncoding(head)));
  } else {
    let decoder: ReturnType<typeof chunkDecoder> | null = null;
    for await (const chunk of source) {
      reader.countBytes(chunk.byteLength);
      decoder ??= chunkDecoder(sniffEncoding(chunk));
      reader.writeText(decoderWrite(decoder, chunk));
    }
    if (decoder) reader.writeText(decoder.end());
  }
  return reader.finish();
}

function decoderWrite(decoder: ReturnType<typeof chunkDecoder>, chunk: Uint8Array): string {
  try {
    return decoder.write(chunk);
  } catch {
    throw new BankFileError('Die Datei enthält Zeichen, die kein gültiges UTF-8 sind.');
  }
}

type Context =
  | { kind: 'message'; depth: number }
  | { kind: 'statement'; depth: number }
  | { kind: 'balance'; depth: number; draft: BalanceDraft }
  | { kind: 'entry'; depth: number; draft: EntryDraft }
  | { kind: 'tx'; depth: number; draft: TxDraft };

class CamtStreamReader {
  private readonly parser = new SaxesParser({ xmlns: false, position: true });
  /** Per open element: its path relative to the innermost context ("RltdPties/Dbtr/Nm"). */
  private readonly paths: string[] = [];
  private readonly contexts: Context[] = [];
  private text = '';
  private currency: string | null = null;
  private bytes = 0;
  private format: CamtDocument['format'] | null = null;
  private version: string | null = null;
  private record = '';
  private messageId: string | null = null;
  private createdAt: string | null = null;
  private readonly statements: BankStatement[] = [];
  private statement: BankStatement | null = null;
  private readonly limits: Required<CamtReadLimits>;

  constructor(limits: Required<CamtReadLimits>) {
    this.limits = limits;
    this.parser.on('doctype', () => {
      throw new BankFileError(DOCTYPE_REFUSED);
    });
    this.parser.on('error', (error) => {
      if (error instanceof BankFileError) throw error;
      throw new BankFileError(`Die Datei ist kein gültiges XML-Dokument (${error.message}).`);
    });
    this.parser.on('opentag', (tag) => this.open(tag as SaxesTagPlain));
    this.parser.on('text', (text) => this.addText(text));
    this.parser.on('cdata', (text) => this.addText(text));
    this.parser.on('closetag', () => this.close());
  }

  countBytes(n: number) {
    this.bytes += n;
    if (this.bytes > this.limits.maxBytes)
      throw new BankFileError(
        `Die Datei ist größer als ${Math.floor(this.limits.maxBytes / 1024 / 1024)} MB und wird nicht gelesen.`,
      );
  }

  writeText(text: string) {
    // A string source was not counted as bytes; its length is a fair lower bound.
    if (this.bytes === 0 && text.length > this.limits.maxBytes) this.countBytes(text.length);
    for (let i = 0; i < text.length; i += 1 << 20) this.parser.write(text.slice(i, i + (1 << 20)));
  }

  finish(): CamtDocument {
    this.parser.close();
    if (!this.format) throw new BankFileError(NOT_CAMT);
    return {
      format: this.format,
      version: this.version,
      messageId: this.messageId,
      createdAt: this.createdAt,
      statements: this.statements,
    };
  }

  private addText(text: string) {
    if (this.text.length + text.length > this.limits.maxTextLength)
      throw new BankFileError('Die Datei enthält ein Element mit zu langem Text und wird nicht gelesen.');
    this.text += text;
  }

  private open(tag: SaxesTagPlain) {
    const name = localName(tag.name);
    const depth = this.paths.length;
    if (depth >= this.limits.maxDepth)
      throw new BankFileError('Die Datei ist zu tief verschachtelt und wird nicht gelesen.');
    const ctx = this.contexts.at(-1);
    this.paths.push(!ctx || ctx.depth === depth - 1 ? name : `${this.paths[depth - 1]}/${name}`);
    this.text = '';
    this.currency = (tag.attributes['Ccy'] as string | undefined) ?? null;
    if (depth === 0) {
      if (name !== 'Document') throw new BankFileError(NOT_CAMT);
      const ns = Object.entries(tag.attributes).find(([key]) => key === 'xmlns' || key.startsWith('xmlns:'));
      this.version = /(camt\.\d{3}\.\d{3}\.\d{2})/.exec(String(ns?.[1] ?? ''))?.[1] ?? null;
      const byNamespace = this.version?.slice(0, 8);
      if (byNamespace === 'camt.052' || byNamespace === 'camt.053' || byNamespace === 'camt.054')
        this.format = byNamespace;
      return;
    }
    if (depth === 1) {
      // Version 1 names the message with a suffix (BkToCstmrAcctRptV01).
      const message = MESSAGES[name.replace(/V\d{2}$/, '')];
      if (!message) throw new BankFileError(NOT_CAMT);
      this.format = message.format;
      this.record = message.record;
      this.contexts.push({ kind: 'message', depth });
      return;
    }
    if (ctx?.kind === 'message' && depth === 2 && name === this.record) {
      this.statement = newStatement(this.format!);
      this.contexts.push({ kind: 'statement', depth });
    } else if (ctx?.kind === 'statement' && depth === ctx.depth + 1) {
      if (name === 'Bal') this.contexts.push({ kind: 'balance', depth, draft: newBalanceDraft() });
      else if (name === 'Ntry')
        this.contexts.push({ kind: 'entry', depth, draft: newEntryDraft(this.statement!.entries.length) });
    } else if (ctx?.kind === 'entry' && name === 'TxDtls') {
      const tx = newTxDraft();
      ctx.draft.transactions.push(tx);
      this.contexts.push({ kind: 'tx', depth, draft: tx });
    }
  }

  private close() {
    const depth = this.paths.length - 1;
    const ctx = this.contexts.at(-1);
    const path = this.paths.pop()!;
    const value = this.text.trim();
    this.text = '';
    if (ctx && ctx.depth === depth) {
      this.contexts.pop();
      this.closeContext(ctx);
    } else if (ctx) {
      const money =
        this.currency !== null && isDecimal(value) ? { amount: value, currency: this.currency } : null;
      this.leaf(ctx, path, value, money);
    }
  }

  private closeContext(ctx: Context) {
    if (ctx.kind === 'statement') {
      const statement = this.statement!;
      Object.assign(statement, pickStatementBalances(statement.balances));
      statement.messageId = this.messageId;
      this.statements.push(statement);
      this.statement = null;
    } else if (ctx.kind === 'balance') {
      const balance = finishBalance(ctx.draft);
      if (balance) this.statement!.balances.push(balance);
    } else if (ctx.kind === 'entry') {
      this.statement!.entries.push(finishEntry(ctx.draft));
    }
  }

  private leaf(ctx: Context, path: string, value: string, money: Money | null) {
    switch (ctx.kind) {
      case 'message':
        if (path === 'GrpHdr/MsgId') this.messageId = value;
        else if (path === 'GrpHdr/CreDtTm') this.createdAt = value;
        return;
      case 'statement':
        return statementLeaf(this.statement!, path, value);
      case 'balance':
        return balanceLeaf(ctx.draft, path, value, money);
      case 'entry':
        return entryLeaf(ctx.draft, path, value, money);
      case 'tx':
        return txLeaf(ctx.draft, path, value, money);
    }
  }
}

function statementLeaf(s: BankStatement, path: string, value: string) {
  switch (path) {
    case 'Id':
      s.statementId = value;
      return;
    case 'ElctrncSeqNb':
      s.sequence = value;
      return;
    case 'LglSeqNb':
      s.sequence ??= value;
      return;
    case 'CreDtTm':
      s.createdAt = value;
      return;
    case 'FrToDt/FrDtTm':
      s.fromDate = isoDateOf(value);
      return;
    case 'FrToDt/ToDtTm':
      s.toDate = isoDateOf(value);
      return;
    case 'Acct/Id/IBAN':
      s.account.iban = value.replace(/\s/g, '');
      return;
    case 'Acct/Id/Othr/Id':
    case 'Acct/Id/PrtryAcct/Id':
      s.account.otherId = value;
      return;
    case 'Acct/Ccy':
      s.account.currency = value;
      return;
    case 'Acct/Nm':
      s.account.name = value;
      return;
    case 'Acct/Ownr/Nm':
    case 'Acct/Ownr/Pty/Nm':
      s.account.ownerName = value;
      return;
    case 'Acct/Svcr/FinInstnId/BIC':
    case 'Acct/Svcr/FinInstnId/BICFI':
      s.account.bic = value;
  }
}

function balanceLeaf(b: BalanceDraft, path: string, value: string, money: Money | null) {
  if (path === 'Tp/CdOrPrtry/Cd') b.type = value;
  else if (path === 'Tp/CdOrPrtry/Prtry') b.type ??= value;
  else if (path === 'Amt') b.amount = money;
  else if (path === 'CdtDbtInd') b.creditDebit = creditDebitOf(value);
  else if (path === 'Dt/Dt' || path === 'Dt/DtTm') b.date = isoDateOf(value);
}

function codeLeaf(owner: { code: CodeDraft | null }, path: string, value: string): boolean {
  if (!path.startsWith('BkTxCd/')) return false;
  const code = (owner.code ??= newCodeDraft());
  const rest = path.slice(7);
  if (rest === 'Domn/Cd') code.domain = value;
  else if (rest === 'Domn/Fmly/Cd') code.family = value;
  else if (rest === 'Domn/Fmly/SubFmlyCd') code.subFamily = value;
  else if (rest === 'Prtry/Cd') code.proprietary = value;
  else if (rest === 'Prtry/Issr') code.proprietaryIssuer = value;
  return true;
}

function chargesLeaf(owner: { charges: ChargesDraft | null }, path: string, money: Money | null): boolean {
  if (!path.startsWith('Chrgs/')) return false;
  if (!money) return true;
  const charges = (owner.charges ??= { total: null, records: [] });
  if (path === 'Chrgs/TtlChrgsAndTaxAmt') charges.total = money;
  else if (path === 'Chrgs/Amt' || path === 'Chrgs/Rcrd/Amt') charges.records.push(money);
  return true;
}

function entryLeaf(e: EntryDraft, path: string, value: string, money: Money | null) {
  if (codeLeaf(e, path, value) || chargesLeaf(e, path, money)) return;
  switch (path) {
    case 'Amt':
      e.amount = money;
      return;
    case 'CdtDbtInd':
      e.creditDebit = creditDebitOf(value);
      return;
    case 'RvslInd':
      e.reversal = value === 'true' || value === '1';
      return;
    case 'Sts':
    case 'Sts/Cd':
    case 'Sts/Prtry':
      e.status ??= value;
      return;
    case 'BookgDt/Dt':
    case 'BookgDt/DtTm':
      e.bookingDate = isoDateOf(value);
      return;
    case 'ValDt/Dt':
    case 'ValDt/DtTm':
      e.valueDate = isoDateOf(value);
      return;
    case 'AcctSvcrRef':
      e.accountServicerReference = value;
      return;
    case 'NtryRef':
      e.entryReference = value;
      return;
    case 'AddtlNtryInf':
      e.additionalInfo = value;
      return;
    case 'AmtDtls/InstdAmt/Amt':
      e.instructedAmount = money;
      return;
    case 'NtryDtls/Btch/PmtInfId':
      e.batchPaymentInformationId = value;
      return;
    case 'NtryDtls/Btch/NbOfTxs':
      e.batchCount = /^\d+$/.test(value) ? Number(value) : null;
  }
}

// v8 wraps party data in <Pty> (or <Agt><FinInstnId> for a bank as party); dropping that step makes v2 and v8 paths identical.
const PARTY_WRAPPER = /^RltdPties\/(Dbtr|Cdtr|UltmtDbtr|UltmtCdtr)\/(Pty|Agt\/FinInstnId)\//;

type PartySetter = (parties: PartySides, value: string) => void;

const PARTY_FIELDS = new Map<string, PartySetter>([
  ['RltdPties/Dbtr/Nm', (p, v) => (p.debtor.name = v)],
  ['RltdPties/Cdtr/Nm', (p, v) => (p.creditor.name = v)],
  ['RltdPties/UltmtDbtr/Nm', (p, v) => (p.debtor.ultimateName = v)],
  ['RltdPties/UltmtCdtr/Nm', (p, v) => (p.creditor.ultimateName = v)],
  ['RltdPties/DbtrAcct/Id/IBAN', (p, v) => (p.debtor.iban = v.replace(/\s/g, ''))],
  ['RltdPties/CdtrAcct/Id/IBAN', (p, v) => (p.creditor.iban = v.replace(/\s/g, ''))],
  ['RltdPties/DbtrAcct/Id/Othr/Id', (p, v) => (p.debtor.accountId = v)],
  ['RltdPties/CdtrAcct/Id/Othr/Id', (p, v) => (p.creditor.accountId = v)],
  ['RltdAgts/DbtrAgt/FinInstnId/BIC', (p, v) => (p.debtor.bic = v)],
  ['RltdAgts/DbtrAgt/FinInstnId/BICFI', (p, v) => (p.debtor.bic = v)],
  ['RltdAgts/CdtrAgt/FinInstnId/BIC', (p, v) => (p.creditor.bic = v)],
  ['RltdAgts/CdtrAgt/FinInstnId/BICFI', (p, v) => (p.creditor.bic = v)],
  // a bank as party (v8 <Agt><FinInstnId>): its BIC when no agent names one
  ['RltdPties/Dbtr/BICFI', (p, v) => (p.debtor.bic ??= v)],
  ['RltdPties/Cdtr/BICFI', (p, v) => (p.creditor.bic ??= v)],
  ['RltdPties/Cdtr/Id/PrvtId/Othr/Id', (p, v) => (p.creditorSchemeId = v)],
]);

function partyLeaf(parties: PartySides, path: string, value: string): boolean {
  if (!path.startsWith('RltdPties/') && !path.startsWith('RltdAgts/')) return false;
  PARTY_FIELDS.get(path.replace(PARTY_WRAPPER, 'RltdPties/$1/'))?.(parties, value);
  return true;
}

function txLeaf(t: TxDraft, path: string, value: string, money: Money | null) {
  if (codeLeaf(t, path, value) || chargesLeaf(t, path, money) || partyLeaf(t.parties, path, value)) return;
  switch (path) {
    case 'Amt':
      t.amount = money;
      return;
    case 'AmtDtls/TxAmt/Amt':
      t.transactionAmount = money;
      return;
    case 'AmtDtls/InstdAmt/Amt':
      t.instructedAmount = money;
      return;
    case 'CdtDbtInd':
      t.creditDebit = creditDebitOf(value);
      return;
    case 'Refs/EndToEndId':
      t.endToEndId = value;
      return;
    case 'Refs/MndtId':
      t.mandateId = value;
      return;
    case 'Refs/InstrId':
      t.instructionId = value;
      return;
    case 'Refs/TxId':
      t.transactionId = value;
      return;
    case 'Refs/PmtInfId':
      t.paymentInformationId = value;
      return;
    case 'Refs/AcctSvcrRef':
      t.accountServicerReference = value;
      return;
    case 'RmtInf/Ustrd':
      t.ustrd.push(value);
      return;
    case 'RmtInf/Strd/AddtlRmtInf':
      t.additionalRemittance.push(value);
      return;
    case 'RmtInf/Strd/CdtrRefInf/Ref':
      t.creditorReference ??= value;
      return;
    case 'Purp/Cd':
      t.purposeCode = value;
      return;
    case 'RtrInf/Rsn/Cd':
      t.returnReason = value;
      return;
    case 'AddtlTxInf':
      t.additionalInfo = value;
  }
}
