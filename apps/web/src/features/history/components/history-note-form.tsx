import { HISTORY_NOTE_MAX, ZHistoryNoteInput, type EntityType } from '@kontor/contracts';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '../../../ui/submit-form.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useAddHistoryNote } from '../api/use-add-history-note.ts';
import '../i18n.ts';

/** "Notiz hinzufügen" above a record's timeline; Ctrl+Enter adds it too. */
export function HistoryNoteForm({ type, id }: { type: EntityType; id: number }) {
  const { t } = useTranslation('history');
  const addNote = useAddHistoryNote(type, id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (addNote.isPending) return;
    const parsed = ZHistoryNoteInput.safeParse({ text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await addNote.mutateAsync(parsed.data.text);
    } catch (failure) {
      const fields = (failure as { fields?: Record<string, string> }).fields;
      return setError(fields?.text ?? (failure as Error).message);
    }
    setText('');
    setError(undefined);
    toast.success(t('record.noteSaved'));
  };

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <Stack gap="xs">
        <Textarea
          label={t('record.note')}
          placeholder={t('record.notePlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
          }}
          error={error}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={HISTORY_NOTE_MAX}
        />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" aria-live="polite">
            {text.length > HISTORY_NOTE_MAX * 0.8
              ? t('record.characters', { count: text.length, max: HISTORY_NOTE_MAX })
              : ''}
          </Text>
          <Button type="submit" leftSection={<IconNote size={16} />} loading={addNote.isPending}>
            {t('record.addNote')}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
