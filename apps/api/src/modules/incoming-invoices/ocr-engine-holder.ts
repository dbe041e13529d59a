import { createOcrEngine, type OcrEngine } from '@kontor/incoming-invoices';

// One tesseract.js worker per app process (~150 MB with the German model; loading it takes
// seconds): started on the first scan, shared by the OCR jobs one at a time, ended after a minute
// without work so an idle server does not keep the model in memory.

const IDLE_MS = 60_000;

let engine: Promise<OcrEngine> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let queue: Promise<unknown> = Promise.resolve();

const drop = async () => {
  const current = engine;
  engine = undefined;
  await (await current?.catch(() => undefined))?.terminate();
};

/** Runs `work` with the shared engine, after any work queued before it. */
export function withOcrEngine<T>(work: (engine: OcrEngine) => Promise<T>): Promise<T> {
  const run = async () => {
    clearTimeout(idleTimer);
    engine ??= createOcrEngine();
    let ocr: OcrEngine;
    try {
      ocr = await engine;
    } catch (error) {
      engine = undefined;
      throw error;
    }
    try {
      return await work(ocr);
    } catch (error) {
      // A worker that failed mid-page may be in any state: the next job starts a fresh one.
      await drop();
      throw error;
    } finally {
      idleTimer = setTimeout(() => void drop(), IDLE_MS).unref();
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/** Ends the worker now (tests, shutdown). */
export async function stopOcrEngine() {
  clearTimeout(idleTimer);
  await queue;
  await drop();
}
