import { documentTypeDefinitions, type DocumentType, type ProjectOverview } from '@kontor/contracts';
import { Anchor, Badge, Fieldset, Group, List, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { useProjectOverview } from '../api/project-types-api.ts';
import '../i18n.ts';
import { ProjectPhaseSelect } from './project-phase-select.tsx';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

const hours = (minutes: number, language: string) =>
  `${new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'de-DE', { maximumFractionDigits: 2 }).format(minutes / 60)} h`;

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fw={600} size="lg">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

function BudgetBar({ overview, language }: { overview: ProjectOverview; language: string }) {
  const { t } = useTranslation('projectTypes');
  const used = formatMoney(overview.budget_used, language);
  if (overview.budget_amount === null || overview.budget_amount <= 0)
    return <Text size="sm">{t('overview.budgetNone', { used })}</Text>;
  const percent = Math.round((overview.budget_used / overview.budget_amount) * 100);
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('overview.budgetUsed', { used, budget: formatMoney(overview.budget_amount, language) })} ({percent}{' '}
        %)
      </Text>
      <Progress
        value={Math.min(percent, 100)}
        color={percent > 100 ? 'red' : percent > 80 ? 'orange' : 'teal'}
        size="lg"
        aria-label={t('overview.budgetBar')}
        aria-valuetext={`${percent} %`}
      />
      <Text size="xs" c="dimmed">
        {t('overview.budgetHint')}
      </Text>
    </Stack>
  );
}

/** The project page's "Projektstand": phase (changeable), times, costs, budget, documents, tasks. */
export function ProjectOverviewSection({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation('projectTypes');
  const overview = useProjectOverview(projectId);
  const canWrite = useSession((s) => s.permissions.includes('projects.write'));
  const canSeeDocuments = useSession((s) => s.permissions.includes('documents.read'));
  if (overview.isError)
    return (
      <LoadFailedAlert
        title={t('overview.loadFailed')}
        message={overview.error.message}
        retryLabel={t('retry')}
        onRetry={() => void overview.refetch()}
      />
    );
  if (!overview.data) return <BusyIndicator size="sm" label={t('loading', { ns: 'common' })} />;
  const data = overview.data;
  const lang = i18n.language;
  return (
    <Fieldset legend={t('overview.title')} radius="md">
      <Stack gap="lg">
        <ProjectPhaseSelect projectId={projectId} overview={data} canWrite={canWrite} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Figure
            label={t('overview.times')}
            value={t('overview.timesTotal', { hours: hours(data.times.minutes, lang) })}
            hint={`${t('overview.billable', { hours: hours(data.times.billable_minutes, lang) })} · ${t('overview.unbilled', { hours: hours(data.times.unbilled_minutes, lang) })}`}
          />
          <Figure
            label={t('overview.costs')}
            value={formatMoney(data.costs, lang)}
            hint={t('overview.costsHint')}
          />
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={500}>
              {t('overview.budget')}
            </Text>
            <BudgetBar overview={data} language={lang} />
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="xs">
            <Text fw={600}>{t('overview.tasks')}</Text>
            {data.tasks.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('overview.noTasks')}
              </Text>
            ) : (
              <List spacing={6} listStyleType="none" ml={0} pl={0}>
                {data.tasks.map((task) => (
                  <List.Item key={task.id}>
                    <Group gap="xs" wrap="wrap">
                      <Anchor component={Link} to={`/standardEntity/tasks/show/${task.id}`} size="sm">
                        {task.title}
                      </Anchor>
                      <Badge
                        size="sm"
                        variant="light"
                        color={task.status === 'done' ? 'teal' : 'gray'}
                        tt="none"
                      >
                        {t(`taskStatus.${task.status}`, { defaultValue: task.status })}
                      </Badge>
                      {task.phase && (
                        <Badge size="sm" variant="outline" color="gray" tt="none">
                          {task.phase}
                        </Badge>
                      )}
                      {task.due_date && (
                        <Text size="xs" c="dimmed">
                          {t('overview.due', { date: formatDate(task.due_date, lang) })}
                        </Text>
                      )}
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
          <Stack gap="xs">
            <Text fw={600}>{t('overview.documents')}</Text>
            {data.documents.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('overview.noDocuments')}
              </Text>
            ) : (
              <List spacing={6} listStyleType="none" ml={0} pl={0}>
                {data.documents.map((doc) => {
                  const label =
                    `${documentTypeDefinitions[doc.type as DocumentType]?.label ?? doc.type} ${doc.number ?? ''}`.trim();
                  return (
                    <List.Item key={doc.id}>
                      <Group gap="xs" wrap="wrap">
                        {canSeeDocuments ? (
                          <Anchor component={Link} to={`/createDocument/show/${doc.id}`} size="sm">
                            {label}
                          </Anchor>
                        ) : (
                          <Text size="sm">{label}</Text>
                        )}
                        <Text size="xs" c="dimmed">
                          {formatDate(doc.document_date, lang)} · {formatMoney(doc.net_total, lang)}
                        </Text>
                      </Group>
                    </List.Item>
                  );
                })}
              </List>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
