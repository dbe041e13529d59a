import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import '../i18n.ts';

/**
 * Text fields of a small settings dialog: their values, and one TextInput per key that shows the
 * server's field error (the answer of `error`) at the field.
 */
export function useTextFields<K extends string>(initial: Record<K, string>, error: Error | null) {
  const [values, setValues] = useState(initial);
  const errors = error instanceof ApiError ? (error.fields ?? {}) : {};
  const field = (key: K, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={values[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [key]: value }));
      }}
      error={errors[key]}
      {...extra}
    />
  );
  return { values, errors, field };
}

/** Cancel and save at the end of a dialog form. */
export function DialogButtons({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation('banking');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('settings.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('settings.save')}
      </Button>
    </Group>
  );
}
