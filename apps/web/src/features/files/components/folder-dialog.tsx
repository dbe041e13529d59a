import type { Folder } from '@kontor/contracts';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { KontorSelect } from '../../../ui/select/kontor-select.tsx';
import { SubmitForm } from '../../../ui/submit-form.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useSaveFolder } from '../api/use-folder-mutations.ts';
import { folderOptions, subtreeIds } from '../folder-tree.ts';
import '../i18n.ts';

const ROOT = 'root';

interface Props {
  folders: readonly Folder[];
  /** Absent: a new folder inside `parentId`. */
  folder?: Folder;
  parentId: number | null;
  /** Renaming shows the name, moving the target folder. */
  mode: 'create' | 'rename' | 'move';
  onClose: () => void;
  onSaved?: (folder: Folder) => void;
}

/** Create, rename or move a folder; the server refuses doubles and moves below itself (409). */
export function FolderDialog({ folders, folder, parentId, mode, onClose, onSaved }: Props) {
  const { t } = useTranslation('files');
  const save = useSaveFolder();
  const [name, setName] = useState(folder?.name ?? '');
  const [parent, setParent] = useState(parentId === null ? ROOT : String(parentId));
  const options = [
    { value: ROOT, label: t('folders.root') },
    ...folderOptions(folders, folder ? subtreeIds(folders, folder.id) : new Set()),
  ];
  const parentName = folders.find((f) => f.id === parentId)?.name;
  const title =
    mode === 'rename'
      ? t('folders.renameTitle')
      : mode === 'move'
        ? t('folders.moveTitle', { name: folder?.name })
        : parentName
          ? t('folders.createIn', { name: parentName })
          : t('folders.createTitle');
  const submit = async () => {
    try {
      const saved = await save.mutateAsync({
        ...(folder && { id: folder.id }),
        input: { name, parent_id: parent === ROOT ? null : Number(parent) },
      });
      toast.success(folder ? t('folders.saved') : t('folders.created', { name: saved.name }));
      onSaved?.(saved);
      onClose();
    } catch {
      // Shown at the field or below.
    }
  };
  const nameError = save.error?.fields['name'];
  return (
    <Modal opened onClose={onClose} title={title} portalProps={{ target: '#kontor-modals' }}>
      <SubmitForm onSubmit={() => void submit()}>
        <Stack gap="md">
          {mode !== 'move' && (
            <TextInput
              label={t('folders.name')}
              placeholder={t('folders.namePlaceholder')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={nameError}
              maxLength={100}
              required
              data-autofocus
            />
          )}
          {mode === 'move' && (
            <KontorSelect
              label={t('folders.target')}
              data={options}
              value={parent}
              onChange={(value) => value && setParent(value)}
              allowDeselect={false}
              data-autofocus
            />
          )}
          <ErrorAlert message={save.error && !nameError ? save.error.message : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('folders.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('folders.save')}
            </Button>
          </Group>
        </Stack>
      </SubmitForm>
    </Modal>
  );
}
