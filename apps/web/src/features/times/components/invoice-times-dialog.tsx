import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { documentPaths } from '../../../lib/document-paths.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { RecordPicker } from '../../../ui/record-picker.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useInvoiceTimeEntries } from '../api/use-times.ts';
import '../i18n.ts';

/** "Zeiten abrechnen": a customer (and project) → a new draft invoice, which opens. */
export function InvoiceTimesButton() {
  const { t } = useTranslation('times');
  const navigate = useNavigate();
  const invoice = useInvoiceTimeEntries();
  const [opened, setOpened] = useState(false);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [projectId, setProjectId] = useState<number | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const fields = invoice.error instanceof ApiError ? invoice.error.fields : {};

  const submit = () => {
    if (customerId === null) return;
    invoice.mutate(
      { customer_id: customerId, project_id: projectId, to },
      {
        onSuccess: ({ document_id, entry_count }) => {
          toast.success(t('invoice.done', { count: entry_count }));
          setOpened(false);
          void navigate({ to: documentPaths.edit(document_id) });
        },
      },
    );
  };

  return (
    <>
      <Button variant="default" leftSection={<IconFileInvoice size={16} />} onClick={() => setOpened(true)}>
        {t('invoice.open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('invoice.title')}>
        <Stack gap="sm">
          <Text size="sm">{t('invoice.intro')}</Text>
          <ErrorAlert message={invoice.error?.message} />
          <RecordPicker
            types={['customers']}
            label={t('invoice.customer')}
            required
            value={customerId}
            onChange={setCustomerId}
            error={fields.customer_id}
            comboboxProps={{ withinPortal: false }}
          />
          <RecordPicker
            types={['projects']}
            label={t('invoice.project')}
            value={projectId}
            onChange={setProjectId}
            error={fields.project_id}
            clearable
            comboboxProps={{ withinPortal: false }}
          />
          <DateField label={t('invoice.to')} value={to} onChange={setTo} error={fields.to} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('invoice.cancel')}
            </Button>
            <Button disabled={customerId === null} loading={invoice.isPending} onClick={submit}>
              {t('invoice.create')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
