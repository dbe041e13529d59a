import { documentTypeDefinitions, type DocumentType } from '@kontor/contracts';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { documentPaths } from '../../../../lib/document-paths.ts';
import '../../i18n.ts';

interface DocumentCardItem {
  id: number;
  type: DocumentType;
  number: string | null;
}

interface DocumentCardSectionProps<T extends DocumentCardItem> {
  /** Names the list (`data-testid`) and, with `-title`, the heading that labels the section. */
  name: string;
  title: string;
  emptyText: string;
  items: readonly T[];
  /** The dimmed line under the document's link (dates). */
  details: (item: T) => ReactNode;
  /** The card's right side (amount, status). */
  aside: (item: T) => ReactNode;
  /** Below the list, e.g. a link to all documents. */
  children?: ReactNode;
}

const listStyle = { listStyle: 'none' } as const;

function DocumentLink({ id, type, number }: DocumentCardItem) {
  const { t } = useTranslation('documents');
  return (
    <Anchor
      component={Link}
      to={documentPaths.show(id)}
      fw={600}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {documentTypeDefinitions[type].label} {number ?? t('list.draftNumber')}
    </Anchor>
  );
}

/** A titled section of the customer's documents as cards: link and details left, figures right. */
export function DocumentCardSection<T extends DocumentCardItem>({
  name,
  title,
  emptyText,
  items,
  details,
  aside,
  children,
}: DocumentCardSectionProps<T>) {
  const titleId = `${name}-title`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={listStyle} data-testid={name}>
          {items.map((item) => (
            <Paper key={item.id} component="li" withBorder p="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <DocumentLink id={item.id} type={item.type} number={item.number} />
                  <Text size="xs" c="dimmed">
                    {details(item)}
                  </Text>
                </Stack>
                {aside(item)}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {children}
    </Stack>
  );
}
