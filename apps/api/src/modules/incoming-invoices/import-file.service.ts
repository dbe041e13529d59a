import { MAX_INCOMING_INVOICE_BYTES } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../core/history/record-history.ts';
import { AppError } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { readUpload } from './read-upload.ts';
import { storeIncomingInvoice } from './upload.service.ts';

export type ImportedIncomingInvoice = Awaited<ReturnType<typeof storeIncomingInvoice>>;

export type IncomingInvoiceImport =
  { ok: true; invoice: ImportedIncomingInvoice; needsOcr: boolean } | { ok: false; reason: string };

/**
 * The upload endpoint's checks and storage for a file that came another way (a mail attachment):
 * the same size limit, the same reading (DOCTYPE and entities refused, unknown types refused),
 * the same duplicate warning. A refused file is answered with its German reason and leaves
 * nothing behind (a savepoint inside the caller's transaction). A scan needs OCR: queue it with
 * `queueIncomingInvoiceOcr` once the caller's transaction is committed.
 */
export async function importIncomingInvoiceFile(
  deps: Pick<AppDeps, 'blobStore' | 'config'>,
  tx: Tx,
  actor: Actor,
  file: { bytes: Uint8Array; fileName: string | null },
): Promise<IncomingInvoiceImport> {
  if (file.bytes.length > MAX_INCOMING_INVOICE_BYTES)
    return { ok: false, reason: `Die Datei ist größer als ${MAX_INCOMING_INVOICE_BYTES / 1024 / 1024} MB.` };
  try {
    const read = await readUpload(file.bytes);
    const invoice = await tx.transaction((savepoint) =>
      storeIncomingInvoice(deps, savepoint, actor, read, file),
    );
    return { ok: true, invoice, needsOcr: read.needsOcr };
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return { ok: false, reason: error.message };
    throw error;
  }
}
