import { Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useDatevExports } from '../api/use-datev-exports.ts';
import '../i18n.ts';

/** The DATEV exports made so far: when, who, which period, how many entries and accounts. */
export function ExportHistory() {
  const { t, i18n } = useTranslation('accounting');
  const history = useDatevExports();
  const title = t('history.title');
  const items = history.data?.items ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {history.isPending ? (
          <Skeleton h={60} />
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('history.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.at')}</Table.Th>
                  <Table.Th>{t('history.by')}</Table.Th>
                  <Table.Th>{t('history.period')}</Table.Th>
                  <Table.Th ta="right">{t('history.entries')}</Table.Th>
                  <Table.Th ta="right">{t('history.accounts')}</Table.Th>
                  <Table.Th>{t('history.kind')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((run) => (
                  <Table.Tr key={run.id}>
                    <Table.Td>{formatDateTime(run.created_at, i18n.language)}</Table.Td>
                    <Table.Td>{run.created_by ?? '–'}</Table.Td>
                    <Table.Td>
                      {formatDate(run.from, i18n.language)} – {formatDate(run.to, i18n.language)}
                    </Table.Td>
                    <Table.Td ta="right">{run.entries}</Table.Td>
                    <Table.Td ta="right">{run.accounts}</Table.Td>
                    <Table.Td>
                      {[
                        run.only_new ? t('history.onlyNew') : t('history.all'),
                        run.locked && t('history.locked'),
                      ]
                        .filter(Boolean)
                        .join(', ')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
