/** A bank file that cannot be read; the message is German and shown to the user as is. */
export class BankFileError extends Error {
  override readonly name = 'BankFileError';
  /** 1-based line of the problem, when the format has lines (MT940, CSV). */
  readonly line: number | null;

  constructor(message: string, line: number | null = null) {
    super(line === null ? message : `Zeile ${line}: ${message}`);
    this.line = line;
  }
}
