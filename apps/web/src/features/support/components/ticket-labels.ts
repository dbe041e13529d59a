import {
  ticketChannelLabels,
  ticketPriorityLabels,
  ticketStatusLabels,
  type TicketPriority,
  type TicketStatus,
} from '@kontor/contracts';

export const statusOptions = Object.entries(ticketStatusLabels).map(([value, label]) => ({ value, label }));
export const priorityOptions = Object.entries(ticketPriorityLabels).map(([value, label]) => ({
  value,
  label,
}));
export const channelOptions = Object.entries(ticketChannelLabels).map(([value, label]) => ({ value, label }));

export const statusColor: Record<TicketStatus, string> = {
  new: 'blue',
  open: 'teal',
  waiting: 'yellow',
  solved: 'gray',
  closed: 'gray',
};
export const priorityColor: Record<TicketPriority, string> = {
  low: 'gray',
  normal: 'blue',
  high: 'orange',
  urgent: 'red',
};

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });
