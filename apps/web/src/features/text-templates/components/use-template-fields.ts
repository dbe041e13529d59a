import {
  describePlaceholderProblems,
  findUnknownPlaceholders,
  ZTextTemplateInput,
  type PlaceholderDefinition,
  type TextTemplate,
  type TextTemplateInput,
  type TextTemplateUsage,
} from '@kontor/contracts';
import { useRef, useState } from 'react';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { insertAt, type Selection } from '../../../lib/insert-at-cursor.ts';

export interface TemplateFields {
  name: string;
  usage: TextTemplateUsage;
  subject: string;
  body: string;
  is_default: boolean;
  /** Intro and closing texts: the document types (or Mahnstufen) this text is the standard for. */
  document_types: string[];
}

type TextField = 'subject' | 'body';
export type FieldErrors = Partial<Record<keyof TemplateFields, string>>;

export const fieldsOf = (template: TextTemplate | undefined, usage: TextTemplateUsage): TemplateFields => ({
  name: template?.name ?? '',
  usage: template?.usage ?? usage,
  subject: template?.subject ?? '',
  body: template?.body ?? '',
  is_default: template?.is_default ?? false,
  document_types: template?.document_types ?? [],
});

export const toInput = (fields: TemplateFields): TextTemplateInput => ({
  ...fields,
  subject: fields.subject.trim() ? fields.subject : null,
});

const liveProblem = (text: string, usage: TextTemplateUsage) => {
  const problems = findUnknownPlaceholders(text, usage);
  return problems.length > 0 ? describePlaceholderProblems(problems, usage) : undefined;
};

/**
 * The editor's values, the field messages (placeholder mistakes live while typing, the rest after
 * saving was tried) and inserting a placeholder where the caret was in subject or body.
 */
export function useTemplateFields(initial: TemplateFields) {
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  const lastField = useRef<TextField>('body');
  const selections = useRef<Record<TextField, Selection | null>>({ subject: null, body: null });

  const set = <K extends keyof TemplateFields>(key: K, value: TemplateFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  /** Remembers the caret of a text field (on every selection change and on blur). */
  const track = (field: TextField) => () => {
    const element = refs[field].current;
    if (!element) return;
    lastField.current = field;
    selections.current[field] = { start: element.selectionStart ?? 0, end: element.selectionEnd ?? 0 };
  };

  const insertPlaceholder = (placeholder: PlaceholderDefinition, hasSubject: boolean) => {
    const field = hasSubject ? lastField.current : 'body';
    const { text, caret } = insertAt(fields[field], selections.current[field], `{{${placeholder.name}}}`);
    set(field, text);
    selections.current[field] = { start: caret, end: caret };
    requestAnimationFrame(() => {
      const element = refs[field].current;
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  /** The same rules as the server; returns the messages by field (empty when valid). */
  const validate = (): FieldErrors => {
    const result = ZTextTemplateInput.safeParse(toInput(fields));
    const found = result.success ? {} : (fieldErrorsOf(result.error.issues) as FieldErrors);
    setErrors(found);
    return found;
  };

  const shownErrors: FieldErrors = {
    ...errors,
    subject: errors.subject ?? liveProblem(fields.subject, fields.usage),
    body: errors.body ?? liveProblem(fields.body, fields.usage),
  };

  return {
    fields,
    set,
    setFields,
    errors: shownErrors,
    setErrors,
    refs,
    track,
    insertPlaceholder,
    validate,
  };
}
