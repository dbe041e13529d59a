import { entityRegistry } from '@kontor/contracts';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { EntityList } from '../components/list/entity-list.tsx';
import { useEntityTypeParam } from '../use-entity-type.ts';

/** `/standardEntity/{type}`: the list of a registry type. */
export function EntityListPage() {
  const type = useEntityTypeParam();
  return (
    <RequirePermission permission={entityRegistry[type].permissions.read}>
      <EntityList key={type} type={type} />
    </RequirePermission>
  );
}
