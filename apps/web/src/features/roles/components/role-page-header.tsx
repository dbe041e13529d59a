import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
      <Anchor component={Link} to="/roles" size="sm" w="fit-content">
        <Group gap={2} wrap="nowrap">
          <IconChevronLeft size={14} />
          {t('actions.back')}
        </Group>
      </Anchor>
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
