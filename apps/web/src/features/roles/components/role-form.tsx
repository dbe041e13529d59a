import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Role } from '@kontor/contracts';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StickyFormBar } from '../../../ui/sticky-form-bar.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useVersionedForm } from '../../../ui/versioned-form/use-versioned-form.ts';
import { ChangedElsewhereAlert, SaveProblemAlert } from '../../../ui/versioned-form/version-alerts.tsx';
import { useSaveRole } from '../api/use-save-role.ts';
import '../i18n.ts';
import { PermissionPicker } from './permission-picker.tsx';
import { countPermissions, sameSelection, TOTAL_PERMISSIONS } from './role-permissions.ts';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes/unsaved-changes-guard.tsx';

interface Props {
  /** The role as the server has it now (edit); undefined = create. */
  role?: Role;
  /** Names of the other roles, to say at once that a name is taken. */
  takenNames: string[];
  onSaved: (role: Role) => void;
  onCancel: () => void;
  /** Fetches the role again (after a conflict). */
  onReload?: () => Promise<Role | undefined>;
}

const NAME_INPUT_ID = 'role-name';

/** Name and permissions of a role; Ctrl+S saves, a stale version offers to reload. */
export function RoleForm({ role, takenNames, onSaved, onCancel, onReload }: Props) {
  const { t } = useTranslation('roles');
  const save = useSaveRole();
  const [base, setBase] = useState(role);
  const [name, setName] = useState(role?.name ?? '');
  const [permissions, setPermissions] = useState<string[]>(role?.permissions ?? []);
  const [errors, setErrors] = useState<{ name?: string; permissions?: string }>({});
  const dirty = name.trim() !== (base?.name ?? '') || !sameSelection(permissions, base?.permissions ?? []);
  const conflict = base !== undefined && save.error?.status === 409;
  const problem = errors.name || errors.permissions ? t('editor.invalid') : save.error?.message;

  const adopt = (next: Role) => {
    setBase(next);
    setName(next.name);
    setPermissions(next.permissions);
    setErrors({});
    save.reset();
  };

  const validate = () => {
    const trimmed = name.trim();
    if (!trimmed) return { name: t('editor.nameRequired') };
    const taken = takenNames.some(
      (other) => other.toLowerCase() === trimmed.toLowerCase() && other !== base?.name,
    );
    return taken ? { name: t('editor.nameTaken', { name: trimmed }) } : {};
  };

  const submit = async () => {
    if (save.isPending) return;
    const found = validate();
    setErrors(found);
    if (found.name) return void document.getElementById(NAME_INPUT_ID)?.focus();
    try {
      const saved = await save.mutateAsync({
        id: base?.id,
        name: name.trim(),
        permissions,
        version: base?.version,
      });
      toast.success(t(base ? 'editor.saved' : 'editor.created', { name: saved.name }));
      onSaved(saved);
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      setErrors({ name: fields.name, permissions: fields.permissions });
    }
  };

  const { changedElsewhere, onSubmit, reload } = useVersionedForm(
    { latest: role, base, dirty, conflict },
    { adopt, submit, fetchLatest: onReload },
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={dirty} />
      <Stack gap="lg">
        {changedElsewhere && (
          <ChangedElsewhereAlert
            message={t('editor.changedElsewhere')}
            reloadLabel={t('editor.reload')}
            onReload={() => role && adopt(role)}
          />
        )}
        <StickyFormBar
          hint={t('editor.shortcut')}
          alert={
            <SaveProblemAlert
              problem={problem}
              conflict={conflict}
              reloadLabel={t('editor.reload')}
              onReload={() => void reload()}
            />
          }
        >
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {t('editor.save')}
          </Button>
        </StickyFormBar>
        <TextInput
          id={NAME_INPUT_ID}
          label={t('editor.name')}
          placeholder={t('editor.namePlaceholder')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (errors.name) setErrors((current) => ({ ...current, name: undefined }));
          }}
          error={errors.name}
          required
          maxLength={60}
          maw={420}
          autoComplete="off"
          autoFocus={!base}
        />
        <Stack gap={4}>
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h4">
              {t('editor.permissions')}
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('editor.selected', { count: countPermissions(permissions), total: TOTAL_PERMISSIONS })}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('editor.permissionsHint')}
          </Text>
          {errors.permissions && (
            <Text size="sm" c="red">
              {errors.permissions}
            </Text>
          )}
        </Stack>
        <PermissionPicker value={permissions} onChange={setPermissions} />
      </Stack>
    </form>
  );
}
