import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../../lib/session/use-session.ts';
import { filesKeys } from './keys.ts';

/** After a change of one's own: lists, usage and folder counts load again. */
export function useInvalidateFiles() {
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: filesKeys.all(tenantId) }),
        queryClient.invalidateQueries({ queryKey: filesKeys.folders(tenantId) }),
      ]),
    [queryClient, tenantId],
  );
}
