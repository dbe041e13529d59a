import type { ProjectType } from '@kontor/contracts';
import { Alert, Anchor, Button, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { entityPaths } from '../../../lib/entity-paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { ConfirmDeleteDialog } from '../../../ui/confirm-delete-dialog.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useDeleteProjectType, useProjectType, useProjectTypes } from '../api/project-types-api.ts';
import { ProjectTypeDetails } from '../components/project-type-details.tsx';
import { ProjectTypeForm } from '../components/project-type-form.tsx';
import { ProjectTypesTable } from '../components/project-types-table.tsx';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

const LIST = '/projecttypes/list';

function ProjectTypeList() {
  const { t } = useTranslation('projectTypes');
  const types = useProjectTypes();
  const canWrite = useSession((s) => s.permissions.includes('projects.write'));
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          canWrite && (
            <Button component={Link} to="/projecttypes/create" leftSection={<IconPlus size={16} />}>
              {t('create')}
            </Button>
          )
        }
      />
      {types.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          message={types.error.message}
          retryLabel={t('retry')}
          onRetry={() => void types.refetch()}
        />
      ) : !types.data ? (
        <BusyIndicator label={t('loading', { ns: 'common' })} />
      ) : types.data.length === 0 ? (
        <Stack gap={4} py="lg">
          <Text fw={500}>{t('empty')}</Text>
          <Text size="sm" c="dimmed">
            {t('emptyHint')}
          </Text>
        </Stack>
      ) : (
        <ProjectTypesTable items={types.data} />
      )}
    </Stack>
  );
}

function CreateProjectType() {
  const { t } = useTranslation('projectTypes');
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <BackLink to={LIST}>{t('title')}</BackLink>
        <PageHeader title={t('create')} />
      </Stack>
      <ProjectTypeForm
        onSaved={(saved) => void navigate({ to: `/projecttypes/show/${saved.id}` })}
        onCancel={() => void navigate({ to: LIST })}
      />
    </Stack>
  );
}

function ExistingProjectType({ mode, id }: { mode: 'show' | 'edit'; id: number }) {
  const { t } = useTranslation('projectTypes');
  const navigate = useNavigate();
  const projectType = useProjectType(id);
  const remove = useDeleteProjectType();
  const canWrite = useSession((s) => s.permissions.includes('projects.write'));
  const [deleting, setDeleting] = useState<ProjectType | null>(null);

  if (projectType.isPending) return <BusyIndicator label={t('loading', { ns: 'common' })} />;
  if (projectType.isError) {
    const missing = projectType.error instanceof ApiError && projectType.error.status === 404;
    return (
      <Stack gap="lg" maw={900}>
        <BackLink to={LIST}>{t('title')}</BackLink>
        <Alert color={missing ? 'orange' : 'red'} role="alert">
          <Stack gap="xs" align="flex-start">
            {missing ? t('notFound') : projectType.error.message}
            <Anchor component={Link} to={LIST} size="sm">
              {t('toList')}
            </Anchor>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  const data = projectType.data;
  if (mode === 'edit' && canWrite)
    return (
      <Stack gap="lg" maw={900}>
        <Stack gap={4}>
          <BackLink to={`/projecttypes/show/${id}`}>{data.name}</BackLink>
          <PageHeader title={t('edit')} />
        </Stack>
        <ProjectTypeForm
          key={`${data.id}-${data.version}`}
          projectType={data}
          onSaved={() => void navigate({ to: `/projecttypes/show/${id}` })}
          onCancel={() => void navigate({ to: `/projecttypes/show/${id}` })}
        />
      </Stack>
    );
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <BackLink to={LIST}>{t('title')}</BackLink>
        <PageHeader
          title={data.name}
          description={
            <Group gap={6} component="span" wrap="nowrap">
              <ColorSwatch color={data.color} size={12} aria-hidden component="span" />
              {t('form.color')} {data.color}
            </Group>
          }
          actions={
            canWrite && (
              <Group gap="xs">
                <Button
                  component={Link}
                  to={`${entityPaths.create('projects')}?project_type=${id}`}
                  variant="light"
                  leftSection={<IconBriefcase size={16} />}
                >
                  {t('show.newProject')}
                </Button>
                <Button
                  component={Link}
                  to={`/projecttypes/edit/${id}`}
                  variant="default"
                  leftSection={<IconPencil size={16} />}
                >
                  {t('edit')}
                </Button>
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setDeleting(data)}
                >
                  {t('deleteAction')}
                </Button>
              </Group>
            )
          }
        />
      </Stack>
      <ProjectTypeDetails projectType={data} />
      <ConfirmDeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void navigate({ to: LIST })}
        remove={remove}
        namespace="projectTypes"
      />
    </Stack>
  );
}

/** `/projecttypes/{list|create}` and `/projecttypes/{show|edit}/{id}` (the route has checked mode and id). */
export function ProjectTypesModePage() {
  const { mode, id } = useParams({ strict: false }) as { mode: string; id?: string };
  if (mode === 'list')
    return (
      <RequirePermission permission="projects.read">
        <ProjectTypeList />
      </RequirePermission>
    );
  if (mode === 'create')
    return (
      <RequirePermission permission="projects.write">
        <CreateProjectType />
      </RequirePermission>
    );
  return (
    <RequirePermission permission="projects.read">
      <ExistingProjectType key={id} mode={mode === 'edit' ? 'edit' : 'show'} id={Number(id)} />
    </RequirePermission>
  );
}
