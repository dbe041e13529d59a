import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/use-calendar.ts';
import '../i18n.ts';

/** The person's secret iCal address: created (shown once), renewed or revoked. */
export function FeedDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('calendar');
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const active = feed.data?.active ?? false;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('feed.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('feed.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('feed.intro')}</Text>
        <ErrorAlert message={feed.error?.message ?? create.error?.message ?? revoke.error?.message} />
        {url ? (
          <Alert color="yellow" title={t('feed.onlyOnce')}>
            <Group align="end" wrap="nowrap">
              <TextInput
                label={t('feed.url')}
                value={url}
                readOnly
                style={{ flex: 1 }}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button onClick={copy} variant={copied ? 'light' : 'filled'}>
                    {copied ? t('feed.copied') : t('feed.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {active && feed.data?.created_at
              ? t('feed.active', { date: formatDate(feed.data.created_at, i18n.language) })
              : t('feed.inactive')}
          </Text>
        )}
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Button
              loading={create.isPending}
              onClick={() => create.mutate(undefined, { onSuccess: (created) => setUrl(created.url) })}
            >
              {active || url ? t('feed.renew') : t('feed.create')}
            </Button>
            {(active || url) && (
              <Button
                variant="subtle"
                color="red"
                loading={revoke.isPending}
                onClick={() =>
                  revoke.mutate(undefined, {
                    onSuccess: () => {
                      setUrl(null);
                      toast.success(t('feed.revoked'));
                    },
                  })
                }
              >
                {t('feed.revoke')}
              </Button>
            )}
          </Group>
          <Button variant="default" onClick={onClose}>
            {t('feed.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
