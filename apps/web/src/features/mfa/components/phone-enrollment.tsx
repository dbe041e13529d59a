import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFactorEnrollment, type EnrollmentProps } from '../api/use-factor-enrollment.ts';
import '../i18n.ts';
import { EnrollmentSteps } from './enrollment-steps.tsx';

/** Name and mobile number → a code by SMS → that code verifies the factor. */
export function PhoneEnrollment(props: EnrollmentProps) {
  const { t } = useTranslation('mfa');
  const enrollment = useFactorEnrollment(props);
  const { pending, verification, error } = enrollment;
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');

  return (
    <EnrollmentSteps
      enrollment={enrollment}
      title={t('phone.title')}
      submitLabel={t('phone.send')}
      onSubmit={() => void enrollment.enroll({ factor_type: 'phone', phone }, name)}
      fields={
        <>
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
            placeholder={t('phone.numberPlaceholder')}
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
            error={error?.fields.phone}
            required
            data-autofocus
          />
        </>
      }
      instructions={
        pending && (
          <>
            {verification.codeSent && <Text size="sm">{t('phone.sent', { phone: pending.phone })}</Text>}
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
          </>
        )
      }
      codeAutoFocus
    />
  );
}
