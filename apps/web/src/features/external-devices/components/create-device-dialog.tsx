import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { SubmitForm } from '../../../ui/submit-form.tsx';
import { useCreateExternalDevice } from '../api/external-devices-api.ts';
import '../i18n.ts';

interface Props {
  onClose: () => void;
  /** The new device's name and its key, to be shown once. */
  onCreated: (shown: { name: string; key: string }) => void;
}

export function CreateDeviceDialog({ onClose, onCreated }: Props) {
  const { t } = useTranslation('externalDevices');
  const create = useCreateExternalDevice();
  const [name, setName] = useState('');
  const [location, setLocation] = useState('');
  const submit = async () => {
    try {
      const created = await create.mutateAsync({ name, location });
      onCreated({ name: created.device.name, key: created.key });
    } catch {
      // Shown at the field or below.
    }
  };
  const fields = create.error?.fields ?? {};
  const fieldError = fields['name'] ?? fields['location'];
  return (
    <Modal opened onClose={onClose} title={t('form.title')} portalProps={{ target: '#kontor-modals' }}>
      <SubmitForm onSubmit={() => void submit()}>
        <Stack gap="md">
          <TextInput
            label={t('form.name')}
            placeholder={t('form.namePlaceholder')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fields['name']}
            maxLength={100}
            required
            data-autofocus
          />
          <TextInput
            label={t('form.location')}
            placeholder={t('form.locationPlaceholder')}
            value={location}
            onChange={(e) => setLocation(e.currentTarget.value)}
            error={fields['location']}
            maxLength={200}
          />
          <ErrorAlert message={create.error && !fieldError ? create.error.message : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </SubmitForm>
    </Modal>
  );
}
