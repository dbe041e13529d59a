import {
  amountText,
  checkAmount,
  checkDate,
  checkIdentifier,
  checkParty,
  groupBy,
  SepaFileError,
} from './sepa-checks.ts';
import { sepaDocumentXml } from './sepa-document.ts';
import { isValidCreditorId } from './sepa-identifiers.ts';
import type { DirectDebit, DirectDebitFile } from './sepa-model.ts';
import { counterpartyXml } from './sepa-parties.ts';
import { toSepaIdentifier, toSepaText } from './sepa-text.ts';
import { leaf, node } from './xml-text.ts';

const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.08';
const SEQUENCES = new Set(['FRST', 'RCUR', 'OOFF', 'FNAL']);

function checkDirectDebitFile(file: DirectDebitFile): string[] {
  const problems = [
    ...checkIdentifier(file.messageId, 'Datei', 'Die Nachrichten-ID'),
    ...checkParty(file.creditor, 'Zahlungsempfänger'),
  ];
  if (!isValidCreditorId(file.creditorId))
    problems.push(`Die Gläubiger-ID „${file.creditorId}“ ist ungültig (Aufbau oder Prüfziffer).`);
  if (!file.debits.length) problems.push('Die Datei enthält keine Lastschrift.');
  file.debits.forEach((d, i) => {
    const who = `Lastschrift ${i + 1} (${d.reference})`;
    problems.push(
      ...checkIdentifier(d.reference, who, 'Die Referenz'),
      ...checkIdentifier(d.mandateId, who, 'Die Mandatsreferenz'),
      ...checkAmount(d.amount, who),
      ...checkDate(d.collectionDate, who, 'Das Fälligkeitsdatum'),
      ...checkDate(d.mandateSignatureDate, who, 'Das Unterschriftsdatum des Mandats'),
      ...checkParty(d.debtor, who),
    );
    if (!SEQUENCES.has(d.sequenceType)) problems.push(`${who}: Unbekannter Sequenztyp „${d.sequenceType}“.`);
    if (d.mandateSignatureDate > d.collectionDate)
      problems.push(`${who}: Das Mandat wurde nach dem Fälligkeitsdatum unterschrieben.`);
  });
  return problems;
}

const debitXml = (d: DirectDebit) =>
  node(
    'DrctDbtTxInf',
    node('PmtId', leaf('EndToEndId', toSepaIdentifier(d.reference))),
    `<InstdAmt Ccy="EUR">${amountText(d.amount)}</InstdAmt>`,
    node(
      'DrctDbtTx',
      node(
        'MndtRltdInf',
        leaf('MndtId', toSepaIdentifier(d.mandateId)),
        leaf('DtOfSgntr', d.mandateSignatureDate),
      ),
    ),
    counterpartyXml('Dbtr', d.debtor, true),
    node('RmtInf', leaf('Ustrd', toSepaText(d.remittance, 140))),
  );

/**
 * SEPA direct debit initiation `pain.008.001.08`: one payment information block per collection
 * date and sequence type (FRST/RCUR/OOFF/FNAL), creditor identifier with verified check digits,
 * mandate reference and signature date per debit. Throws `SepaFileError` before writing anything.
 */
export function writeDirectDebitFile(file: DirectDebitFile): string {
  const problems = checkDirectDebitFile(file);
  if (problems.length) throw new SepaFileError(problems);
  const creditorScheme = node(
    'CdtrSchmeId',
    node(
      'Id',
      node(
        'PrvtId',
        node(
          'Othr',
          leaf('Id', file.creditorId.replace(/\s/g, '').toUpperCase()),
          node('SchmeNm', leaf('Prtry', 'SEPA')),
        ),
      ),
    ),
  );
  return sepaDocumentXml(
    NS,
    'CstmrDrctDbtInitn',
    { messageId: file.messageId, createdAt: file.createdAt },
    { role: 'Cdtr', party: file.creditor, method: 'DD', extra: [creditorScheme] },
    groupBy(file.debits, (d) => `${d.collectionDate}|${d.sequenceType}`).map((batch) => ({
      items: batch,
      transaction: debitXml,
      terms: [
        node(
          'PmtTpInf',
          node('SvcLvl', leaf('Cd', 'SEPA')),
          node('LclInstrm', leaf('Cd', file.scheme)),
          leaf('SeqTp', batch[0]!.sequenceType),
        ),
        leaf('ReqdColltnDt', batch[0]!.collectionDate),
      ],
    })),
  );
}
