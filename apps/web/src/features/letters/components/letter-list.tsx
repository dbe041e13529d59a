import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { letterRecipientTypeLabels, letterStatusLabels, type Letter } from '@kontor/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import '../i18n.ts';

function LetterCard({ letter }: { letter: Letter }) {
  const { t } = useTranslation('letters');
  const mode = letter.status === 'draft' ? 'edit' : 'show';
  return (
    <Card withBorder radius="md" p="md" component={Link} to={`/createdletters/${mode}/${letter.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{letter.subject}</Text>
          <Badge color={letter.status === 'draft' ? 'gray' : 'blue'} variant="light">
            {letterStatusLabels[letter.status]}
          </Badge>
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm">
            {letterRecipientTypeLabels[letter.recipient_type]}:{' '}
            {letter.recipient_name ?? letter.address_lines[0]}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDate(letter.letter_date)}
          </Text>
          {letter.printed_at && (
            <Text size="sm" c="dimmed">
              {t('list.printed', { date: formatDate(letter.printed_at) })}
            </Text>
          )}
          {letter.emailed_at && (
            <Text size="sm" c="dimmed">
              {t('list.emailed', { date: formatDate(letter.emailed_at) })}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

export function LetterList({ letters, label }: { letters: Letter[]; label: string }) {
  return (
    <Stack gap="sm" role="list" aria-label={label}>
      {letters.map((letter) => (
        <div role="listitem" key={letter.id}>
          <LetterCard letter={letter} />
        </div>
      ))}
    </Stack>
  );
}
