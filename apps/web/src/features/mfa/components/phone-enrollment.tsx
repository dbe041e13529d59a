import { ZEnrollFactorBody } from '@kontor/contracts';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useCodeVerification } from '../api/use-code-verification.ts';
import { useMfaClient } from '../api/use-mfa-client.ts';
import { usePendingFactor } from '../api/use-pending-factor.ts';
import '../i18n.ts';
import { CodeForm } from './code-form.tsx';

interface EnrollmentProps {
  onDone: (name: string | null) => void;
  onCancel: () => void;
}

/** Name and mobile number → a code by SMS → that code verifies the factor. */
export function PhoneEnrollment({ onDone, onCancel }: EnrollmentProps) {
  const { t } = useTranslation(['mfa', 'common']);
  const mfa = useMfaClient();
  const { pending, setPending, discard, keep } = usePendingFactor();
  const verification = useCodeVerification(pending);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const enroll = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZEnrollFactorBody.safeParse({
      factor_type: 'phone',
      phone,
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
      if (result.error) {
        setError(result.error);
        return;
      }
      setPending(result.data);
      await verification.sendCode(result.data);
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
  const serverLogHint = (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
      {t('phone.serverLog')}
    </Alert>
  );

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('phone.title')}
      </Title>
      {!pending ? (
        <form onSubmit={(event) => void enroll(event)} noValidate>
          <Stack gap="md">
            {error?.message && (
              <Alert color="red" role="alert">
                {error.message}
              </Alert>
            )}
            <TextInput
              label={t('phone.name')}
              description={t('phone.nameHint')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error?.fields.friendly_name}
              maxLength={100}
            />
            <TextInput
              label={t('phone.number')}
              description={t('phone.numberHint')}
              type="tel"
              autoComplete="tel"
              placeholder="+49 151 23456789"
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
              error={error?.fields.phone}
              required
              data-autofocus
            />
            {serverLogHint}
            <Group justify="flex-end" gap="sm">
              {cancelButton}
              <Button type="submit" loading={busy}>
                {t('phone.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          {verification.codeSent && <Text size="sm">{t('phone.sent', { phone: pending.phone })}</Text>}
          {serverLogHint}
          <Group>
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => void verification.sendCode()}
              disabled={verification.busy}
            >
              {t('phone.resend')}
            </Button>
          </Group>
          <CodeForm
            onVerify={confirm}
            busy={verification.busy}
            error={verification.error}
            autoFocus
            actions={cancelButton}
          />
        </Stack>
      )}
    </Stack>
  );
}
