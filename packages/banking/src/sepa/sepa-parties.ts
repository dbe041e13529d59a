import { postalAddressXml } from './sepa-address.ts';
import { normaliseBic, normaliseIban } from './sepa-identifiers.ts';
import type { SepaParty } from './sepa-model.ts';
import { toSepaText } from './sepa-text.ts';
import { leaf, node } from './xml-text.ts';

/** `<Dbtr>`, `<Cdtr>`: name (70) and address. */
export const partyXml = (element: string, party: SepaParty): string =>
  node(element, leaf('Nm', toSepaText(party.name, 70)), postalAddressXml(party.address));

export const accountXml = (element: string, party: SepaParty): string =>
  node(element, node('Id', leaf('IBAN', normaliseIban(party.iban)!)));

/**
 * `<DbtrAgt>`, `<CdtrAgt>`: the BIC, or for the party's own bank without BIC the EPC placeholder
 * `NOTPROVIDED` (an agent element the schema requires cannot stay empty).
 */
export function agentXml(element: string, party: SepaParty, required: boolean): string {
  const bic = party.bic ? normaliseBic(party.bic) : null;
  if (bic) return node(element, node('FinInstnId', leaf('BICFI', bic)));
  return required ? node(element, node('FinInstnId', node('Othr', leaf('Id', 'NOTPROVIDED')))) : '';
}

/** The other side of a transaction in schema order: its bank (CdtrAgt/DbtrAgt), name and account. */
export const counterpartyXml = (role: 'Cdtr' | 'Dbtr', party: SepaParty, agentRequired: boolean): string =>
  agentXml(`${role}Agt`, party, agentRequired) + partyXml(role, party) + accountXml(`${role}Acct`, party);
