import type { WorkingTime } from '@kontor/contracts';
import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import '../i18n.ts';
import { dayLabel, hoursAndMinutes, timeLabel } from '../month.ts';

interface WorkingTimesTableProps {
  items: WorkingTime[];
  /** Correcting is offered while the month is open and the caller may write. */
  canCorrect: boolean;
}

function RowLinks({ item, canCorrect }: { item: WorkingTime; canCorrect: boolean }) {
  const { t } = useTranslation('workingTimes');
  return (
    <Group gap="sm" wrap="nowrap">
      <Anchor component={Link} to={`/workingtimes/show/${item.id}`} size="sm">
        {t('list.show')}
      </Anchor>
      {canCorrect && (
        <Anchor component={Link} to={`/workingtimes/edit/${item.id}`} size="sm">
          {t('list.edit')}
        </Anchor>
      )}
    </Group>
  );
}

/** The month's records: a table on wide screens, one card per record on the phone. */
export function WorkingTimesTable({ items, canCorrect }: WorkingTimesTableProps) {
  const { t } = useTranslation('workingTimes');
  const isPhone = useIsPhoneLayout();
  const corrected = (item: WorkingTime) =>
    item.corrected && (
      <Badge size="xs" variant="light" color="orange">
        {t('list.corrected')}
      </Badge>
    );

  if (isPhone) {
    return (
      <Stack gap="xs">
        {items.map((item) => (
          <Card key={item.id} withBorder padding="sm" data-testid="working-time-row">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{dayLabel(item.start)}</Text>
              <Text fw={600}>{hoursAndMinutes(item.net_minutes)}</Text>
            </Group>
            <Group justify="space-between" mt={4}>
              <Text size="sm" c="dimmed">
                {timeLabel(item.start)} – {timeLabel(item.end, item.start)} · {t('list.columns.breaks')}{' '}
                {hoursAndMinutes(item.break_minutes)} {corrected(item)}
              </Text>
              <RowLinks item={item} canCorrect={canCorrect} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.day')}</Table.Th>
            <Table.Th>{t('list.columns.start')}</Table.Th>
            <Table.Th>{t('list.columns.end')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.breaks')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.net')}</Table.Th>
            <Table.Th>{t('list.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="working-time-row">
              <Table.Td>
                <Group gap="xs">
                  {dayLabel(item.start)} {corrected(item)}
                </Group>
              </Table.Td>
              <Table.Td>{timeLabel(item.start)}</Table.Td>
              <Table.Td>{timeLabel(item.end, item.start)}</Table.Td>
              <Table.Td ta="right">{hoursAndMinutes(item.break_minutes)}</Table.Td>
              <Table.Td ta="right">{hoursAndMinutes(item.net_minutes)}</Table.Td>
              <Table.Td>
                <RowLinks item={item} canCorrect={canCorrect} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
