import type { ImportAnalysis, ImportTarget } from '@kontor/contracts';

/** Sets column `index` to `target`; a field belongs to one column, so it leaves any other column. */
export const assignTarget = (mapping: readonly (string | null)[], index: number, target: string | null) =>
  mapping.map((current, i) =>
    i === index ? target : target !== null && current === target ? null : current,
  );

/** Fields new records need that no column provides yet. */
export const missingRequired = (targets: readonly ImportTarget[], mapping: readonly (string | null)[]) =>
  targets.filter((t) => t.required && !mapping.includes(t.key));

/** The catalog key of the detected encoding (UTF-8 with a byte-order mark named as such). */
export const encodingKey = ({ encoding, has_bom }: Pick<ImportAnalysis, 'encoding' | 'has_bom'>) =>
  encoding === 'utf-8' && has_bom ? 'utf-8-bom' : encoding;

/** Up to three non-empty example values of a column. */
export const examplesOf = (analysis: Pick<ImportAnalysis, 'sample_rows'>, index: number) =>
  analysis.sample_rows
    .map((row) => row[index]?.trim() ?? '')
    .filter(Boolean)
    .slice(0, 3);

const DELIMITER_KEYS = { ';': 'semicolon', ',': 'comma', '\t': 'tab' } as const;

/** The catalog key of the detected separator. */
export const delimiterKey = ({ delimiter }: Pick<ImportAnalysis, 'delimiter'>) => DELIMITER_KEYS[delimiter];
