import { entityRegistry } from '@kontor/contracts';
import { Suspense } from 'react';
import { useFeatureSlots } from '../../../lib/feature-slots.ts';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { EntityCreate } from '../components/form/entity-create.tsx';
import { useEntityTypeParam, useModeParams } from '../use-entity-type.ts';

/** `/standardEntity/{type}/create` and `/import` (the route has turned other modes into a 404). */
export function EntityModePage() {
  const type = useEntityTypeParam();
  const { mode } = useModeParams();
  // The import is its own area (entities-import) and loads only when opened.
  const { EntityImportPage } = useFeatureSlots();
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
