import type { EntityType } from '@kontor/contracts';
import { useState } from 'react';

const storageKey = (type: EntityType) => `kontor.entities.columns.${type}`;

function readChoice(type: EntityType): string[] | null {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey(type)) ?? 'null');
    return Array.isArray(stored) && stored.every((k) => typeof k === 'string') ? stored : null;
  } catch {
    return null;
  }
}

/** The columns a user chose for a type's list, remembered in this browser; null = the defaults. */
export function useColumnChoice(type: EntityType): [string[] | null, (keys: string[] | null) => void] {
  const [choice, setChoice] = useState(() => readChoice(type));
  const update = (keys: string[] | null) => {
    setChoice(keys);
    try {
      if (keys) globalThis.localStorage?.setItem(storageKey(type), JSON.stringify(keys));
      else globalThis.localStorage?.removeItem(storageKey(type));
    } catch {
      // Storage full or blocked (private mode): the choice holds for this visit.
    }
  };
  return [choice, update];
}
