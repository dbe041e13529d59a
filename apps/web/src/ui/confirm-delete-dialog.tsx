import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert.tsx';
import { toast } from './toast/toast.ts';

/** The part of a TanStack delete mutation (by id) the dialog needs. */
export interface DeleteByIdMutation {
  mutateAsync: (id: number) => Promise<unknown>;
  reset: () => void;
  error: { message: string } | null;
  isPending: boolean;
}

interface Props<T extends { id: number; name: string }> {
  /** What to delete; null = closed. */
  item: T | null;
  onClose: () => void;
  onDeleted?: (item: T) => void;
  remove: DeleteByIdMutation;
  /** i18n namespace with delete.title / body / done / cancel / confirm ({{name}} in title and done). */
  namespace: string;
  /** Shown under the question, e.g. "this was the default text". */
  notice?: ReactNode;
  /** Why it cannot be deleted: replaces the question and the delete button. */
  blocked?: ReactNode;
}

/** Asks once, clearly; on success a toast, on refusal the server's German reason in the dialog. */
export function ConfirmDeleteDialog<T extends { id: number; name: string }>({
  item: requested,
  onClose,
  onDeleted,
  remove,
  namespace,
  notice,
  blocked,
}: Props<T>) {
  const { t } = useTranslation(namespace);
  // Keeps the texts while the dialog fades out after `item` became null.
  const [item, setItem] = useState(requested);
  if (requested && requested !== item) setItem(requested);
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = async () => {
    if (!item) return;
    try {
      await remove.mutateAsync(item.id);
    } catch {
      return;
    }
    toast.success(t('delete.done', { name: item.name }));
    onDeleted?.(item);
    close();
  };
  return (
    <Modal
      opened={requested !== null}
      onClose={close}
      title={item ? t('delete.title', { name: item.name }) : ''}
      centered
      portalProps={{ target: '#kontor-modals' }}
      closeButtonProps={{ 'aria-label': t('delete.cancel') }}
    >
      <Stack gap="md">
        {blocked ?? <Text>{t('delete.body')}</Text>}
        {notice}
        <ErrorAlert message={remove.error?.message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('delete.cancel')}
          </Button>
          {!blocked && (
            <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
              {t('delete.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
