import type { ImportRowStatus } from '@kontor/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

export const statusColors: Record<ImportRowStatus, string> = {
  new: 'green',
  update: 'blue',
  unchanged: 'gray',
  error: 'red',
};

/** neu / aktualisieren / unverändert / Fehler. */
export function RowStatusBadge({ status }: { status: ImportRowStatus }) {
  const { t } = useTranslation('entitiesImport');
  return (
    <Badge variant="light" color={statusColors[status]} style={{ flexShrink: 0 }}>
      {t(`preview.status.${status}`)}
    </Badge>
  );
}
