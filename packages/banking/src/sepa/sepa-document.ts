import { controlSum } from './sepa-checks.ts';
import type { SepaParty } from './sepa-model.ts';
import { accountXml, agentXml, partyXml } from './sepa-parties.ts';
import { toSepaIdentifier, toSepaText } from './sepa-text.ts';
import { leaf, node } from './xml-text.ts';

interface Batch<T> {
  items: T[];
  /** Payment type and date elements (PmtTpInf, ReqdExctnDt / ReqdColltnDt). */
  terms: string[];
  transaction: (item: T) => string;
}

/** Our side of every batch: debtor of a transfer, creditor of a direct debit. */
interface OwnSide {
  role: 'Dbtr' | 'Cdtr';
  party: SepaParty;
  method: 'TRF' | 'DD';
  /** Elements after ChrgBr (the creditor scheme id of direct debits). */
  extra: string[];
}

/**
 * The frame both SEPA files share: group header (message id, time, count and control sum of all
 * transactions, initiating party) and one PmtInf per batch with its own id, count and sum.
 */
export function sepaDocumentXml<T extends { amount: string }>(
  namespace: string,
  root: 'CstmrCdtTrfInitn' | 'CstmrDrctDbtInitn',
  header: { messageId: string; createdAt: string },
  own: OwnSide,
  batches: Batch<T>[],
): string {
  const messageId = toSepaIdentifier(header.messageId);
  const all = batches.flatMap((b) => b.items);
  const payments = batches.map((batch, i) =>
    node(
      'PmtInf',
      leaf('PmtInfId', toSepaIdentifier(`${messageId}-${i + 1}`)),
      leaf('PmtMtd', own.method),
      leaf('BtchBookg', 'true'),
      leaf('NbOfTxs', String(batch.items.length)),
      leaf('CtrlSum', controlSum(batch.items.map((item) => item.amount))),
      ...batch.terms,
      partyXml(own.role, own.party),
      accountXml(`${own.role}Acct`, own.party),
      agentXml(`${own.role}Agt`, own.party, true),
      leaf('ChrgBr', 'SLEV'),
      ...own.extra,
      ...batch.items.map(batch.transaction),
    ),
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${namespace}">` +
    node(
      root,
      node(
        'GrpHdr',
        leaf('MsgId', messageId),
        leaf('CreDtTm', header.createdAt),
        leaf('NbOfTxs', String(all.length)),
        leaf('CtrlSum', controlSum(all.map((item) => item.amount))),
        node('InitgPty', leaf('Nm', toSepaText(own.party.name, 70))),
      ),
      ...payments,
    ) +
    '</Document>\n'
  );
}
