import { entityRegistry } from '@kontor/contracts';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { EntityEdit } from '../components/form/entity-edit.tsx';
import { EntityShow } from '../components/show/entity-show.tsx';
import { parseRecordId } from '../../../lib/entity-paths.ts';
import { useEntityTypeParam, useModeParams } from '../use-entity-type.ts';

/** `/standardEntity/{type}/show/{id}` and `/edit/{id}` (the route has checked mode and id). */
export function EntityRecordPage() {
  const type = useEntityTypeParam();
  const { mode, id: rawId } = useModeParams();
  const id = parseRecordId(rawId) ?? 0;
  const { read, write } = entityRegistry[type].permissions;
  return mode === 'edit' ? (
    <RequirePermission permission={write}>
      <EntityEdit key={`${type}-${id}`} type={type} id={id} />
    </RequirePermission>
  ) : (
    <RequirePermission permission={read}>
      <EntityShow key={`${type}-${id}`} type={type} id={id} />
    </RequirePermission>
  );
}
