import type { Dashboard } from '@kontor/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { entityPaths } from '../../../lib/entity-paths.ts';
import { formatDate } from '../../../lib/format.ts';
import '../i18n.ts';
import { dashboardLinks } from './dashboard-links.ts';
import { FigureCard } from './figure-card.tsx';

/** Tasks not done whose due date has come, the earliest few by name. */
export function TasksCard({ tasks, today }: { tasks: NonNullable<Dashboard['tasks']>; today: string }) {
  const { t, i18n } = useTranslation('home');
  return (
    <FigureCard
      title={t('dashboard.tasks')}
      icon={IconListCheck}
      value={String(tasks.count)}
      tone={tasks.count > 0 ? 'alert' : 'default'}
      link={{ ...dashboardLinks.tasks(today), label: t('dashboard.showTasks') }}
    >
      {tasks.count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.noTasks')}
        </Text>
      ) : (
        <Stack gap={4}>
          {tasks.items.map((task) => (
            <Text key={task.id} size="sm" truncate>
              <Anchor component={Link} to={entityPaths.show('tasks', task.id)} size="sm">
                {task.title}
              </Anchor>
              <Text span size="sm" c="dimmed">
                {` · ${t('dashboard.dueOn', { date: formatDate(task.due_date, i18n.language) })}`}
              </Text>
            </Text>
          ))}
        </Stack>
      )}
    </FigureCard>
  );
}
