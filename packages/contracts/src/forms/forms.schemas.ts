import { z } from 'zod';
import { optionalText, requiredText } from '../text-fields.ts';

export const formFieldTypes = [
  'heading',
  'checkbox',
  'text',
  'number',
  'select',
  'date',
  'photo',
  'signature',
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];
export const formFieldTypeLabels: Record<FormFieldType, string> = {
  heading: 'Überschrift',
  checkbox: 'Ankreuzfeld',
  text: 'Text',
  number: 'Zahl',
  select: 'Auswahl',
  date: 'Datum',
  photo: 'Foto',
  signature: 'Unterschrift',
};

export const FORM_FIELDS_MAX = 100;
export const FORM_OPTIONS_MAX = 30;
export const FORM_PHOTOS_MAX = 10;
/** A signature is a small PNG drawn on the phone; its data URL stays well below this. */
export const SIGNATURE_DATA_URL_MAX = 400_000;

const fieldKey = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, { error: 'Ungültiger Feldschlüssel.' });

export const ZFormField = z.object({
  key: fieldKey,
  type: z.enum(formFieldTypes, { error: 'Bitte einen Feldtyp wählen.' }),
  label: requiredText(200, 'Die Bezeichnung', 'Bitte eine Bezeichnung für das Feld angeben.'),
  required: z.boolean().default(false),
  options: z
    .array(requiredText(100, 'Eine Auswahlmöglichkeit', 'Auswahlmöglichkeiten dürfen nicht leer sein.'))
    .max(FORM_OPTIONS_MAX, { error: `Höchstens ${FORM_OPTIONS_MAX} Auswahlmöglichkeiten.` })
    .default([]),
});
export type FormField = z.output<typeof ZFormField>;
export type FormFieldInput = z.input<typeof ZFormField>;

/** The rules of a template's field list, with the message at the field that breaks them. */
export const ZFormFields = z
  .array(ZFormField, { error: 'Bitte Felder angeben.' })
  .max(FORM_FIELDS_MAX, { error: `Ein Formular hat höchstens ${FORM_FIELDS_MAX} Felder.` })
  .superRefine((fields, ctx) => {
    if (!fields.some((f) => f.type !== 'heading')) {
      ctx.addIssue({ code: 'custom', message: 'Das Formular braucht mindestens ein Eingabefeld.' });
    }
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.key)) {
        ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'Feldschlüssel doppelt vergeben.' });
      }
      seen.add(field.key);
      if (field.type === 'select' && field.options.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'options'],
          message: `„${field.label}“: Eine Auswahl braucht mindestens eine Möglichkeit.`,
        });
      }
      if (field.type === 'select' && new Set(field.options).size !== field.options.length) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'options'],
          message: `„${field.label}“: Jede Möglichkeit darf nur einmal vorkommen.`,
        });
      }
    });
  })
  .transform((fields) =>
    fields.map((f) => ({
      ...f,
      required: f.type === 'heading' ? false : f.required,
      options: f.type === 'select' ? f.options : [],
    })),
  );

export const ZFormTemplateInput = z.object({
  name: requiredText(120, 'Der Name', 'Bitte einen Namen für das Formular angeben.'),
  description: optionalText(1000, 'Die Beschreibung'),
  fields: ZFormFields,
});
export type FormTemplateInput = z.input<typeof ZFormTemplateInput>;

export const ZFormTemplateUpdate = ZFormTemplateInput.extend({ version: z.number().int().positive() });
export type FormTemplateUpdate = z.input<typeof ZFormTemplateUpdate>;

export const builtinFormKeys = ['abnahmeprotokoll', 'regiebericht'] as const;
export type BuiltinFormKey = (typeof builtinFormKeys)[number];

export const ZFormTemplate = z.object({
  /** `builtin:<key>` for the templates every tenant gets, else the tenant template's number. */
  id: z.string(),
  builtin: z.boolean(),
  name: z.string(),
  description: z.string().nullable(),
  fields: z.array(ZFormField),
  /** Filled forms that came from it (0 for built-ins: they are never deleted). */
  used: z.number().int(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type FormTemplate = z.infer<typeof ZFormTemplate>;
export const ZFormTemplateList = z.object({ items: z.array(ZFormTemplate) });

export const ZFormTemplateId = z.object({
  id: z.string().regex(/^([1-9]\d{0,9}|builtin:[a-z]+)$/, { error: 'Formularvorlage nicht gefunden.' }),
});
export const ZOwnTemplateId = z.object({ id: z.coerce.number().int().positive() });

/** A value in a filled form, by field type (see validateFormAnswers). */
export const ZFormAnswers = z.record(z.string(), z.unknown());
export type FormAnswers = Record<string, unknown>;

export const formStatuses = ['draft', 'signed'] as const;
export type FormStatus = (typeof formStatuses)[number];
export const formStatusLabels: Record<FormStatus, string> = {
  draft: 'In Bearbeitung',
  signed: 'Unterschrieben',
};

const ZRef = z.object({ id: z.number().int(), name: z.string() });

export const ZFormInstance = z.object({
  id: z.number().int(),
  template_id: z.string(),
  title: z.string(),
  status: z.enum(formStatuses),
  customer: ZRef.nullable(),
  project: ZRef.nullable(),
  signed_at: z.string().nullable(),
  pdf: z.object({ file_id: z.number().int(), name: z.string(), sha256: z.string() }).nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FormInstance = z.infer<typeof ZFormInstance>;

export const ZFormInstanceDetail = ZFormInstance.extend({
  fields: z.array(ZFormField),
  answers: ZFormAnswers,
});
export type FormInstanceDetail = z.infer<typeof ZFormInstanceDetail>;

export const ZFormInstanceList = z.object({ items: z.array(ZFormInstance), total: z.number().int() });

export const ZFormInstanceListQuery = z.object({
  status: z.enum(formStatuses).optional(),
  project_id: z.coerce.number().int().positive().optional(),
  customer_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type FormInstanceListQuery = z.input<typeof ZFormInstanceListQuery>;

const optionalId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .nullable()
    .optional()
    .transform((v) => v ?? null);

export const ZFormInstanceCreate = z
  .object({
    template_id: ZFormTemplateId.shape.id,
    customer_id: optionalId('Kunde nicht gefunden.'),
    project_id: optionalId('Projekt nicht gefunden.'),
  })
  .superRefine((body, ctx) => {
    if (body.customer_id === null && body.project_id === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['project_id'],
        message: 'Bitte ein Projekt oder einen Kunden wählen.',
      });
    }
  });
export type FormInstanceCreate = z.input<typeof ZFormInstanceCreate>;

export const ZFormInstanceUpdate = z.object({
  answers: ZFormAnswers,
  version: z.number().int().positive(),
});
export type FormInstanceUpdate = z.input<typeof ZFormInstanceUpdate>;

export const ZFormInstanceId = z.object({ id: z.coerce.number().int().positive() });
