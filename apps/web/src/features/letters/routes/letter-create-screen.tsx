import { Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useCreateLetter } from '../api/letters-api.ts';
import { LetterForm } from '../components/letter-form.tsx';
import { emptyLetter, inputOf } from '../components/letter-form-values.ts';
import '../i18n.ts';

export function LetterCreateScreen() {
  const { t } = useTranslation('letters');
  const navigate = useNavigate();
  const create = useCreateLetter();
  const [values, setValues] = useState(emptyLetter);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () =>
    create.mutate(inputOf(values), {
      onSuccess: (letter) => {
        toast.success(t('form.created'));
        void navigate({ to: `/createdletters/edit/${letter.id}` });
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? error.fields : {});
        toast.error(error.message || t('form.invalid'));
      },
    });
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <BackLink to="/createdletters/list">{t('form.back')}</BackLink>
        <Title order={1}>{t('form.createTitle')}</Title>
      </Stack>
      <LetterForm
        values={values}
        onChange={setValues}
        errors={errors}
        submitLabel={t('form.create')}
        submitting={create.isPending}
        onSubmit={submit}
      />
    </Stack>
  );
}
