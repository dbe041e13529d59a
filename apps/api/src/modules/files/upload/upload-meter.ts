import { createHash } from 'node:crypto';
import { TextDecoder } from 'node:util';

/** C0 control characters that never occur in text files (tab, line feed, form feed, CR and the old DOS end mark are fine). */
const CONTROL_BYTES = new Uint8Array(256);
for (let b = 0; b < 0x20; b++) CONTROL_BYTES[b] = 1;
for (const allowed of [0x09, 0x0a, 0x0c, 0x0d, 0x1a]) CONTROL_BYTES[allowed] = 0;
CONTROL_BYTES[0x7f] = 1;

export interface MeterLimits {
  maxBytes: number;
  /** Quota left for this file. */
  freeBytes: number;
}

export interface MeterRefusals {
  tooLarge(): Error;
  overQuota(): Error;
  notText(): Error;
}

/**
 * Counts, hashes and (for text types) inspects the bytes of one upload as they stream past, and
 * refuses as soon as a limit is crossed, so an oversized file is never read to its end.
 */
export class UploadMeter {
  bytes = 0;
  private readonly hash = createHash('sha256');
  private readonly utf8: TextDecoder | undefined;
  private isUtf8 = true;
  private readonly limits: MeterLimits;
  private readonly refuse: MeterRefusals;
  private readonly expectText: boolean;

  constructor(limits: MeterLimits, refuse: MeterRefusals, expectText: boolean) {
    this.limits = limits;
    this.refuse = refuse;
    this.expectText = expectText;
    this.utf8 = expectText ? new TextDecoder('utf-8', { fatal: true }) : undefined;
  }

  add(chunk: Buffer) {
    this.bytes += chunk.length;
    if (this.bytes > this.limits.maxBytes) throw this.refuse.tooLarge();
    if (this.bytes > this.limits.freeBytes) throw this.refuse.overQuota();
    if (this.expectText) this.inspectText(chunk, true);
    this.hash.update(chunk);
  }

  /** Call after the last chunk: completes the text check. */
  finish() {
    if (this.expectText) this.inspectText(Buffer.alloc(0), false);
  }

  /**
   * Text formats have no magic bytes: they must be text. UTF-8 is the norm; German bank and DATEV
   * exports are often Windows-1252, which is accepted as long as no control characters appear
   * (binaries such as executables are full of them).
   */
  get encoding(): 'utf-8' | 'windows-1252' {
    return this.isUtf8 ? 'utf-8' : 'windows-1252';
  }

  get sha256(): string {
    return this.hash.copy().digest('hex');
  }

  private inspectText(chunk: Buffer, more: boolean) {
    for (let i = 0; i < chunk.length; i++) if (CONTROL_BYTES[chunk[i]!]) throw this.refuse.notText();
    if (!this.isUtf8) return;
    try {
      this.utf8!.decode(chunk, { stream: more });
    } catch {
      this.isUtf8 = false;
    }
  }
}
