import { formatEuro } from '@kontor/contracts';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle, IconFilePencil, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { ActivityCard } from './activity-card.tsx';
import { dashboardLinks } from './dashboard-links.ts';
import { FigureCard } from './figure-card.tsx';
import { RevenueCard } from './revenue-card.tsx';
import { TasksCard } from './tasks-card.tsx';
import { useDashboard } from './use-dashboard.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

/** What the business looks like today: each part only when the member may open the list behind it. */
export function Dashboard() {
  const { t } = useTranslation('home');
  const { data, isPending, isError } = useDashboard();
  if (isPending) return <BusyIndicator size="sm" label={t('dashboard.loading')} />;
  if (isError) return <Alert color="red">{t('dashboard.failed')}</Alert>;
  const { receivables, drafts, revenue, tasks, activity, today } = data;
  const figures = [
    receivables && (
      <FigureCard
        key="open"
        title={t('dashboard.open')}
        icon={IconReceipt}
        value={formatEuro(receivables.open.sum)}
        detail={t('dashboard.invoiceCount', { count: receivables.open.count })}
        link={{ ...dashboardLinks.open, label: t('dashboard.showOpen') }}
      />
    ),
    receivables && (
      <FigureCard
        key="overdue"
        title={t('dashboard.overdue')}
        icon={IconAlertTriangle}
        value={formatEuro(receivables.overdue.sum)}
        detail={t('dashboard.invoiceCount', { count: receivables.overdue.count })}
        tone={receivables.overdue.count > 0 ? 'alert' : 'default'}
        link={{ ...dashboardLinks.overdue, label: t('dashboard.showOverdue') }}
      />
    ),
    drafts && (
      <FigureCard
        key="drafts"
        title={t('dashboard.drafts')}
        icon={IconFilePencil}
        value={String(drafts.count)}
        detail={t('dashboard.draftsHint')}
        link={{ ...dashboardLinks.drafts, label: t('dashboard.showDrafts') }}
      />
    ),
    tasks && <TasksCard key="tasks" tasks={tasks} today={today} />,
  ].filter(Boolean);
  if (figures.length === 0 && !revenue && !activity) return null;
  return (
    <Stack gap="md">
      {figures.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: Math.min(4, figures.length) }} spacing="md">
          {figures}
        </SimpleGrid>
      )}
      {(revenue || activity) && (
        <SimpleGrid cols={{ base: 1, md: revenue && activity ? 2 : 1 }} spacing="md">
          {revenue && <RevenueCard revenue={revenue} today={today} />}
          {activity && <ActivityCard items={activity} />}
        </SimpleGrid>
      )}
    </Stack>
  );
}
