import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns.ts';
import { entities } from './master-data.schema.ts';

/** A kind of project (issue #16, migration 0031): colour, ordered phases, tasks a new project starts with. */
export const projectTypes = pgTable(
  'project_types',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    /** `#rrggbb`, lower case. */
    color: text('color').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('project_types_name').on(t.tenantId, sql`lower(${t.name})`),
    check('project_types_color_hex', sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
  ],
);

export const projectTypePhases = pgTable(
  'project_type_phases',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    projectTypeId: integer('project_type_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('project_type_phases_type_id').on(t.tenantId, t.projectTypeId, t.id),
    foreignKey({
      columns: [t.tenantId, t.projectTypeId],
      foreignColumns: [projectTypes.tenantId, projectTypes.id],
    }).onDelete('cascade'),
  ],
);

/** A task every new project of the type gets; due `due_offset_days` after the project's start. */
export const projectTypeTasks = pgTable(
  'project_type_tasks',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    projectTypeId: integer('project_type_id').notNull(),
    title: text('title').notNull(),
    phaseId: integer('phase_id'),
    dueOffsetDays: integer('due_offset_days'),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('project_type_tasks_type').on(t.tenantId, t.projectTypeId),
    foreignKey({
      columns: [t.tenantId, t.projectTypeId],
      foreignColumns: [projectTypes.tenantId, projectTypes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'project_type_tasks_phase_fk',
      columns: [t.tenantId, t.projectTypeId, t.phaseId],
      foreignColumns: [projectTypePhases.tenantId, projectTypePhases.projectTypeId, projectTypePhases.id],
    }).onDelete('restrict'),
    check('project_type_tasks_offset', sql`${t.dueOffsetDays} between 0 and 3650`),
  ],
);

/**
 * The type and current phase of a project (a `projects` record). RESTRICT: a type still used by
 * a project cannot be deleted, nor a phase a project is in.
 */
export const projectStates = pgTable(
  'project_states',
  {
    tenantId: tenantId(),
    projectId: integer('project_id').notNull(),
    projectTypeId: integer('project_type_id').notNull(),
    phaseId: integer('phase_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId] }),
    index('project_states_type').on(t.tenantId, t.projectTypeId),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.projectTypeId],
      foreignColumns: [projectTypes.tenantId, projectTypes.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'project_states_phase_fk',
      columns: [t.tenantId, t.projectTypeId, t.phaseId],
      foreignColumns: [projectTypePhases.tenantId, projectTypePhases.projectTypeId, projectTypePhases.id],
    }).onDelete('restrict'),
  ],
);

export type ProjectTypeRow = typeof projectTypes.$inferSelect;
export type ProjectTypePhaseRow = typeof projectTypePhases.$inferSelect;
export type ProjectTypeTaskRow = typeof projectTypeTasks.$inferSelect;
