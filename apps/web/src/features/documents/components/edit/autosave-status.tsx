import { Badge, Loader } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../i18n.ts';
import type { SaveStatus } from './use-document-draft.ts';

/** "Gespeichert" / "Speichert …" next to the title; announced politely to screen readers. */
export function AutosaveStatus({ status }: { status: SaveStatus }) {
  const { t } = useTranslation('documents');
  const text =
    status === 'saved'
      ? t('autosave.saved')
      : status === 'saving'
        ? t('autosave.saving')
        : status === 'pending'
          ? t('autosave.pending')
          : t('autosave.failed');
  const color = status === 'saved' ? 'green' : status === 'saving' || status === 'pending' ? 'gray' : 'red';
  const icon =
    status === 'saving' ? (
      <Loader size={10} color="gray" />
    ) : status === 'saved' ? (
      <IconCheck size={12} />
    ) : status === 'pending' ? null : (
      <IconAlertTriangle size={12} />
    );
  return (
    <Badge
      variant="light"
      color={color}
      leftSection={icon}
      role="status"
      aria-live="polite"
      data-testid="autosave-status"
    >
      {text}
    </Badge>
  );
}
