import type { Document } from '@kontor/contracts';
import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../../lib/services.ts';
import { toast } from '../../../../ui/toast/toast.ts';
import { downloadDocumentFile } from '../../api/download-document-file.ts';
import '../../i18n.ts';

/** The archived files of a finalized document: PDF, ZUGFeRD, XRechnung UBL / CII. */
export function DownloadMenu({ doc }: { doc: Document }) {
  const { t } = useTranslation('documents');
  const { api } = useServices();
  const [running, setRunning] = useState(false);
  if (doc.archive.length === 0) return null;
  const run = async (kind: Document['archive'][number]['kind']) => {
    setRunning(true);
    try {
      await downloadDocumentFile(api, doc, kind);
    } catch (error) {
      toast.error(t('files.failed'), error instanceof Error ? error.message : undefined);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={running}>
          {t('actions.download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {doc.archive.map((file) => (
          <Menu.Item key={file.kind} onClick={() => void run(file.kind)}>
            {t(`files.${file.kind}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
