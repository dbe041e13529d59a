export type Aal = 'aal1' | 'aal2';

export interface AalLevels {
  currentLevel: Aal | null;
  nextLevel: Aal | null;
}

export interface FactorLike {
  status: string;
}

/** Reads the `aal` claim without verifying (the server verifies; this only steers the UI). */
export function aalFromToken(token: string): Aal | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return payload.aal === 'aal2' ? 'aal2' : payload.aal === 'aal1' ? 'aal1' : null;
  } catch {
    return null;
  }
}

/**
 * SPEC §4: the current level comes from the token; the next level is aal2 when the user has any
 * verified factor (unverified ones do not count); without a session both are null.
 */
export function getAssuranceLevels(token: string | null, factors: readonly FactorLike[]): AalLevels {
  if (!token) return { currentLevel: null, nextLevel: null };
  const currentLevel = aalFromToken(token);
  const nextLevel: Aal = factors.some((f) => f.status === 'verified') ? 'aal2' : 'aal1';
  return { currentLevel, nextLevel };
}

export const needsSecondFactor = (levels: AalLevels) =>
  levels.currentLevel === 'aal1' && levels.nextLevel === 'aal2';
