import { Alert, Button, Stack } from '@mantine/core';
import type { EmailAccount } from '@kontor/contracts';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { StickyFormBar } from '../../../ui/sticky-form-bar.tsx';
import { SubmitForm } from '../../../ui/submit-form.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useSaveEmailAccount } from '../api/use-save-email-account.ts';
import '../i18n.ts';
import { accountInputId, EmailAccountFields } from './email-account-fields.tsx';
import { EmailAccountTestPanel } from './email-account-test-panel.tsx';
import {
  emptyAccountValues,
  isImapPasswordNeededAgain,
  isPasswordNeededAgain,
  isSameAccount,
  toAccountInput,
  toAccountValues,
  validateAccount,
  type EmailAccountErrors,
  type EmailAccountField,
  type EmailAccountFormValues,
} from './email-account-values.ts';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes/unsaved-changes-guard.tsx';

interface Props {
  /** The account as stored (edit, show); undefined = create. */
  account?: EmailAccount;
  canWrite: boolean;
  onSaved: (account: EmailAccount) => void;
  onCancel: () => void;
}

const focusFirstError = (errors: EmailAccountErrors) => {
  const field = (Object.keys(errors) as EmailAccountField[]).find((name) => errors[name]);
  if (field) requestAnimationFrame(() => document.getElementById(accountInputId(field))?.focus());
};

/** Create or edit an SMTP account; after saving, "Verbindung testen" checks the stored settings. */
export function EmailAccountForm({ account, canWrite, onSaved, onCancel }: Props) {
  const { t } = useTranslation('emailAccounts');
  const save = useSaveEmailAccount();
  const [base, setBase] = useState(account);
  const [values, setValues] = useState<EmailAccountFormValues>(() =>
    account ? toAccountValues(account) : emptyAccountValues(),
  );
  const [errors, setErrors] = useState<EmailAccountErrors>({});
  const dirty = !isSameAccount(values, base ? toAccountValues(base) : emptyAccountValues());
  const invalid = Object.values(errors).some(Boolean);

  const change = <F extends EmailAccountField>(field: F, value: EmailAccountFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    if (!canWrite || save.isPending) return;
    const found = validateAccount(values, base);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    try {
      const saved = await save.mutateAsync({
        id: base?.id,
        body: toAccountInput(values),
        version: base?.version,
      });
      toast.success(t(base ? 'editor.saved' : 'editor.created', { name: saved.name }));
      setBase(saved);
      setValues(toAccountValues(saved));
      onSaved(saved);
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      setErrors(fields as EmailAccountErrors);
      focusFirstError(fields as EmailAccountErrors);
    }
  };

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <Stack gap="lg">
        <UnsavedChangesGuard when={canWrite && dirty} />
        {!canWrite && (
          <Alert color="blue" variant="light">
            {t('editor.readOnly')}
          </Alert>
        )}
        {canWrite && (
          <StickyFormBar alert={<ErrorAlert message={invalid ? t('editor.invalid') : save.error?.message} />}>
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              {t('editor.save')}
            </Button>
          </StickyFormBar>
        )}
        {base && <EmailAccountTestPanel account={base} dirty={dirty} canWrite={canWrite} />}
        <EmailAccountFields
          values={values}
          errors={errors}
          hasPassword={base?.has_password ?? false}
          passwordAgain={isPasswordNeededAgain(values, base)}
          hasImapPassword={base?.has_imap_password ?? false}
          imapPasswordAgain={isImapPasswordNeededAgain(values, base)}
          readOnly={!canWrite}
          onChange={change}
        />
      </Stack>
    </SubmitForm>
  );
}
