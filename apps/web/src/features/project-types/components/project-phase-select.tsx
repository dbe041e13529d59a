import type { ProjectOverview } from '@kontor/contracts';
import { Badge, ColorSwatch, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { KontorSelect } from '../../../ui/select/kontor-select.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useProjectTypes, useSetProjectPhase } from '../api/project-types-api.ts';
import '../i18n.ts';

interface Props {
  projectId: number;
  overview: ProjectOverview;
  canWrite: boolean;
}

const NONE = 'none';

/** The project's type and phase; writers change the phase (and type) right here. */
export function ProjectPhaseSelect({ projectId, overview, canWrite }: Props) {
  const { t } = useTranslation('projectTypes');
  const setPhase = useSetProjectPhase(projectId);
  const types = useProjectTypes();
  const phaseName = (id: number | null) => overview.phases.find((p) => p.id === id)?.name;

  const changeType = (value: string | null) => {
    const typeId = value && value !== NONE ? Number(value) : null;
    const firstPhase = types.data?.find((type) => type.id === typeId)?.phases[0]?.id ?? null;
    setPhase.mutate({ project_type_id: typeId, phase_id: firstPhase });
  };
  const changePhase = (value: string) => {
    if (!overview.project_type) return;
    setPhase.mutate(
      { project_type_id: overview.project_type.id, phase_id: Number(value) },
      {
        onSuccess: (next) =>
          toast.success(
            t('overview.phaseSaved', { name: next.phases.find((p) => p.id === next.phase_id)?.name ?? '' }),
          ),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group gap="lg" align="flex-end" wrap="wrap">
        {canWrite ? (
          <KontorSelect
            label={t('overview.type')}
            data={[
              { value: NONE, label: t('overview.noType') },
              ...(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name })),
            ]}
            value={overview.project_type ? String(overview.project_type.id) : NONE}
            onChange={changeType}
            allowDeselect={false}
            disabled={setPhase.isPending}
            w={260}
          />
        ) : (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={500}>
              {t('overview.type')}
            </Text>
            <Text>{overview.project_type?.name ?? t('overview.noType')}</Text>
          </Stack>
        )}
        {overview.project_type && (
          <Group gap={6}>
            <ColorSwatch color={overview.project_type.color} size={14} aria-hidden />
            <Badge variant="light" tt="none" color="gray">
              {t('overview.phase')}: {phaseName(overview.phase_id) ?? t('overview.noPhase')}
            </Badge>
          </Group>
        )}
      </Group>
      {canWrite && overview.phases.length > 0 && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={500} id={`project-${projectId}-phase`}>
            {t('overview.phase')}
          </Text>
          <SegmentedControl
            aria-labelledby={`project-${projectId}-phase`}
            data={overview.phases.map((p) => ({ value: String(p.id), label: p.name }))}
            value={overview.phase_id === null ? '' : String(overview.phase_id)}
            onChange={changePhase}
            disabled={setPhase.isPending}
            orientation="horizontal"
            style={{ maxWidth: '100%', overflowX: 'auto' }}
          />
        </Stack>
      )}
      <ErrorAlert message={setPhase.error?.message} />
    </Stack>
  );
}
