import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { settingsItems } from '../components/settings-items.ts';
import '../i18n.ts';

function SettingsOverview() {
  const { t } = useTranslation('settings');
  const permissions = useSession((s) => s.permissions);
  const items = settingsItems.filter((item) => permissions.includes(item.permission));
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{t('overview.title')}</Title>
        <Text c="dimmed">{t('overview.intro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {items.map((item) => (
          <Card key={item.to} component={Link} to={item.to} withBorder padding="lg" radius="md">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon variant="light" size="xl" radius="md">
                <item.icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Stack gap={4} style={{ flex: 1 }}>
                <Text fw={600}>{t(`overview.items.${item.key}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`overview.items.${item.key}.description`)}
                </Text>
              </Stack>
              <IconChevronRight size={18} stroke={1.6} style={{ opacity: 0.5, flexShrink: 0 }} />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /settings: a card for every settings screen the user may open. */
export function SettingsPage() {
  return (
    <RequirePermission permission="settings.read">
      <SettingsOverview />
    </RequirePermission>
  );
}
