import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { letterStatuses, type LetterListQuery, type LetterStatus } from '@kontor/contracts';
import { IconMailForward, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { ListSearch } from '../../../ui/list-search.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { useLetters } from '../api/letters-api.ts';
import { LetterList } from '../components/letter-list.tsx';
import { SerialLetterDialog } from '../components/serial-letter-dialog.tsx';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

interface LettersSearch {
  status?: string;
  q?: string;
}

export function LettersListScreen() {
  const { t } = useTranslation('letters');
  const search = useSearch({ strict: false }) as LettersSearch;
  const isPhone = useIsPhoneLayout();
  const navigate = useNavigate();
  const canWrite = useSession((s) => s.permissions.includes('letters.write'));
  const [serialOpen, setSerialOpen] = useState(false);
  const setSearch = (patch: Partial<LettersSearch>) =>
    void navigate({ to: '/createdletters/list', search: { ...search, ...patch } as never, replace: true });
  const query: LetterListQuery = {
    ...(search.status && { status: search.status as LetterStatus }),
    ...(search.q && { q: search.q }),
  };
  const letters = useLetters(query);
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
        </Stack>
        {canWrite && (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconMailForward size={16} />}
              onClick={() => setSerialOpen(true)}
            >
              {t('list.serial')}
            </Button>
            <Button component={Link} to="/createdletters/create" leftSection={<IconPlus size={16} />}>
              {t('list.create')}
            </Button>
          </Group>
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('list.status')}
          data={[
            { value: '', label: t('list.anyStatus') },
            ...letterStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
          value={search.status ?? ''}
          onChange={(value) => setSearch({ status: value || undefined })}
          allowDeselect={false}
          w={200}
        />
        <ListSearch
          label={t('list.title')}
          value={search.q ?? ''}
          onChange={(q) => setSearch({ q: q || undefined })}
          autoFocus={!isPhone}
        />
      </Group>
      {letters.isPending ? (
        <Group justify="center" py="xl">
          <BusyIndicator label={t('loading', { ns: 'common' })} />
        </Group>
      ) : letters.isError ? (
        <LoadFailedAlert
          title={t('list.loadFailed')}
          message={letters.error.message}
          retryLabel={t('list.retry')}
          onRetry={() => void letters.refetch()}
        />
      ) : letters.data.items.length === 0 ? (
        <Text c="dimmed">{t('list.empty')}</Text>
      ) : (
        <LetterList letters={letters.data.items} label={t('list.title')} />
      )}
      {canWrite && <SerialLetterDialog opened={serialOpen} onClose={() => setSerialOpen(false)} />}
    </Stack>
  );
}
