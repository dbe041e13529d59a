import { Grid, NumberInput, Paper, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import {
  emailAccountPurposes,
  smtpSecurityModes,
  type EmailAccountPurpose,
  type SmtpSecurity,
} from '@kontor/contracts';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import {
  DEFAULT_IMAP_PORTS,
  DEFAULT_PORTS,
  type EmailAccountErrors,
  type EmailAccountField,
  type EmailAccountFormValues,
} from './email-account-values.ts';
import { PasswordInput } from '../../../ui/password-input.tsx';

export const accountInputId = (field: EmailAccountField) => `email-account-${field}`;

interface Props {
  values: EmailAccountFormValues;
  errors: EmailAccountErrors;
  hasPassword: boolean;
  /** Server or login changed: the stored password is not kept, a new one is required. */
  passwordAgain: boolean;
  hasImapPassword: boolean;
  imapPasswordAgain: boolean;
  readOnly: boolean;
  onChange: <F extends EmailAccountField>(field: F, value: EmailAccountFormValues[F]) => void;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Grid gap="md">{children}</Grid>
      </Stack>
    </Paper>
  );
}

const passwordHint = (hasPassword: boolean, passwordAgain: boolean) =>
  passwordAgain ? 'passwordAgain' : hasPassword ? 'passwordKept' : 'passwordNew';

/** Sender, server and options of an SMTP account; the password is write-only. */
export function EmailAccountFields({
  values,
  errors,
  hasPassword,
  passwordAgain,
  hasImapPassword,
  imapPasswordAgain,
  readOnly,
  onChange,
}: Props) {
  const { t } = useTranslation('emailAccounts');
  const text = (
    field: Exclude<
      EmailAccountField,
      | 'port'
      | 'security'
      | 'is_default'
      | 'password'
      | 'purpose'
      | 'imap_port'
      | 'imap_security'
      | 'imap_password'
    >,
    span: number,
    type = 'text',
  ) => (
    <Grid.Col span={{ base: 12, sm: span }}>
      <TextInput
        id={accountInputId(field)}
        label={t(`editor.fields.${field}`)}
        placeholder={t(`editor.placeholders.${field}`)}
        description={field === 'reply_to' || field === 'bcc' ? t(`editor.hints.${field}`) : undefined}
        type={type}
        value={values[field]}
        onChange={(event) => onChange(field, event.currentTarget.value)}
        error={errors[field]}
        readOnly={readOnly}
        required={
          field === 'name' ||
          field === 'from_address' ||
          field === 'host' ||
          (values.purpose !== 'general' && field === 'imap_host')
        }
        autoComplete="off"
        spellCheck={false}
      />
    </Grid.Col>
  );
  const changeSecurity = (security: SmtpSecurity) => {
    // Switching the encryption moves a port that was the old usual one to the new usual one.
    const usual = Object.values(DEFAULT_PORTS).map(String);
    onChange('security', security);
    if (usual.includes(values.port)) onChange('port', String(DEFAULT_PORTS[security]));
  };
  const changeImapSecurity = (security: SmtpSecurity) => {
    const usual = Object.values(DEFAULT_IMAP_PORTS).map(String);
    onChange('imap_security', security);
    if (usual.includes(values.imap_port)) onChange('imap_port', String(DEFAULT_IMAP_PORTS[security]));
  };
  return (
    <>
      <Section title={t('editor.sections.sender')}>
        {text('name', 6)}
        {text('from_name', 6)}
        {text('from_address', 6, 'email')}
        {text('reply_to', 6, 'email')}
      </Section>
      <Section title={t('editor.sections.server')}>
        {text('host', 6)}
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <NumberInput
            id={accountInputId('port')}
            label={t('editor.fields.port')}
            value={values.port === '' ? '' : Number(values.port)}
            onChange={(value) => onChange('port', String(value))}
            error={errors.port}
            readOnly={readOnly}
            min={1}
            max={65535}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=""
            hideControls
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            id={accountInputId('security')}
            label={t('editor.fields.security')}
            data={smtpSecurityModes.map((mode) => ({ value: mode, label: t(`editor.security.${mode}`) }))}
            value={values.security}
            onChange={(value) => value && changeSecurity(value as SmtpSecurity)}
            error={errors.security}
            readOnly={readOnly}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        {text('username', 6)}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <PasswordInput
            id={accountInputId('password')}
            label={t('editor.fields.password')}
            description={readOnly ? undefined : t(`editor.hints.${passwordHint(hasPassword, passwordAgain)}`)}
            withAsterisk={passwordAgain}
            placeholder={hasPassword && !passwordAgain ? '••••••••' : undefined}
            value={values.password}
            onChange={(event) => onChange('password', event.currentTarget.value)}
            error={errors.password}
            readOnly={readOnly}
            autoComplete="new-password"
          />
        </Grid.Col>
      </Section>
      <Section title={t('editor.sections.inbox')}>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            id={accountInputId('purpose')}
            label={t('editor.fields.purpose')}
            description={t('editor.hints.purpose')}
            data={emailAccountPurposes.map((p) => ({ value: p, label: t(`editor.purposes.${p}`) }))}
            value={values.purpose}
            onChange={(value) => value && onChange('purpose', value as EmailAccountPurpose)}
            error={errors.purpose}
            readOnly={readOnly}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        {text('imap_folder', 6)}
        {text('imap_host', 6)}
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <NumberInput
            id={accountInputId('imap_port')}
            label={t('editor.fields.imap_port')}
            value={values.imap_port === '' ? '' : Number(values.imap_port)}
            onChange={(value) => onChange('imap_port', String(value))}
            error={errors.imap_port}
            readOnly={readOnly}
            min={1}
            max={65535}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=""
            hideControls
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            id={accountInputId('imap_security')}
            label={t('editor.fields.imap_security')}
            data={smtpSecurityModes.map((mode) => ({ value: mode, label: t(`editor.imapSecurity.${mode}`) }))}
            value={values.imap_security}
            onChange={(value) => value && changeImapSecurity(value as SmtpSecurity)}
            error={errors.imap_security}
            readOnly={readOnly}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        {text('imap_username', 6)}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <PasswordInput
            id={accountInputId('imap_password')}
            label={t('editor.fields.imap_password')}
            description={
              readOnly ? undefined : t(`editor.hints.${passwordHint(hasImapPassword, imapPasswordAgain)}`)
            }
            withAsterisk={imapPasswordAgain}
            placeholder={hasImapPassword && !imapPasswordAgain ? '••••••••' : undefined}
            value={values.imap_password}
            onChange={(event) => onChange('imap_password', event.currentTarget.value)}
            error={errors.imap_password}
            readOnly={readOnly}
            autoComplete="new-password"
          />
        </Grid.Col>
      </Section>
      <Section title={t('editor.sections.options')}>
        {text('bcc', 6, 'email')}
        <Grid.Col span={{ base: 12, sm: 6 }} pt={{ sm: 'xl' }}>
          <Switch
            id={accountInputId('is_default')}
            label={t('editor.fields.is_default')}
            description={t('editor.hints.is_default')}
            checked={values.is_default}
            onChange={(event) => onChange('is_default', event.currentTarget.checked)}
            disabled={readOnly}
          />
        </Grid.Col>
      </Section>
    </>
  );
}
