import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { Role } from '@kontor/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import '../i18n.ts';
import { RoleBadges } from './role-badges.tsx';
import { countPermissions, TOTAL_PERMISSIONS } from './role-permissions.ts';
import { RoleRowActions } from './role-row-actions.tsx';

interface Props {
  roles: Role[];
  canWrite: boolean;
  onDelete: (role: Role) => void;
}

/** Desktop: a table; phone: one card per role with big buttons. */
export function RolesTable({ roles, canWrite, onDelete }: Props) {
  const { t } = useTranslation('roles');
  const isPhone = useIsPhoneLayout();
  const permissionCount = (role: Role) =>
    t('list.permissionCount', { count: countPermissions(role.permissions), total: TOTAL_PERMISSIONS });
  const name = (role: Role) => (
    <Anchor component={Link} to={`/roles/show/${role.id}`} fw={600} c="inherit">
      {role.name}
    </Anchor>
  );

  if (isPhone) {
    return (
      <Stack gap="sm">
        {roles.map((role) => (
          <Card key={role.id} withBorder radius="md" padding="md" aria-label={role.name} component="article">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                {name(role)}
                <RoleBadges role={role} />
              </Group>
              <Text size="sm" c="dimmed">
                {t('list.columns.permissions')}: {permissionCount(role)} ·{' '}
                {t('list.memberCount', { count: role.member_count })}
              </Text>
              <RoleRowActions role={role} canWrite={canWrite} onDelete={onDelete} grow />
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
            <Table.Th>{t('list.columns.name')}</Table.Th>
            <Table.Th>{t('list.columns.permissions')}</Table.Th>
            <Table.Th>{t('list.columns.members')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => (
            <Table.Tr key={role.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  {name(role)}
                  <RoleBadges role={role} />
                </Group>
              </Table.Td>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{permissionCount(role)}</Table.Td>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{role.member_count}</Table.Td>
              <Table.Td>
                <RoleRowActions role={role} canWrite={canWrite} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
