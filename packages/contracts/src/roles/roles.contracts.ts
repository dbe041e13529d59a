import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { isPermission } from '../permissions.ts';
import { requiredText } from '../text-fields.ts';

export const ZRole = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.string()),
  is_system: z.boolean(),
  member_count: z.number().int(),
  version: z.number().int(),
});
export type Role = z.infer<typeof ZRole>;

const ZRoleInput = z.object({
  name: requiredText(60, 'Der Name', 'Bitte einen Namen angeben.'),
  permissions: z
    .array(z.string().refine(isPermission, { error: 'Unbekannte Berechtigung.' }), {
      error: 'Bitte die Berechtigungen als Liste angeben.',
    })
    .transform((list) => [...new Set(list)].sort()),
});

const ZRoleId = z.object({
  id: z.coerce.number({ error: 'Ungültige Rollen-ID.' }).int({ error: 'Ungültige Rollen-ID.' }).positive({
    error: 'Ungültige Rollen-ID.',
  }),
});

export const listRoles = defineContract({
  method: 'GET',
  path: '/api/roles',
  access: 'roles.read',
  summary: 'Rollen des aktiven Mandanten.',
  response: z.object({ items: z.array(ZRole) }),
});

export const getRole = defineContract({
  method: 'GET',
  path: '/api/roles/:id',
  access: 'roles.read',
  summary: 'Eine Rolle.',
  params: ZRoleId,
  response: ZRole,
});

export const createRole = defineContract({
  method: 'POST',
  path: '/api/roles',
  access: 'roles.write',
  summary: 'Rolle anlegen.',
  body: ZRoleInput,
  response: ZRole,
  status: 201,
});

export const updateRole = defineContract({
  method: 'PUT',
  path: '/api/roles/:id',
  access: 'roles.write',
  summary: 'Rolle ändern (mit Versionsprüfung).',
  params: ZRoleId,
  body: ZRoleInput.extend({ version: z.number({ error: 'Die Version fehlt.' }).int() }),
  response: ZRole,
});

export const deleteRole = defineContract({
  method: 'DELETE',
  path: '/api/roles/:id',
  access: 'roles.write',
  summary: 'Rolle löschen (nur ohne zugewiesene Mitarbeiter).',
  params: ZRoleId,
  response: z.object({ id: z.number().int() }),
});
