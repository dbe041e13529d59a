import { calculateDocumentTotals, type SerialInvoiceTemplate, vatCategoryFor } from '@kontor/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { useSession } from '../../../../lib/session/use-session.ts';
import { BackLink } from '../../../../ui/back-link.tsx';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { RequirePermission } from '../../../../ui/require-permission.tsx';
import { StickyFormBar } from '../../../../ui/sticky-form-bar.tsx';
import { toast } from '../../../../ui/toast/toast.ts';
import { UnavailableNotice } from '../../../../ui/unavailable-notice.tsx';
import { useVersionedForm } from '../../../../ui/versioned-form/use-versioned-form.ts';
import { ChangedElsewhereAlert, SaveProblemAlert } from '../../../../ui/versioned-form/version-alerts.tsx';
import { DocumentLinesEditor } from '../../components/edit/document-lines-editor.tsx';
import { DocumentTotalsPanel } from '../../components/document-totals-panel.tsx';
import { errorsByLineKey, savableLines } from '../../document-draft-form.ts';
import { linesForTotals, linesReducer, type LinesAction } from '../../document-lines-state.ts';
import { useDeleteSerialInvoice, useSaveSerialInvoice } from '../api/use-serial-invoice-mutations.ts';
import { useSerialInvoice } from '../api/use-serial-invoices.ts';
import { SerialInvoiceFields } from '../components/serial-invoice-fields.tsx';
import { SerialInvoiceRuns } from '../components/serial-invoice-runs.tsx';
import {
  emptySerialInvoiceForm,
  serialInvoiceBody,
  serialInvoiceFormOf,
  type SerialInvoiceForm,
} from '../serial-invoice-form.ts';
import { serialInvoicePaths } from '../serial-invoice-paths.ts';
import '../i18n.ts';
import { UnsavedChangesGuard } from '../../../../ui/unsaved-changes/unsaved-changes-guard.tsx';
import { BusyIndicator } from '../../../../ui/busy-indicator.tsx';

/** `/createDocument/serialInvoice/create` and `/createDocument/serialInvoice/edit/{id}`. */
export function SerialInvoiceEditPage() {
  return (
    <RequirePermission permission="documents.read">
      <SerialInvoiceEditScreen />
    </RequirePermission>
  );
}

function SerialInvoiceEditScreen() {
  const { t } = useTranslation('serialInvoices');
  const raw = useParams({ strict: false, select: (p: Record<string, string>) => p['id'] });
  const id = raw ? Number(raw) : undefined;
  const loaded = useSerialInvoice(id);
  if (id === undefined) return <SerialInvoiceEditor key="new" />;
  if (loaded.isPending) return <BusyIndicator size="sm" label={t('loading')} />;
  if (loaded.isError) {
    return (
      <UnavailableNotice icon={<IconFileUnknown size={28} />} title={t('form.notFound')} py="xl">
        <Button component={Link} to={serialInvoicePaths.list} variant="light">
          {t('back')}
        </Button>
      </UnavailableNotice>
    );
  }
  return <SerialInvoiceEditor key={id} loaded={loaded.data} refetch={loaded.refetch} />;
}

type EditorProps = {
  loaded?: SerialInvoiceTemplate;
  refetch?: () => Promise<{ data?: SerialInvoiceTemplate }>;
};

const fieldErrors = (error: unknown) => (error instanceof ApiError ? error.fields : {});

// Templates are priced like a standard invoice; the customer's treatment (reverse charge, §19)
// is applied when each invoice is written, as for any draft.
const vatFor = (rate: string) => vatCategoryFor('standard', rate, false);

function SerialInvoiceEditor({ loaded, refetch }: EditorProps) {
  const { t } = useTranslation('serialInvoices');
  const navigate = useNavigate();
  const canWrite = useSession((s) => s.permissions.includes('documents.write'));
  const save = useSaveSerialInvoice();
  const remove = useDeleteSerialInvoice();
  const [base, setBase] = useState(loaded);
  const [form, setForm] = useState<SerialInvoiceForm>(() =>
    loaded ? serialInvoiceFormOf(loaded) : emptySerialInvoiceForm(),
  );
  const [dirty, setDirty] = useState(false);
  const [lines, dispatchLines] = useReducer(linesReducer, form.lines);
  // The server names line fields by position in what was sent; the editor shows them by line key.
  const [sentLines, setSentLines] = useState<{ key: string }[]>([]);
  const totals = useMemo(() => calculateDocumentTotals(linesForTotals(lines)), [lines]);
  const change = (patch: Partial<SerialInvoiceForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setDirty(true);
  };
  const dispatch = (action: LinesAction) => {
    dispatchLines(action);
    setDirty(true);
  };
  const adopt = (next: SerialInvoiceTemplate) => {
    const nextForm = serialInvoiceFormOf(next);
    setBase(next);
    setForm(nextForm);
    dispatchLines({ type: 'replace', lines: nextForm.lines });
    setDirty(false);
    save.reset();
  };

  const submit = async () => {
    if (!canWrite) return;
    const body = serialInvoiceBody({ ...form, lines });
    setSentLines(savableLines(lines));
    const saved = await save
      .mutateAsync(base ? { id: base.id, body, version: base.version } : { body })
      .catch(() => undefined);
    if (!saved) return;
    toast.success(t('form.saved'));
    if (!base) void navigate({ to: serialInvoicePaths.edit(saved.id), replace: true, ignoreBlocker: true });
    else adopt(saved);
  };

  const { changedElsewhere, onSubmit, reload } = useVersionedForm(
    { latest: loaded, base, dirty, conflict: save.error?.status === 409 },
    { adopt, submit, fetchLatest: async () => (await refetch?.())?.data },
  );

  const deleteTemplate = () => {
    if (!base || !window.confirm(t('form.deleteConfirm', { name: base.name }))) return;
    remove.mutate(base.id, {
      onSuccess: () => {
        toast.success(t('form.deleted'));
        void navigate({ to: serialInvoicePaths.list, ignoreBlocker: true });
      },
      onError: (error) => toast.error(error.message),
    });
  };

  const errors = errorsByLineKey(fieldErrors(save.error), sentLines);
  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={canWrite && dirty} />
      <Stack gap="md">
        <BackLink to={serialInvoicePaths.list}>{t('title')}</BackLink>
        <PageHeader title={base ? base.name : t('form.createTitle')} />
        {canWrite && (
          <StickyFormBar
            hint={t('form.saveHint')}
            alert={
              changedElsewhere ? (
                <ChangedElsewhereAlert
                  message={t('form.changedElsewhere')}
                  reloadLabel={t('form.reload')}
                  onReload={() => void reload()}
                />
              ) : (
                save.error && (
                  <SaveProblemAlert
                    problem={save.error.message}
                    conflict={save.error.status === 409}
                    reloadLabel={t('form.reload')}
                    onReload={() => void reload()}
                  />
                )
              )
            }
          >
            {base && (
              <Button variant="subtle" color="red" onClick={deleteTemplate} loading={remove.isPending}>
                {t('form.delete')}
              </Button>
            )}
            <Button component={Link} to={serialInvoicePaths.list} variant="default">
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('form.save')}
            </Button>
          </StickyFormBar>
        )}
        <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <SerialInvoiceFields form={form} onChange={change} errors={errors} />
            <Text fw={500}>{t('form.sectionLines')}</Text>
            <DocumentLinesEditor
              lines={lines}
              totals={totals}
              errors={errors}
              dispatch={dispatch}
              vatFor={vatFor}
              lockedVat={false}
            />
            <DocumentTotalsPanel totals={totals} />
          </Stack>
        </fieldset>
        {base && <SerialInvoiceRuns id={base.id} active={base.active} />}
      </Stack>
    </form>
  );
}
