import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import '../i18n.ts';

interface CodeFormProps {
  /** Resolves true when the code was accepted. */
  onVerify: (code: string) => Promise<boolean>;
  busy: boolean;
  error: ApiError | null;
  autoFocus?: boolean;
  /** Further buttons left of "Bestätigen" (Abbrechen, Abmelden …). */
  actions?: ReactNode;
}

const CODE_LENGTH = 6;

/** The 6-digit code field shared by sign-in confirmation and enrollment. */
export function CodeForm({ onVerify, busy, error, autoFocus = false, actions }: CodeFormProps) {
  const { t } = useTranslation('mfa');
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH || busy) return;
    const accepted = await onVerify(code);
    if (!accepted) {
      // A refused code is useless; the next one is typed from scratch.
      setCode('');
      input.current?.focus();
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <ErrorAlert message={error?.message} />
        <TextInput
          ref={input}
          label={t('code.label')}
          description={t('code.hint')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          error={error?.fields.code}
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
          size="md"
          styles={{ input: { letterSpacing: '0.35em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <Group justify="flex-end" gap="sm">
          {actions}
          <Button type="submit" loading={busy} disabled={code.length !== CODE_LENGTH}>
            {t('code.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
