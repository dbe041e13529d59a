import { entityRegistry, isImportableEntityType, type EntityType } from '@kontor/contracts';
import { notFound } from '@tanstack/react-router';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { ImportWizard } from '../components/import-wizard.tsx';

/** `/standardEntity/{type}/import`: CSV import of customers, vendors, contacts or articles. */
export function EntityImportPage({ type }: { type: EntityType }) {
  if (!isImportableEntityType(type)) throw notFound();
  return (
    <RequirePermission permission={entityRegistry[type].permissions.write}>
      <ImportWizard key={type} type={type} />
    </RequirePermission>
  );
}
