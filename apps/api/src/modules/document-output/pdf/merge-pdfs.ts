import { PDFDocument } from '@cantoo/pdf-lib';

/** One PDF of several, page after page (a serial letter's print run); answers bytes and page count. */
export async function mergePdfs(
  parts: readonly Uint8Array[],
  meta: { title: string; author: string; createdAt?: Date },
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  const merged = await PDFDocument.create();
  merged.setTitle(meta.title, { showInWindowTitleBar: true });
  merged.setAuthor(meta.author);
  merged.setLanguage('de-DE');
  merged.setCreator('Kontor');
  merged.setProducer('Kontor');
  if (meta.createdAt) {
    merged.setCreationDate(meta.createdAt);
    merged.setModificationDate(meta.createdAt);
  }
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return { bytes: await merged.save(), pageCount: merged.getPageCount() };
}
