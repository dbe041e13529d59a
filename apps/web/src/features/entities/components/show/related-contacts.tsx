import { entityRegistry } from '@kontor/contracts';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../../ui/load-failed-alert.tsx';
import { useEntityList } from '../../api/use-entity-list.ts';
import { entityPaths } from '../../../../lib/entity-paths.ts';
import '../../i18n.ts';
import { parseListSearch } from '../../list-state.ts';

const contactsDefinition = entityRegistry.contacts;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The contacts whose company is this customer or vendor, with a way to add one. */
export function RelatedContacts({ companyId }: { companyId: number }) {
  const { t } = useTranslation('entities');
  const canWrite = useSession((s) => s.permissions.includes(contactsDefinition.permissions.write));
  const state = { ...parseListSearch({}, 'name'), size: 100 as const, filter: { company: companyId } };
  const contacts = useEntityList('contacts', state);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="related-contacts-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id="related-contacts-title">
            {t('contacts.title')}
          </Title>
          {canWrite && (
            <Button
              component={Link}
              to={entityPaths.create('contacts')}
              search={{ company: companyId } as never}
              size="compact-sm"
              variant="light"
              leftSection={<IconUserPlus size={14} />}
            >
              {t('contacts.add')}
            </Button>
          )}
        </Group>
        {contacts.isError ? (
          <LoadFailedAlert
            compact
            title={t('contacts.loadError')}
            message={contacts.error.message}
            retryLabel={t('list.retry')}
            onRetry={() => void contacts.refetch()}
          />
        ) : !contacts.data ? (
          <Skeleton h={48} />
        ) : contacts.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('contacts.none')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {contacts.data.items.map((contact) => {
              const email = text(contact.data.email);
              const phone = text(contact.data.phone) ?? text(contact.data.mobile);
              return (
                <Stack key={contact.id} gap={0} component="li">
                  <Anchor component={Link} to={entityPaths.show('contacts', contact.id)} fw={600} size="sm">
                    {contact.name}
                  </Anchor>
                  {text(contact.data.role) && (
                    <Text size="xs" c="dimmed">
                      {text(contact.data.role)}
                    </Text>
                  )}
                  <Group gap="sm">
                    {email && (
                      <Anchor href={`mailto:${email}`} size="xs">
                        {email}
                      </Anchor>
                    )}
                    {phone && (
                      <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="xs">
                        {phone}
                      </Anchor>
                    )}
                  </Group>
                </Stack>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
