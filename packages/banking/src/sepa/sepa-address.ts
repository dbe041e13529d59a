import type { SepaAddress } from './sepa-model.ts';
import { toSepaText } from './sepa-text.ts';
import { leaf, node } from './xml-text.ts';

/** German problems with an address, empty when it may be written. */
export function checkSepaAddress(address: SepaAddress, who: string): string[] {
  const problems: string[] = [];
  const lines = (address.addressLines ?? []).filter((l) => l.trim() !== '');
  if (!address.town?.trim() || !address.country?.trim())
    problems.push(
      `${who}: Ort und Land fehlen. Adressen nur aus Adresszeilen (unstrukturiert) nehmen Banken seit dem 15.11.2026 nicht mehr an.`,
    );
  if (address.country && !/^[A-Z]{2}$/.test(address.country))
    problems.push(`${who}: Das Land muss ein ISO-Ländercode aus zwei Buchstaben sein (z. B. DE).`);
  if (lines.length > 2) problems.push(`${who}: Höchstens zwei Adresszeilen sind erlaubt (hybride Adresse).`);
  const town = address.town?.trim().toLowerCase();
  if (town && lines.some((l) => l.toLowerCase().includes(town)))
    problems.push(`${who}: Die Adresszeilen dürfen Ort und Land nicht wiederholen.`);
  return problems;
}

/** PostalAddress24 in schema order (StrtNm, BldgNb, PstCd, TwnNm, Ctry, AdrLine). */
export function postalAddressXml(address: SepaAddress | null | undefined): string {
  if (!address) return '';
  return node(
    'PstlAdr',
    leaf('StrtNm', toSepaText(address.street ?? '', 70)),
    leaf('BldgNb', toSepaText(address.buildingNumber ?? '', 16)),
    leaf('PstCd', toSepaText(address.postCode ?? '', 16)),
    leaf('TwnNm', toSepaText(address.town, 35)),
    leaf('Ctry', address.country),
    ...(address.addressLines ?? []).filter((l) => l.trim()).map((l) => leaf('AdrLine', toSepaText(l, 70))),
  );
}
