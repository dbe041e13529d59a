import type { EntityType, HistoryItem } from '@kontor/contracts';
import { useMemo } from 'react';
import { useCustomFields } from '../../../lib/queries/use-custom-fields.ts';
import { useFormatContext } from '../../../ui/use-format-context.ts';
import { entityChangeDescriber } from '../change-describer.ts';
import { ChangeTable } from './change-table.tsx';

interface Props {
  type: EntityType;
  changes: HistoryItem['changes'];
  /** Names of referenced records and profiles (`e<id>`, `p<id>`), when the record is loaded. */
  refs?: Readonly<Record<string, string>>;
}

const noRefs: Readonly<Record<string, string>> = {};

/** The diff of a master-data record with the registry's labels and formats and its custom fields. */
export function EntityChanges({ type, changes, refs = noRefs }: Props) {
  const customFields = useCustomFields(type);
  const ctx = useFormatContext(refs);
  const describe = useMemo(
    () => entityChangeDescriber(type, customFields.data ?? [], ctx),
    // ctx is rebuilt every render; what it carries is the language and the refs.
    [type, customFields.data, ctx.language, ctx.yes, refs],
  );
  return <ChangeTable changes={changes} describe={describe} />;
}
