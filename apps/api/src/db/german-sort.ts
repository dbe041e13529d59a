import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The key lists sort names by, in German order (DIN 5007-1: ä = a, ß = ss, case ignored).
 * `kontor_sort_key` is defined by migration 0010; the databases use the C collation, where a plain
 * ORDER BY would put "Bäckerei" after "Brauhaus" and "Öl" after "Zahn".
 */
export const germanSortKey = (value: SQLWrapper | SQL): SQL => sql`kontor_sort_key(${value})`;
