import { ADMINISTRATOR_ROLE, effectivePermissions, type Role } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { conflict, notFound } from '../../core/http/errors.ts';
import { diffFields, recordHistory, type Actor } from '../../core/history/record-history.ts';
import {
  countRoleMembers,
  deleteRoleById,
  findRoleById,
  findRoleByIdForUpdate,
  findRoleByName,
  insertRole,
  listRoleRows,
  updateRoleIfVersion,
  type RoleRow,
} from './roles.repository.ts';

// The Administrator role keeps every permission, so a tenant can never lock itself out.
const PROTECTED_ROLE = ADMINISTRATOR_ROLE;

const toRole = (row: RoleRow): Role => ({
  id: row.id,
  name: row.name,
  permissions: effectivePermissions(row.name, row.permissions),
  is_system: row.isSystem,
  member_count: row.memberCount,
  version: row.version,
});

const roleNotFound = () => notFound('Die Rolle wurde nicht gefunden.');
const nameTaken = (name: string) => conflict(`Eine Rolle „${name}“ gibt es bereits.`);

export const listRoles = async (tx: Tx) => (await listRoleRows(tx)).map(toRole);

export async function getRole(tx: Tx, id: number) {
  const row = await findRoleById(tx, id);
  if (!row) throw roleNotFound();
  return toRole(row);
}

export async function createRole(tx: Tx, actor: Actor, input: { name: string; permissions: string[] }) {
  if (await findRoleByName(tx, input.name)) throw nameTaken(input.name);
  const row = await insertRole(tx, actor.tenantId, input.name, input.permissions);
  await recordHistory(tx, actor, {
    entity: 'role',
    entityId: row.id,
    action: 'created',
    changes: { name: { from: null, to: row.name }, permissions: { from: null, to: row.permissions } },
  });
  return getRole(tx, row.id);
}

export async function updateRole(
  tx: Tx,
  actor: Actor,
  id: number,
  input: { name: string; permissions: string[]; version: number },
) {
  const before = await findRoleByIdForUpdate(tx, id);
  if (!before) throw roleNotFound();
  if (before.isSystem && before.name === PROTECTED_ROLE) {
    throw conflict('Die Rolle Administrator kann nicht geändert werden.');
  }
  const sameName = await findRoleByName(tx, input.name);
  if (sameName && sameName.id !== id) throw nameTaken(input.name);
  const updated = await updateRoleIfVersion(tx, id, input.version, input.name, input.permissions);
  if (!updated) throw conflict('Die Rolle wurde inzwischen geändert. Bitte laden Sie sie neu.');
  await recordHistory(tx, actor, {
    entity: 'role',
    entityId: id,
    action: 'updated',
    changes: diffFields(before, { name: input.name, permissions: input.permissions }),
  });
  return getRole(tx, id);
}

export async function deleteRole(tx: Tx, actor: Actor, id: number) {
  const role = await findRoleByIdForUpdate(tx, id);
  if (!role) throw roleNotFound();
  if (role.isSystem && role.name === PROTECTED_ROLE) {
    throw conflict('Die Rolle Administrator kann nicht gelöscht werden.');
  }
  if ((await countRoleMembers(tx, id)) > 0) {
    throw conflict(
      'Die Rolle ist noch Mitarbeitern zugewiesen. Weisen Sie diesen zuerst eine andere Rolle zu.',
    );
  }
  await deleteRoleById(tx, id);
  await recordHistory(tx, actor, {
    entity: 'role',
    entityId: id,
    action: 'deleted',
    changes: { name: { from: role.name, to: null } },
  });
  return { id };
}
