import { ZEnrollFactorBody } from '@kontor/contracts';
import { Alert, Button, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useCodeVerification } from '../api/use-code-verification.ts';
import { useMfaClient } from '../api/use-mfa-client.ts';
import { usePendingFactor } from '../api/use-pending-factor.ts';
import '../i18n.ts';
import { CodeForm } from './code-form.tsx';
import { SecretField } from './secret-field.tsx';

interface EnrollmentProps {
  onDone: (name: string | null) => void;
  onCancel: () => void;
}

/** Name → QR code and key → first code. The first correct code verifies the factor. */
export function TotpEnrollment({ onDone, onCancel }: EnrollmentProps) {
  const { t } = useTranslation(['mfa', 'common']);
  const mfa = useMfaClient();
  const { pending, setPending, discard, keep } = usePendingFactor();
  const verification = useCodeVerification(pending);
  const [name, setName] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const enroll = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZEnrollFactorBody.safeParse({
      factor_type: 'totp',
      // Optional: without a name the list shows the kind of factor.
      ...(name.trim() && { friendly_name: name }),
    });
    if (!parsed.success) {
      setError(new ApiError(400, 'validation_error', '', fieldErrorsOf(parsed.error.issues)));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await mfa.enroll(parsed.data);
      if (result.error) setError(result.error);
      else setPending(result.data);
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? caught
          : new ApiError(0, 'unknown', t('errors.generic', { ns: 'common' })),
      );
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    await discard();
    onCancel();
  };

  const confirm = async (code: string) => {
    const accepted = await verification.verify(code);
    if (accepted && pending) {
      keep();
      onDone(pending.friendly_name);
    }
    return accepted;
  };

  const cancelButton = (
    <Button variant="default" onClick={() => void cancel()}>
      {t('cancel')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('totp.title')}
      </Title>
      {!pending?.totp ? (
        <form onSubmit={(event) => void enroll(event)} noValidate>
          <Stack gap="md">
            {error?.message && (
              <Alert color="red" role="alert">
                {error.message}
              </Alert>
            )}
            <TextInput
              label={t('totp.name')}
              description={t('totp.nameHint')}
              placeholder={t('totp.namePlaceholder')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error?.fields.friendly_name}
              maxLength={100}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              {cancelButton}
              <Button type="submit" loading={busy}>
                {t('totp.next')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('totp.scan')}</Text>
          {/* The code stays dark on white in dark mode too, or cameras cannot read it. */}
          <Paper bg="white" p="xs" radius="md" withBorder w={216} mx="auto">
            <Image src={pending.totp.qr_code} alt={t('totp.qrAlt')} w={200} h={200} />
          </Paper>
          <SecretField secret={pending.totp.secret} />
          <Text size="sm">{t('totp.confirm')}</Text>
          <CodeForm
            onVerify={confirm}
            busy={verification.busy}
            error={verification.error}
            actions={cancelButton}
          />
        </Stack>
      )}
    </Stack>
  );
}
