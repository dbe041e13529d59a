import { updateProfile, type UpdateProfileInput } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { profileKeys } from '../../../lib/queries/profile-keys.ts';

export function useUpdateProfile(id: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.call(updateProfile, { params: { id }, body: input }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.detail(tenantId, id), profile);
      // Lists show name, position and role; the detail just got the fresh record above.
      await queryClient.invalidateQueries({
        queryKey: profileKeys.all(tenantId),
        predicate: (query) => query.queryKey[3] !== 'detail',
      });
    },
  });
}
