import { Badge, Group, Tooltip } from '@mantine/core';
import type { Role } from '@kontor/contracts';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { isProtectedRole } from './role-permissions.ts';

/** "System" for the predefined roles, "Geschützt" for the Administrator. */
export function RoleBadges({ role }: { role: Role }) {
  const { t } = useTranslation('roles');
  if (!role.is_system) return null;
  return (
    <Group gap={6} wrap="wrap">
      <Tooltip label={t('badges.systemHint')} multiline w={240} withArrow>
        <Badge variant="light" color="gray" size="sm" tabIndex={0}>
          {t('badges.system')}
        </Badge>
      </Tooltip>
      {isProtectedRole(role) && (
        <Tooltip label={t('badges.protectedHint')} multiline w={280} withArrow>
          <Badge variant="light" color="orange" size="sm" leftSection={<IconLock size={11} />} tabIndex={0}>
            {t('badges.protected')}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
