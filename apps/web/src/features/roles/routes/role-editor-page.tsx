import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import type { Role } from '@kontor/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useRole } from '../api/use-role.ts';
import { useRoles } from '../api/use-roles.ts';
import { DeleteRoleDialog } from '../components/delete-role-dialog.tsx';
import { RoleBadges } from '../components/role-badges.tsx';
import { RoleDetails } from '../components/role-details.tsx';
import { RoleForm } from '../components/role-form.tsx';
import { RolePageHeader } from '../components/role-page-header.tsx';
import { isProtectedRole } from '../components/role-permissions.ts';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

type Mode = 'create' | 'edit' | 'show';

function CreateRole() {
  const { t } = useTranslation('roles');
  const navigate = useNavigate();
  const roles = useRoles();
  return (
    <Stack gap="lg" maw={1100}>
      <RolePageHeader title={t('editor.createTitle')} />
      <RoleForm
        takenNames={(roles.data ?? []).map((role) => role.name)}
        onSaved={(role) => void navigate({ to: `/roles/show/${role.id}`, ignoreBlocker: true })}
        onCancel={() => void navigate({ to: '/roles' })}
      />
    </Stack>
  );
}

function ExistingRole({ mode, id }: { mode: Exclude<Mode, 'create'>; id: number }) {
  const { t } = useTranslation('roles');
  const navigate = useNavigate();
  const role = useRole(id);
  const roles = useRoles();
  const canWrite = useSession((s) => s.permissions.includes('roles.write'));
  const [deleting, setDeleting] = useState<Role | null>(null);

  if (role.isPending) {
    return (
      <Group justify="center" py="xl">
        <BusyIndicator label={t('loading', { ns: 'common' })} />
      </Group>
    );
  }
  if (role.isError) {
    const missing = role.error instanceof ApiError && role.error.status === 404;
    return (
      <Stack gap="lg" maw={1100}>
        <RolePageHeader title={t('list.title')} />
        <Alert color={missing ? 'orange' : 'red'} role="alert">
          <Stack gap="xs" align="flex-start">
            {missing ? t('editor.notFound') : role.error.message}
            <Anchor component={Link} to="/roles" size="sm">
              {t('editor.toList')}
            </Anchor>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const data = role.data;
  const locked = isProtectedRole(data);
  const editable = canWrite && !locked;

  if (mode === 'edit' && editable) {
    return (
      <Stack gap="lg" maw={1100}>
        <RolePageHeader title={t('editor.editTitle')} badges={<RoleBadges role={data} />} />
        <RoleForm
          key={data.id}
          role={data}
          takenNames={(roles.data ?? []).map((other) => other.name)}
          onSaved={(saved) => void navigate({ to: `/roles/show/${saved.id}`, ignoreBlocker: true })}
          onCancel={() => void navigate({ to: `/roles/show/${data.id}` })}
          onReload={async () => (await role.refetch()).data}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <RolePageHeader
        title={data.name}
        badges={<RoleBadges role={data} />}
        actions={
          editable && (
            <>
              <Button component={Link} to={`/roles/edit/${data.id}`} leftSection={<IconPencil size={16} />}>
                {t('actions.edit')}
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setDeleting(data)}
              >
                {t('actions.delete')}
              </Button>
            </>
          )
        }
      />
      {mode === 'edit' && locked && (
        <Alert color="orange" variant="light">
          {t('editor.protectedNotice')}
        </Alert>
      )}
      <RoleDetails role={data} />
      <DeleteRoleDialog
        role={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void navigate({ to: '/roles' })}
      />
    </Stack>
  );
}

/**
 * /roles/{mode}/{id}: create and edit with permission checkboxes, show read-only.
 * The route has already turned unknown modes and ids into a 404.
 */
export function RoleEditorPage() {
  const params = useParams({ strict: false }) as { mode?: string; id?: string };
  const mode = params.mode as Mode;
  const id = params.id === undefined ? undefined : Number(params.id);
  return (
    <RequirePermission permission={mode === 'show' ? 'roles.read' : 'roles.write'}>
      {mode === 'create' || id === undefined ? <CreateRole /> : <ExistingRole key={id} mode={mode} id={id} />}
    </RequirePermission>
  );
}
