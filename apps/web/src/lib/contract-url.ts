/** What a path or query value may be on the way out; the server's zod schema parses it. */
type WireValue = string | number | boolean;

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Fills a contract path: `/api/documents/:id/files/:kind` with `{ id: 7, kind: 'pdf' }` gives
 * `/api/documents/7/files/pdf`. Each value is one encoded segment, so a `/`, `?` or `#` in it cannot
 * reach another endpoint; `.` and `..` are encoded too, since the URL parser would resolve them.
 */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`The path parameter "${name}" of ${path} is missing.`);
    }
    const segment = encodeURIComponent(String(value));
    return segment === '.' || segment === '..' ? segment.replaceAll('.', '%2E') : segment;
  });
}

const isWireValue = (value: unknown): value is WireValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * `?a=1&b=x` from a query object. Left out: `undefined`, `null` and empty text — an empty search
 * field means "no filter", and the server's defaults apply.
 * A list becomes repeated keys (`type=invoice&type=offer`), which the server reads as an array.
 */
export function queryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      // An object would arrive as "[object Object]": a caller must encode it (e.g. JSON) itself.
      if (!isWireValue(item)) throw new Error(`The query value "${key}" must be text, a number or a list.`);
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
