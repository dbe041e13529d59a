import { berlinYearMonth, numberRangeDefaults, type NumberRange } from '@kontor/contracts';
import { Button, Checkbox, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast/toast.ts';
import { useVersionedForm } from '../../../ui/versioned-form/use-versioned-form.ts';
import { ChangedElsewhereAlert, SaveProblemAlert } from '../../../ui/versioned-form/version-alerts.tsx';
import { flushSync } from 'react-dom';
import { insertAt } from '../../../lib/insert-at-cursor.ts';
import { useSaveNumberRange } from '../api/use-save-number-range.ts';
import '../i18n.ts';
import {
  checkDraft,
  draftOf,
  inputOf,
  type NumberRangeDraft,
  type NumberRangeErrors,
} from '../number-range-check.ts';
import { PlaceholderHelp } from './placeholder-help.tsx';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes/unsaved-changes-guard.tsx';

interface Props {
  /** The range as the server has it now (follows saves made elsewhere). */
  range: NumberRange;
  onDone: () => void;
  onReload: () => Promise<NumberRange | undefined>;
}

/** Pattern, counter and yearly restart with the next number previewed as the user types. */
export function NumberRangeForm({ range, onDone, onReload }: Props) {
  const { t } = useTranslation('numberRanges');
  const save = useSaveNumberRange();
  const [base, setBase] = useState(range);
  const [draft, setDraft] = useState<NumberRangeDraft>(draftOf(range));
  const [serverErrors, setServerErrors] = useState<NumberRangeErrors>({});
  const [attempted, setAttempted] = useState(false);
  const patternRef = useRef<HTMLInputElement>(null);
  const when = berlinYearMonth(new Date());
  const check = checkDraft(base, draft, when);
  const errors = { ...check.errors, ...serverErrors };
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(base));
  const conflict = save.error?.status === 409;

  const set = <K extends keyof NumberRangeDraft>(key: K, value: NumberRangeDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setServerErrors({});
  };

  const adopt = (next: NumberRange) => {
    setBase(next);
    setDraft(draftOf(next));
    setServerErrors({});
    setAttempted(false);
    save.reset();
  };

  const insertPlaceholder = (code: string) => {
    const input = patternRef.current;
    const selection = input ? { start: input.selectionStart ?? 0, end: input.selectionEnd ?? 0 } : null;
    const { text, caret } = insertAt(draft.pattern, selection, code);
    // The new value is rendered at once and the caret set right after it: set a frame later, it
    // landed behind keys typed meanwhile ("K-{YYYY}" + "-{####}" became "K-{YYYY}{####}-").
    flushSync(() => set('pattern', text));
    input?.focus();
    input?.setSelectionRange(caret, caret);
  };

  const submit = async () => {
    if (save.isPending) return;
    setAttempted(true);
    if (Object.keys(check.errors).length > 0) return;
    try {
      const saved = await save.mutateAsync({ key: base.key, ...inputOf(draft, base.version) });
      toast.success(t('editor.saved', { label: saved.label }));
      onDone();
    } catch (error) {
      setServerErrors((error as { fields?: NumberRangeErrors }).fields ?? {});
    }
  };

  const { changedElsewhere, onSubmit, reload } = useVersionedForm(
    { latest: range, base, dirty, conflict },
    { adopt, submit, fetchLatest: onReload },
  );
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={dirty} />
      <Stack gap="md">
        {changedElsewhere && (
          <ChangedElsewhereAlert
            message={t('editor.changedElsewhere')}
            reloadLabel={t('editor.reload')}
            onReload={() => adopt(range)}
          />
        )}
        <TextInput
          ref={patternRef}
          label={t('editor.pattern')}
          value={draft.pattern}
          onChange={(event) => set('pattern', event.currentTarget.value)}
          error={errors.pattern}
          required
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-autofocus
        />
        <PlaceholderHelp onInsert={insertPlaceholder} disabled={save.isPending} />
        <NumberInput
          label={t('editor.counter')}
          description={
            base.min_counter !== null ? t('editor.counterMinimum', { min: base.min_counter }) : undefined
          }
          value={draft.nextCounter}
          onChange={(value) => set('nextCounter', value)}
          error={errors.next_counter}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          required
          maw={240}
        />
        <Checkbox
          label={t('editor.yearly')}
          description={t('editor.yearlyHint', { first: numberRangeDefaults[base.key].firstCounter })}
          checked={draft.resetYearly}
          onChange={(event) => set('resetYearly', event.currentTarget.checked)}
          error={errors.reset_yearly}
        />
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)" aria-live="polite">
          {check.preview ? (
            <Text fw={600}>
              {t('editor.preview')}{' '}
              <Text span ff="monospace" fw={700} inherit>
                {check.preview}
              </Text>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('editor.noPreview')}
            </Text>
          )}
        </Paper>
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
