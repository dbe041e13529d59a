import {
  documentTypeDefinitions,
  formatEuro,
  hasOpenAmount,
  signedDocumentAmount,
  type DocumentList,
  type DocumentSums,
} from '@kontor/contracts';
import { Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format.ts';
import { DOCUMENT_PAGE_SIZE, type DocumentListState } from '../../document-list-state.ts';
import { documentPaths } from '../../../../lib/document-paths.ts';
import '../../i18n.ts';
import { DocumentStatusBadge } from '../document-status-badge.tsx';
import { knownTotal } from './documents-table.tsx';

interface Props {
  list: DocumentList;
  sums: DocumentSums | undefined;
  state: DocumentListState;
  onChange: (next: DocumentListState) => void;
}

/** Phone: one large touch target per document, the sums above the cards. */
export function DocumentsCards({ list, sums, state, onChange }: Props) {
  const { t, i18n } = useTranslation('documents');
  const pages = Math.max(1, Math.ceil((sums?.total ?? knownTotal(list, state.page)) / DOCUMENT_PAGE_SIZE));
  return (
    <Stack gap="md">
      <Paper withBorder p="sm" aria-label={t('list.sums')}>
        <Text size="xs" c="dimmed">
          {t('list.sums')}
        </Text>
        {sums?.sums_by_type.map((s) => (
          <Group key={s.type} justify="space-between" gap="xs">
            <Text size="sm">
              {t('list.sumOfType', { type: documentTypeDefinitions[s.type].plural, count: s.count })}
            </Text>
            <Text size="sm">
              {formatEuro(s.gross)}
              {s.open !== null && (
                <Text span size="sm" fw={600}>
                  {` · ${t('list.columns.open')} ${formatEuro(s.open)}`}
                </Text>
              )}
            </Text>
          </Group>
        ))}
      </Paper>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.items.map((doc) => (
          <li key={doc.id}>
            <Paper
              withBorder
              p="md"
              mih={64}
              component={Link}
              to={documentPaths.show(doc.id)}
              display="block"
              c="inherit"
              td="none"
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} truncate>
                  {documentTypeDefinitions[doc.type].label} {doc.number ?? t('list.draftNumber')}
                </Text>
                <DocumentStatusBadge status={doc.status} overdue={doc.overdue} />
              </Group>
              <Text size="sm" truncate>
                {doc.customer_name ?? '–'}
                {doc.subject ? ` · ${doc.subject}` : ''}
              </Text>
              <Group justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  {formatDate(doc.document_date, i18n.language)}
                </Text>
                <Text size="sm" fw={600}>
                  {formatEuro(signedDocumentAmount(doc.type, doc.gross))}
                  {hasOpenAmount(doc.type) && doc.open !== '0.00' && doc.open !== doc.gross
                    ? ` · ${t('list.columns.open')} ${formatEuro(doc.open)}`
                    : ''}
                </Text>
              </Group>
            </Paper>
          </li>
        ))}
      </Stack>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={state.page}
            onChange={(page) => onChange({ ...state, page })}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? t('list.previous') : control === 'next' ? t('list.next') : control,
            })}
          />
        </Group>
      )}
    </Stack>
  );
}
