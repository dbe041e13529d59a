/** Counts compared fields and collects German mismatch lines for the corpus agreement tests. */
export class FieldAgreement {
  compared = 0;
  readonly mismatches: string[] = [];
  private readonly file: string;

  constructor(file: string) {
    this.file = file;
  }

  same(field: string, expected: unknown, actual: unknown): void {
    this.compared++;
    const blank = (v: unknown) => (v === '' || v === undefined ? null : v);
    const e = JSON.stringify(blank(expected));
    const a = JSON.stringify(blank(actual));
    if (e !== a) this.mismatches.push(`${this.file} ${field}: erwartet ${e}, gelesen ${a}`);
  }
}

/** Sums several files' agreements into the line the tests print. */
export function agreementSummary(label: string, agreements: readonly FieldAgreement[]): string {
  const compared = agreements.reduce((n, a) => n + a.compared, 0);
  const mismatched = agreements.reduce((n, a) => n + a.mismatches.length, 0);
  return `${label}: ${agreements.length} files, ${compared} fields compared, ${compared - mismatched} equal`;
}
