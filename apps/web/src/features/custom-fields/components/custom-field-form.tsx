import {
  customFieldKindLabels,
  customFieldKinds,
  entityRegistry,
  entityTypes,
  type CustomFieldDefinition,
  type CustomFieldKind,
  type EntityType,
} from '@kontor/contracts';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KontorSelect } from '../../../ui/select/kontor-select.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useVersionedForm } from '../../../ui/versioned-form/use-versioned-form.ts';
import { ChangedElsewhereAlert, SaveProblemAlert } from '../../../ui/versioned-form/version-alerts.tsx';
import { useSaveCustomField } from '../api/use-save-custom-field.ts';
import {
  checkDraft,
  createBodyOf,
  draftOf,
  draftSignature,
  isSelectKind,
  updateBodyOf,
  withKind,
  withLabel,
  type CustomFieldDraft,
  type DraftErrors,
} from '../custom-field-draft.ts';
import '../i18n.ts';
import { OptionsEditor } from './options-editor.tsx';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes/unsaved-changes-guard.tsx';

interface Props {
  entityType: EntityType;
  /** The field as the server has it now (edit); undefined = create. */
  field?: CustomFieldDefinition;
  /** Every field of the type (removed ones too), for label and key checks while typing. */
  others: readonly CustomFieldDefinition[];
  onDone: () => void;
  onReload: () => Promise<CustomFieldDefinition | undefined>;
}

const kindOptions = customFieldKinds.map((value) => ({ value, label: customFieldKindLabels[value] }));
const typeOptions = entityTypes.map((value) => ({ value, label: entityRegistry[value].label }));

/** Label, key, kind and the parts the kind needs; checked as typed, Ctrl+S saves. */
export function CustomFieldForm({ entityType, field, others, onDone, onReload }: Props) {
  const { t } = useTranslation('customFields');
  const save = useSaveCustomField();
  const [base, setBase] = useState(field);
  const [draft, setDraft] = useState<CustomFieldDraft>(draftOf(field));
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [attempted, setAttempted] = useState(false);
  const isNew = base === undefined;
  const found = checkDraft(draft, entityType, others, base);
  // A clash of label or key shows while typing; the rest once saving was tried (an empty form is not wrong yet).
  const live = draft.label.trim() ? { label: found.label, key: found.key } : {};
  const errors = Object.fromEntries(
    Object.entries({ ...(attempted ? found : live), ...serverErrors }).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    ),
  );
  const dirty = draftSignature(draft) !== draftSignature(draftOf(base));
  const conflict = !isNew && save.error?.status === 409;

  const update = (next: CustomFieldDraft) => {
    setDraft(next);
    setServerErrors({});
  };

  const adopt = (next: CustomFieldDefinition) => {
    setBase(next);
    setDraft(draftOf(next));
    setServerErrors({});
    setAttempted(false);
    save.reset();
  };

  const submit = async () => {
    if (save.isPending) return;
    setAttempted(true);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync(
        base
          ? { id: base.id, body: updateBodyOf(draft, base.version) }
          : { body: createBodyOf(draft, entityType) },
      );
      toast.success(t(base ? 'editor.saved' : 'editor.created', { label: saved.label }));
      onDone();
    } catch (error) {
      setServerErrors((error as { fields?: DraftErrors }).fields ?? {});
    }
  };

  const { changedElsewhere, onSubmit, reload } = useVersionedForm(
    { latest: field, base, dirty, conflict },
    { adopt, submit, fetchLatest: onReload },
  );
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={dirty} />
      <Stack gap="md">
        {changedElsewhere && field && (
          <ChangedElsewhereAlert
            message={t('editor.changedElsewhere')}
            reloadLabel={t('editor.reload')}
            onReload={() => adopt(field)}
          />
        )}
        <TextInput
          label={t('editor.label')}
          placeholder={t('editor.labelPlaceholder')}
          value={draft.label}
          onChange={(event) => update(withLabel(draft, event.currentTarget.value, isNew))}
          error={errors.label}
          required
          maxLength={60}
          autoComplete="off"
          data-autofocus
        />
        {isNew ? (
          <TextInput
            label={t('editor.key')}
            description={t('editor.keyHint')}
            value={draft.key}
            onChange={(event) => update({ ...draft, key: event.currentTarget.value, keyTouched: true })}
            error={errors.key}
            required
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('editor.keyFixed', { key: draft.key })}
          </Text>
        )}
        <KontorSelect
          searchable={false}
          label={t('editor.kind')}
          data={kindOptions}
          value={draft.kind}
          onChange={(value) => value && update(withKind(draft, value as CustomFieldKind))}
          description={isNew ? undefined : t('editor.kindFixed')}
          error={errors.kind}
          allowDeselect={false}
          disabled={!isNew}
          required
        />
        {isSelectKind(draft.kind) && (
          <OptionsEditor
            options={draft.options}
            onChange={(options) => update({ ...draft, options })}
            errors={errors}
          />
        )}
        {draft.kind === 'reference' && (
          <KontorSelect
            searchable={false}
            label={t('editor.referenceType')}
            data={typeOptions}
            value={draft.referenceType}
            onChange={(value) => update({ ...draft, referenceType: value as EntityType | null })}
            error={errors.reference_type}
            allowDeselect={false}
            required
          />
        )}
        <Checkbox
          label={t('editor.required')}
          description={t('editor.requiredHint')}
          checked={draft.required}
          onChange={(event) => update({ ...draft, required: event.currentTarget.checked })}
        />
        <Checkbox
          label={t('editor.showInList')}
          description={t('editor.showInListHint')}
          checked={draft.showInList}
          onChange={(event) => update({ ...draft, showInList: event.currentTarget.checked })}
        />
        <SaveProblemAlert
          problem={save.error?.message ?? (attempted && hasErrors ? t('editor.invalid') : undefined)}
          conflict={conflict}
          reloadLabel={t('editor.reload')}
          onReload={() => void reload()}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {t('editor.shortcut')}
          </Text>
          <Group gap="sm" ml="auto">
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              {t('editor.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
