import {
  createAppointment,
  createCalendarFeed,
  deleteAppointment,
  getCalendar,
  getCalendarFeed,
  moveAppointment,
  revokeCalendarFeed,
  updateAppointment,
  type AppointmentInput,
  type CalendarView,
  type ContractBody,
  type ContractQuery,
} from '@kontor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { calendarKey, calendarKeys } from './keys.ts';

export type CalendarQuery = ContractQuery<typeof getCalendar>;
export type MoveInput = ContractBody<typeof moveAppointment> & { id: number };

export function useCalendarView(query: CalendarQuery) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: calendarKeys.view(tenantId, query),
    queryFn: ({ signal }) => api.call(getCalendar, { query, signal }),
    placeholderData: (previous) => previous,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return () => queryClient.invalidateQueries({ queryKey: calendarKey(tenantId) });
}

export function useSaveAppointment() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, version, ...body }: AppointmentInput & { id?: number; version?: number }) =>
      id === undefined
        ? api.call(createAppointment, { body })
        : api.call(updateAppointment, { params: { id }, body: { ...body, version: version ?? 0 } }),
    onSuccess: invalidate,
  });
}

export function useDeleteAppointment() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.call(deleteAppointment, { params: { id } }),
    onSuccess: invalidate,
  });
}

/**
 * Drag and drop: the cached calendar shows the new times at once; on an error the old cache comes
 * back (and the calendar puts the event where it was).
 */
export function useMoveAppointment(query: CalendarQuery) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  const key = calendarKeys.view(tenantId, query);
  return useMutation({
    mutationFn: ({ id, ...body }: MoveInput) => api.call(moveAppointment, { params: { id }, body }),
    onMutate: async ({ id, all_day, start, end }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CalendarView>(key);
      if (before)
        queryClient.setQueryData<CalendarView>(key, {
          ...before,
          appointments: before.appointments.map((a) => (a.id === id ? { ...a, all_day, start, end } : a)),
        });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKey(tenantId) }),
  });
}

export function useCalendarFeed() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: calendarKeys.feed(tenantId),
    queryFn: ({ signal }) => api.call(getCalendarFeed, { signal }),
  });
}

export function useCreateCalendarFeed() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: () => api.call(createCalendarFeed, {}), onSuccess: invalidate });
}

export function useRevokeCalendarFeed() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: () => api.call(revokeCalendarFeed, {}), onSuccess: invalidate });
}
