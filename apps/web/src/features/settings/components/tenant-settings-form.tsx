import { Alert, Button, Stack } from '@mantine/core';
import type { TenantSettings } from '@kontor/contracts';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { StickyFormBar } from '../../../ui/sticky-form-bar.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useVersionedForm } from '../../../ui/versioned-form/use-versioned-form.ts';
import { ChangedElsewhereAlert, SaveProblemAlert } from '../../../ui/versioned-form/version-alerts.tsx';
import { useSaveTenantSettings } from '../api/use-save-tenant-settings.ts';
import '../i18n.ts';
import { DocumentSettingsSection } from './document-settings-section.tsx';
import { isSameDocumentSettings, toDocumentSettings } from './document-settings-values.ts';
import { settingsInputId, TenantSettingsSection } from './tenant-settings-section.tsx';
import {
  isSameSettings,
  SETTINGS_FIELDS,
  SETTINGS_SECTIONS,
  toFormValues,
  toRequestBody,
  validateSettings,
  type SettingsErrors,
  type SettingsField,
} from './tenant-settings-values.ts';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes/unsaved-changes-guard.tsx';

interface Props {
  settings: TenantSettings;
  canWrite: boolean;
  /** Fetches the current data again (after a conflict). */
  onReload: () => Promise<TenantSettings | undefined>;
}

const focusFirstError = (errors: SettingsErrors) => {
  const field = SETTINGS_FIELDS.find((name) => errors[name]);
  if (!field) return;
  requestAnimationFrame(() => {
    const input = document.getElementById(settingsInputId(field));
    // Centred, so the sticky save bar does not cover the field and its message.
    input?.focus({ preventScroll: true });
    input?.scrollIntoView({ block: 'center' });
  });
};

/** The company data form: sections, Ctrl+S, server field messages and version conflicts. */
export function TenantSettingsForm({ settings, canWrite, onReload }: Props) {
  const { t, i18n } = useTranslation('settings');
  const save = useSaveTenantSettings();
  // `base` is what the form started from; its version goes with the save.
  const [base, setBase] = useState(settings);
  const [values, setValues] = useState(() => toFormValues(settings));
  const [documentValues, setDocumentValues] = useState(() => toDocumentSettings(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [logoError, setLogoError] = useState<string | undefined>();
  const [chartError, setChartError] = useState<string | undefined>();
  const [datevErrors, setDatevErrors] = useState<Record<string, string>>({});
  const dirty =
    !isSameSettings(values, toFormValues(base)) ||
    !isSameDocumentSettings(documentValues, toDocumentSettings(base));
  const conflict = save.error instanceof ApiError && save.error.status === 409;
  const invalid = SETTINGS_FIELDS.some((field) => errors[field]);
  const problem = invalid ? t('tenant.invalid') : save.error?.message;

  const adopt = (next: TenantSettings) => {
    setBase(next);
    setValues(toFormValues(next));
    setDocumentValues(toDocumentSettings(next));
    setErrors({});
    setLogoError(undefined);
    save.reset();
  };

  const change = (field: SettingsField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    if (!canWrite || save.isPending) return;
    const found = validateSettings(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    if (!dirty) return void toast.show({ title: t('tenant.unchanged') });
    try {
      adopt(await save.mutateAsync({ ...toRequestBody(values, base.version), ...documentValues }));
      toast.success(t('tenant.saved'));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        setLogoError(error.fields.logo_file_id);
        setChartError(error.fields.chart_of_accounts);
        setDatevErrors(error.fields);
        focusFirstError(error.fields);
      }
    }
  };

  const { changedElsewhere, onSubmit, reload } = useVersionedForm(
    { latest: settings, base, dirty, conflict },
    { adopt, submit, fetchLatest: onReload },
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={dirty} />
      <Stack gap="lg">
        {!canWrite && (
          <Alert color="blue" variant="light">
            {t('tenant.readOnly')}
          </Alert>
        )}
        {changedElsewhere && (
          <ChangedElsewhereAlert
            message={t('tenant.changedElsewhere')}
            reloadLabel={t('tenant.reload')}
            onReload={() => adopt(settings)}
          />
        )}
        {canWrite && (
          <StickyFormBar
            hint={`${t('tenant.lastSaved', { date: formatDateTime(base.updated_at, i18n.language) })} · ${t('tenant.shortcut')}`}
            alert={
              <SaveProblemAlert
                problem={problem}
                conflict={conflict}
                reloadLabel={t('tenant.reload')}
                onReload={() => void reload()}
              />
            }
          >
            {dirty && (
              <Button variant="default" onClick={() => adopt(base)} disabled={save.isPending}>
                {t('tenant.discard')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              {t('tenant.save')}
            </Button>
          </StickyFormBar>
        )}
        {SETTINGS_SECTIONS.map((section) => (
          <TenantSettingsSection
            key={section.key}
            title={t(`tenant.sections.${section.key}`)}
            fields={section.fields}
            values={values}
            errors={errors}
            readOnly={!canWrite}
            onChange={change}
          />
        ))}
        <DocumentSettingsSection
          values={documentValues}
          error={logoError}
          chartError={chartError}
          datevErrors={datevErrors}
          readOnly={!canWrite}
          onChange={setDocumentValues}
        />
      </Stack>
    </form>
  );
}
