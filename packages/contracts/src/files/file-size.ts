const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size as people read it: `1,2 MB`, `340 KB`, `25 MB`, `512 Bytes` (steps of 1024, one decimal
 * below 10). Used in the server's German messages and on screen, so both say the same.
 */
export function formatByteSize(bytes: number, language = 'de'): string {
  const locale = language === 'en' ? 'en-GB' : 'de-DE';
  if (bytes < 1024) {
    return `${new Intl.NumberFormat(locale).format(bytes)} ${bytes === 1 ? 'Byte' : 'Bytes'}`;
  }
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  // Rounding 1023,96 KB to a whole number must not print "1.024 KB".
  const digits = value < 10 ? 1 : 0;
  const rounded = Number(value.toFixed(digits));
  if (rounded >= 1024 && unit < UNITS.length - 1) {
    value = rounded / 1024;
    unit++;
  }
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 });
  return `${format.format(value)} ${UNITS[unit]}`;
}
