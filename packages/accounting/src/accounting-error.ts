/** A rule of bookkeeping or of the DATEV format was broken; the message is German and names the record. */
export class AccountingError extends Error {
  /** The record at fault, e.g. "Beleg RE-2026-0001" — for the UI and the logs. */
  readonly record: string | undefined;

  constructor(message: string, record?: string) {
    super(record ? `${record}: ${message}` : message);
    this.record = record;
    this.name = 'AccountingError';
  }
}
