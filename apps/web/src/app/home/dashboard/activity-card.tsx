import type { HistoryItem } from '@kontor/contracts';
import { Anchor, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { historyItemTitle } from '../../../features/history/history-title.ts';
import '../../../features/history/i18n.ts';
import { formatDateTime } from '../../../lib/format.ts';
import '../i18n.ts';

/** The newest entries of the history the member may read, one line each. */
export function ActivityCard({ items }: { items: HistoryItem[] }) {
  const { t, i18n } = useTranslation('home');
  const { t: th } = useTranslation('history');
  const title = t('dashboard.activity');
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" aria-hidden>
            <IconHistory size={18} />
          </ThemeIcon>
          <Text fw={600}>{title}</Text>
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.noActivity')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" truncate>
                  {historyItemTitle(th, item)}
                  <Text span size="sm" c="dimmed">
                    {` · ${item.actor?.name ?? th('bySystem')}`}
                  </Text>
                </Text>
                <Text
                  size="xs"
                  c="dimmed"
                  component="time"
                  dateTime={item.occurred_at}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {formatDateTime(item.occurred_at, i18n.language)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to="/historyitems" size="sm">
          {t('dashboard.allActivity')}
        </Anchor>
      </Stack>
    </Card>
  );
}
