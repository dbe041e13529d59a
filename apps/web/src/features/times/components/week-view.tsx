import type { TimeEntry } from '@kontor/contracts';
import {
  ActionIcon,
  Anchor,
  Badge,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { documentPaths } from '../../../lib/document-paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../ui/toast/toast.ts';
import { useDeleteTimeEntry } from '../api/use-times.ts';
import '../i18n.ts';
import { hoursText, weekDays } from '../week.ts';

const statusColor = { open: 'gray', approved: 'blue', invoiced: 'green' } as const;

interface Props {
  monday: string;
  items: TimeEntry[];
  showPerson: boolean;
  /** Approvers pick open entries to approve. */
  selectable: boolean;
  selected: ReadonlySet<number>;
  onSelect: (id: number, on: boolean) => void;
}

/** Seven days, each with its entries and total; open entries can be deleted. */
export function WeekView({ monday, items, showPerson, selectable, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation('times');
  const remove = useDeleteTimeEntry();
  const weekday = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'de-DE', {
      weekday: 'long',
      timeZone: 'UTC',
    });

  return (
    <Stack gap="sm">
      {weekDays(monday).map((day) => {
        const entries = items.filter((e) => e.date === day);
        const total = entries.reduce((sum, e) => sum + e.duration_minutes, 0);
        return (
          <Paper withBorder p="sm" key={day} data-testid={`day-${day}`}>
            <Group justify="space-between" mb={entries.length ? 'xs' : 0}>
              <Text fw={600}>
                {weekday(day)}, {formatDate(day, i18n.language)}
              </Text>
              <Text size="sm" c="dimmed">
                {entries.length ? t('week.dayTotal', { total: hoursText(total) }) : t('week.empty')}
              </Text>
            </Group>
            {entries.length > 0 && (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing={4}>
                  <Table.Tbody>
                    {entries.map((entry) => (
                      <Table.Tr key={entry.id}>
                        {selectable && (
                          <Table.Td w={32}>
                            {entry.status === 'open' && (
                              <Checkbox
                                aria-label={t('entry.select')}
                                checked={selected.has(entry.id)}
                                onChange={(e) => onSelect(entry.id, e.currentTarget.checked)}
                              />
                            )}
                          </Table.Td>
                        )}
                        <Table.Td w={110}>
                          {entry.start && entry.end ? `${entry.start}–${entry.end}` : (entry.start ?? '')}
                        </Table.Td>
                        <Table.Td w={80} fw={600}>
                          {hoursText(entry.duration_minutes)}
                        </Table.Td>
                        {showPerson && <Table.Td>{entry.profile_name}</Table.Td>}
                        <Table.Td>
                          <Text size="sm">
                            {[
                              entry.project_name ?? t('entry.noProject'),
                              entry.customer_name,
                              entry.article_name,
                            ]
                              .filter(Boolean)
                              .join(' · ')}
                          </Text>
                          {entry.description && (
                            <Text size="xs" c="dimmed">
                              {entry.description}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td w={130}>
                          <Group gap={4} wrap="nowrap">
                            <Badge color={statusColor[entry.status]} variant="light">
                              {t(`status.${entry.status}`)}
                            </Badge>
                            {!entry.billable && (
                              <Badge color="gray" variant="outline">
                                –€
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td w={60} ta="right">
                          {entry.status === 'open' ? (
                            <Tooltip label={t('entry.delete')}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('entry.delete')}
                                loading={remove.isPending && remove.variables === entry.id}
                                onClick={() =>
                                  remove.mutate(entry.id, {
                                    onSuccess: () => toast.success(t('entry.deleted')),
                                  })
                                }
                              >
                                <IconTrash size={16} />
                              </ActionIcon>
                            </Tooltip>
                          ) : entry.document_id !== null ? (
                            <Anchor component={Link} to={documentPaths.edit(entry.document_id)} size="sm">
                              {t('entry.invoice')}
                            </Anchor>
                          ) : null}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
