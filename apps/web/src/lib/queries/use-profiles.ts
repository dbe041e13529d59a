import { listProfiles } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services.ts';
import { useSession } from '../session/use-session.ts';
import { profileKeys } from './profile-keys.ts';

/** The tenant's people, sorted by the server (last name, first name); `search` matches name or e-mail. */
export function useProfiles(search: string, options: { enabled?: boolean } = {}) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const term = search.trim();
  return useQuery({
    queryKey: profileKeys.list(tenantId, term),
    queryFn: ({ signal }) =>
      api.call(listProfiles, { query: { search: term }, signal }).then((answer) => answer.items),
    // Typing in the search box keeps the previous rows until the new answer arrives (no flicker).
    placeholderData: (previous) => previous,
    enabled: options.enabled ?? true,
  });
}
