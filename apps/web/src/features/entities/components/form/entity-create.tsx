import type { EntityType } from '@kontor/contracts';
import { Skeleton, Stack } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { useCustomFields } from '../../../../lib/queries/use-custom-fields.ts';
import { presetFromSearch } from '../../entity-form-values.ts';
import { entityPaths } from '../../../../lib/entity-paths.ts';
import '../../i18n.ts';
import { EntityForm } from './entity-form.tsx';

/** `/standardEntity/{type}/create` (`?company=12` and the like pre-fill fields). */
export function EntityCreate({ type }: { type: EntityType }) {
  const { t } = useTranslation('entities');
  const navigate = useNavigate();
  const customFields = useCustomFields(type);
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  // Taken once: the URL is the starting point, not a live binding.
  const [preset] = useState(() => presetFromSearch(type, search));
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <BackLink to={entityPaths.list(type)}>{t(`types.${type}.label`)}</BackLink>
        <PageHeader title={t(`types.${type}.createLabel`)} />
      </Stack>
      {customFields.isError ? (
        <LoadFailedAlert
          title={t('form.customFieldsError')}
          message={customFields.error.message}
          retryLabel={t('list.retry')}
          onRetry={() => void customFields.refetch()}
        />
      ) : !customFields.data ? (
        <Skeleton h={320} aria-busy="true" />
      ) : (
        <EntityForm
          type={type}
          customFields={customFields.data}
          preset={preset}
          onSaved={(saved) => void navigate({ to: entityPaths.show(type, saved.id), ignoreBlocker: true })}
          onCancel={() => void navigate({ to: entityPaths.list(type) })}
        />
      )}
    </Stack>
  );
}
