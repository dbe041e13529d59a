import {
  addTicketNote,
  bookTicketTime,
  createTicket,
  getSupportSettings,
  listMailImports,
  getTicket,
  listTickets,
  replyToTicket,
  updateSupportSettings,
  updateTicket,
  type SupportSettings,
  type SupportSettingsInput,
  type TicketCreateInput,
  type TicketDetail,
  type TicketListQuery,
  type TicketNoteInput,
  type TicketReplyInput,
  type TicketTimeInput,
  type TicketUpdateInput,
} from '@kontor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error.ts';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';

// Area = the history entity `ticket`, so someone else's change refreshes these queries.
const ticketsKey = (tenantId: number) => tenantKey(tenantId, 'ticket');

export function useTickets(query: TicketListQuery) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...ticketsKey(tenantId), 'list', query],
    queryFn: ({ signal }) => api.call(listTickets, { query: query as never, signal }),
  });
}

export function useTicket(id: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...ticketsKey(tenantId), id],
    queryFn: ({ signal }) => api.call(getTicket, { params: { id }, signal }),
  });
}

function useTicketMutation<I>(run: (input: I) => Promise<TicketDetail>) {
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<TicketDetail, ApiError, I>({
    mutationFn: run,
    onSuccess: (saved) => {
      queryClient.setQueryData([...ticketsKey(tenantId), saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: [...ticketsKey(tenantId), 'list'] });
    },
  });
}

export function useCreateTicket() {
  const { api } = useServices();
  return useTicketMutation((body: TicketCreateInput) => api.call(createTicket, { body }));
}

export function useUpdateTicket(id: number) {
  const { api } = useServices();
  return useTicketMutation((body: TicketUpdateInput) => api.call(updateTicket, { params: { id }, body }));
}

export function useAddNote(id: number) {
  const { api } = useServices();
  return useTicketMutation((body: TicketNoteInput) => api.call(addTicketNote, { params: { id }, body }));
}

export function useReply(id: number) {
  const { api } = useServices();
  return useTicketMutation((body: TicketReplyInput) => api.call(replyToTicket, { params: { id }, body }));
}

export function useBookTime(id: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useTicketMutation(async (body: TicketTimeInput) => {
    const saved = await api.call(bookTicketTime, { params: { id }, body });
    // The entry is on /times as well.
    void queryClient.invalidateQueries({ queryKey: tenantKey(tenantId, 'times') });
    return saved;
  });
}

const settingsKey = (tenantId: number) => tenantKey(tenantId, 'support_settings');

export function useSupportSettings() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: settingsKey(tenantId),
    queryFn: ({ signal }) => api.call(getSupportSettings, { signal }),
  });
}

export function useSaveSupportSettings() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<SupportSettings, ApiError, SupportSettingsInput>({
    mutationFn: (body) => api.call(updateSupportSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(tenantId), saved),
  });
}

/** What the inboxes' recent mails became (refreshed with the tickets: area `ticket`). */
export function useMailImports() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...ticketsKey(tenantId), 'mail-imports'],
    queryFn: ({ signal }) => api.call(listMailImports, { signal }),
  });
}
