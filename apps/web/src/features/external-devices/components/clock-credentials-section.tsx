import {
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ClockCredential } from '@kontor/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { SubmitForm } from '../../../ui/submit-form.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useClockCredentials, useSetClockCredential } from '../api/external-devices-api.ts';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

function CredentialDialog({ person, onClose }: { person: ClockCredential; onClose: () => void }) {
  const { t } = useTranslation('externalDevices');
  const save = useSetClockCredential();
  const [badge, setBadge] = useState(person.badge ?? '');
  const [pin, setPin] = useState('');
  const [removePin, setRemovePin] = useState(false);
  const submit = async () => {
    try {
      await save.mutateAsync({
        profileId: person.profile_id,
        body: { badge, ...(removePin ? { pin: null } : pin ? { pin } : {}) },
      });
      toast.success(t('credentials.saved', { name: person.name }));
      onClose();
    } catch {
      // Shown at the field or below.
    }
  };
  const fields = save.error?.fields ?? {};
  const fieldError = fields['badge'] ?? fields['pin'];
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('credentials.editTitle', { name: person.name })}
      portalProps={{ target: '#kontor-modals' }}
    >
      <SubmitForm onSubmit={() => void submit()}>
        <Stack gap="md">
          <TextInput
            label={t('credentials.badge')}
            value={badge}
            onChange={(e) => setBadge(e.currentTarget.value)}
            error={fields['badge']}
            maxLength={64}
            data-autofocus
          />
          <PasswordInput
            label={t('credentials.pin')}
            description={t('credentials.pinHint')}
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value)}
            error={fields['pin']}
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={8}
            disabled={removePin}
          />
          {person.has_pin && (
            <Checkbox
              label={t('credentials.removePin')}
              checked={removePin}
              onChange={(e) => setRemovePin(e.currentTarget.checked)}
            />
          )}
          <ErrorAlert message={save.error && !fieldError ? save.error.message : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('credentials.save')}
            </Button>
          </Group>
        </Stack>
      </SubmitForm>
    </Modal>
  );
}

/** Badge numbers and PINs of the tenant's people. */
export function ClockCredentialsSection({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation('externalDevices');
  const credentials = useClockCredentials();
  const [editing, setEditing] = useState<ClockCredential | null>(null);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('credentials.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('credentials.intro')}
      </Text>
      {credentials.isPending ? (
        <Group justify="center" py="md">
          <BusyIndicator label={t('loading', { ns: 'common' })} />
        </Group>
      ) : credentials.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          message={credentials.error.message}
          retryLabel={t('retry')}
          onRetry={() => void credentials.refetch()}
        />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('credentials.columns.name')}</Table.Th>
                <Table.Th>{t('credentials.columns.badge')}</Table.Th>
                <Table.Th>{t('credentials.columns.pin')}</Table.Th>
                {canWrite && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {credentials.data.map((person) => (
                <Table.Tr key={person.profile_id}>
                  <Table.Td>{person.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {person.badge ?? '–'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={person.has_pin ? undefined : 'dimmed'}>
                      {person.has_pin ? t('credentials.pinSet') : t('credentials.pinNone')}
                    </Text>
                  </Table.Td>
                  {canWrite && (
                    <Table.Td>
                      <Group justify="flex-end">
                        <Button
                          size="xs"
                          variant="subtle"
                          leftSection={<IconPencil size={14} />}
                          onClick={() => setEditing(person)}
                          aria-label={`${t('credentials.edit')}: ${person.name}`}
                        >
                          {t('credentials.edit')}
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <CredentialDialog person={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
