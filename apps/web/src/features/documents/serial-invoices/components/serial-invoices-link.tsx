import { Button } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { serialInvoicePaths } from '../serial-invoice-paths.ts';
import '../i18n.ts';

/** The way from the documents list to the serial invoices. */
export function SerialInvoicesLink() {
  const { t } = useTranslation('serialInvoices');
  return (
    <Button
      component={Link}
      to={serialInvoicePaths.list}
      variant="default"
      leftSection={<IconRepeat size={16} />}
    >
      {t('title')}
    </Button>
  );
}
