import { ActionIcon, Anchor, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { EmailAccount } from '@kontor/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import '../i18n.ts';

interface Props {
  accounts: EmailAccount[];
  canWrite: boolean;
  onDelete: (account: EmailAccount) => void;
}

function TestState({ account }: { account: EmailAccount }) {
  const { t, i18n } = useTranslation('emailAccounts');
  if (!account.last_tested_at)
    return (
      <Text size="sm" c="dimmed">
        {t('list.neverTested')}
      </Text>
    );
  const ok = account.last_test_result === 'ok';
  return (
    <Tooltip label={ok ? t('test.ok') : account.last_test_result} multiline maw={360} withinPortal>
      <Stack gap={0}>
        <Badge color={ok ? 'green' : 'red'} variant="light">
          {ok ? t('list.testOk') : t('list.testFailed')}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatDateTime(account.last_tested_at, i18n.language)}
        </Text>
      </Stack>
    </Tooltip>
  );
}

export function EmailAccountsTable({ accounts, canWrite, onDelete }: Props) {
  const { t } = useTranslation('emailAccounts');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.name')}</Table.Th>
            <Table.Th>{t('list.columns.sender')}</Table.Th>
            <Table.Th>{t('list.columns.server')}</Table.Th>
            <Table.Th>{t('list.columns.test')}</Table.Th>
            {canWrite && <Table.Th w={90} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.id}>
              <Table.Td>
                <Group gap="xs">
                  <Anchor
                    component={Link}
                    to={`/settings/emailaccounts/${canWrite ? 'edit' : 'show'}/${account.id}`}
                  >
                    {account.name}
                  </Anchor>
                  {account.is_default && (
                    <Badge size="sm" variant="light">
                      {t('list.defaultBadge')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{account.from_name ?? account.from_address}</Text>
                {account.from_name && (
                  <Text size="xs" c="dimmed">
                    {account.from_address}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {account.host}:{account.port}
                </Text>
              </Table.Td>
              <Table.Td>
                <TestState account={account} />
              </Table.Td>
              {canWrite && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap" aria-label={t('list.actions', { name: account.name })}>
                    <ActionIcon
                      variant="subtle"
                      component={Link}
                      to={`/settings/emailaccounts/edit/${account.id}`}
                      aria-label={t('list.edit')}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => onDelete(account)}
                      aria-label={t('list.delete')}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
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
