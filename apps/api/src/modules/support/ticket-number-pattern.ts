import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { numberRanges } from '../../db/schema/index.ts';

/** The tenant's pattern of ticket numbers, to find a ticket number in a subject. */
export const findNumberRangePattern = async (tx: Tx) =>
  (
    await tx
      .select({ pattern: numberRanges.pattern })
      .from(numberRanges)
      .where(eq(numberRanges.key, 'tickets'))
  )[0]?.pattern;
