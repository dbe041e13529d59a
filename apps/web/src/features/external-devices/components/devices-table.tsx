import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ExternalDevice } from '@kontor/contracts';
import { IconKey, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { relativeAgo } from '../last-seen.ts';
import '../i18n.ts';

interface Props {
  devices: ExternalDevice[];
  canWrite: boolean;
  now: Date;
  onRenew: (device: ExternalDevice) => void;
  onToggle: (device: ExternalDevice) => void;
  busyId: number | null;
}

function LastSeen({ device, now }: { device: ExternalDevice; now: Date }) {
  const { t, i18n } = useTranslation('externalDevices');
  if (!device.last_seen_at)
    return (
      <Text size="sm" c="dimmed">
        {t('never')}
      </Text>
    );
  const ago = relativeAgo(device.last_seen_at, now, i18n.language) ?? t('justNow');
  return (
    <Text size="sm" title={formatDateTime(device.last_seen_at, i18n.language)}>
      {t('lastSeen', { when: ago })}
    </Text>
  );
}

export function DevicesTable({ devices, canWrite, now, onRenew, onToggle, busyId }: Props) {
  const { t } = useTranslation('externalDevices');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.location')}</Table.Th>
            <Table.Th>{t('columns.key')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.lastSeen')}</Table.Th>
            {canWrite && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {devices.map((device) => (
            <Table.Tr key={device.id} data-testid={`device-${device.id}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {device.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{device.location ?? '–'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {device.key_prefix}…
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={device.active ? 'green' : 'gray'} variant="light">
                  {device.active ? t('active') : t('inactive')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <LastSeen device={device} now={now} />
              </Table.Td>
              {canWrite && (
                <Table.Td>
                  <Group
                    gap="xs"
                    wrap="nowrap"
                    justify="flex-end"
                    aria-label={t('actions', { name: device.name })}
                  >
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconKey size={14} />}
                      onClick={() => onRenew(device)}
                    >
                      {t('renew')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color={device.active ? 'red' : undefined}
                      leftSection={
                        device.active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />
                      }
                      loading={busyId === device.id}
                      onClick={() => onToggle(device)}
                    >
                      {device.active ? t('deactivate') : t('activate')}
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
