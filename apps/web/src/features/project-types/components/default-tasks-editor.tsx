import { ActionIcon, Button, Fieldset, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KontorSelect } from '../../../ui/select/kontor-select.tsx';
import '../i18n.ts';

export interface TaskDraft {
  key: string;
  title: string;
  /** The key of the phase draft, null = no phase. */
  phaseKey: string | null;
  dueOffsetDays: number | null;
}

interface Props {
  tasks: TaskDraft[];
  phases: { key: string; name: string }[];
  errors: Record<string, string>;
  onChange: (tasks: TaskDraft[]) => void;
  onAdd: () => void;
}

const NO_PHASE = 'none';

/** The tasks every new project of the type starts with: title, optional phase, due offset in days. */
export function DefaultTasksEditor({ tasks, phases, errors, onChange, onAdd }: Props) {
  const { t } = useTranslation('projectTypes');
  const update = (key: string, patch: Partial<TaskDraft>) =>
    onChange(tasks.map((task) => (task.key === key ? { ...task, ...patch } : task)));
  const phaseOptions = [
    { value: NO_PHASE, label: t('form.noPhase') },
    ...phases.map((p, i) => ({ value: p.key, label: p.name || t('form.phaseName', { n: i + 1 }) })),
  ];
  return (
    <Fieldset legend={t('form.tasks')} radius="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('form.tasksHint')}
        </Text>
        {tasks.length === 0 && <Text size="sm">{t('form.noTasks')}</Text>}
        {tasks.map((task, index) => (
          <Group key={task.key} gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              label={t('form.taskTitle', { n: index + 1 })}
              value={task.title}
              onChange={(e) => update(task.key, { title: e.currentTarget.value })}
              error={errors[`tasks.${index}.title`]}
              maxLength={200}
              style={{ flex: '2 1 220px' }}
            />
            <KontorSelect
              label={t('form.taskPhase')}
              data={phaseOptions}
              value={task.phaseKey ?? NO_PHASE}
              onChange={(value) => update(task.key, { phaseKey: value && value !== NO_PHASE ? value : null })}
              allowDeselect={false}
              error={errors[`tasks.${index}.phase_index`]}
              style={{ flex: '1 1 160px' }}
            />
            <NumberInput
              label={t('form.taskDue')}
              value={task.dueOffsetDays ?? ''}
              onChange={(value) =>
                update(task.key, { dueOffsetDays: typeof value === 'number' ? value : null })
              }
              min={0}
              max={3650}
              allowDecimal={false}
              error={errors[`tasks.${index}.due_offset_days`]}
              style={{ flex: '1 1 140px' }}
            />
            <ActionIcon
              variant="default"
              color="red"
              size="lg"
              mb={errors[`tasks.${index}.title`] ? 24 : 0}
              aria-label={t('form.removeTask', { name: task.title || t('form.taskTitle', { n: index + 1 }) })}
              onClick={() => onChange(tasks.filter((x) => x.key !== task.key))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd}>
            {t('form.addTask')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
