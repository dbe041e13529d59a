import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export interface ForeignKeyInfo {
  /** As PostgreSQL stores it: identifiers are cut to 63 bytes. */
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
}

const MAX_IDENTIFIER_BYTES = 63;
const asStored = (name: string) =>
  Buffer.from(name)
    .subarray(0, MAX_IDENTIFIER_BYTES)
    .toString('utf8')
    .replace(/\uFFFD$/, '');

/** Every foreign key the drizzle schema declares (what the migrations create). */
export const schemaForeignKeys = (): ForeignKeyInfo[] =>
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.foreignKeys.map((fk) => {
        const reference = fk.reference();
        return {
          name: asStored(fk.getName()),
          table: config.name,
          columns: reference.columns.map((c) => c.name),
          foreignTable: getTableConfig(reference.foreignTable).name,
        };
      });
    });
