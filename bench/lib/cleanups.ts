// Bench runs start API servers and create databases; Ctrl-C or SIGTERM must still stop and drop them.

const pendingCleanups = new Set<() => Promise<unknown>>();

const onSignal = async (signal: NodeJS.Signals) => {
  console.warn(`\n${signal}: stopping the API and dropping the bench database …`);
  // Newest first: the API stops before its database is dropped.
  for (const cleanup of [...pendingCleanups].reverse()) await cleanup().catch(() => undefined);
  process.exit(130);
};
process.once('SIGINT', (signal) => void onSignal(signal));
process.once('SIGTERM', (signal) => void onSignal(signal));

/** Runs `work`, then `cleanup` — also when the process is interrupted meanwhile. */
export async function withCleanup<T>(cleanup: () => Promise<unknown>, work: () => Promise<T>): Promise<T> {
  pendingCleanups.add(cleanup);
  try {
    return await work();
  } finally {
    pendingCleanups.delete(cleanup);
    await cleanup();
  }
}
