import { entityRegistry } from '@kontor/contracts';
import { lazy, Suspense } from 'react';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { EntityCreate } from '../components/form/entity-create.tsx';
import { useEntityTypeParam, useModeParams } from '../use-entity-type.ts';

// The import is its own area (entities-import) and loads only when opened.
const EntityImportPage = lazy(async () => ({
  default: (await import('../../entities-import/routes/entity-import-page.tsx')).EntityImportPage,
}));

/** `/standardEntity/{type}/create` and `/import` (the route has turned other modes into a 404). */
export function EntityModePage() {
  const type = useEntityTypeParam();
  const { mode } = useModeParams();
  if (mode === 'import')
    return (
      <Suspense>
        <EntityImportPage key={type} type={type} />
      </Suspense>
    );
  return (
    <RequirePermission permission={entityRegistry[type].permissions.write}>
      <EntityCreate key={type} type={type} />
    </RequirePermission>
  );
}
