/**
 * What people type into a date field in Germany: 21.11.2026, 1.2.26, 21112026, or the ISO form.
 * Returns `YYYY-MM-DD`, or null for anything that is not a real calendar day.
 */
export function parseGermanDate(input: string): string | null {
  const text = input.trim();
  let day: number, month: number, year: number;
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(text);
  const compact = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (dotted) [day, month, year] = [Number(dotted[1]), Number(dotted[2]), Number(dotted[3])];
  else if (compact) [day, month, year] = [Number(compact[1]), Number(compact[2]), Number(compact[3])];
  else if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  // Two-digit years are this century: nobody types 26 and means 1926 in an office app.
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
