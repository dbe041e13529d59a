import type { ProfileRecord } from '@kontor/contracts';
import { Anchor, Avatar, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { fullName, ProfileStatusBadge } from './profile-status-badge.tsx';

const initials = (p: ProfileRecord) => `${p.first_name[0] ?? ''}${p.last_name[0] ?? ''}`.toUpperCase();
const showPath = (id: number) => `/profiles/show/${id}`;

/** Desktop and tablet: one row per person; the name is the link (keyboard: Tab to it, Enter). */
export function ProfilesTable({ profiles }: { profiles: ProfileRecord[] }) {
  const { t } = useTranslation('profiles');
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={720}>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.name')}</Table.Th>
              <Table.Th>{t('list.email')}</Table.Th>
              <Table.Th>{t('list.position')}</Table.Th>
              <Table.Th>{t('list.role')}</Table.Th>
              <Table.Th>{t('list.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {profiles.map((profile) => (
              <Table.Tr key={profile.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar size="sm" radius="xl" color="green">
                      {initials(profile)}
                    </Avatar>
                    <Anchor
                      component={Link}
                      to={showPath(profile.id)}
                      fw={600}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {fullName(profile)}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>{profile.email ?? t('empty')}</Table.Td>
                <Table.Td>{profile.position ?? t('empty')}</Table.Td>
                <Table.Td>{profile.role?.name ?? t('empty')}</Table.Td>
                <Table.Td>
                  <ProfileStatusBadge profile={profile} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Phone: one large touch target per person. */
export function ProfileCards({ profiles }: { profiles: ProfileRecord[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {profiles.map((profile) => (
        <li key={profile.id}>
          <Paper
            withBorder
            p="sm"
            component={Link}
            to={showPath(profile.id)}
            display="block"
            c="inherit"
            td="none"
          >
            <Group wrap="nowrap" gap="sm">
              <Avatar radius="xl" color="green">
                {initials(profile)}
              </Avatar>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} truncate>
                  {fullName(profile)}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {[profile.position, profile.role?.name].filter(Boolean).join(' · ') || profile.email}
                </Text>
                <div>
                  <ProfileStatusBadge profile={profile} />
                </div>
              </Stack>
              <IconChevronRight size={18} aria-hidden />
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
