import type { ProfileRecord } from '@kontor/contracts';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import '../i18n.ts';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** What is on record, read-only: also what a reader without write permission sees. */
export function ProfileDetails({ profile }: { profile: ProfileRecord }) {
  const { t, i18n } = useTranslation('profiles');
  const canReadHistory = useSession((s) => s.permissions.includes('history.read'));
  const or = (value: string | null | undefined) => value || t('empty');
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('show.details')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="md" component="dl" m={0}>
          <Detail label={t('fields.email')} value={or(profile.email ?? profile.user?.email)} />
          <Detail label={t('fields.role')} value={or(profile.role?.name)} />
          <Detail label={t('fields.position')} value={or(profile.position)} />
          <Detail label={t('fields.phone')} value={or(profile.phone)} />
          <Detail label={t('fields.personnel_number')} value={or(profile.personnel_number)} />
          <Detail label={t('fields.created_at')} value={formatDate(profile.created_at, i18n.language)} />
        </SimpleGrid>
        {canReadHistory && (
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link
                {...props}
                to="/historyitems"
                search={{ entity: 'profile', entity_id: String(profile.id) }}
              />
            )}
          >
            {t('show.history')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
