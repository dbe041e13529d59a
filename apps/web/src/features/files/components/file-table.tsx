import { formatByteSize, type FileRecord } from '@kontor/contracts';
import { Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { formatDateTime } from '../../../lib/format.ts';
import '../i18n.ts';
import { FileActionsMenu } from './file-actions-menu.tsx';
import type { FileDialogKind } from './file-dialog-state.ts';
import { FileLinks } from './file-links.tsx';
import { FileName } from './file-name.tsx';
import { FileTags } from './file-tags.tsx';

export interface FileListProps {
  files: readonly FileRecord[];
  canWrite: boolean;
  onOpen: (kind: FileDialogKind, file: FileRecord) => void;
  onUnlink?: (file: FileRecord) => void;
  onTagSelect?: (tag: string) => void;
  /** Folder path per file, when the list spans folders. */
  folderPathOf?: (file: FileRecord) => string | undefined;
  canMove?: boolean;
  showLinks?: boolean;
}

/** Desktop: a table; phone: one card per file with the same actions. */
export function FileList(props: FileListProps) {
  return useIsPhoneLayout() ? <FileCards {...props} /> : <FileTable {...props} />;
}

function Uploaded({ file }: { file: FileRecord }) {
  const { t, i18n } = useTranslation('files');
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(file.created_at, i18n.language)}
      </Text>
      {file.uploaded_by && (
        <Text size="xs" c="dimmed">
          {t('list.uploadedBy', { name: file.uploaded_by.name })}
        </Text>
      )}
    </Stack>
  );
}

function FileTable({
  files,
  canWrite,
  onOpen,
  onUnlink,
  onTagSelect,
  folderPathOf,
  canMove,
  showLinks = true,
}: FileListProps) {
  const { t, i18n } = useTranslation('files');
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={680}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.name')}</Table.Th>
              <Table.Th ta="right">{t('list.size')}</Table.Th>
              <Table.Th>{t('list.tags')}</Table.Th>
              <Table.Th>{t('list.uploaded')}</Table.Th>
              {showLinks && <Table.Th>{t('list.links')}</Table.Th>}
              <Table.Th w={56}>
                <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((file) => (
              <Table.Tr key={file.id} data-file-id={file.id}>
                <Table.Td maw={360}>
                  <FileName file={file} onOpen={onOpen} folderPath={folderPathOf?.(file)} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatByteSize(file.size_bytes, i18n.language)}
                </Table.Td>
                <Table.Td>
                  <FileTags tags={file.tags} onSelect={onTagSelect} />
                </Table.Td>
                <Table.Td>
                  <Uploaded file={file} />
                </Table.Td>
                {showLinks && (
                  <Table.Td>
                    <FileLinks links={file.links} />
                  </Table.Td>
                )}
                <Table.Td>
                  <FileActionsMenu
                    file={file}
                    canWrite={canWrite}
                    onOpen={onOpen}
                    onUnlink={onUnlink}
                    canMove={canMove}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function FileCards({
  files,
  canWrite,
  onOpen,
  onUnlink,
  onTagSelect,
  folderPathOf,
  canMove,
  showLinks = true,
}: FileListProps) {
  const { i18n } = useTranslation('files');
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {files.map((file) => (
        <li key={file.id} data-file-id={file.id}>
          <Paper withBorder p="sm">
            <Stack gap={6}>
              <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <FileName file={file} onOpen={onOpen} folderPath={folderPathOf?.(file)} />
                </div>
                <FileActionsMenu
                  file={file}
                  canWrite={canWrite}
                  onOpen={onOpen}
                  onUnlink={onUnlink}
                  canMove={canMove}
                />
              </div>
              <Text size="xs" c="dimmed">
                {formatByteSize(file.size_bytes, i18n.language)} ·{' '}
                {formatDateTime(file.created_at, i18n.language)}
                {file.uploaded_by && ` · ${file.uploaded_by.name}`}
              </Text>
              <FileTags tags={file.tags} onSelect={onTagSelect} />
              {showLinks && <FileLinks links={file.links} />}
            </Stack>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
