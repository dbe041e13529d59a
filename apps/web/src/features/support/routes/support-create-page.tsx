import { Button, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { TicketChannel, TicketPriority } from '@kontor/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useCreateTicket } from '../api/support-api.ts';
import { channelOptions, priorityOptions } from '../components/ticket-labels.ts';
import '../i18n.ts';

function SupportCreateScreen() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const create = useCreateTicket();
  const [values, setValues] = useState({
    subject: '',
    body: '',
    requester_address: '',
    requester_name: '',
    priority: 'normal' as TicketPriority,
    channel: 'phone' as TicketChannel,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(values, {
      onSuccess: (ticket) => {
        toast.success(t('create.created', { number: ticket.number }));
        void navigate({ to: `/support/${ticket.id}` });
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? error.fields : {});
        toast.error(error.message || t('create.invalid'));
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={800}>
        <Stack gap={4}>
          <BackLink to="/support">{t('detail.back')}</BackLink>
          <Title order={1}>{t('create.title')}</Title>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <TextInput
              label={t('create.subject')}
              required
              value={values.subject}
              onChange={(e) => set('subject')(e.currentTarget.value)}
              error={errors.subject}
            />
            <Textarea
              label={t('create.body')}
              autosize
              minRows={4}
              value={values.body}
              onChange={(e) => set('body')(e.currentTarget.value)}
              error={errors.body}
            />
            <Group grow wrap="wrap" align="flex-start">
              <TextInput
                label={t('create.requester_name')}
                value={values.requester_name}
                onChange={(e) => set('requester_name')(e.currentTarget.value)}
                error={errors.requester_name}
                miw={220}
              />
              <TextInput
                label={t('create.requester_address')}
                type="email"
                value={values.requester_address}
                onChange={(e) => set('requester_address')(e.currentTarget.value)}
                error={errors.requester_address}
                miw={220}
              />
            </Group>
            <Group grow wrap="wrap" align="flex-start">
              <Select
                label={t('create.priority')}
                data={priorityOptions}
                value={values.priority}
                onChange={(v) => v && set('priority')(v)}
                allowDeselect={false}
                miw={180}
              />
              <Select
                label={t('create.channel')}
                data={channelOptions}
                value={values.channel}
                onChange={(v) => v && set('channel')(v)}
                allowDeselect={false}
                miw={180}
              />
            </Group>
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate({ to: '/support' })}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('create.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SupportCreatePage() {
  return (
    <RequirePermission permission="support.write">
      <SupportCreateScreen />
    </RequirePermission>
  );
}
