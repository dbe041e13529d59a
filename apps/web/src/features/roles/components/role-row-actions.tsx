import { Button, Group, Tooltip } from '@mantine/core';
import type { Role } from '@kontor/contracts';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { isProtectedRole } from './role-permissions.ts';

interface Props {
  role: Role;
  canWrite: boolean;
  onDelete: (role: Role) => void;
  /** Phones: the buttons share the card's width. */
  grow?: boolean;
}

/** Anzeigen always; Bearbeiten and Löschen only with roles.write, and never for the Administrator. */
export function RoleRowActions({ role, canWrite, onDelete, grow = false }: Props) {
  const { t } = useTranslation('roles');
  const locked = isProtectedRole(role);
  // Phones: bigger touch targets, text only so three buttons fit side by side.
  const look = grow
    ? ({ variant: 'light', size: 'sm', px: 4 } as const)
    : ({ variant: 'subtle', size: 'compact-sm' } as const);
  const icon = (node: ReactNode) => (grow ? undefined : node);
  return (
    <Group gap="xs" wrap="nowrap" justify={grow ? 'stretch' : 'flex-end'} grow={grow}>
      <Button
        component={Link}
        to={`/roles/show/${role.id}`}
        {...look}
        leftSection={icon(<IconEye size={15} />)}
      >
        {t('actions.show')}
      </Button>
      {canWrite && !locked && (
        <Button
          component={Link}
          to={`/roles/edit/${role.id}`}
          {...look}
          leftSection={icon(<IconPencil size={15} />)}
        >
          {t('actions.edit')}
        </Button>
      )}
      {canWrite && (
        <Tooltip label={t('badges.protectedHint')} multiline w={280} withArrow disabled={!locked}>
          {/* A disabled button gets no pointer events; the wrapper still shows why. */}
          <span style={{ display: 'inline-flex', flex: grow ? 1 : undefined }}>
            <Button
              {...look}
              color="red"
              leftSection={icon(<IconTrash size={15} />)}
              disabled={locked}
              onClick={() => onDelete(role)}
              fullWidth={grow}
            >
              {t('actions.delete')}
            </Button>
          </span>
        </Tooltip>
      )}
    </Group>
  );
}
