import type { EntityType } from '@kontor/contracts';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArchive, IconDatabase, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../i18n.ts';
import type { ListState } from '../../list-state.ts';
import { CreateActions } from './create-actions.tsx';

interface Props {
  type: EntityType;
  state: ListState;
  canWrite: boolean;
  canImport: boolean;
  onReset: () => void;
}

/** Says what to do next: search differently, look at the active records, or create (or import) the first ones. */
export function ListEmptyState({ type, state, canWrite, canImport, onReset }: Props) {
  const { t } = useTranslation('entities');
  const searching = state.q.trim() !== '' || Object.keys(state.filter).length > 0;
  const archive = state.archived === 'archived';
  const title = searching
    ? t('list.noMatch')
    : archive
      ? t('list.emptyArchived')
      : t(`types.${type}.emptyText`);
  const hint = searching
    ? t('list.noMatchHint')
    : archive
      ? t('list.emptyArchivedHint')
      : !canWrite
        ? t('list.emptyHintReadOnly')
        : canImport
          ? t('list.emptyHint')
          : t('list.emptyHintNoImport');
  const Icon = searching ? IconSearch : archive ? IconArchive : IconDatabase;
  return (
    <Paper withBorder p="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light">
          <Icon size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" maw={480}>
          {hint}
        </Text>
        {searching ? (
          <Button variant="light" onClick={onReset}>
            {t('list.clearAll')}
          </Button>
        ) : (
          !archive &&
          canWrite && (
            <Group justify="center">
              <CreateActions type={type} canImport={canImport} />
            </Group>
          )
        )}
      </Stack>
    </Paper>
  );
}
