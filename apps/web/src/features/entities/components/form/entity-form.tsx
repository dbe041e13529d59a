import { entityRegistry, type EntityDetail, type EntityType, type FieldDefinition } from '@kontor/contracts';
import { Button, List, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { useFeatureSlots } from '../../../../lib/feature-slots.ts';
import { StickyFormBar } from '../../../../ui/sticky-form-bar.tsx';
import { toast } from '../../../../ui/toast/toast.ts';
import { useVersionedForm } from '../../../../ui/versioned-form/use-versioned-form.ts';
import { ChangedElsewhereAlert, SaveProblemAlert } from '../../../../ui/versioned-form/version-alerts.tsx';
import { useSaveEntity } from '../../api/use-save-entity.ts';
import { initialFormValues, toEntityWrite, validateEntityForm } from '../../entity-form-values.ts';
import { formSections, isFieldShown } from '../../form-layout.ts';
import '../../i18n.ts';
import classes from './entity-form.module.css';
import { EntityFormSections, inputIdOf } from './entity-form-sections.tsx';
import { useEntityFormState } from './use-entity-form-state.ts';
import { UnsavedChangesGuard } from '../../../../ui/unsaved-changes/unsaved-changes-guard.tsx';

interface Props {
  type: EntityType;
  /** The tenant's active custom fields of the type. */
  customFields: readonly FieldDefinition[];
  /** The record as the server has it now (edit); undefined = create. */
  record?: EntityDetail;
  /** Start values of a new record handed over in the URL. */
  preset?: Record<string, unknown>;
  onSaved: (saved: EntityDetail) => void;
  onCancel: () => void;
  /** Fetches the record again (after a conflict). */
  onReload?: () => Promise<EntityDetail | undefined>;
}

const NUMBER_PATH = 'number';

/**
 * Create or edit form of any registry type, generated from its fields and the custom fields.
 * Validates with the same schema as the server (on leaving a field and on saving), shows the
 * server's field messages at their inputs; Ctrl+S saves, a stale version offers to reload.
 */
export function EntityForm({ type, customFields, record, preset, onSaved, onCancel, onReload }: Props) {
  const { t } = useTranslation('entities');
  const definition = entityRegistry[type];
  const save = useSaveEntity(type);
  const [base, setBase] = useState(record);
  const { ProjectTypePicker } = useFeatureSlots();
  // Only a new project chooses its type here; later the project page changes type and phase.
  const choosesProjectType = type === 'projects' && !record;
  // `?project_type=3` (from a project type's page) pre-selects the type.
  const requestedType = useSearch({
    strict: false,
    select: (s: Record<string, unknown>) => s['project_type'],
  });
  const [projectTypeId, setProjectTypeId] = useState<number | null>(() => {
    const id = Number(requestedType);
    return Number.isInteger(id) && id > 0 ? id : null;
  });
  const start = useMemo(
    () => initialFormValues(type, customFields, base, preset),
    [type, customFields, base, preset],
  );
  const form = useEntityFormState(type, customFields, start);
  const sections = useMemo(
    () =>
      formSections(type, customFields, {
        general: t('form.generalSection'),
        custom: t('form.customSection'),
      }),
    [type, customFields, t],
  );
  const write = (values: typeof start) => JSON.stringify(toEntityWrite(type, customFields, values));
  const dirty = write(form.values) !== write(start);
  // 409 without field messages is a stale version; with them it is a taken number, shown at its field.
  const conflict =
    base !== undefined && save.error?.status === 409 && Object.keys(save.error.fields).length === 0;

  // Paths the form shows, in order: the focus goes to the first one with a message.
  const paths = [
    ...(definition.number === 'none' ? [] : [NUMBER_PATH]),
    ...sections
      .flatMap((s) =>
        s.fields.filter((f) => f.scope === 'custom' || isFieldShown(type, f.field.key, form.values.data)),
      )
      .map((f) => f.path),
  ];
  const focusFirst = (errors: Record<string, string>) => {
    const first = paths.find((path) => errors[path]);
    if (first) document.getElementById(inputIdOf(first))?.focus();
  };
  // Server messages for something the form does not show (should not happen, but must not vanish).
  const unplaced = Object.entries(form.serverErrors).filter(([path]) => !paths.includes(path));

  const adopt = (next: EntityDetail) => {
    setBase(next);
    form.reset(initialFormValues(type, customFields, next));
    save.reset();
  };

  const submit = async () => {
    if (save.isPending) return;
    form.setSubmitted(true);
    const errors = validateEntityForm(type, customFields, form.values);
    if (Object.keys(errors).length > 0) return focusFirst(errors);
    try {
      const saved = await save.mutateAsync({
        id: base?.id,
        version: base?.version,
        body: toEntityWrite(type, customFields, form.values),
        projectTypeId: choosesProjectType ? projectTypeId : undefined,
      });
      toast.success(t(base ? 'form.saved' : 'form.created', { name: saved.name }));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        form.setServerErrors(error.fields);
        focusFirst(error.fields);
      }
    }
  };

  const { changedElsewhere, onSubmit, reload } = useVersionedForm(
    { latest: record, base, dirty, conflict },
    { adopt, submit, fetchLatest: onReload },
  );

  // The save bar names the problem once saving was tried; before that the fields speak for themselves.
  const hasClientErrors = form.submitted && Object.keys(form.clientErrors).some((path) => form.errorOf(path));
  const problem = hasClientErrors ? (
    t('form.invalid')
  ) : save.error && !conflict && unplaced.length > 0 ? (
    <Stack gap={4}>
      <Text size="sm">{save.error.message}</Text>
      <List size="sm">
        {unplaced.map(([path, message]) => (
          <List.Item key={path}>{message}</List.Item>
        ))}
      </List>
    </Stack>
  ) : (
    save.error?.message
  );

  return (
    <form onSubmit={onSubmit} noValidate className={classes.form}>
      <UnsavedChangesGuard when={dirty} />
      <Stack gap="lg">
        {changedElsewhere && (
          <ChangedElsewhereAlert
            message={t('form.changedElsewhere')}
            reloadLabel={t('form.reload')}
            onReload={() => record && adopt(record)}
          />
        )}
        <StickyFormBar
          hint={t('form.shortcut')}
          alert={
            <SaveProblemAlert
              problem={problem}
              conflict={conflict}
              reloadLabel={t('form.reload')}
              onReload={() => void reload()}
            />
          }
        >
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {t('form.save')}
          </Button>
        </StickyFormBar>
        <EntityFormSections
          type={type}
          sections={sections}
          values={form.values}
          errorOf={form.errorOf}
          onChange={form.change}
          onBlur={(f) => form.blur(f.path)}
          refs={record?.refs ?? {}}
          leading={
            <>
              {choosesProjectType && (
                <Suspense fallback={null}>
                  <ProjectTypePicker
                    value={projectTypeId}
                    onChange={setProjectTypeId}
                    error={form.serverErrors['project_type_id']}
                  />
                </Suspense>
              )}
              {definition.number !== 'none' && (
                <TextInput
                  id={inputIdOf(NUMBER_PATH)}
                  label={definition.numberLabel ?? t('list.number')}
                  description={
                    definition.number === 'allocated' && !base ? t('form.numberAllocated') : undefined
                  }
                  required={definition.number === 'manual'}
                  value={form.values.number}
                  onChange={(e) => form.changeNumber(e.currentTarget.value)}
                  onBlur={() => form.blur(NUMBER_PATH)}
                  error={form.errorOf(NUMBER_PATH)}
                  maxLength={36}
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
            </>
          }
        />
      </Stack>
    </form>
  );
}
