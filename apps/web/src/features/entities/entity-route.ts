import { isEntityType, isImportableEntityType } from '@kontor/contracts';
import { notFound } from '@tanstack/react-router';
import { modesWithId, modesWithoutId, parseRecordId } from '../../lib/entity-paths.ts';

/**
 * `/standardEntity/{type}/{mode?}/{id?}`: an unknown type, a mode the type lacks (import of
 * projects), a mode without its id (show) or an id where none belongs (create) is a 404.
 */
export function checkEntityRoute(params: { type: string; mode?: string; id?: string }) {
  const { type, mode, id } = params;
  if (!isEntityType(type)) throw notFound();
  if (mode === undefined) return;
  if (id === undefined) {
    if (!(modesWithoutId as readonly string[]).includes(mode)) throw notFound();
    if (mode === 'import' && !isImportableEntityType(type)) throw notFound();
  } else if (!(modesWithId as readonly string[]).includes(mode) || parseRecordId(id) === undefined) {
    throw notFound();
  }
}
