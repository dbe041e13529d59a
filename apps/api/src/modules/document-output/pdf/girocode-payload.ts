import { isValidIban, roundMoney, toBig } from '@kontor/contracts';

// Apart from the drawing (girocode.ts), so callers that only build the text do not load pdf-lib.

export interface GirocodeInput {
  /** Beneficiary (AT-21), cut to 70 characters. */
  name: string;
  iban: string;
  /** Optional since version 002 (EEA payments). */
  bic?: string | null;
  /** Decimal string in EUR, e.g. "1234.5". */
  amount: string;
  /** Unstructured remittance information (AT-05), cut to 140 characters, e.g. the invoice number. */
  reference: string;
}

/** EPC069-12: the whole payload may use at most 331 bytes (QR version 13, level M). */
const maxPayloadBytes = 331;

const singleLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The GiroCode text (EPC069-12 version 002, UTF-8, SEPA credit transfer). Returns null when no
 * valid code can be made (amount outside EUR 0.01–999,999,999.99, invalid IBAN, no name): a
 * missing code is harmless, a wrong one sends money astray.
 */
export function girocodePayload(input: GirocodeInput): string | null {
  const name = [...singleLine(input.name)].slice(0, 70).join('');
  const iban = input.iban.replace(/\s+/g, '').toUpperCase();
  const bic = (input.bic ?? '').replace(/\s+/g, '').toUpperCase();
  let amount: string;
  try {
    amount = roundMoney(toBig(input.amount));
  } catch {
    return null;
  }
  if (!name || !isValidIban(iban) || toBig(amount).lt('0.01') || toBig(amount).gt('999999999.99'))
    return null;
  if (bic && !/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic)) return null;

  const build = (reference: string) =>
    ['BCD', '002', '1', 'SCT', bic, name, iban, `EUR${amount}`, '', '', reference].join('\n');
  let reference = [...singleLine(input.reference)].slice(0, 140);
  while (Buffer.byteLength(build(reference.join('')), 'utf8') > maxPayloadBytes)
    reference = reference.slice(0, -1);
  return build(reference.join(''));
}
