import type { Me } from '@kontor/contracts';

export type Tenant = Me['tenants'][number];

/** SPEC §3 session state. `activeTenantData` is derived, never stored separately. */
export interface SessionState {
  /** False until the first attempt to load the user has finished. */
  initialized: boolean;
  user: Me['user'] | null;
  profile: Me['profile'];
  tenants: Tenant[];
  permissions: string[];
  activeTenant: number;
  aal: Me['aal'] | null;
  /** The token in memory (from sign-in, refresh or switch), for realtime and the AAL check. */
  token: string | null;
  loading: boolean;
}

export const signedOutState = (initialized: boolean): SessionState => ({
  initialized,
  user: null,
  profile: null,
  tenants: [],
  permissions: [],
  activeTenant: 0,
  aal: null,
  token: null,
  loading: false,
});

/** Tenants kept sorted ascending by id (SPEC §3). */
export const sortTenants = (tenants: readonly Tenant[]) => [...tenants].sort((a, b) => a.id - b.id);

export const activeTenantData = (state: SessionState): Tenant | undefined =>
  state.tenants.find((t) => t.id === state.activeTenant);

export const hasPermission = (state: SessionState, permission: string) =>
  state.permissions.includes(permission);
