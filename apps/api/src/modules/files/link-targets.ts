import { entityDefinition, isEntityType, type FileLinkTarget } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden } from '../../core/http/errors.ts';
import { findEntityRecord } from '../entities/index.ts';

/**
 * A record a file may be linked to: a master-data record of the tenant the user may read. Each
 * kind of target has its own foreign key in `file_links` (ADR 10); another area that wants file
 * links adds its key there and its case here.
 */
export async function assertLinkTarget(tx: Tx, permissions: readonly string[], target: FileLinkTarget) {
  if (!isEntityType(target.entity)) {
    const message = 'Mit Datensätzen dieses Bereichs lassen sich keine Dateien verknüpfen.';
    throw badRequest(message, { entity: message });
  }
  const definition = entityDefinition(target.entity);
  if (!permissions.includes(definition.permissions.read)) {
    throw forbidden(`Für ${definition.label} fehlt Ihnen die Berechtigung.`);
  }
  const id = /^[1-9]\d{0,8}$/.test(target.entity_id) ? Number(target.entity_id) : undefined;
  if (id === undefined || !(await findEntityRecord(tx, target.entity, id))) {
    const message = `${definition.singular} nicht gefunden.`;
    throw badRequest(message, { entity_id: message });
  }
}
