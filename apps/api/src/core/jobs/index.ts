export { createJobs, JOBS_TIME_ZONE, type JobDefinition, type Jobs, type SendJobOptions } from './jobs.ts';
export { systemActor } from './system-actor.ts';
export { listTenantIds } from './tenant-ids.ts';
