import { Alert, Button, Group, Loader, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { ZFormTemplateInput, type FormTemplate } from '@kontor/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useDeleteFormTemplate, useFormTemplate, useSaveFormTemplate } from '../api/use-forms.ts';
import { TemplateFieldRow, type EditedField } from '../components/template-field-row.tsx';
import '../i18n.ts';

const newKey = () => `f${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const editedOf = (template: FormTemplate | undefined): EditedField[] =>
  template?.fields.map((f) => ({ ...f, optionsText: f.options.join('\n') })) ?? [
    { key: newKey(), type: 'text', label: '', required: false, optionsText: '' },
  ];

const inputOf = (name: string, description: string, fields: EditedField[]) => ({
  name,
  description,
  fields: fields.map(({ optionsText, ...f }) => ({
    ...f,
    options:
      f.type === 'select'
        ? optionsText
            .split('\n')
            .map((o) => o.trim())
            .filter(Boolean)
        : [],
  })),
});

function TemplateEditor({ template, copy }: { template?: FormTemplate; copy: boolean }) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const ownId = template && !copy ? Number(template.id) : null;
  const save = useSaveFormTemplate(ownId);
  const remove = useDeleteFormTemplate();
  const [name, setName] = useState(
    template ? (copy ? t('editor.copyOf', { name: template.name }) : template.name) : '',
  );
  const [description, setDescription] = useState(template?.description ?? '');
  const [fields, setFields] = useState<EditedField[]>(editedOf(template));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = (index: number, field: EditedField) =>
    setFields((all) => all.map((f, i) => (i === index ? field : f)));
  const move = (index: number, by: -1 | 1) =>
    setFields((all) => {
      const next = [...all];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  const add = () =>
    setFields((all) => [
      ...all,
      { key: newKey(), type: 'text', label: '', required: false, optionsText: '' },
    ]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = inputOf(name, description, fields);
    const parsed = ZFormTemplateInput.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.') || '_'] ??= issue.message;
      setErrors(found);
      toast.error(found.fields ?? t('editor.invalid'));
      return;
    }
    save.mutate(
      { ...input, version: template?.version },
      {
        onSuccess: (saved) => {
          toast.success(t('editor.saved'));
          if (ownId === null) void navigate({ to: `/forms/templates/${saved.id}` });
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fields : {});
          toast.error(error.message);
        },
      },
    );
  };
  const discard = () => {
    if (ownId === null || !window.confirm(t('editor.deleteConfirm'))) return;
    remove.mutate(ownId, {
      onSuccess: () => {
        toast.success(t('editor.deleted'));
        void navigate({ to: '/forms' });
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={820}>
        <Stack gap={4}>
          <BackLink to="/forms">{t('editor.back')}</BackLink>
          <Title order={1}>{ownId === null ? t('editor.createTitle') : t('editor.editTitle')}</Title>
        </Stack>
        {copy && <Alert color="blue">{t('editor.builtinNote')}</Alert>}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <TextInput
              label={t('editor.name')}
              required
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.name}
            />
            <Textarea
              label={t('editor.description')}
              autosize
              minRows={2}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              error={errors.description}
            />
          </Stack>
        </Paper>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('editor.fields')}
          </Title>
          {errors.fields && <Text c="red">{errors.fields}</Text>}
          {fields.map((field, index) => (
            <TemplateFieldRow
              key={field.key}
              field={field}
              index={index}
              count={fields.length}
              errors={errors}
              onChange={(next) => change(index, next)}
              onMove={(by) => move(index, by)}
              onRemove={() => setFields((all) => all.filter((_, i) => i !== index))}
            />
          ))}
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} w="fit-content">
            {t('editor.addField')}
          </Button>
        </Stack>
        <Group justify="space-between">
          {ownId !== null ? (
            <Button variant="subtle" color="red" onClick={discard} loading={remove.isPending}>
              {t('editor.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending}>
            {t('editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TemplateScreen() {
  const { t } = useTranslation('forms');
  const { id } = useParams({ strict: false }) as { id?: string };
  const { from } = useSearch({ strict: false }) as { from?: string };
  const source = id ?? from ?? null;
  const template = useFormTemplate(source);
  if (source === null) return <TemplateEditor copy={false} />;
  if (template.isError)
    return (
      <LoadFailedAlert
        title={t('list.loadFailed')}
        message={template.error.message}
        retryLabel={t('list.retry')}
        onRetry={() => void template.refetch()}
      />
    );
  if (!template.data) return <Loader />;
  return (
    <TemplateEditor
      key={`${template.data.id}-${template.data.version}`}
      template={template.data}
      copy={id === undefined || template.data.builtin}
    />
  );
}

export function FormTemplatePage() {
  return (
    <RequirePermission permission="forms.manage">
      <TemplateScreen />
    </RequirePermission>
  );
}
