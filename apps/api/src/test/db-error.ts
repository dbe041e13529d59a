/** Drizzle wraps driver errors ("Failed query: …"); the database's own message is in `cause`. */
export async function dbErrorOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error('expected the database to refuse, but it accepted');
}
