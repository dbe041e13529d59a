import type { ImportPreviewRow } from '@kontor/contracts';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

/** A row's errors (with the CSV column they belong to) or the fields an update changes. */
export function RowDetails({ row }: { row: ImportPreviewRow }) {
  const { t } = useTranslation('entitiesImport');
  if (row.errors.length > 0)
    return (
      <List size="sm" spacing={2} c="red" aria-label={t('preview.details')}>
        {row.errors.map((error, i) => (
          <List.Item key={i}>
            {error.column && !error.message.startsWith(`${error.column}:`) && (
              <Text span fw={600} inherit>{`${error.column}: `}</Text>
            )}
            {error.message}
          </List.Item>
        ))}
      </List>
    );
  if (row.changes.length > 0)
    return (
      <Text size="sm" c="dimmed">
        {t('preview.changes', { fields: row.changes.join(', ') })}
      </Text>
    );
  return null;
}
