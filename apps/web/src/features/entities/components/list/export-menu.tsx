import { entityRegistry, type EntityType } from '@kontor/contracts';
import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../../app/use-services.ts';
import { toast } from '../../../../ui/toast/toast.ts';
import { downloadExport } from '../../api/download-export.ts';
import '../../i18n.ts';
import type { ListState } from '../../list-state.ts';

interface Props {
  type: EntityType;
  state: ListState;
  /** The columns the list shows, in order: the export has the same. */
  columns: readonly string[];
}

/** CSV or Excel of what the list shows: search, filters, sort and archive state, all pages. */
export function ExportMenu({ type, state, columns }: Props) {
  const { t } = useTranslation('entities');
  const { api } = useServices();
  const [running, setRunning] = useState(false);
  const run = async (format: 'csv' | 'xlsx') => {
    setRunning(true);
    try {
      const file = await downloadExport(api, type, entityRegistry[type].label, state, columns, format);
      toast.success(t('export.done', { file }));
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
