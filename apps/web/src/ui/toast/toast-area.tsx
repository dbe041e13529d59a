import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { toastStore } from './toast.ts';
import { ToastCard } from './toast-card.tsx';
import type { ToastStore } from './toast-store.ts';
import classes from './toast.module.css';

/**
 * SPEC §2 toast notification area: bottom right on wide screens; on a phone full width, with a
 * bottom margin so toasts sit above the bottom navigation. Always mounted, so screen readers
 * already know the live region when the first toast arrives.
 */
export function ToastArea({
  aboveBottomBar = false,
  store = toastStore,
}: {
  aboveBottomBar?: boolean;
  store?: ToastStore;
}) {
  const { t } = useTranslation('ui');
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <section
      aria-label={t('toast.region')}
      className={classes.area}
      data-above-bottom-bar={aboveBottomBar || undefined}
    >
      {entries.map((entry) => (
        <ToastCard key={entry.toast.id} entry={entry} store={store} />
      ))}
    </section>
  );
}
