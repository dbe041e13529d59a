// Creating tenants and their first members (seed, tests, benchmarks, later sign-up); no routes.
export { addMember, provisionTenant, type NewMember } from './provision-tenant.ts';
