import { entityRegistry, type EntityType } from '@kontor/contracts';
import { Alert, Anchor, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconFileUnknown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useSession } from '../../../../lib/session/use-session.ts';
import { BackLink } from '../../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../../ui/load-failed-alert.tsx';
import { UnavailableNotice } from '../../../../ui/unavailable-notice.tsx';
import { useCustomFields } from '../../../../lib/queries/use-custom-fields.ts';
import { useEntity } from '../../../../lib/queries/use-entity.ts';
import { entityPaths } from '../../../../lib/entity-paths.ts';
import '../../i18n.ts';
import { EntityRecordActions } from './entity-record-actions.tsx';
import { EntityShowTabs } from './entity-show-tabs.tsx';

/** `/standardEntity/{type}/show/{id}`: name, number, state and actions, then the tabs. */
export function EntityShow({ type, id }: { type: EntityType; id: number }) {
  const { t, i18n } = useTranslation('entities');
  const canWrite = useSession((s) => s.permissions.includes(entityRegistry[type].permissions.write));
  const entity = useEntity(type, id);
  const customFields = useCustomFields(type);
  const back = <BackLink to={entityPaths.list(type)}>{t(`types.${type}.label`)}</BackLink>;

  if (entity.error instanceof ApiError && entity.error.status === 404)
    return (
      <UnavailableNotice icon={<IconFileUnknown size={28} />} title={t('show.notFound')} py="xl">
        <Text>{t('show.notFoundBody')}</Text>
        <Anchor component={Link} to={entityPaths.list(type)}>
          {t('show.toList')}
        </Anchor>
      </UnavailableNotice>
    );
  if (entity.isError || customFields.isError) {
    const retry = () => void (entity.isError ? entity.refetch() : customFields.refetch());
    return (
      <Stack gap="lg">
        {back}
        <LoadFailedAlert
          title={t('show.loadError')}
          message={(entity.error ?? customFields.error)?.message ?? ''}
          retryLabel={t('list.retry')}
          onRetry={retry}
        />
      </Stack>
    );
  }
  if (!entity.data || !customFields.data)
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={16} w={120} />
        <Skeleton h={36} w={320} />
        <Skeleton h={280} />
      </Stack>
    );

  const record = entity.data;
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        {back}
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="sm" align="center">
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {record.name}
              </Title>
              {record.archived_at && (
                <Badge color="gray" variant="light" leftSection={<IconArchive size={12} />}>
                  {t('show.archivedBadge')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {[
                record.number && `${entityRegistry[type].numberLabel ?? t('list.number')} ${record.number}`,
                t('show.meta', { created: date(record.created_at), updated: date(record.updated_at) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          {canWrite && <EntityRecordActions type={type} record={record} />}
        </Group>
      </Stack>
      {record.archived_at && (
        <Alert color="gray" variant="light" icon={<IconArchive size={18} />}>
          {t('show.archivedNotice', { date: date(record.archived_at) })}
        </Alert>
      )}
      {canWrite && record.referenced_by > 0 && (
        <Text size="sm" c="dimmed">
          {t('show.referenced', { count: record.referenced_by })}
        </Text>
      )}
      <EntityShowTabs type={type} record={record} customFields={customFields.data} />
    </Stack>
  );
}
