import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../../../lib/session/use-session.ts';
import { closeSecurityPanel, useSecurityPanelOpen } from '../security-panel-state.ts';

const SecurityPanel = lazy(() =>
  import('./security-panel.tsx').then((module) => ({ default: module.SecurityPanel })),
);

/** Lives in the page shell; loads the slide-over only once someone opens it. */
export function SecurityPanelHost() {
  const opened = useSecurityPanelOpen();
  const signedIn = useSession((s) => s.user !== null);
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);

  // Signing out closes it, so the next user does not find it open.
  useEffect(() => {
    if (!signedIn) closeSecurityPanel();
  }, [signedIn]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SecurityPanel opened={opened && signedIn} onClose={closeSecurityPanel} />
    </Suspense>
  );
}
