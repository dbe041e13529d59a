import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { permittedNavItems } from '../navigation.ts';
import { useSession } from '../../lib/session/use-session.ts';
import './i18n.ts';

/** The hint under an area's name: `areaHint.<path>` in the home catalogue (navigation.test.ts checks each). */
export const areaHintKey = (to: string) => `areaHint.${to.slice(1) || 'home'}`;

/** The areas this user may open, as large targets (start page and the phone's home). */
export function AreaCards() {
  const { t } = useTranslation(['home', 'common']);
  const permissions = useSession((s) => s.permissions);
  const items = permittedNavItems(permissions).filter((item) => item.to !== '/');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {items.map((item) => (
        <Card key={item.to} component={Link} to={item.to} withBorder padding="lg" radius="md">
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size="lg" radius="md">
              <item.icon size={20} />
            </ThemeIcon>
            <div>
              <Text fw={600}>{t(item.label, { ns: 'common' })}</Text>
              <Text size="sm" c="dimmed">
                {t(areaHintKey(item.to), { ns: 'home' })}
              </Text>
            </div>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
