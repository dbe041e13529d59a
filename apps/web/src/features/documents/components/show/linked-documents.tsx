import { documentLinkKinds, documentTypeDefinitions, formatEuro, type Document } from '@kontor/contracts';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format.ts';
import { documentPaths } from '../../../../lib/document-paths.ts';
import '../../i18n.ts';
import { DocumentStatusBadge } from '../document-status-badge.tsx';

/** Links both ways: "Erstellt aus Angebot AN-1001", "Storniert durch ST-1002" … */
export function LinkedDocuments({ doc }: { doc: Document }) {
  const { t, i18n } = useTranslation('documents');
  if (doc.links.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('show.noLinks')}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {doc.links.map((link) => {
        const other = link.document;
        return (
          <li key={`${link.kind}-${link.direction}-${other.id}`}>
            <Paper withBorder p="sm">
              <Group justify="space-between" gap="sm">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {documentLinkKinds[link.kind][link.direction]}
                  </Text>
                  <Anchor component={Link} to={documentPaths.show(other.id)} fw={600}>
                    {documentTypeDefinitions[other.type].label} {other.number ?? t('list.draftNumber')}
                  </Anchor>
                </Stack>
                <Group gap="sm">
                  <Text size="sm">{formatDate(other.document_date, i18n.language)}</Text>
                  <Text size="sm" fw={600}>
                    {formatEuro(other.gross)}
                  </Text>
                  <DocumentStatusBadge status={other.status} overdue={false} />
                </Group>
              </Group>
            </Paper>
          </li>
        );
      })}
    </Stack>
  );
}
