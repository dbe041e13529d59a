import type { EntityType } from '@kontor/contracts';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { BackLink } from '../../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { UnavailableNotice } from '../../../../ui/unavailable-notice.tsx';
import { useCustomFields } from '../../../../lib/queries/use-custom-fields.ts';
import { useEntity } from '../../../../lib/queries/use-entity.ts';
import { entityPaths } from '../../../../lib/entity-paths.ts';
import '../../i18n.ts';
import { EntityForm } from './entity-form.tsx';

/** `/standardEntity/{type}/edit/{id}`: the form on the current version; someone else's save shows at once. */
export function EntityEdit({ type, id }: { type: EntityType; id: number }) {
  const { t } = useTranslation('entities');
  const navigate = useNavigate();
  const entity = useEntity(type, id);
  const customFields = useCustomFields(type);
  const showPath = entityPaths.show(type, id);

  if (entity.error instanceof ApiError && entity.error.status === 404)
    return (
      <UnavailableNotice icon={<IconFileUnknown size={28} />} title={t('show.notFound')} py="xl">
        <Text>{t('show.notFoundBody')}</Text>
        <Anchor component={Link} to={entityPaths.list(type)}>
          {t('show.toList')}
        </Anchor>
      </UnavailableNotice>
    );
  const failed = entity.error ?? customFields.error;
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <BackLink to={entity.data ? showPath : entityPaths.list(type)}>
          {entity.data?.name ?? t(`types.${type}.label`)}
        </BackLink>
        <PageHeader
          title={entity.data ? t('form.editTitle', { name: entity.data.name }) : t(`types.${type}.label`)}
        />
      </Stack>
      {failed ? (
        <LoadFailedAlert
          title={t('show.loadError')}
          message={failed.message}
          retryLabel={t('list.retry')}
          onRetry={() => void (entity.isError ? entity.refetch() : customFields.refetch())}
        />
      ) : !entity.data || !customFields.data ? (
        <Skeleton h={320} aria-busy="true" />
      ) : (
        <EntityForm
          type={type}
          customFields={customFields.data}
          record={entity.data}
          onSaved={() => void navigate({ to: showPath, ignoreBlocker: true })}
          onCancel={() => void navigate({ to: showPath })}
          onReload={async () => (await entity.refetch()).data}
        />
      )}
    </Stack>
  );
}
