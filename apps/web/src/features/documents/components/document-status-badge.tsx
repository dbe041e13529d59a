import { documentStatusLabels, type DocumentStatus } from '@kontor/contracts';
import { Badge } from '@mantine/core';

const colors: Record<DocumentStatus | 'overdue', string> = {
  draft: 'gray',
  finalized: 'blue',
  sent: 'indigo',
  partiallyPaid: 'yellow',
  paid: 'green',
  cancelled: 'dark',
  accepted: 'teal',
  rejected: 'orange',
  expired: 'gray',
  overdue: 'red',
};

/**
 * The stored status, or "Überfällig" in red when an open invoice is past its due date; `label`
 * words the status more precisely (e.g. "Bezahlt mit Skonto").
 */
export function DocumentStatusBadge({
  status,
  overdue,
  label,
}: {
  status: DocumentStatus;
  overdue: boolean;
  label?: string | undefined;
}) {
  const shown = overdue ? 'overdue' : status;
  return (
    // Sentence case: German status words read better so, and the list's status column stays narrow.
    <Badge color={colors[shown]} variant={overdue ? 'filled' : 'light'} tt="none" style={{ flexShrink: 0 }}>
      {label ?? documentStatusLabels[shown]}
    </Badge>
  );
}
