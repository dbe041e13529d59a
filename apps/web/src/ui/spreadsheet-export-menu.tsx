import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from './toast/toast.ts';

interface Props {
  /** i18n namespace with <keyPrefix>.label / xlsx / csv / done ({{file}}) / failed. */
  namespace: string;
  /** Where in the namespace the texts live; default `export`. */
  keyPrefix?: string;
  /** Downloads the export and answers the saved file name. */
  download: (format: 'csv' | 'xlsx') => Promise<string>;
}

/** "Exportieren" → Excel or CSV of what a list shows; says the file name or why it failed. */
export function SpreadsheetExportMenu({ namespace, keyPrefix = 'export', download }: Props) {
  const { t } = useTranslation(namespace, { keyPrefix });
  const [running, setRunning] = useState(false);
  const run = async (format: 'csv' | 'xlsx') => {
    setRunning(true);
    try {
      toast.success(t('done', { file: await download(format) }));
    } catch (error) {
      toast.error(t('failed'), error instanceof Error ? error.message : undefined);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={running}>
          {t('label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void run('xlsx')}>
          {t('xlsx')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => void run('csv')}>
          {t('csv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
