import {
  calculateDocumentTotals,
  type Document,
  type DocumentType,
  documentTypeDefinitions,
  entityContracts,
  vatCategoryFor,
  type SupplyKind,
} from '@kontor/contracts';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../../ui/back-link.tsx';
import { ChangedElsewhereAlert, SaveProblemAlert } from '../../../../ui/versioned-form/version-alerts.tsx';
import { useVersionedForm } from '../../../../ui/versioned-form/use-versioned-form.ts';
import { useDocument } from '../../api/use-document.ts';
import { useFeatureSlots } from '../../../../lib/feature-slots.ts';
import { useServices } from '../../../../lib/services.ts';
import { customerDefaults, type DraftForm, type DraftHeader } from '../../document-draft-form.ts';
import { linesForTotals } from '../../document-lines-state.ts';
import { documentPaths } from '../../../../lib/document-paths.ts';
import '../../i18n.ts';
import { DocumentTotalsPanel } from '../document-totals-panel.tsx';
import { AutosaveStatus } from './autosave-status.tsx';
import { DocumentFooterFields, DocumentHeaderFields } from './document-header-fields.tsx';
import { DocumentLinesEditor } from './document-lines-editor.tsx';
import { useDocumentDraft } from './use-document-draft.ts';

interface Props {
  type: DocumentType;
  initial: DraftForm;
  loaded: Document | undefined;
  /** A new document got its id (before the URL changes to it). */
  onCreated?: (id: number) => void;
}

const forcingTreatments = ['reverseCharge', 'intraEu', 'export'];

/** The draft editor: header, lines with live totals, texts; saves itself. */
export function DocumentEditor({ type, initial, loaded, onCreated }: Props) {
  const { t } = useTranslation('documents');
  const draft = useDocumentDraft(type, initial, loaded, onCreated);
  const { form, base } = draft;
  const latestQuery = useDocument(base?.id);
  const latest = latestQuery.data;
  const { changedElsewhere, reload } = useVersionedForm(
    { latest, base, dirty: draft.dirty, conflict: draft.status === 'conflict' },
    {
      adopt: draft.adopt,
      submit: draft.save,
      // After a 409 the cache may not know the newer version yet: ask the server.
      fetchLatest: async () => (await latestQuery.refetch()).data,
    },
  );

  const { api } = useServices();
  const { DocumentTimeEntriesLink } = useFeatureSlots();
  // A new draft gets the customer's defaults from the server on create; a saved one here.
  const changeHeader = (patch: Partial<DraftHeader>) => {
    draft.setHeader(patch);
    if (!patch.customer_id || !base) return;
    void api
      .call(entityContracts('customers').get, { params: { id: patch.customer_id } })
      .then((customer) => draft.updateHeader((header) => customerDefaults(customer.data, header)))
      .catch(() => undefined);
  };

  // The same rules as the server: §19 and reverse charge / intra-EU / export decide the category.
  const smallBusiness = base?.seller?.small_business ?? false;
  const treatment = form.header.vat_treatment;
  const lockedVat = smallBusiness || forcingTreatments.includes(treatment);
  const vatFor = (rate: string, supplyKind: SupplyKind | null = null) =>
    vatCategoryFor(treatment, rate, smallBusiness, supplyKind);
  const totals = useMemo(() => {
    const supplyKinds = new Map(
      form.lines.flatMap((line) => (line.kind === 'item' ? [[line.key, line.supply_kind] as const] : [])),
    );
    const lines = linesForTotals(form.lines).map((line) => {
      if (!lockedVat || line.kind !== 'item') return line;
      const { category, rate } = vatFor(line.vat_rate ?? '0', supplyKinds.get(line.key) ?? null);
      return { ...line, vat_category: category, vat_rate: rate };
    });
    return calculateDocumentTotals(lines, { prepaid: base?.totals.prepaid });
  }, [form.lines, lockedVat, treatment, smallBusiness, base?.totals.prepaid]);

  const label = documentTypeDefinitions[type].label;
  return (
    <Stack gap="md">
      <BackLink to={documentPaths.list}>{t('edit.back')}</BackLink>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm">
          <Title order={1}>
            {base ? t('edit.editTitle', { type: label }) : t('edit.newTitle', { type: label })}
          </Title>
          {(base || draft.status !== 'saved') && <AutosaveStatus status={draft.status} />}
        </Group>
        {base && (
          <Button
            component={Link}
            to={documentPaths.show(base.id)}
            variant="default"
            leftSection={<IconEye size={16} />}
            onClick={() => void draft.save()}
          >
            {t('edit.show')}
          </Button>
        )}
      </Group>
      {base && (
        <Suspense fallback={null}>
          <DocumentTimeEntriesLink documentId={base.id} />
        </Suspense>
      )}
      {changedElsewhere && (
        <ChangedElsewhereAlert
          message={t('autosave.changedElsewhere')}
          reloadLabel={t('autosave.reload')}
          onReload={() => void reload()}
        />
      )}
      <SaveProblemAlert
        problem={draft.status === 'conflict' ? t('autosave.conflict') : draft.problem}
        conflict={draft.status === 'conflict'}
        reloadLabel={t('autosave.reload')}
        onReload={() => void reload()}
      />
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('edit.header')}>
        <DocumentHeaderFields
          type={type}
          header={form.header}
          customerName={base?.customer_name ?? undefined}
          errors={draft.errors}
          onChange={changeHeader}
        />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="document-lines-title">
        <Title order={2} size="h4" mb="sm" id="document-lines-title">
          {t('edit.lines')}
        </Title>
        <DocumentLinesEditor
          lines={form.lines}
          totals={totals}
          errors={draft.errors}
          dispatch={draft.dispatchLines}
          vatFor={vatFor}
          lockedVat={lockedVat}
        />
      </Paper>
      <DocumentTotalsPanel totals={totals} />
      <Paper withBorder p="md" radius="md">
        <DocumentFooterFields header={form.header} errors={draft.errors} onChange={draft.setHeader} />
      </Paper>
    </Stack>
  );
}
