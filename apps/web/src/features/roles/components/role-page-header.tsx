import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../ui/back-link.tsx';
import '../i18n.ts';

/** Back link to the list, the title, and optional badges and buttons beside it. */
export function RolePageHeader({
  title,
  badges,
  actions,
}: {
  title: string;
  badges?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('roles');
  return (
    <Stack gap={4}>
      <BackLink to="/roles">{t('actions.back')}</BackLink>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="center">
          <Title order={1}>{title}</Title>
          {badges}
        </Group>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
    </Stack>
  );
}
