import type { EntityDetail, EntityType } from '@kontor/contracts';
import { Button, Group } from '@mantine/core';
import { IconArchive, IconMailForward, IconPencil, IconRestore, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session/use-session.ts';
import { toast } from '../../../../ui/toast/toast.ts';
import { useArchiveEntity } from '../../api/use-entity-actions.ts';
import { entityPaths } from '../../../../lib/entity-paths.ts';
import '../../i18n.ts';
import { DeleteEntityDialog } from './delete-entity-dialog.tsx';

/** Bearbeiten, Archivieren / Wiederherstellen (undo in the toast) and — when nothing refers to it — Löschen. */
export function EntityRecordActions({ type, record }: { type: EntityType; record: EntityDetail }) {
  const { t } = useTranslation('entities');
  const navigate = useNavigate();
  const archive = useArchiveEntity(type);
  const [deleting, setDeleting] = useState(false);
  const archived = record.archived_at !== null;
  const canCompose = useSession((s) => s.permissions.includes('email.send'));
  // The composer (/email/new) proposes the customer's address and fills templates for them.
  const composeSearch =
    type === 'customers'
      ? { customer: record.id }
      : type === 'contacts' && typeof record.data.email === 'string' && record.data.email
        ? { to: record.data.email }
        : null;

  const setArchived = async (on: boolean, offerUndo: boolean) => {
    try {
      const saved = await archive.mutateAsync({ id: record.id, archive: on });
      toast.success(t(on ? 'show.archived' : 'show.restored', { name: saved.name }), undefined, {
        actions: offerUndo
          ? [{ label: t('show.undo'), onClick: () => void setArchived(!on, false) }]
          : undefined,
      });
    } catch (error) {
      toast.error(t('show.actionFailed'), error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <Group gap="sm">
      <Button component={Link} to={entityPaths.edit(type, record.id)} leftSection={<IconPencil size={16} />}>
        {t('show.edit')}
      </Button>
      {canCompose && composeSearch && !archived && (
        <Button
          component={Link}
          to="/email/new"
          search={composeSearch as never}
          variant="default"
          leftSection={<IconMailForward size={16} />}
        >
          {t('show.writeEmail')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={archived ? <IconRestore size={16} /> : <IconArchive size={16} />}
        loading={archive.isPending}
        onClick={() => void setArchived(!archived, true)}
      >
        {archived ? t('show.restore') : t('show.archive')}
      </Button>
      {record.referenced_by === 0 && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setDeleting(true)}
        >
          {t('show.delete')}
        </Button>
      )}
      <DeleteEntityDialog
        type={type}
        record={record}
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: entityPaths.list(type) })}
      />
    </Group>
  );
}
