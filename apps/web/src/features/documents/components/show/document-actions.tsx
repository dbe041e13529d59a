import {
  documentConversions,
  documentStatusLabels,
  documentTypeDefinitions,
  isInvoiceLike,
  receivableTypes,
  type Document,
} from '@kontor/contracts';
import { Button, Group, Menu } from '@mantine/core';
import {
  IconCash,
  IconCheck,
  IconChevronDown,
  IconCopy,
  IconDots,
  IconLock,
  IconMail,
  IconMailForward,
  IconPencil,
  IconReceiptRefund,
  IconSend,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session/use-session.ts';
import { toast } from '../../../../ui/toast/toast.ts';
import { documentCalls } from '../../api/document-actions.ts';
import { useDeleteDocument } from '../../api/use-delete-document.ts';
import { useDocumentMutation } from '../../api/use-document-mutation.ts';
import { documentPaths } from '../../../../lib/document-paths.ts';
import { documentKeys } from '../../api/keys.ts';
import '../../i18n.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { DownloadMenu } from './download-menu.tsx';
import { FinalizeDialog } from './finalize-dialog.tsx';
import { PaymentDialog } from './payment-dialog.tsx';

type Dialog = 'finalize' | 'cancel' | 'payment' | 'delete' | 'send' | null;

// The e-mail dialog (recipients, template, attachments) loads when it is opened.
const SendDocumentDialog = lazy(async () => ({
  default: (await import('../send-document-dialog.tsx')).SendDocumentDialog,
}));

/** What can be done with the document in its status, for the user's permissions. */
export function DocumentActions({ doc }: { doc: Document }) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const permissions = useSession((s) => s.permissions);
  const canWrite = permissions.includes('documents.write');
  const canFinalize = permissions.includes('documents.finalize');
  const canSend = permissions.includes('documents.send');
  const canCompose = permissions.includes('email.send');
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  const [dialog, setDialog] = useState<Dialog>(null);
  const follow = useDocumentMutation(async (api, run: (a: typeof api) => Promise<Document>) => run(api));
  const remove = useDeleteDocument();

  const draft = doc.status === 'draft';
  const receivable = receivableTypes.includes(doc.type);
  const payable = receivable && !draft && doc.status !== 'cancelled' && doc.open !== '0.00';
  const cancellable = receivable && !draft && doc.status !== 'cancelled';
  const conversions = draft ? [] : (documentConversions[doc.type] ?? []);
  const quoteOpen = doc.type === 'quote' && (doc.status === 'finalized' || doc.status === 'sent');
  const canMarkSent = !draft && doc.status === 'finalized';
  // Credit notes and Storno documents exist only for their invoice (the API refuses them too).
  const duplicable = doc.type !== 'creditNote' && doc.type !== 'cancellation';

  const runFollowUp = async (
    call: Parameters<typeof follow.mutateAsync>[0],
    message: (d: Document) => string,
    open: boolean,
  ) => {
    try {
      const result = await follow.mutateAsync(call);
      toast.success(message(result));
      if (open)
        void navigate({
          to: result.status === 'draft' ? documentPaths.edit(result.id) : documentPaths.show(result.id),
        });
    } catch (error) {
      toast.error(t('actions.failed'), error instanceof Error ? error.message : undefined);
    }
  };
  const setStatus = (status: 'accepted' | 'rejected' | 'sent') =>
    void runFollowUp(
      (api) => documentCalls.setStatus(api, { id: doc.id, status }),
      (d) => t('actions.done.status', { status: documentStatusLabels[d.status] }),
      false,
    );

  return (
    <Group gap="sm" wrap="wrap">
      {draft && canWrite && (
        <Button
          component={Link}
          to={documentPaths.edit(doc.id)}
          variant="default"
          leftSection={<IconPencil size={16} />}
        >
          {t('actions.edit')}
        </Button>
      )}
      {draft && canFinalize && (
        <Button leftSection={<IconLock size={16} />} onClick={() => setDialog('finalize')}>
          {t('actions.finalize')}
        </Button>
      )}
      {!draft && <DownloadMenu doc={doc} />}
      {!draft && canSend && doc.status !== 'cancelled' && (
        <Button variant="default" leftSection={<IconMail size={16} />} onClick={() => setDialog('send')}>
          {t('actions.send')}
        </Button>
      )}
      {canCompose && (
        <Button
          component={Link}
          to="/email/new"
          search={{ document: doc.id } as never}
          variant="default"
          leftSection={<IconMailForward size={16} />}
        >
          {t('actions.writeEmail')}
        </Button>
      )}
      {payable && canWrite && (
        <Button variant="default" leftSection={<IconCash size={16} />} onClick={() => setDialog('payment')}>
          {t('actions.payment')}
        </Button>
      )}
      {quoteOpen && canWrite && (
        <>
          <Button
            variant="default"
            color="teal"
            leftSection={<IconCheck size={16} />}
            onClick={() => setStatus('accepted')}
          >
            {t('actions.accept')}
          </Button>
          <Button variant="default" leftSection={<IconX size={16} />} onClick={() => setStatus('rejected')}>
            {t('actions.reject')}
          </Button>
        </>
      )}
      {conversions.length > 0 && canWrite && (
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            <Button variant="default" rightSection={<IconChevronDown size={14} />}>
              {t('actions.convert')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {conversions.map((type) => (
              <Menu.Item
                key={type}
                onClick={() =>
                  void runFollowUp(
                    (api) => documentCalls.convert(api, { id: doc.id, type }),
                    () => t('actions.done.converted', { type: documentTypeDefinitions[type].label }),
                    true,
                  )
                }
              >
                {documentTypeDefinitions[type].label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {(canWrite || canFinalize) && (
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            <Button variant="subtle" leftSection={<IconDots size={16} />} aria-label={t('actions.more')}>
              {t('actions.more')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {canMarkSent && canWrite && (
              <Menu.Item leftSection={<IconSend size={16} />} onClick={() => setStatus('sent')}>
                {t('actions.markSent')}
              </Menu.Item>
            )}
            {duplicable && canWrite && (
              <Menu.Item
                leftSection={<IconCopy size={16} />}
                onClick={() =>
                  void runFollowUp(
                    (api) => documentCalls.duplicate(api, { id: doc.id }),
                    () => t('actions.done.duplicated'),
                    true,
                  )
                }
              >
                {t('actions.duplicate')}
              </Menu.Item>
            )}
            {cancellable && isInvoiceLike(doc.type) && canWrite && (
              <Menu.Item
                leftSection={<IconReceiptRefund size={16} />}
                onClick={() =>
                  void runFollowUp(
                    (api) => documentCalls.creditNote(api, { id: doc.id }),
                    () => t('actions.done.creditNote'),
                    true,
                  )
                }
              >
                {t('actions.creditNote')}
              </Menu.Item>
            )}
            {cancellable && canFinalize && (
              <Menu.Item color="red" leftSection={<IconX size={16} />} onClick={() => setDialog('cancel')}>
                {t('actions.cancel')}
              </Menu.Item>
            )}
            {draft && canWrite && (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setDialog('delete')}
              >
                {t('actions.delete')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
      <FinalizeDialog doc={doc} opened={dialog === 'finalize'} onClose={() => setDialog(null)} />
      <CancelDialog doc={doc} opened={dialog === 'cancel'} onClose={() => setDialog(null)} />
      {dialog === 'send' && (
        <Suspense fallback={null}>
          <SendDocumentDialog
            documentId={doc.id}
            opened
            onClose={() => setDialog(null)}
            // Sending sets the status and writes the history: the document and lists refresh.
            onSent={() => void queryClient.invalidateQueries({ queryKey: documentKeys.all(tenantId) })}
          />
        </Suspense>
      )}
      {dialog === 'payment' && <PaymentDialog doc={doc} opened onClose={() => setDialog(null)} />}
      <ConfirmDeleteDialog
        opened={dialog === 'delete'}
        loading={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          remove.mutate(doc.id, {
            onSuccess: () => {
              toast.success(t('actions.done.deleted'));
              void navigate({ to: documentPaths.list });
            },
            onError: (error) => toast.error(t('actions.failed'), error.message),
          })
        }
      />
    </Group>
  );
}
