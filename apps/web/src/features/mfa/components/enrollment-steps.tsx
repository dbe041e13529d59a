import { Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { SubmitForm } from '../../../ui/submit-form.tsx';
import type { FactorEnrollment } from '../api/use-factor-enrollment.ts';
import '../i18n.ts';
import { CodeForm } from './code-form.tsx';

interface EnrollmentStepsProps {
  enrollment: FactorEnrollment;
  title: string;
  /** Step 1: the inputs of the details form (name, mobile number …). */
  fields: ReactNode;
  submitLabel: string;
  onSubmit: () => void;
  /**
   * Step 2, shown above the code field: how to get the code (QR code, SMS). Empty until the factor
   * exists; while it is empty, step 1 shows.
   */
  instructions: ReactNode;
  codeAutoFocus?: boolean;
}

/** The two steps of every setup, each with an Abbrechen that removes the half-done factor. */
export function EnrollmentSteps({
  enrollment,
  title,
  fields,
  submitLabel,
  onSubmit,
  instructions,
  codeAutoFocus = false,
}: EnrollmentStepsProps) {
  const { t } = useTranslation('mfa');
  const { error, busy, verification } = enrollment;
  const cancelButton = (
    <Button variant="default" onClick={() => void enrollment.cancel()}>
      {t('cancel')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {title}
      </Title>
      {!instructions ? (
        <SubmitForm onSubmit={onSubmit}>
          <Stack gap="md">
            <ErrorAlert message={error?.message} />
            {fields}
            <Group justify="flex-end" gap="sm">
              {cancelButton}
              <Button type="submit" loading={busy}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </SubmitForm>
      ) : (
        <Stack gap="md">
          {instructions}
          <CodeForm
            onVerify={enrollment.confirm}
            busy={verification.busy}
            error={verification.error}
            autoFocus={codeAutoFocus}
            actions={cancelButton}
          />
        </Stack>
      )}
    </Stack>
  );
}
