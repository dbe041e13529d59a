import { documentTypeDefinitions, documentTypes } from '@kontor/contracts';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { documentPaths } from '../../../../lib/document-paths.ts';
import '../../i18n.ts';

// Cancellations come only from "Stornieren" on an invoice; everything else starts here.
const creatable = documentTypes.filter((type) => type !== 'cancellation');

/** "Neues Dokument" with one entry per type. */
export function NewDocumentMenu({ customer }: { customer?: number }) {
  const { t } = useTranslation('documents');
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />}>
          {t('newDocument')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {creatable.map((type) => (
          <Menu.Item
            key={type}
            component={Link}
            to={documentPaths.create}
            search={documentPaths.createSearch(type, customer) as never}
          >
            {documentTypeDefinitions[type].label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
