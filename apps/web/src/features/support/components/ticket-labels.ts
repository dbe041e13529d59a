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

// Dark shades: badge text on a light tint must keep a 4.5:1 contrast (yellow and orange never do).
export const statusColor: Record<TicketStatus, string> = {
  new: 'blue.9',
  open: 'cyan.9',
  waiting: 'violet.9',
  solved: 'gray.7',
  closed: 'gray.7',
};
export const priorityColor: Record<TicketPriority, string> = {
  low: 'gray.7',
  normal: 'blue.9',
  high: 'pink.9',
  urgent: 'red.9',
};

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });
