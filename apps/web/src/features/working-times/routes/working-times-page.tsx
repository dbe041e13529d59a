import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBar, IconLock, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useProfileOptions } from '../../../lib/queries/use-profile-options.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useWorkingTimes } from '../api/use-working-times.ts';
import { ClockCard } from '../components/clock-card.tsx';
import { CloseMonthButton } from '../components/close-month-button.tsx';
import { PersonMonthBar } from '../components/person-month-bar.tsx';
import { WorkingTimesTable } from '../components/working-times-table.tsx';
import '../i18n.ts';
import { hoursAndMinutes } from '../month.ts';
import { monthSearch, usePersonMonth } from '../use-person-month.ts';

/** `/workingtimes`, `/workingtimes/list/{id?}`: a person's month of Kommen/Gehen records. */
export function WorkingTimesPage() {
  return (
    <RequirePermission permission="workingTimes.read">
      <WorkingTimesMonth />
    </RequirePermission>
  );
}

function WorkingTimesMonth() {
  const { t } = useTranslation('workingTimes');
  const { profileId, ownProfileId, month, canManage, canWrite, go } = usePersonMonth();
  const records = useWorkingTimes(profileId, month);
  const person = records.data?.profile_id ?? profileId;
  const closing = records.data?.closing ?? null;
  const total = (records.data?.items ?? []).reduce((sum, item) => sum + item.net_minutes, 0);
  const people = useProfileOptions();
  const personName = people.data?.find((p) => p.id === profileId)?.name;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <Group gap="xs">
            {person !== undefined && (
              <Button
                variant="default"
                component={Link}
                to={`/workingtimes/evaluate/${person}`}
                search={monthSearch(month)}
                leftSection={<IconChartBar size={16} />}
              >
                {t('list.evaluate')}
              </Button>
            )}
            {canWrite && !closing && (
              <Button
                component={Link}
                to={profileId === undefined ? '/workingtimes/create' : `/workingtimes/create/${profileId}`}
                search={monthSearch(month)}
                leftSection={<IconPlus size={16} />}
              >
                {t('list.record')}
              </Button>
            )}
          </Group>
        }
      />
      {canWrite && (profileId === undefined || profileId === ownProfileId) && <ClockCard source="web" />}
      {canWrite && canManage && profileId !== undefined && profileId !== ownProfileId && (
        <ClockCard key={profileId} source="web" profileId={profileId} personName={personName} />
      )}
      <PersonMonthBar
        profileId={person}
        month={month}
        canChoosePerson={canManage}
        onChange={(nextPerson, nextMonth) => go('list', nextPerson, nextMonth)}
      />
      {closing && (
        <Alert color="gray" icon={<IconLock size={18} />}>
          {t('closing.closed', {
            date: new Date(closing.closed_at).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' }),
            by: closing.closed_by ?? '–',
            balance: hoursAndMinutes(closing.closing_balance_minutes),
          })}
        </Alert>
      )}
      {records.isError ? (
        <LoadFailedAlert
          title={t('list.loadFailed')}
          message={records.error.message}
          retryLabel={t('list.retry')}
          onRetry={() => void records.refetch()}
        />
      ) : records.isPending ? (
        <Skeleton h={160} />
      ) : records.data.items.length === 0 ? (
        <Text c="dimmed">{t('list.empty')}</Text>
      ) : (
        <>
          <WorkingTimesTable items={records.data.items} canCorrect={canWrite && !closing} />
          <Text fw={600} ta="right">
            {t('list.total', { total: hoursAndMinutes(total) })}
          </Text>
        </>
      )}
      {canManage && person !== undefined && !closing && (
        <Group justify="flex-end">
          <CloseMonthButton profileId={person} month={month} />
        </Group>
      )}
    </Stack>
  );
}
