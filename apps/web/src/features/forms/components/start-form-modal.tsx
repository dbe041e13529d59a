import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { FormTemplate } from '@kontor/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { RecordPicker } from '../../../ui/record-picker.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useCreateForm } from '../api/use-forms.ts';
import '../i18n.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  templates: FormTemplate[];
  /** Preselected template id. */
  templateId: string | null;
}

/** Which form, for which project or customer: the two questions before filling in. */
export function StartFormModal({ opened, onClose, templates, templateId }: Props) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const create = useCreateForm();
  const [template, setTemplate] = useState<string | null>(templateId);
  const [projectId, setProjectId] = useState<number | null>(null);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosen = template ?? templateId;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      { template_id: chosen ?? '', project_id: projectId, customer_id: customerId },
      {
        onSuccess: (form) => void navigate({ to: `/forms/${form.id}` }),
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fields : {});
          toast.error(error.message);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('start.title')} fullScreen={false} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label={t('start.template')}
            data={templates.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
            value={chosen}
            onChange={setTemplate}
            allowDeselect={false}
            error={errors.template_id}
            size="md"
            required
          />
          <RecordPicker
            types={['projects']}
            label={t('start.project')}
            value={projectId}
            onChange={setProjectId}
            error={errors.project_id}
            size="md"
            clearable
          />
          <RecordPicker
            types={['customers']}
            label={t('start.customer')}
            value={customerId}
            onChange={setCustomerId}
            error={errors.customer_id}
            size="md"
            clearable
          />
          <Text size="sm" c="dimmed">
            {t('start.hint')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('start.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('start.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
