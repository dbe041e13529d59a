import type { Document, DocumentType } from '@kontor/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-error.ts';
import { documentCalls } from '../../api/document-actions.ts';
import { useDocumentMutation } from '../../api/use-document-mutation.ts';
import {
  draftBody,
  draftErrors,
  draftFormOf,
  errorsByLineKey,
  savableLines,
  type DraftForm,
  type DraftHeader,
} from '../../document-draft-form.ts';
import { linesReducer, type EditorItemLine, type LinesAction } from '../../document-lines-state.ts';
import { documentPaths } from '../../../../lib/document-paths.ts';

/** Lines just added and still empty were not sent; they stay where they are in the form. */
const keepBlankLines = (fromServer: DraftForm, local: DraftForm): DraftForm => {
  const stored = new Set(fromServer.lines.map((l) => l.key));
  return {
    ...fromServer,
    lines: local.lines.map((l) => (stored.has(l.key) ? fromServer.lines.find((s) => s.key === l.key)! : l)),
  };
};

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'invalid' | 'failed' | 'conflict';

const AUTOSAVE_DELAY_MS = 800;

/**
 * The draft being edited and its autosave: every change is saved whole after a short pause (PUT
 * with the version it started from; a stale version is a 409 the user resolves by reloading).
 * A new document is created with its first change, then the URL becomes its edit URL.
 */
export function useDocumentDraft(
  type: DocumentType,
  initial: DraftForm,
  loaded: Document | undefined,
  onCreated?: (id: number) => void,
) {
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [base, setBase] = useState(loaded);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // Revisions count changes; a save records which revision it sent, so typing during a save is kept.
  const revision = useRef(0);
  const savedRevision = useRef(0);
  const inFlight = useRef(false);
  const formRef = useRef(form);
  formRef.current = form;
  const baseRef = useRef(base);
  baseRef.current = base;
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;

  // mutateAsync is stable, so `save` (and the autosave timer) does not change with every render.
  const { mutateAsync: createDocument } = useDocumentMutation(documentCalls.create);
  const { mutateAsync: updateDocument } = useDocumentMutation(documentCalls.update);

  const change = useCallback((next: (current: DraftForm) => DraftForm) => {
    revision.current += 1;
    setForm(next);
    setStatus((s) => (s === 'conflict' ? s : 'pending'));
  }, []);

  const setHeader = useCallback(
    (patch: Partial<DraftHeader>) => change((f) => ({ ...f, header: { ...f.header, ...patch } })),
    [change],
  );
  /** A change computed from the header as it is when it applies (answers that arrive later). */
  const updateHeader = useCallback(
    (patchOf: (header: DraftHeader) => Partial<DraftHeader>) =>
      change((f) => ({ ...f, header: { ...f.header, ...patchOf(f.header) } })),
    [change],
  );
  const dispatchLines = useCallback(
    (action: LinesAction) => change((f) => ({ ...f, lines: linesReducer(f.lines, action) })),
    [change],
  );

  const save = useCallback(async () => {
    if (inFlight.current || revision.current === savedRevision.current) return;
    const sent = formRef.current;
    const sentRevision = revision.current;
    const current = baseRef.current;
    const body = draftBody(sent);
    const invalid = draftErrors(body, current ? { version: current.version } : { type });
    if (Object.keys(invalid).length > 0) {
      setErrors(errorsByLineKey(invalid, savableLines(sent.lines)));
      setStatus('invalid');
      return;
    }
    inFlight.current = true;
    setStatus('saving');
    try {
      const doc = current
        ? await updateDocument({ id: current.id, body: { ...body, version: current.version } })
        : await createDocument({ ...body, type });
      savedRevision.current = sentRevision;
      setBase(doc);
      setErrors({});
      setProblem(null);
      if (!current) {
        // The server filled in the customer's defaults and the default texts; nothing typed since is lost.
        if (revision.current === sentRevision) setForm(keepBlankLines(draftFormOf(doc), formRef.current));
        onCreatedRef.current?.(doc.id);
        void navigate({ to: documentPaths.edit(doc.id), replace: true });
      } else {
        adoptServerVat(doc);
      }
      setStatus(revision.current === sentRevision ? 'saved' : 'pending');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setStatus('conflict');
        setProblem(error.message);
      } else {
        setStatus('failed');
        setProblem(error instanceof Error ? error.message : String(error));
        if (error instanceof ApiError) setErrors(errorsByLineKey(error.fields, savableLines(sent.lines)));
      }
    } finally {
      inFlight.current = false;
    }
  }, [createDocument, updateDocument, navigate, type]);

  // The server decides the VAT category where the law does (reverse charge, §19); show its choice.
  const adoptServerVat = (doc: Document) => {
    const byKey = new Map(doc.lines.map((l) => [l.key, l]));
    setForm((f) => ({
      ...f,
      header: { ...f.header, vat_treatment: doc.vat_treatment },
      lines: f.lines.map((line) => {
        const stored = byKey.get(line.key);
        if (line.kind !== 'item' || stored?.kind !== 'item' || stored.vat_category === line.vat_category)
          return line;
        return {
          ...line,
          vat_category: stored.vat_category,
          vat_rate: stored.vat_rate,
        } satisfies EditorItemLine;
      }),
    }));
  };

  // Debounced autosave; a save that finishes with newer changes pending schedules the next one.
  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, status, save]);

  /** Takes a server state over (reload after a conflict, a change made elsewhere). */
  const adopt = useCallback((doc: Document) => {
    revision.current += 1;
    savedRevision.current = revision.current;
    setBase(doc);
    setForm(draftFormOf(doc));
    setErrors({});
    setProblem(null);
    setStatus('saved');
  }, []);

  return {
    form,
    base,
    status,
    errors,
    problem,
    dirty: revision.current !== savedRevision.current,
    setHeader,
    updateHeader,
    dispatchLines,
    save,
    adopt,
  };
}
