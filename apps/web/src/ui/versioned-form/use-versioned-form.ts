import { useHotkeys } from '@mantine/hooks';
import { useEffect, type FormEvent } from 'react';

interface VersionedFormState<T extends { version: number }> {
  /** The record as the server has it now; undefined while a new one is created. */
  latest: T | undefined;
  /** What the form started from; its version goes with the save. */
  base: T | undefined;
  /** Something was changed here since `base`. */
  dirty: boolean;
  /** The server refused the last save as stale (409); the save alert offers the reload then. */
  conflict: boolean;
}

interface VersionedFormActions<T> {
  /** Takes a server state over into the form. */
  adopt: (next: T) => void;
  submit: () => Promise<void>;
  /** Fetches the record again, for the reload after a conflict. */
  fetchLatest?: () => Promise<T | undefined>;
}

/**
 * Saving a form that edits one version of a record: Enter and Ctrl+S (Cmd+S) save, and a version
 * someone else saved meanwhile is taken over at once unless something was changed here; then
 * `changedElsewhere` is true and the form keeps the input until the user reloads.
 */
export function useVersionedForm<T extends { version: number }>(
  { latest, base, dirty, conflict }: VersionedFormState<T>,
  { adopt, submit, fetchLatest }: VersionedFormActions<T>,
) {
  useEffect(() => {
    if (latest && base && latest.version !== base.version && !dirty) adopt(latest);
    // Only a new server state triggers this, not typing.
  }, [latest]);

  // No tags to ignore: Ctrl+S saves from inside any field instead of opening "save page".
  useHotkeys([['mod+S', () => void submit()]], []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const reload = async () => {
    const fresh = await fetchLatest?.();
    if (fresh) adopt(fresh);
  };

  const changedElsewhere = !!latest && !!base && latest.version !== base.version && !conflict;
  return { changedElsewhere, onSubmit, reload };
}
