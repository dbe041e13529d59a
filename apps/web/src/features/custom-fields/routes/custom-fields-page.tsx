import {
  entityRegistry,
  entityTypes,
  isEntityType,
  type CustomFieldDefinition,
  type EntityType,
} from '@kontor/contracts';
import { Alert, Button, EmptyState, Skeleton, Stack, Title } from '@mantine/core';
import { IconForms, IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { KontorSelect } from '../../../ui/select/kontor-select.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useRestoreCustomField } from '../api/use-custom-field-lifecycle.ts';
import { useCustomFieldDefinitions } from '../api/use-custom-field-definitions.ts';
import { CustomFieldList } from '../components/custom-field-list.tsx';
import { CustomFieldModal, type FieldEditorTarget } from '../components/custom-field-modal.tsx';
import { RemoveCustomFieldDialog } from '../components/remove-custom-field-dialog.tsx';
import { RemovedCustomFields } from '../components/removed-custom-fields.tsx';
import '../i18n.ts';

const inOrder = (a: CustomFieldDefinition, b: CustomFieldDefinition) =>
  a.sort_order - b.sort_order || a.id - b.id;

function CustomFields() {
  const { t } = useTranslation('customFields');
  const canWrite = useSession((s) => s.permissions.includes('settings.write'));
  const definitions = useCustomFieldDefinitions();
  const restore = useRestoreCustomField();
  const navigate = useNavigate();
  // The chosen type stays in the URL, so a reload or a shared link shows the same fields.
  const search = useSearch({ strict: false }) as { type?: unknown };
  const entityType: EntityType =
    typeof search.type === 'string' && isEntityType(search.type) ? search.type : 'customers';
  const setType = (type: EntityType) =>
    void navigate({ to: '/settings/ownfields', search: type === 'customers' ? {} : { type }, replace: true });
  const [editing, setEditing] = useState<FieldEditorTarget | null>(null);
  const [removing, setRemoving] = useState<CustomFieldDefinition | null>(null);

  const all = definitions.data ?? [];
  const ofType = all.filter((f) => f.entity_type === entityType).sort(inOrder);
  const active = ofType.filter((f) => !f.deleted_at);
  const removed = ofType.filter((f) => f.deleted_at);
  const typeLabel = entityRegistry[entityType].label;
  const typeOptions = entityTypes.map((type) => ({
    value: type,
    label: t('typeOption', {
      label: entityRegistry[type].label,
      count: all.filter((f) => f.entity_type === type && !f.deleted_at).length,
    }),
  }));

  const restoreField = async (field: CustomFieldDefinition) => {
    try {
      await restore.mutateAsync(field.id);
      toast.success(t('restored', { label: field.label }));
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const createButton = canWrite && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ kind: 'create' })}>
      {t('create')}
    </Button>
  );

  return (
    <Stack gap="lg" maw={900}>
      <Stack gap="xs">
        <BackLink to="/settings">{t('back')}</BackLink>
        <PageHeader title={t('title')} description={t('intro')} actions={createButton} />
      </Stack>
      {!canWrite && <Alert color="gray">{t('readOnly')}</Alert>}
      <KontorSelect
        searchable={false}
        label={t('type')}
        data={typeOptions}
        value={entityType}
        onChange={(value) => value && setType(value as EntityType)}
        allowDeselect={false}
        maw={{ base: '100%', sm: 360 }}
      />
      {definitions.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          message={definitions.error.message}
          retryLabel={t('retry')}
          onRetry={() => void definitions.refetch()}
        />
      ) : !definitions.data ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={64} />
          ))}
        </Stack>
      ) : (
        <>
          <Stack gap="xs" component="section" aria-labelledby="active-custom-fields">
            <Title order={2} size="h4" id="active-custom-fields">
              {t('activeTitle', { label: typeLabel })}
            </Title>
            {active.length === 0 ? (
              <EmptyState
                icon={<IconForms size={28} />}
                withIndicatorBackground
                title={t('empty', { label: typeLabel })}
                description={t('emptyHint')}
                py="lg"
              >
                {createButton && <EmptyState.Actions>{createButton}</EmptyState.Actions>}
              </EmptyState>
            ) : (
              <CustomFieldList
                entityType={entityType}
                fields={active}
                canWrite={canWrite}
                onEdit={(field) => setEditing({ kind: 'edit', id: field.id })}
                onRemove={setRemoving}
              />
            )}
          </Stack>
          <RemovedCustomFields
            fields={removed}
            canWrite={canWrite}
            restoring={restore.isPending ? (restore.variables ?? null) : null}
            onRestore={(field) => void restoreField(field)}
          />
        </>
      )}
      <CustomFieldModal
        target={canWrite ? editing : null}
        entityType={entityType}
        fields={ofType}
        onClose={() => setEditing(null)}
        onReload={async () => (await definitions.refetch()).data?.filter((f) => f.entity_type === entityType)}
      />
      <RemoveCustomFieldDialog field={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

/** /settings/ownfields: the tenant's own fields per master-data type, in form order. */
export function CustomFieldsPage() {
  return (
    <RequirePermission permission="settings.read">
      <CustomFields />
    </RequirePermission>
  );
}
