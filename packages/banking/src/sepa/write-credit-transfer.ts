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
import type { CreditTransfer, CreditTransferFile } from './sepa-model.ts';
import { counterpartyXml } from './sepa-parties.ts';
import { toSepaIdentifier, toSepaText } from './sepa-text.ts';
import { leaf, node } from './xml-text.ts';

const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

function checkCreditTransferFile(file: CreditTransferFile): string[] {
  const problems = [
    ...checkIdentifier(file.messageId, 'Datei', 'Die Nachrichten-ID'),
    ...checkParty(file.debtor, 'Auftraggeber'),
  ];
  if (!file.transfers.length) problems.push('Die Datei enthält keine Überweisung.');
  file.transfers.forEach((t, i) => {
    const who = `Überweisung ${i + 1} (${t.reference})`;
    problems.push(
      ...checkIdentifier(t.reference, who, 'Die Referenz'),
      ...checkAmount(t.amount, who),
      ...checkDate(t.executionDate, who, 'Das Ausführungsdatum'),
      ...checkParty(t.creditor, who),
    );
  });
  return problems;
}

const transferXml = (t: CreditTransfer) =>
  node(
    'CdtTrfTxInf',
    node('PmtId', leaf('EndToEndId', toSepaIdentifier(t.reference))),
    node('Amt', `<InstdAmt Ccy="EUR">${amountText(t.amount)}</InstdAmt>`),
    counterpartyXml('Cdtr', t.creditor, false),
    node('RmtInf', leaf('Ustrd', toSepaText(t.remittance, 140))),
  );

/**
 * SEPA credit transfer initiation `pain.001.001.09`: one payment information block per requested
 * execution date, control sums and counts on both levels, EUR only, texts in the EPC character
 * set. Throws `SepaFileError` with every problem found, before writing anything.
 */
export function writeCreditTransferFile(file: CreditTransferFile): string {
  const problems = checkCreditTransferFile(file);
  if (problems.length) throw new SepaFileError(problems);
  return sepaDocumentXml(
    NS,
    'CstmrCdtTrfInitn',
    { messageId: file.messageId, createdAt: file.createdAt },
    { role: 'Dbtr', party: file.debtor, method: 'TRF', extra: [] },
    groupBy(file.transfers, (t) => t.executionDate).map((batch) => ({
      items: batch,
      transaction: transferXml,
      terms: [
        node('PmtTpInf', node('SvcLvl', leaf('Cd', 'SEPA'))),
        node('ReqdExctnDt', leaf('Dt', batch[0]!.executionDate)),
      ],
    })),
  );
}
