import { formatByteSize } from '@kontor/contracts';
import { ActionIcon, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isFinished, type UploadItem } from '../api/upload-queue.ts';
import '../i18n.ts';

interface Props {
  items: readonly UploadItem[];
  onCancel: (key: string) => void;
  onClear: () => void;
}

/** One line per chosen file: its progress while it travels, then done or the reason it failed. */
export function UploadList({ items, onCancel, onClear }: Props) {
  const { t, i18n } = useTranslation('files');
  if (items.length === 0) return null;
  const statusText = (item: UploadItem) => {
    switch (item.status) {
      case 'waiting':
        return t('upload.waiting');
      case 'uploading':
        return item.progress >= 1
          ? t('upload.checking')
          : t('upload.uploading', { percent: Math.round(item.progress * 100) });
      case 'done':
        return t('upload.done');
      case 'cancelled':
        return t('upload.cancelled');
      case 'failed':
        return item.error ?? t('upload.failed');
    }
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack
        gap="sm"
        component="ul"
        aria-label={t('upload.listLabel')}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {items.map((item) => (
          <li key={item.key} aria-label={item.name} data-status={item.status}>
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  {item.status === 'done' && (
                    <IconCheck size={16} color="var(--mantine-color-green-6)" aria-hidden />
                  )}
                  {item.status === 'failed' && (
                    <IconAlertCircle size={16} color="var(--mantine-color-red-6)" aria-hidden />
                  )}
                  <Text size="sm" fw={500} truncate>
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatByteSize(item.size, i18n.language)}
                  </Text>
                </Group>
                {!isFinished(item) && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => onCancel(item.key)}
                    aria-label={`${t('upload.cancel')}: ${item.name}`}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                )}
              </Group>
              {(item.status === 'uploading' || item.status === 'waiting' || item.status === 'done') && (
                <Progress
                  value={item.progress * 100}
                  color={item.status === 'done' ? 'green' : undefined}
                  animated={item.status === 'uploading'}
                  size="sm"
                  aria-label={`${item.name}: ${statusText(item)}`}
                />
              )}
              <Text
                size="xs"
                c={item.status === 'failed' ? 'red' : 'dimmed'}
                role={item.status === 'failed' ? 'alert' : undefined}
              >
                {statusText(item)}
              </Text>
            </Stack>
          </li>
        ))}
      </Stack>
      {items.some(isFinished) && (
        <Group justify="flex-end" mt="xs">
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            {t('upload.clear')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
