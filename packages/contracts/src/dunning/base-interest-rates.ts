/**
 * Basiszinssatz (§ 247 BGB), published by the Deutsche Bundesbank for each half-year (1 January /
 * 1 July) in the Bundesanzeiger. Values in percent, valid from the given day.
 *
 * Sources: Deutsche Bundesbank, "Basiszinssätze nach § 247 BGB" (bundesbank.de, Statistiken →
 * Geld- und Kapitalmärkte → Zinssätze → Basiszinssatz) and its press releases
 * "Bekanntgabe des Basiszinssatzes zum …"; 1 Jan 2026: press release of 22 Dec 2025
 * ("Basiszinssatz bleibt ab 1. Januar 2026 bei 1,27 %", ECB main refinancing rate 2.15 %
 * unchanged since July 2025).
 *
 * 1 Jul 2026: no published value was available to us when this table was written, so the last
 * known rate (1.27 %) continues — add the new row as soon as the Bundesbank publishes it.
 */
export const baseInterestRates: readonly { validFrom: string; rate: string }[] = [
  { validFrom: '2023-01-01', rate: '1.62' },
  { validFrom: '2023-07-01', rate: '3.12' },
  { validFrom: '2024-01-01', rate: '3.62' },
  { validFrom: '2024-07-01', rate: '3.37' },
  { validFrom: '2025-01-01', rate: '2.27' },
  { validFrom: '2025-07-01', rate: '1.27' },
  { validFrom: '2026-01-01', rate: '1.27' },
];

/** The Basiszinssatz valid on an ISO day; before the table starts, its first value. */
export function baseInterestRateOn(isoDay: string): string {
  let rate = baseInterestRates[0]!.rate;
  for (const row of baseInterestRates) {
    if (row.validFrom <= isoDay) rate = row.rate;
  }
  return rate;
}
