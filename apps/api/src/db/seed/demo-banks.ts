import { austrianIban, germanIban, swissIban } from './demo-identifiers.ts';

// Real bank codes with their BICs, made-up account numbers: the IBANs pass every check, belong
// to nobody, and the BIC matches the bank as it would on a real customer's record.
const germanBanks = {
  sskMuenchen: { blz: '70150000', bic: 'SSKMDEMMXXX' },
  hypoVereinsbank: { blz: '70020270', bic: 'HYVEDEMMXXX' },
  muenchnerBank: { blz: '70190000', bic: 'GENODEF1M01' },
  kskMuenchen: { blz: '70250150', bic: 'BYLADEM1KMS' },
  berlinerSparkasse: { blz: '10050000', bic: 'BELADEBEXXX' },
  haspa: { blz: '20050550', bic: 'HASPDEHHXXX' },
  sparkasseKoelnBonn: { blz: '37050198', bic: 'COLSDE33XXX' },
  glsBank: { blz: '43060967', bic: 'GENODEM1GLS' },
} as const;

/** `iban` and `bic` fields of a German account. */
export const germanAccount = (bank: keyof typeof germanBanks, account: string) => ({
  iban: germanIban(germanBanks[bank].blz, account),
  bic: germanBanks[bank].bic,
});

/** Erste Bank der oesterreichischen Sparkassen. */
export const austrianAccount = (account: string) => ({
  iban: austrianIban('20111', account),
  bic: 'GIBAATWWXXX',
});

/** Zürcher Kantonalbank. */
export const swissAccount = (account: string) => ({
  iban: swissIban('00700', account),
  bic: 'ZKBKCHZZ80A',
});
