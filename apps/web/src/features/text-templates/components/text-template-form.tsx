import {
  standardTargetsOf,
  TEXT_TEMPLATE_BODY_MAX,
  TEXT_TEMPLATE_SUBJECT_MAX,
  textTemplateUsageDefinitions,
  textTemplateUsages,
  type TextTemplate,
  type TextTemplateUsage,
} from '@kontor/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast/toast.ts';
import { KontorSelect } from '../../../ui/select/kontor-select.tsx';
import { useVersionedForm } from '../../../ui/versioned-form/use-versioned-form.ts';
import { ChangedElsewhereAlert, SaveProblemAlert } from '../../../ui/versioned-form/version-alerts.tsx';
import { useSaveTextTemplate } from '../api/use-save-text-template.ts';
import '../i18n.ts';
import { PlaceholderPicker } from './placeholder-picker.tsx';
import { TemplatePreview } from './template-preview.tsx';
import { fieldsOf, toInput, useTemplateFields, type FieldErrors } from './use-template-fields.ts';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes/unsaved-changes-guard.tsx';

interface Props {
  /** The template as the server has it now (edit); undefined = create. */
  template?: TextTemplate;
  /** The usage a new template starts with. */
  usage: TextTemplateUsage;
  readOnly: boolean;
  onDone: () => void;
  /** Fetches the template again (after a conflict). */
  onReload: () => Promise<TextTemplate | undefined>;
}

const usageOptions = textTemplateUsages.map((value) => ({
  value,
  label: textTemplateUsageDefinitions[value].label,
}));

/** Name, usage, subject and text with placeholders beside a live preview; Ctrl+S saves. */
export function TextTemplateForm({ template, usage, readOnly, onDone, onReload }: Props) {
  const { t } = useTranslation('textTemplates');
  const save = useSaveTextTemplate();
  const [base, setBase] = useState(template);
  const [attempted, setAttempted] = useState(false);
  const bodyId = useId();
  const form = useTemplateFields(fieldsOf(template, usage));
  const { fields, set, errors } = form;
  const definition = textTemplateUsageDefinitions[fields.usage];
  const targets = standardTargetsOf(fields.usage);
  const perLevel = definition.standardPer === 'dunningLevel';
  const dirty = JSON.stringify(toInput(fields)) !== JSON.stringify(toInput(fieldsOf(base, usage)));
  const conflict = base !== undefined && save.error?.status === 409;
  const hasErrors = Object.values(errors).some(Boolean);

  const adopt = (next: TextTemplate) => {
    setBase(next);
    form.setFields(fieldsOf(next, usage));
    form.setErrors({});
    setAttempted(false);
    save.reset();
  };

  const submit = async () => {
    if (save.isPending || readOnly) return;
    setAttempted(true);
    const found = form.validate();
    if (Object.values(found).some(Boolean)) return;
    try {
      const saved = await save.mutateAsync({ ...toInput(fields), id: base?.id, version: base?.version });
      toast.success(t(base ? 'editor.saved' : 'editor.created', { name: saved.name }));
      onDone();
    } catch (error) {
      form.setErrors(((error as { fields?: FieldErrors }).fields ?? {}) as FieldErrors);
    }
  };

  const { changedElsewhere, onSubmit, reload } = useVersionedForm(
    { latest: template, base, dirty, conflict },
    { adopt, submit, fetchLatest: onReload },
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={dirty} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {readOnly && <Alert color="gray">{t('editor.readOnly')}</Alert>}
            {changedElsewhere && (
              <ChangedElsewhereAlert
                message={t('editor.changedElsewhere')}
                reloadLabel={t('editor.reload')}
                onReload={() => template && adopt(template)}
              />
            )}
            <TextInput
              label={t('editor.name')}
              placeholder={t('editor.namePlaceholder')}
              value={fields.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={errors.name}
              required
              maxLength={100}
              readOnly={readOnly}
              data-autofocus
            />
            <KontorSelect
              searchable={false}
              label={t('editor.usage')}
              data={usageOptions}
              value={fields.usage}
              onChange={(value) => {
                if (!value) return;
                const next = value as TextTemplateUsage;
                set('usage', next);
                // A document type is no Mahnstufe: only standards the new usage knows stay ticked.
                const keys = standardTargetsOf(next).map((target) => target.key);
                set(
                  'document_types',
                  fields.document_types.filter((key) => keys.includes(key)),
                );
              }}
              description={definition.description}
              error={errors.usage}
              allowDeselect={false}
              readOnly={readOnly}
              required
            />
            {definition.hasSubject && (
              <TextInput
                ref={form.refs.subject}
                label={t('editor.subject')}
                value={fields.subject}
                onChange={(e) => set('subject', e.currentTarget.value)}
                onSelect={form.track('subject')}
                onBlur={form.track('subject')}
                error={errors.subject}
                styles={{ input: { color: 'var(--mantine-color-text)' } }}
                maxLength={TEXT_TEMPLATE_SUBJECT_MAX}
                readOnly={readOnly}
                required
              />
            )}
            <Stack gap={6}>
              <Group justify="space-between" align="flex-end">
                <Text component="label" htmlFor={bodyId} size="sm" fw={500}>
                  {t('editor.body')}{' '}
                  <Text span c="red" inherit aria-hidden>
                    *
                  </Text>
                </Text>
                {!readOnly && (
                  <PlaceholderPicker
                    usage={fields.usage}
                    onPick={(placeholder) => form.insertPlaceholder(placeholder, definition.hasSubject)}
                  />
                )}
              </Group>
              <Textarea
                id={bodyId}
                ref={form.refs.body}
                value={fields.body}
                onChange={(e) => set('body', e.currentTarget.value)}
                onSelect={form.track('body')}
                onBlur={form.track('body')}
                error={errors.body}
                autosize
                minRows={8}
                maxRows={20}
                maxLength={TEXT_TEMPLATE_BODY_MAX}
                readOnly={readOnly}
                required
                // A placeholder mistake marks the field, not the whole text red.
                styles={{
                  input: {
                    fontFamily: 'var(--mantine-font-family-monospace)',
                    color: 'var(--mantine-color-text)',
                  },
                }}
              />
            </Stack>
            {targets.length > 0 ? (
              <Checkbox.Group
                label={t(perLevel ? 'editor.dunningLevels' : 'editor.documentTypes')}
                description={t(perLevel ? 'editor.dunningLevelsHint' : 'editor.documentTypesHint')}
                value={fields.document_types}
                onChange={(value) => {
                  const keys = targets.map((target) => target.key).filter((key) => value.includes(key));
                  set('document_types', keys);
                  set('is_default', keys.length > 0);
                }}
                error={errors.document_types}
                readOnly={readOnly}
              >
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                  {targets.map((target) => (
                    <Checkbox key={target.key} value={target.key} label={target.label} disabled={readOnly} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            ) : (
              <Switch
                label={t('editor.isDefault', { usage: definition.label })}
                description={t('editor.isDefaultHint')}
                checked={fields.is_default}
                onChange={(e) => set('is_default', e.currentTarget.checked)}
                disabled={readOnly}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TemplatePreview usage={fields.usage} subject={fields.subject} body={fields.body} />
        </Grid.Col>
      </Grid>
      <Stack gap="xs" mt="lg">
        <SaveProblemAlert
          problem={save.error?.message ?? (attempted && hasErrors ? t('editor.invalid') : undefined)}
          conflict={conflict}
          reloadLabel={t('editor.reload')}
          onReload={() => void reload()}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {!readOnly && t('editor.shortcut')}
          </Text>
          <Group gap="sm" ml="auto">
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {readOnly ? t('editor.close') : t('editor.cancel')}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
                {t('editor.save')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
