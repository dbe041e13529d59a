import type { EntityType } from '@kontor/contracts';
import type { ShownEntityList } from '../../api/use-entity-list.ts';
import { Badge, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { entityPaths } from '../../../../lib/entity-paths.ts';
import '../../i18n.ts';
import type { ListColumn } from '../../list-columns.ts';
import type { ListState } from '../../list-state.ts';
import { useFormatContext } from '../../../../ui/use-format-context.ts';
import { cellText } from './list-cell.tsx';

interface Props {
  type: EntityType;
  list: ShownEntityList;
  columns: readonly ListColumn[];
  state: ListState;
  onChange: (state: ListState) => void;
}

/** Phone: one large touch target per record with its number and the first chosen columns. */
export function EntityCards({ type, list, columns, state, onChange }: Props) {
  const { t } = useTranslation('entities');
  const ctx = useFormatContext(list.refs);
  const details = columns.filter((c) => c.key !== 'name' && c.key !== 'number');
  const pages = Math.max(1, Math.ceil(list.total / state.size));
  const from = (state.page - 1) * state.size + 1;
  return (
    <Stack gap="md">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.items.map((record) => {
          const summary = details
            .map((c) => cellText(c, record, ctx))
            .filter(Boolean)
            .slice(0, 3)
            .join(' · ');
          return (
            <li key={record.id}>
              <Paper
                withBorder
                p="md"
                mih={64}
                component={Link}
                to={entityPaths.show(type, record.id)}
                display="block"
                c="inherit"
                td="none"
                aria-label={t('list.open', { name: record.name })}
              >
                <Group wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap="xs" wrap="nowrap">
                      <Text fw={600} truncate>
                        {record.name}
                      </Text>
                      {record.archived_at && (
                        <Badge size="sm" variant="light" color="gray">
                          {t('list.archivedBadge')}
                        </Badge>
                      )}
                    </Group>
                    {record.number && (
                      <Text size="sm" c="dimmed">
                        {record.number}
                      </Text>
                    )}
                    {summary && (
                      <Text size="sm" c="dimmed" truncate>
                        {summary}
                      </Text>
                    )}
                  </Stack>
                  <IconChevronRight size={20} aria-hidden />
                </Group>
              </Paper>
            </li>
          );
        })}
      </Stack>
      <Stack gap="xs" align="center">
        <Text size="sm" c="dimmed">
          {t('list.range', { from, to: from + list.items.length - 1, total: list.total })}
        </Text>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={state.page}
            onChange={(page) => onChange({ ...state, page })}
            size="lg"
            siblings={0}
            boundaries={1}
            aria-label={t('list.pagination')}
            getControlProps={(control) => ({ 'aria-label': t(`list.pageControl.${control}`) })}
          />
        )}
      </Stack>
    </Stack>
  );
}
