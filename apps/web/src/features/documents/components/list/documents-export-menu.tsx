import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../../app/use-services.ts';
import { toast } from '../../../../ui/toast/toast.ts';
import { downloadDocumentExport } from '../../api/download-document-file.ts';
import type { DocumentListState } from '../../document-list-state.ts';
import '../../i18n.ts';

/** CSV or Excel of what the list shows (search and filters, all pages). */
export function DocumentsExportMenu({ state }: { state: DocumentListState }) {
  const { t } = useTranslation('documents');
  const { api } = useServices();
  const [running, setRunning] = useState(false);
  const run = async (format: 'csv' | 'xlsx') => {
    setRunning(true);
    try {
      toast.success(t('export.done', { file: await downloadDocumentExport(api, state, format) }));
    } catch (error) {
      toast.error(t('export.failed'), error instanceof Error ? error.message : undefined);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={running}>
          {t('export.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void run('xlsx')}>
          {t('export.xlsx')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => void run('csv')}>
          {t('export.csv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
