/** Mahnstufen: what a notice of each level is called and what the dialog proposes. */
export const dunningLevels = [1, 2, 3] as const;
export type DunningLevel = (typeof dunningLevels)[number];

export const dunningLevelLabels: Record<DunningLevel, string> = {
  1: 'Zahlungserinnerung',
  2: '1. Mahnung',
  3: '2. Mahnung',
};

/** How text templates name a Mahnstufe they are the standard intro or closing of. */
export const dunningTextKey = (level: DunningLevel) => `dunningLevel${level}` as const;

/** Name of the current stage of an invoice (0 = no notice yet). */
export const dunningStageLabel = (level: number): string =>
  level >= 1 && level <= 3 ? dunningLevelLabels[level as DunningLevel] : 'Noch nicht gemahnt';

/** The next level after the current one; null when the last level (2. Mahnung) has been sent. */
export const nextDunningLevel = (current: number): DunningLevel | null =>
  current < 3 ? ((current + 1) as DunningLevel) : null;

/**
 * Proposals of the dialog. A friendly reminder costs nothing; later levels propose a small
 * Mahngebühr (for consumers only the real cost of the letter may be charged, so it stays small).
 */
export const dunningLevelDefaults: Record<DunningLevel, { paymentDays: number; fee: string }> = {
  1: { paymentDays: 7, fee: '0.00' },
  2: { paymentDays: 10, fee: '2.50' },
  3: { paymentDays: 7, fee: '5.00' },
};
