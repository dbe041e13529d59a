import type { Permission } from '@kontor/contracts';
import { forbidden } from '../../core/http/errors.ts';
import { findProfileByUserId } from '../profiles/index.ts';
import { validationFailed } from './entity-validation.ts';
import type { RecordWriteRule } from './record-write-rules.ts';

/** Entering absences for others, approving or rejecting them, and changing decided ones. */
export const MANAGE_ABSENCES: Permission = 'workingTimes.manage';

export const ABSENCE_MESSAGES = {
  othersOrDecided:
    'Abwesenheiten anderer Mitarbeiter und bereits entschiedene darf nur ändern, wer Arbeitszeiten verwalten darf.',
  ownOnly: 'Sie können nur eigene Abwesenheiten beantragen.',
  decideNeedsManage: 'Genehmigen oder ablehnen darf nur, wer Arbeitszeiten verwalten darf.',
} as const;

/**
 * Without `workingTimes.manage` an employee requests their own absences: the record must be
 * theirs and stay "Beantragt", before and after the change.
 */
export const assertAbsenceWrite: RecordWriteRule = async (tx, writer, before, after) => {
  if (writer.permissions.includes(MANAGE_ABSENCES)) return;
  const own = writer.userId === null ? undefined : (await findProfileByUserId(tx, writer.userId))?.id;
  const isOwnRequest = (data: Record<string, unknown>) =>
    own !== undefined && data.profile === own && data.status === 'requested';
  if (before && !isOwnRequest(before)) throw forbidden(ABSENCE_MESSAGES.othersOrDecided);
  if (!after) return;
  const fields: Record<string, string> = {};
  if (own === undefined || after.profile !== own) fields['data.profile'] = ABSENCE_MESSAGES.ownOnly;
  if (after.status !== 'requested') fields['data.status'] = ABSENCE_MESSAGES.decideNeedsManage;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
};
