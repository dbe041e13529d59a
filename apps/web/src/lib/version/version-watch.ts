import { IconRefresh } from '@tabler/icons-react';
import type { AnyRouter } from '@tanstack/react-router';
import { createElement } from 'react';
import { i18next } from '../../i18n/index.ts';
import { toast } from '../../ui/toast/toast.ts';
import { isNativeApp } from '../platform.ts';
import { isNewerBuild, parseBuildManifest, type BuildManifest } from './build-manifest.ts';
import './i18n.ts';

/** How often the app asks for builds/latest.json (also when the tab is shown again after this long). */
export const VERSION_CHECK_INTERVAL_MS = 10 * 60 * 1000;

/** The build this code belongs to; Vite defines both values (apps/web/vite.config.ts). */
export const currentBuild: BuildManifest | null = import.meta.env.VITE_BUILD_ID
  ? { id: import.meta.env.VITE_BUILD_ID, timestamp: Number(import.meta.env.VITE_BUILD_TIME) }
  : null;

async function fetchLatestBuild(): Promise<BuildManifest | null> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}builds/latest.json`, { cache: 'no-store' });
    return response.ok ? parseBuildManifest(await response.json()) : null;
  } catch {
    // Offline or a proxy answering with HTML: try again at the next check.
    return null;
  }
}

/**
 * SPEC §4: checks periodically for a newer build; once one exists, the next navigation to another
 * path loads that page afresh instead of rendering it with the old code. Changing only the search
 * (filters, typing in a search box) never reloads. Off in development and in the native app,
 * whose code ships inside the app and updates through the store.
 */
export function reloadOnNewBuild(router: Pick<AnyRouter, 'subscribe'>) {
  const current = currentBuild;
  if (!current || import.meta.env.DEV || isNativeApp()) return;
  let newerBuild = false;
  let lastCheck = Date.now();

  const check = async () => {
    lastCheck = Date.now();
    if (newerBuild || !isNewerBuild(current, await fetchLatestBuild())) return;
    newerBuild = true;
    // Said once, so nobody wonders why the next click loads the whole page.
    toast.show({
      title: i18next.t('version:available'),
      description: i18next.t('version:availableHint'),
      icon: createElement(IconRefresh, { size: 18 }),
      actions: [{ label: i18next.t('version:reloadNow'), onClick: () => window.location.reload() }],
    });
  };
  setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= VERSION_CHECK_INTERVAL_MS) {
      void check();
    }
  });

  router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation, pathChanged }) => {
    if (newerBuild && fromLocation && pathChanged) window.location.assign(toLocation.href);
  });
}
