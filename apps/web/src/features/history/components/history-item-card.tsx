import type { HistoryItem } from '@kontor/contracts';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBuilding,
  IconHistory,
  IconKey,
  IconLogin,
  IconShieldLock,
  IconUser,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import '../i18n.ts';
import { ChangeTable } from './change-table.tsx';

const ICONS: Record<string, Icon> = {
  profile: IconUser,
  role: IconShieldLock,
  tenant_settings: IconBuilding,
  tenant: IconBuilding,
  session: IconLogin,
  user: IconUserCircle,
  mfa_factor: IconKey,
};

/** Records that have a screen of their own get a link to it. */
const recordPath = (item: HistoryItem) =>
  item.entity === 'profile' && item.entity_id ? `/profiles/show/${item.entity_id}` : null;

export function HistoryItemCard({ item }: { item: HistoryItem }) {
  const { t, i18n } = useTranslation('history');
  const ItemIcon = ICONS[item.entity] ?? IconHistory;
  const title = t(`events.${item.entity}.${item.action}`, {
    defaultValue: t('eventFallback', {
      entity: t(`entities.${item.entity}`, { defaultValue: item.entity }),
      action: t(`actions.${item.action}`, { defaultValue: item.action }),
    }),
  });
  const path = recordPath(item);
  return (
    <Paper withBorder p="md" component="li" aria-label={title}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon variant="light" radius="xl" size="lg" visibleFrom="xs" aria-hidden>
          <ItemIcon size={18} />
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="baseline" gap="xs">
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed" component="time" dateTime={item.occurred_at}>
              {formatDateTime(item.occurred_at, i18n.language)}
            </Text>
          </Group>
          <Group gap={6} wrap="wrap">
            <Text size="sm">{item.actor ? t('by', { name: item.actor.name }) : t('bySystem')}</Text>
            {item.entity_id && /^\d+$/.test(item.entity_id) && (
              <Text size="sm" c="dimmed">
                {`· ${t(`entities.${item.entity}`, { defaultValue: item.entity })} ${t('number', { id: item.entity_id })}`}
              </Text>
            )}
            {path && (
              <>
                <Text size="sm" c="dimmed" aria-hidden>
                  ·
                </Text>
                <Anchor component={Link} to={path} size="sm">
                  {t('open')}
                </Anchor>
              </>
            )}
          </Group>
          {item.note && <Text size="sm">{item.note}</Text>}
          <ChangeTable changes={item.changes} />
        </Stack>
      </Group>
    </Paper>
  );
}
