/** Characters DATEV accepts in document and account numbers (Belegfeld 1), at most 36 of them. */
export const DATEV_SAFE_MAX_LENGTH = 36;
const datevSafePattern = /^[A-Za-z0-9$&%*+\-/]*$/;

/** Only characters DATEV accepts, whatever the length. */
export const hasOnlyDatevCharacters = (value: string) => datevSafePattern.test(value);

export const isDatevSafe = (value: string) =>
  value.length <= DATEV_SAFE_MAX_LENGTH && hasOnlyDatevCharacters(value);

export const DATEV_SAFE_MESSAGE =
  'Nummern dürfen höchstens 36 Zeichen lang sein und nur A–Z, a–z, 0–9 sowie $ & % * + - / enthalten (DATEV).';
