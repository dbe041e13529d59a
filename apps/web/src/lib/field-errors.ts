/** The shape of a zod issue this helper needs (kept structural so the web app needs no zod import). */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Field messages from a failed zod parse, keyed like the server's `fields` (top-level input name),
 * so client and server errors appear under the same input. The first message per field wins.
 */
export function fieldErrorsOf(issues: readonly IssueLike[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' && typeof key !== 'number') continue;
    const name = String(key);
    fields[name] ??= issue.message;
  }
  return fields;
}
