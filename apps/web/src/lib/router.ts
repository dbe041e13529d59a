import { useEffect, useState } from 'react';

const listeners = new Set<() => void>();

/**
 * The current path. Kept in React state (not useSyncExternalStore) so a navigation and a session
 * update made in the same tick render together and the route guards never see one without the other.
 */
export function usePath() {
  const [path, setPath] = useState(() => window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    listeners.add(update);
    window.addEventListener('popstate', update);
    update();
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}

export function navigate(path: string, options: { replace?: boolean } = {}) {
  if (options.replace) window.history.replaceState(null, '', path);
  else if (path !== window.location.pathname) window.history.pushState(null, '', path);
  for (const listener of listeners) listener();
}
