import { Badge, Button, Code, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { letterRecipientTypeLabels, letterStatusLabels, type Letter } from '@kontor/contracts';
import { IconDownload, IconMail, IconPrinter } from '@tabler/icons-react';
import { Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useDownloadLetterPdf, useLetter, useMarkLetterPrinted } from '../api/letters-api.ts';
import { LetterPreview } from '../components/letter-preview.tsx';
import { SendLetterDialog } from '../components/send-letter-dialog.tsx';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

function LetterDetails({ letter }: { letter: Letter }) {
  const { t } = useTranslation('letters');
  const phone = useIsPhoneLayout();
  const canWrite = useSession((s) => s.permissions.includes('letters.write'));
  const printed = useMarkLetterPrinted(letter.id);
  const download = useDownloadLetterPdf();
  const [sending, setSending] = useState(false);
  const markPrinted = () =>
    printed.mutate(letter.version, {
      onSuccess: () => toast.success(t('show.printedDone')),
      onError: (error) => toast.error(error.message),
    });
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to="/createdletters/list">{t('show.back')}</BackLink>
        <Group gap="sm" wrap="wrap">
          <Title order={1}>{letter.subject}</Title>
          <Badge color="blue" variant="light">
            {letterStatusLabels[letter.status]}
          </Badge>
        </Group>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {t('show.recipient')} ({letterRecipientTypeLabels[letter.recipient_type]})
                </Text>
                <Text style={{ whiteSpace: 'pre-line' }}>{letter.address_lines.join('\n')}</Text>
                <Text size="sm">{formatDate(letter.letter_date)}</Text>
                {letter.finalized_at && (
                  <Text size="sm">
                    {t('show.finalizedAt', { date: formatDateTime(letter.finalized_at) })}
                  </Text>
                )}
                {letter.retention_until && (
                  <Text size="sm">{t('show.retention', { date: formatDate(letter.retention_until) })}</Text>
                )}
                {letter.printed_at && (
                  <Text size="sm" fw={500}>
                    {t('show.printedAt', { date: formatDateTime(letter.printed_at) })}
                  </Text>
                )}
                {letter.emailed_at && (
                  <Text size="sm" fw={500}>
                    {t('show.emailedAt', { date: formatDateTime(letter.emailed_at) })}
                  </Text>
                )}
                {letter.series_id && (
                  <Text size="sm" c="dimmed">
                    {t('show.series')}
                  </Text>
                )}
                {letter.pdf_sha256 && (
                  <Stack gap={2}>
                    <Text size="xs" c="dimmed">
                      {t('show.hash')}
                    </Text>
                    <Code style={{ wordBreak: 'break-all' }}>{letter.pdf_sha256}</Code>
                  </Stack>
                )}
              </Stack>
            </Paper>
            <Group gap="sm" wrap="wrap">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={download.isPending}
                onClick={() => download.mutate(letter, { onError: (error) => toast.error(error.message) })}
              >
                {t('show.download')}
              </Button>
              {canWrite && (
                <>
                  <Button
                    variant="light"
                    leftSection={<IconPrinter size={16} />}
                    loading={printed.isPending}
                    onClick={markPrinted}
                  >
                    {t('show.print')}
                  </Button>
                  <Button leftSection={<IconMail size={16} />} onClick={() => setSending(true)}>
                    {t('show.send')}
                  </Button>
                </>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <LetterPreview id={letter.id} version={0} phone={phone} />
        </Grid.Col>
      </Grid>
      {sending && <SendLetterDialog letter={letter} opened onClose={() => setSending(false)} />}
    </Stack>
  );
}

export function LetterShowScreen({ id }: { id: number }) {
  const { t } = useTranslation('letters');
  const letter = useLetter(id);
  if (letter.isPending)
    return (
      <Group justify="center" py="xl">
        <BusyIndicator label={t('loading', { ns: 'common' })} />
      </Group>
    );
  if (letter.isError)
    return (
      <LoadFailedAlert
        title={t('list.loadFailed')}
        message={letter.error.message}
        retryLabel={t('list.retry')}
        onRetry={() => void letter.refetch()}
      />
    );
  // A draft is shown where it can still be edited.
  if (letter.data.status === 'draft') return <Navigate to={`/createdletters/edit/${id}`} replace />;
  return <LetterDetails letter={letter.data} />;
}
