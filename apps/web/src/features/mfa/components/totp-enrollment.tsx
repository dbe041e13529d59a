import { Image, Paper, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFactorEnrollment, type EnrollmentProps } from '../api/use-factor-enrollment.ts';
import '../i18n.ts';
import { EnrollmentSteps } from './enrollment-steps.tsx';
import { SecretField } from './secret-field.tsx';

/** Name → QR code and key → first code. The first correct code verifies the factor. */
export function TotpEnrollment(props: EnrollmentProps) {
  const { t } = useTranslation('mfa');
  const enrollment = useFactorEnrollment(props);
  const { pending, error } = enrollment;
  const [name, setName] = useState('');

  return (
    <EnrollmentSteps
      enrollment={enrollment}
      title={t('totp.title')}
      submitLabel={t('totp.next')}
      onSubmit={() => void enrollment.enroll({ factor_type: 'totp' }, name)}
      fields={
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
      }
      instructions={
        pending?.totp && (
          <>
            <Text size="sm">{t('totp.scan')}</Text>
            {/* The code stays dark on white in dark mode too, or cameras cannot read it. */}
            <Paper bg="white" p="xs" radius="md" withBorder w={216} mx="auto">
              <Image src={pending.totp.qr_code} alt={t('totp.qrAlt')} w={200} h={200} />
            </Paper>
            <SecretField secret={pending.totp.secret} />
            <Text size="sm">{t('totp.confirm')}</Text>
          </>
        )
      }
    />
  );
}
