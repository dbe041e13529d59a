import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZEntityDetail, ZEntityWrite } from '../entities/entities.contracts.ts';
import { requiredText } from '../text-fields.ts';

// Project types (issue #16, /projecttypes/{mode}/{id?}): colour, phases in order, and the tasks a
// new project of the type starts with; a project has a type and a current phase.

export const ZProjectTypePhase = z.object({ id: z.number().int(), name: z.string() });
export type ProjectTypePhase = z.infer<typeof ZProjectTypePhase>;

export const ZProjectTypeTask = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Index into `phases` (the task's phase), null = no phase. */
  phase_index: z.number().int().nullable(),
  due_offset_days: z.number().int().nullable(),
});
export type ProjectTypeTask = z.infer<typeof ZProjectTypeTask>;

export const ZProjectType = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  phases: z.array(ZProjectTypePhase),
  tasks: z.array(ZProjectTypeTask),
  /** Projects of this type; such a type cannot be deleted. */
  project_count: z.number().int(),
  version: z.number().int(),
});
export type ProjectType = z.infer<typeof ZProjectType>;

export const PROJECT_TYPE_COLORS = [
  '#1c7ed6',
  '#2f9e44',
  '#f08c00',
  '#e03131',
  '#9c36b5',
  '#0c8599',
  '#5c940d',
  '#495057',
] as const;

export const ZProjectTypeInput = z.object({
  name: requiredText(100, 'Der Name', 'Bitte geben Sie einen Namen ein.'),
  color: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, { error: 'Bitte wählen Sie eine Farbe (#rrggbb).' }),
  /** In order. `id` keeps an existing phase (its projects stay in it); without `id` a new one. */
  phases: z
    .array(
      z.object({
        id: z.number().int().positive().optional(),
        name: requiredText(100, 'Der Name der Phase', 'Bitte geben Sie jeder Phase einen Namen.'),
      }),
    )
    .max(30, { error: 'Höchstens 30 Phasen.' }),
  tasks: z
    .array(
      z.object({
        title: requiredText(200, 'Der Titel der Aufgabe', 'Bitte geben Sie jeder Aufgabe einen Titel.'),
        phase_index: z.number().int().min(0).nullable(),
        due_offset_days: z
          .number({ error: 'Die Fälligkeit ist eine Zahl von Tagen.' })
          .int({ error: 'Die Fälligkeit ist eine ganze Zahl von Tagen.' })
          .min(0, { error: 'Die Fälligkeit liegt 0 bis 3650 Tage nach dem Projektbeginn.' })
          .max(3650, { error: 'Die Fälligkeit liegt 0 bis 3650 Tage nach dem Projektbeginn.' })
          .nullable(),
      }),
    )
    .max(100, { error: 'Höchstens 100 Standardaufgaben.' }),
});
export type ProjectTypeInput = z.input<typeof ZProjectTypeInput>;

const ZId = z.object({ id: z.coerce.number({ error: 'Ungültige ID.' }).int().positive() });
const base = '/api/project-types';

export const listProjectTypes = defineContract({
  method: 'GET',
  path: base,
  access: 'projects.read',
  summary: 'Projekttypen mit Phasen und Standardaufgaben.',
  response: z.object({ items: z.array(ZProjectType) }),
});

export const getProjectType = defineContract({
  method: 'GET',
  path: `${base}/:id`,
  access: 'projects.read',
  summary: 'Ein Projekttyp.',
  params: ZId,
  response: ZProjectType,
});

export const createProjectType = defineContract({
  method: 'POST',
  path: base,
  access: 'projects.write',
  summary: 'Projekttyp anlegen.',
  body: ZProjectTypeInput,
  response: ZProjectType,
  status: 201,
});

export const updateProjectType = defineContract({
  method: 'PUT',
  path: `${base}/:id`,
  access: 'projects.write',
  summary:
    'Projekttyp ändern: Phasen umbenennen, umsortieren, ergänzen, entfernen (409 bei veralteter Version).',
  params: ZId,
  body: ZProjectTypeInput.extend({ version: z.number().int().positive() }),
  response: ZProjectType,
});

export const deleteProjectType = defineContract({
  method: 'DELETE',
  path: `${base}/:id`,
  access: 'projects.write',
  summary: 'Projekttyp löschen (nur wenn kein Projekt ihn hat).',
  params: ZId,
  response: z.object({ deleted: z.literal(true) }),
});

/** A project with a type: the type's default tasks are created in the same transaction. */
export const createTypedProject = defineContract({
  method: 'POST',
  path: '/api/projects',
  access: 'projects.write',
  summary: 'Projekt anlegen, optional mit Projekttyp (erste Phase, Standardaufgaben).',
  body: ZEntityWrite.extend({ project_type_id: z.number().int().positive().nullable().optional() }),
  response: ZEntityDetail,
  status: 201,
});

export const ZProjectOverview = z.object({
  project_type: z.object({ id: z.number().int(), name: z.string(), color: z.string() }).nullable(),
  phase_id: z.number().int().nullable(),
  phases: z.array(ZProjectTypePhase),
  times: z.object({
    minutes: z.number().int(),
    billable_minutes: z.number().int(),
    /** Billable minutes not yet on an invoice. */
    unbilled_minutes: z.number().int(),
    /** Billable times valued with the entry's rate or the project's hourly rate. */
    value: z.number(),
  }),
  documents: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      number: z.string().nullable(),
      status: z.string(),
      document_date: z.string(),
      net_total: z.number(),
    }),
  ),
  /** Net amounts of incoming-invoice booking lines with this project (rejected invoices left out). */
  costs: z.number(),
  tasks: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      status: z.string(),
      due_date: z.string().nullable(),
      phase: z.string().nullable(),
    }),
  ),
  budget_amount: z.number().nullable(),
  /** Times value plus costs. */
  budget_used: z.number(),
});
export type ProjectOverview = z.infer<typeof ZProjectOverview>;

export const getProjectOverview = defineContract({
  method: 'GET',
  path: '/api/projects/:id/overview',
  access: 'projects.read',
  summary: 'Projektübersicht: Phase, Zeiten, Belege, Kosten, Aufgaben und Budgetverbrauch in einer Abfrage.',
  params: ZId,
  response: ZProjectOverview,
});

export const setProjectPhase = defineContract({
  method: 'PUT',
  path: '/api/projects/:id/phase',
  access: 'projects.write',
  summary: 'Projekttyp und aktuelle Phase eines Projekts setzen.',
  params: ZId,
  body: z.object({
    project_type_id: z.number().int().positive().nullable(),
    phase_id: z.number().int().positive().nullable(),
  }),
  response: ZProjectOverview,
});
