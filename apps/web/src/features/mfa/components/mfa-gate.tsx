import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session/use-session.ts';
import { isSecondFactorPending } from '../second-factor-pending.ts';
import { SecondFactorPrompt } from './second-factor-prompt.tsx';

/**
 * Wraps every page: while the second factor is pending nothing else renders, whatever the path.
 * Once verified the session holds aal2 and the requested page appears in place.
 */
export function MfaGate({ children }: { children: ReactNode }) {
  const pending = useSession(isSecondFactorPending);
  return pending ? <SecondFactorPrompt /> : children;
}
