import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { requiredText } from '../text-fields.ts';
import { describePlaceholderProblems, findUnknownPlaceholders } from './render-text-template.ts';
import {
  hasStandardPerTarget,
  standardTargetsOf,
  textTemplateUsageDefinitions,
  textTemplateUsages,
  type TextTemplateUsage,
  type TextTemplateUsageDefinition,
} from './text-template-usages.ts';

export const TEXT_TEMPLATE_BODY_MAX = 20_000;
export const TEXT_TEMPLATE_SUBJECT_MAX = 200;

export const ZTextTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  usage: z.enum(textTemplateUsages),
  subject: z.string().nullable(),
  body: z.string(),
  is_default: z.boolean(),
  /**
   * Intro and closing texts: what this text is the standard for (else empty) — document types
   * for document texts, `dunningLevel1` … `dunningLevel3` for dunning texts.
   */
  document_types: z.array(z.string()),
  version: z.number().int(),
  updated_at: z.string(),
});
export type TextTemplate = z.infer<typeof ZTextTemplate>;

const usage = z.enum(textTemplateUsages, { error: 'Bitte eine Verwendung wählen.' });

const fields = {
  name: requiredText(100, 'Der Name', 'Bitte einen Namen angeben.'),
  usage,
  subject: z
    .string({ error: 'Bitte den Betreff als Text angeben.' })
    .trim()
    .max(TEXT_TEMPLATE_SUBJECT_MAX, {
      error: `Der Betreff darf höchstens ${TEXT_TEMPLATE_SUBJECT_MAX} Zeichen lang sein.`,
    })
    .refine((v) => !/[\r\n]/.test(v), { error: 'Der Betreff muss in eine Zeile passen.' })
    .nullable()
    .optional(),
  body: requiredText(TEXT_TEMPLATE_BODY_MAX, 'Der Text', 'Bitte einen Text eingeben.'),
  is_default: z.boolean({ error: 'Bitte Ja oder Nein angeben.' }).default(false),
  document_types: z
    .array(z.string({ error: 'Unbekannte Dokumentart.' }).max(40))
    .max(20)
    .default([]),
};

interface TemplateText {
  usage: TextTemplateUsage;
  subject?: string | null | undefined;
  body: string;
}

/**
 * Subject only where the usage has one (required there); every placeholder known and offered;
 * standard targets only of the usage's kind (no Mahnstufe for a quote's intro).
 */
function checkTemplateText(value: TemplateText & { document_types?: unknown }, ctx: z.RefinementCtx) {
  // Runs after field issues too (so the form shows everything at once); then the parts may be missing.
  const definition = textTemplateUsageDefinitions[value.usage] as TextTemplateUsageDefinition | undefined;
  if (!definition) return;
  const targets = standardTargetsOf(value.usage).map((target) => target.key);
  const unknown = Array.isArray(value.document_types)
    ? value.document_types.findIndex((key) => !targets.includes(key as string))
    : -1;
  if (targets.length > 0 && unknown >= 0) {
    const kind = definition.standardPer === 'dunningLevel' ? 'Mahnstufe' : 'Dokumentart';
    ctx.addIssue({ code: 'custom', path: ['document_types', unknown], message: `Unbekannte ${kind}.` });
  }
  const { hasSubject } = definition;
  if (hasSubject && !value.subject) {
    ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Bitte einen Betreff angeben.' });
  }
  const texts = hasSubject ? (['subject', 'body'] as const) : (['body'] as const);
  for (const field of texts) {
    const text = value[field];
    if (typeof text !== 'string') continue;
    const problems = findUnknownPlaceholders(text, value.usage);
    if (problems.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: describePlaceholderProblems(problems, value.usage),
      });
    }
  }
}

/**
 * Intro and closing texts are the standard of the document types or Mahnstufen listed
 * (`is_default` follows from them; "Standard" without any means all). Other usages have none.
 */
function documentTypesOf(value: { usage: TextTemplateUsage; is_default: boolean; document_types: string[] }) {
  if (!hasStandardPerTarget(value.usage)) return { is_default: value.is_default, document_types: [] };
  const all = standardTargetsOf(value.usage).map((target) => target.key);
  const listed = all.filter((key) => value.document_types.includes(key));
  const keys = listed.length === 0 && value.is_default ? all : listed;
  return { is_default: keys.length > 0, document_types: keys };
}

const withTextRules = <T extends TemplateText & { is_default: boolean; document_types: string[] }>(
  value: T,
) => ({
  ...value,
  subject: textTemplateUsageDefinitions[value.usage].hasSubject ? (value.subject ?? null) : null,
  ...documentTypesOf(value),
});

/**
 * The text template form, on both sides. A subject sent for a usage without one is dropped, so
 * switching the usage in the form never leaves a stray subject behind.
 */
export const ZTextTemplateInput = z.object(fields).superRefine(checkTemplateText).transform(withTextRules);
export const ZTextTemplateUpdate = z
  .object({ ...fields, version: z.number({ error: 'Die Version fehlt.' }).int() })
  .superRefine(checkTemplateText)
  .transform(withTextRules);
export type TextTemplateInput = z.input<typeof ZTextTemplateInput>;

const ZTextTemplateId = z.object({
  id: z.coerce
    .number({ error: 'Ungültige Vorlagen-ID.' })
    .int({ error: 'Ungültige Vorlagen-ID.' })
    .positive({ error: 'Ungültige Vorlagen-ID.' }),
});

// Reading is open to every signed-in user: documents, e-mails and letters fill their texts from here.
export const listTextTemplates = defineContract({
  method: 'GET',
  path: '/api/text-templates',
  access: 'authenticated',
  summary: 'Textvorlagen des Mandanten, nach Verwendung und Name sortiert.',
  query: z.object({ usage: usage.optional() }),
  response: z.object({ items: z.array(ZTextTemplate) }),
});

export const getTextTemplate = defineContract({
  method: 'GET',
  path: '/api/text-templates/:id',
  access: 'authenticated',
  summary: 'Eine Textvorlage.',
  params: ZTextTemplateId,
  response: ZTextTemplate,
});

export const createTextTemplate = defineContract({
  method: 'POST',
  path: '/api/text-templates',
  access: 'settings.write',
  summary: 'Textvorlage anlegen (unbekannte Platzhalter werden abgelehnt).',
  body: ZTextTemplateInput,
  response: ZTextTemplate,
  status: 201,
});

export const updateTextTemplate = defineContract({
  method: 'PUT',
  path: '/api/text-templates/:id',
  access: 'settings.write',
  summary: 'Textvorlage ändern (mit Versionsprüfung).',
  params: ZTextTemplateId,
  body: ZTextTemplateUpdate,
  response: ZTextTemplate,
});

export const setDefaultTextTemplate = defineContract({
  method: 'POST',
  path: '/api/text-templates/:id/default',
  access: 'settings.write',
  summary:
    'Textvorlage zum Standard ihrer Verwendung machen (der bisherige Standard verliert ihn); Dokument- und Mahntexte werden Standard für alle Dokumentarten bzw. Mahnstufen.',
  params: ZTextTemplateId,
  response: ZTextTemplate,
});

export const deleteTextTemplate = defineContract({
  method: 'DELETE',
  path: '/api/text-templates/:id',
  access: 'settings.write',
  summary: 'Textvorlage löschen.',
  params: ZTextTemplateId,
  response: z.object({ id: z.number().int() }),
});
