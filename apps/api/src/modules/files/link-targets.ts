import { entityDefinition, isEntityType, type FileLinkTarget } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { forbidden, notFound } from '../../core/http/errors.ts';
import { findEntityRecord } from '../entities/index.ts';

/**
 * A record a file may be linked to. Master-data records must exist in the tenant and be readable
 * for the user; other areas (documents, tickets …) check their records when they link files.
 */
export async function assertLinkTarget(tx: Tx, permissions: readonly string[], target: FileLinkTarget) {
  if (!isEntityType(target.entity)) return;
  const definition = entityDefinition(target.entity);
  if (!permissions.includes(definition.permissions.read)) {
    throw forbidden(`Für ${definition.label} fehlt Ihnen die Berechtigung.`);
  }
  const id = /^[1-9]\d{0,8}$/.test(target.entity_id) ? Number(target.entity_id) : undefined;
  if (id === undefined || !(await findEntityRecord(tx, target.entity, id))) {
    throw notFound(`Der Datensatz (${definition.singular}) wurde nicht gefunden.`);
  }
}
