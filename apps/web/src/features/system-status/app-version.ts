import { version } from '../../../package.json';

export interface AppVersion {
  /** VITE_BUILD_ID when the build sets it (apps/web/vite.config.ts does for every build). */
  buildId: string | null;
  builtAt: Date | null;
  /** The web app's package version. */
  version: string;
}

export const appVersion = (): AppVersion => {
  const buildId: unknown = import.meta.env.VITE_BUILD_ID;
  const builtAt = Number(import.meta.env.VITE_BUILD_TIME);
  return {
    buildId: typeof buildId === 'string' && buildId.trim() ? buildId.trim() : null,
    builtAt: Number.isFinite(builtAt) && builtAt > 0 ? new Date(builtAt) : null,
    version,
  };
};
