/** Query keys start with the tenant (DESIGN §5): `tenantKey(7, 'roles', id)`. */
export const tenantKey = (tenantId: number, ...rest: unknown[]) => ['tenant', tenantId, ...rest] as const;
