/** What the build publishes at builds/latest.json and builds/<id>.json (see apps/web/vite.config.ts). */
export interface BuildManifest {
  id: string;
  /** Build time, ms since epoch. */
  timestamp: number;
}

export function parseBuildManifest(value: unknown): BuildManifest | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, timestamp } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof timestamp !== 'number' || !Number.isFinite(timestamp)) {
    return null;
  }
  return { id, timestamp };
}

/**
 * A different id alone is not enough: during a rolling deploy an old server may still answer,
 * and going "back" would reload the user into the old build. Only a later build counts.
 */
export const isNewerBuild = (current: BuildManifest, latest: BuildManifest | null): boolean =>
  latest !== null && latest.id !== current.id && latest.timestamp > current.timestamp;
