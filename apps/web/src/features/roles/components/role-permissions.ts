import { allPermissions, permissionAreas, type Role } from '@kontor/contracts';

export type PermissionArea = keyof typeof permissionAreas;

export const PERMISSION_AREAS = Object.keys(permissionAreas) as PermissionArea[];
export const TOTAL_PERMISSIONS = allPermissions.length;

export const actionsOf = (area: PermissionArea): readonly string[] => permissionAreas[area].actions;
const permissionOf = (area: PermissionArea, action: string) => `${area}.${action}`;

/** The Administrator keeps every permission (the API refuses to change or delete it). */
export const isProtectedRole = (role: Pick<Role, 'is_system' | 'name'>) =>
  role.is_system && role.name === 'Administrator';

const normalize = (permissions: Iterable<string>) => [...new Set(permissions)].sort();

/**
 * Ticks or clears one action. Any action beyond reading includes reading (nobody edits what they
 * cannot see), so ticking it ticks "read" too, and clearing "read" clears the whole area.
 */
export function toggleAction(
  selected: readonly string[],
  area: PermissionArea,
  action: string,
  checked: boolean,
): string[] {
  const next = new Set(selected);
  const hasRead = actionsOf(area).includes('read');
  if (checked) {
    next.add(permissionOf(area, action));
    if (hasRead) next.add(permissionOf(area, 'read'));
  } else if (action === 'read') {
    for (const other of actionsOf(area)) next.delete(permissionOf(area, other));
  } else {
    next.delete(permissionOf(area, action));
  }
  return normalize(next);
}

/** The "Alle" box of an area: everything of that area, or nothing of it. */
export function toggleArea(selected: readonly string[], area: PermissionArea, checked: boolean): string[] {
  const next = new Set(selected);
  for (const action of actionsOf(area)) {
    if (checked) next.add(permissionOf(area, action));
    else next.delete(permissionOf(area, action));
  }
  return normalize(next);
}

export const grantedActions = (selected: readonly string[], area: PermissionArea) =>
  actionsOf(area).filter((action) => selected.includes(permissionOf(area, action)));

export function areaState(selected: readonly string[], area: PermissionArea): 'all' | 'some' | 'none' {
  const granted = grantedActions(selected, area).length;
  if (granted === 0) return 'none';
  return granted === actionsOf(area).length ? 'all' : 'some';
}

export const isGranted = (selected: readonly string[], area: PermissionArea, action: string) =>
  selected.includes(permissionOf(area, action));

/** Known permissions only, so an outdated string in a role does not count. */
export const countPermissions = (selected: readonly string[]) =>
  selected.filter((p) => (allPermissions as readonly string[]).includes(p)).length;

export const sameSelection = (a: readonly string[], b: readonly string[]) =>
  normalize(a).join() === normalize(b).join();
