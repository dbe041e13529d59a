import {
  PROJECT_TYPE_COLORS,
  ZProjectTypeInput,
  type ProjectType,
  type ProjectTypeInput,
} from '@kontor/contracts';
import { ActionIcon, Button, ColorInput, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { SubmitForm } from '../../../ui/submit-form.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useSaveProjectType } from '../api/project-types-api.ts';
import '../i18n.ts';
import { DefaultTasksEditor, type TaskDraft } from './default-tasks-editor.tsx';

interface PhaseDraft {
  /** Stable React key; `id` for phases already saved. */
  key: string;
  id?: number;
  name: string;
}

interface Props {
  projectType?: ProjectType;
  onSaved: (saved: ProjectType) => void;
  onCancel: () => void;
}

let nextKey = 0;
const newKey = () => `n${++nextKey}`;

/** Name, colour, phases in order (add, rename, move, remove) and the default tasks of a project type. */
export function ProjectTypeForm({ projectType, onSaved, onCancel }: Props) {
  const { t } = useTranslation('projectTypes');
  const save = useSaveProjectType();
  const [name, setName] = useState(projectType?.name ?? '');
  const [color, setColor] = useState(projectType?.color ?? PROJECT_TYPE_COLORS[0]);
  const [phases, setPhases] = useState<PhaseDraft[]>(
    projectType?.phases.map((p) => ({ key: `p${p.id}`, id: p.id, name: p.name })) ?? [],
  );
  const [tasks, setTasks] = useState<TaskDraft[]>(
    projectType?.tasks.map((task) => ({
      key: `t${task.id}`,
      title: task.title,
      phaseKey:
        task.phase_index === null
          ? null
          : projectType.phases[task.phase_index]
            ? `p${projectType.phases[task.phase_index]!.id}`
            : null,
      dueOffsetDays: task.due_offset_days,
    })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const body = (): ProjectTypeInput => ({
    name,
    color,
    phases: phases.map((p) => (p.id === undefined ? { name: p.name } : { id: p.id, name: p.name })),
    tasks: tasks.map((task) => {
      const index = phases.findIndex((p) => p.key === task.phaseKey);
      return {
        title: task.title,
        phase_index: index < 0 ? null : index,
        due_offset_days: task.dueOffsetDays,
      };
    }),
  });

  const submit = async () => {
    if (save.isPending) return;
    const parsed = ZProjectTypeInput.safeParse(body());
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({
        id: projectType?.id,
        version: projectType?.version,
        body: body(),
      });
      toast.success(t(projectType ? 'form.saved' : 'form.created', { name: saved.name }));
      onSaved(saved);
    } catch {
      // The server's message is shown below.
    }
  };

  const move = (index: number, by: -1 | 1) =>
    setPhases((all) => {
      const next = [...all];
      const [phase] = next.splice(index, 1);
      next.splice(index + by, 0, phase!);
      return next;
    });
  const removePhase = (key: string) => {
    setPhases((all) => all.filter((p) => p.key !== key));
    setTasks((all) => all.map((task) => (task.phaseKey === key ? { ...task, phaseKey: null } : task)));
  };

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <Stack gap="lg">
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t('form.name')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors['name'] ?? save.error?.fields['name']}
            maxLength={100}
            miw={220}
          />
          <ColorInput
            label={t('form.color')}
            value={color}
            onChange={setColor}
            swatches={[...PROJECT_TYPE_COLORS]}
            swatchesPerRow={8}
            format="hex"
            withEyeDropper={false}
            error={errors['color']}
            miw={220}
          />
        </Group>
        <Fieldset legend={t('form.phases')} radius="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('form.phasesHint')}
            </Text>
            {phases.length === 0 && <Text size="sm">{t('form.noPhases')}</Text>}
            {phases.map((phase, index) => {
              const label = phase.name || t('form.phaseName', { n: index + 1 });
              return (
                <Group key={phase.key} gap="xs" wrap="nowrap" align="flex-start">
                  <TextInput
                    aria-label={t('form.phaseName', { n: index + 1 })}
                    placeholder={t('form.phaseName', { n: index + 1 })}
                    value={phase.name}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setPhases((all) => all.map((p) => (p.key === phase.key ? { ...p, name: value } : p)));
                    }}
                    error={errors[`phases.${index}.name`]}
                    maxLength={100}
                    style={{ flex: 1 }}
                  />
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('form.moveUp', { name: label })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('form.moveDown', { name: label })}
                    disabled={index === phases.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    color="red"
                    size="lg"
                    aria-label={t('form.removePhase', { name: label })}
                    onClick={() => removePhase(phase.key)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              );
            })}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => setPhases((all) => [...all, { key: newKey(), name: '' }])}
              >
                {t('form.addPhase')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <DefaultTasksEditor
          tasks={tasks}
          phases={phases}
          errors={errors}
          onChange={setTasks}
          onAdd={() =>
            setTasks((all) => [...all, { key: newKey(), title: '', phaseKey: null, dueOffsetDays: null }])
          }
        />
        <ErrorAlert message={Object.keys(errors).length > 0 ? t('form.invalid') : save.error?.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
