import { useSyncExternalStore } from 'react';

// The slide-over opens from the user menu but lives in the page shell (panels container), so the
// two share this one flag instead of threading state through the layouts.
let isOpen = false;
const listeners = new Set<() => void>();

const setOpen = (next: boolean) => {
  if (isOpen === next) return;
  isOpen = next;
  for (const listener of listeners) listener();
};

export const openSecurityPanel = () => setOpen(true);
export const closeSecurityPanel = () => setOpen(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useSecurityPanelOpen = () => useSyncExternalStore(subscribe, () => isOpen);
