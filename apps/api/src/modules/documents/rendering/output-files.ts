import { documentTypeDefinitions } from '@kontor/contracts';
import type { OutputFile } from '../../document-output/index.ts';
import type { ArchiveKind, RenderableDocument } from './output-types.ts';

/** "Rechnung_RE-2026-00001" — type label and number, safe as a file name on every system. */
export function fileBaseName(doc: Pick<RenderableDocument, 'type' | 'number'>): string {
  const label = documentTypeDefinitions[doc.type].label;
  const number = (doc.number ?? 'Entwurf').replace(/[^A-Za-z0-9._-]+/g, '-');
  return `${label}_${number}`;
}

const suffixes: Record<ArchiveKind, { suffix: string; contentType: string }> = {
  pdf: { suffix: '.pdf', contentType: 'application/pdf' },
  zugferd: { suffix: '_zugferd.pdf', contentType: 'application/pdf' },
  xrechnungUbl: { suffix: '_xrechnung.xml', contentType: 'application/xml' },
  xrechnungCii: { suffix: '_xrechnung-cii.xml', contentType: 'application/xml' },
};

export function outputFile(
  doc: Pick<RenderableDocument, 'type' | 'number'>,
  kind: ArchiveKind,
  bytes: Uint8Array,
): OutputFile {
  const { suffix, contentType } = suffixes[kind];
  return { kind, filename: `${fileBaseName(doc)}${suffix}`, contentType, bytes };
}
