import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

interface ProfilesEmptyStateProps {
  search: string;
  canInvite: boolean;
  onClearSearch: () => void;
}

/** Says what to do next: search differently, or invite the first colleagues. */
export function ProfilesEmptyState({ search, canInvite, onClearSearch }: ProfilesEmptyStateProps) {
  const { t } = useTranslation('profiles');
  const searching = search.trim() !== '';
  return (
    <Paper withBorder p="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light">
          {searching ? <IconSearch size={24} /> : <IconUsers size={24} />}
        </ThemeIcon>
        <Title order={2} size="h4">
          {searching ? t('list.noMatchTitle', { search: search.trim() }) : t('list.emptyTitle')}
        </Title>
        <Text c="dimmed" maw={460}>
          {searching ? t('list.noMatchHint') : canInvite ? t('list.emptyHint') : t('list.emptyHintReadOnly')}
        </Text>
        {searching ? (
          <Button variant="light" onClick={onClearSearch}>
            {t('list.clearSearch')}
          </Button>
        ) : (
          canInvite && (
            <Button component={Link} to="/profiles/create" leftSection={<IconUserPlus size={16} />}>
              {t('list.invite')}
            </Button>
          )
        )}
      </Stack>
    </Paper>
  );
}
