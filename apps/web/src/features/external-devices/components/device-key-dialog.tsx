import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

interface Props {
  /** The key just created or renewed; null = closed. It exists only in this dialog. */
  shown: { name: string; key: string } | null;
  onClose: () => void;
}

/** Shows a device's API key the one time it exists in clear text. */
export function DeviceKeyDialog({ shown, onClose }: Props) {
  const { t } = useTranslation('externalDevices');
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={shown ? t('key.title', { name: shown.name }) : ''}
      size="lg"
      closeOnClickOutside={false}
      portalProps={{ target: '#kontor-modals' }}
    >
      {shown && (
        <Stack gap="md">
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('key.warningTitle')}>
            {t('key.warning')}
          </Alert>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('key.label')}
            </Text>
            <Group gap="xs" wrap="nowrap" align="center">
              <Code
                block
                style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
                data-testid="device-key"
              >
                {shown.key}
              </Code>
              <CopyButton value={shown.key}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? 'light' : 'default'}
                    color={copied ? 'green' : undefined}
                    leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    onClick={copy}
                  >
                    {copied ? t('key.copied') : t('key.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              {t('key.usage')}
            </Text>
          </Stack>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('key.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
