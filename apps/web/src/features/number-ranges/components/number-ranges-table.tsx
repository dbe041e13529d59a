import type { NumberRange } from '@kontor/contracts';
import { Badge, Button, Card, Code, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import '../i18n.ts';

interface Props {
  ranges: readonly NumberRange[];
  canWrite: boolean;
  onEdit: (range: NumberRange) => void;
}

/** Desktop: one table row per range; phone: one card each with a big edit button. */
export function NumberRangesTable({ ranges, canWrite, onEdit }: Props) {
  const { t } = useTranslation('numberRanges');
  const isPhone = useIsPhoneLayout();
  const yearly = (range: NumberRange) =>
    range.reset_yearly ? <Badge variant="light">{t('columns.yearly')}</Badge> : null;
  const editButton = (range: NumberRange, fullWidth = false) =>
    canWrite && (
      <Button
        variant={fullWidth ? 'light' : 'subtle'}
        size={fullWidth ? 'sm' : 'xs'}
        fullWidth={fullWidth}
        leftSection={<IconPencil size={16} />}
        aria-label={t('editLabel', { label: range.label })}
        onClick={() => onEdit(range)}
      >
        {t('edit')}
      </Button>
    );

  if (isPhone) {
    return (
      <Stack gap="sm">
        {ranges.map((range) => (
          <Card
            key={range.key}
            withBorder
            radius="md"
            padding="md"
            component="article"
            aria-label={range.label}
          >
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Text fw={600}>{range.label}</Text>
                {yearly(range)}
              </Group>
              <Text size="sm">
                {t('columns.pattern')}: <Code>{range.pattern}</Code>
              </Text>
              <Text size="sm">
                {t('columns.next')}:{' '}
                <Text span ff="monospace" fw={600} inherit>
                  {range.preview}
                </Text>
              </Text>
              {editButton(range, true)}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.label')}</Table.Th>
            <Table.Th>{t('columns.pattern')}</Table.Th>
            <Table.Th>{t('columns.next')}</Table.Th>
            <Table.Th>{t('columns.yearly')}</Table.Th>
            {canWrite && <Table.Th ta="right">{t('columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ranges.map((range) => (
            <Table.Tr key={range.key}>
              <Table.Td fw={600}>{range.label}</Table.Td>
              <Table.Td>
                <Code>{range.pattern}</Code>
              </Table.Td>
              <Table.Td ff="monospace">{range.preview}</Table.Td>
              <Table.Td>{range.reset_yearly ? t('yes') : t('no')}</Table.Td>
              {canWrite && <Table.Td ta="right">{editButton(range)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
