import type { EntityRecord, EntityType } from '@kontor/contracts';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { entityPaths } from '../../../../lib/entity-paths.ts';
import { formatFieldValue, type FormatContext } from '../../../../lib/field-format.ts';
import '../../i18n.ts';
import type { ListColumn } from '../../list-columns.ts';

/** The text of a column for one record (number, name or a field), or null when empty. */
export function cellText(column: ListColumn, record: EntityRecord, ctx: FormatContext): string | null {
  if (column.key === 'number') return record.number;
  if (column.key === 'name') return record.name;
  if (!column.field || !column.scope) return null;
  return formatFieldValue(column.field, record[column.scope][column.field.key], ctx);
}

/** The name column: the link to the record, marked when it is archived. */
export function NameCell({ type, record }: { type: EntityType; record: EntityRecord }) {
  const { t } = useTranslation('entities');
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor component={Link} to={entityPaths.show(type, record.id)} fw={600}>
        {record.name}
      </Anchor>
      {record.archived_at && (
        <Badge size="sm" variant="light" color="gray">
          {t('list.archivedBadge')}
        </Badge>
      )}
    </Group>
  );
}

export function ListCell({
  column,
  record,
  ctx,
}: {
  column: ListColumn;
  record: EntityRecord;
  ctx: FormatContext;
}) {
  const text = cellText(column, record, ctx);
  if (text === null) return null;
  // An e-mail address or web address has no space to wrap at: without a break anywhere, one long
  // address widens its column until the last columns no longer fit at 1280 px.
  const breakAnywhere = column.field?.kind === 'email' || column.field?.kind === 'url';
  return (
    <Text size="sm" lineClamp={2} style={breakAnywhere ? { overflowWrap: 'anywhere' } : undefined}>
      {text}
    </Text>
  );
}
