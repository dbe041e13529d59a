import type { ProjectType } from '@kontor/contracts';
import { Badge, Fieldset, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

/** The show page's body: phases in order and the default tasks. */
export function ProjectTypeDetails({ projectType }: { projectType: ProjectType }) {
  const { t } = useTranslation('projectTypes');
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {projectType.project_count > 0
          ? t('show.projects', { count: projectType.project_count })
          : t('show.unused')}
      </Text>
      <Fieldset legend={t('show.phases')} radius="md">
        {projectType.phases.length === 0 ? (
          <Text size="sm">{t('form.noPhases')}</Text>
        ) : (
          <List type="ordered" spacing={4}>
            {projectType.phases.map((phase) => (
              <List.Item key={phase.id}>{phase.name}</List.Item>
            ))}
          </List>
        )}
      </Fieldset>
      <Fieldset legend={t('show.tasks')} radius="md">
        {projectType.tasks.length === 0 ? (
          <Text size="sm">{t('form.noTasks')}</Text>
        ) : (
          <List spacing={6}>
            {projectType.tasks.map((task) => {
              const phase = task.phase_index === null ? null : projectType.phases[task.phase_index];
              return (
                <List.Item key={task.id}>
                  <Text span fw={500}>
                    {task.title}
                  </Text>
                  {phase && (
                    <Badge ml="xs" variant="light" color="gray" tt="none">
                      {t('show.inPhase', { name: phase.name })}
                    </Badge>
                  )}
                  {task.due_offset_days !== null && (
                    <Text span size="sm" c="dimmed" ml="xs">
                      {task.due_offset_days === 1
                        ? t('show.dueOne')
                        : t('show.due', { count: task.due_offset_days })}
                    </Text>
                  )}
                </List.Item>
              );
            })}
          </List>
        )}
      </Fieldset>
    </Stack>
  );
}
