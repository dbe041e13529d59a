import Big from 'big.js';
import { formatEuro } from '../documents/money.ts';
import type { PlaceholderValues } from '../text-templates/text-template-placeholders.ts';
import type { DunningClaim } from './dunning-claim.ts';
import { dunningLevelLabels, type DunningLevel } from './dunning-levels.ts';
import { formatIsoDayDe } from './iso-days.ts';

/** An amount only when something is charged: a text naming „0,00 € Mahngebühr“ is refused instead. */
const charged = (amount: string) => (new Big(amount).gt(0) ? formatEuro(amount) : '');

/** „Darin enthalten ist eine Mahngebühr von 2,50 €.“ — nothing when no fee is charged. */
function feeSentence(claim: DunningClaim): string {
  const reminderFee = new Big(claim.reminderFee).gt(0);
  const flatFee = new Big(claim.flatFee).gt(0);
  if (reminderFee && flatFee)
    return `Darin enthalten sind Mahngebühr und Verzugspauschale von zusammen ${formatEuro(claim.fee)}.`;
  if (flatFee)
    return `Darin enthalten ist die Verzugspauschale von ${formatEuro(claim.flatFee)} nach § 288 Abs. 5 BGB.`;
  return reminderFee ? `Darin enthalten ist eine Mahngebühr von ${formatEuro(claim.reminderFee)}.` : '';
}

/** The `mahnung.*` values of one notice: its level, date and the frozen figures of its claim. */
export const dunningPlaceholderValues = (
  level: DunningLevel,
  noticeDate: string,
  claim: DunningClaim,
): PlaceholderValues => ({
  'mahnung.stufe': dunningLevelLabels[level],
  'mahnung.datum': formatIsoDayDe(noticeDate),
  'mahnung.frist': formatIsoDayDe(claim.deadline),
  'mahnung.gebuehr': charged(claim.fee),
  'mahnung.gebuehr_hinweis': feeSentence(claim),
  'mahnung.zinsen': charged(claim.interest.amount),
  'mahnung.forderung': formatEuro(claim.total),
});
