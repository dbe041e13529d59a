import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Role } from '@kontor/contracts';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { grantedActions, PERMISSION_AREAS, type PermissionArea } from './role-permissions.ts';

/** Read-only view: what the role allows, area by area; areas without rights in one line. */
export function RoleDetails({ role }: { role: Role }) {
  const { t } = useTranslation('roles');
  const granted = PERMISSION_AREAS.filter((area) => grantedActions(role.permissions, area).length > 0);
  const without = PERMISSION_AREAS.filter((area) => !granted.includes(area));
  const areaName = (area: PermissionArea) => t(`areas.${area}`);
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('show.assigned', { count: role.member_count })}</Text>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('show.granted')}
        </Title>
        {granted.length === 0 ? (
          <Text c="dimmed">{t('show.noPermissions')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {granted.map((area) => (
              <Paper key={area} withBorder radius="md" p="sm" component="section" aria-label={areaName(area)}>
                <Stack gap={6}>
                  <Text fw={600}>{areaName(area)}</Text>
                  <Group gap={6}>
                    {grantedActions(role.permissions, area).map((action) => (
                      <Badge key={action} variant="light" radius="sm" tt="none">
                        {t(`permissionActions.${action}`)}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {without.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('show.none')}: {without.map(areaName).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
