import type { IncomingInvoice, IncomingInvoiceStatus } from '@kontor/contracts';
import { incomingInvoiceTransitions } from '@kontor/contracts';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useChangeStatus } from '../api/use-incoming-invoices.ts';
import '../i18n.ts';

const labelKey: Record<IncomingInvoiceStatus, string> = {
  review: 'show.toReview',
  approved: 'show.approve',
  paid: 'show.markPaid',
  rejected: 'show.reject',
  draft: 'show.backToDraft',
};

/** The next steps of the workflow the user may take; rejecting asks for the reason. */
export function StatusActions({ invoice }: { invoice: IncomingInvoice }) {
  const { t } = useTranslation('incomingInvoices');
  const permissions = useSession((s) => s.permissions);
  const change = useChangeStatus();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  if (!permissions.includes('incomingInvoices.write')) return null;
  const next = incomingInvoiceTransitions[invoice.status].filter(
    (s) => s !== 'approved' || permissions.includes('incomingInvoices.approve'),
  );
  const run = (status: IncomingInvoiceStatus, why?: string) =>
    change.mutate(
      { id: invoice.id, status, ...(why && { reason: why }) },
      {
        onSuccess: () => {
          setRejecting(false);
          toast.success(t('show.changed', { status: t(`status.${status}`) }));
        },
      },
    );
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {next.map((status) => (
          <Button
            key={status}
            variant={
              status === 'approved' || status === 'review'
                ? 'filled'
                : status === 'rejected'
                  ? 'light'
                  : 'default'
            }
            color={status === 'rejected' ? 'red' : undefined}
            loading={change.isPending && change.variables?.status === status}
            onClick={() => (status === 'rejected' ? setRejecting(true) : run(status))}
          >
            {t(labelKey[status])}
          </Button>
        ))}
        {invoice.status === 'approved' && permissions.includes('banking.write') && (
          <Button
            variant="default"
            renderRoot={(props) => <Link {...props} to="/banking" search={{ ueberweisung: invoice.id }} />}
          >
            {t('show.transfer')}
          </Button>
        )}
      </Group>
      {!rejecting && <ErrorAlert message={change.error?.message} />}
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title={t('show.rejectTitle')}>
        <Stack>
          <Textarea
            label={t('show.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <ErrorAlert message={change.error?.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              {t('show.cancel')}
            </Button>
            <Button color="red" onClick={() => run('rejected', reason.trim())}>
              {t('show.confirmReject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
