import { permissionAreas } from '@kontor/contracts';
import { Box, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../lib/field-format.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import type { ChangeDescriber } from '../change-describer.ts';
import { changeRows, fieldKey, isCreation, type ChangeRow } from '../history-changes.ts';
import '../i18n.ts';

type Changes = Parameters<typeof changeRows>[0];

const permissionLabel = (t: TFunction, permission: string) => {
  const [area, action] = permission.split('.');
  const known = permissionAreas[area as keyof typeof permissionAreas];
  if (!known || !action) return permission;
  return `${known.label}: ${t(`permissionActions.${action}`, { defaultValue: action })}`;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A stored value as a person reads it: Ja/Nein, German numbers and dates, permission names, "—"
 * for nothing; a stored object as its labelled parts, never as JSON.
 */
function formatValue(t: TFunction, language: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('values.empty');
  if (typeof value === 'boolean') return value ? t('values.yes') : t('values.no');
  if (typeof value === 'number') return formatNumber(value, language);
  if (Array.isArray(value)) {
    if (value.length === 0) return t('values.empty');
    return value
      .map((item) =>
        field === 'permissions' && typeof item === 'string'
          ? permissionLabel(t, item)
          : formatValue(t, language, field, item),
      )
      .join(', ');
  }
  if (typeof value === 'string') {
    if (field === 'factor_type' || field === 'status') return t(`values.${value}`, { defaultValue: value });
    if (ISO_DAY.test(value)) return formatIsoDate(value, language);
    if (ISO_INSTANT.test(value)) return formatDateTime(value, language);
    return value;
  }
  if (typeof value === 'object')
    return Object.entries(value)
      .map(
        ([key, part]) =>
          `${t(`fields.${fieldKey(key)}`, { defaultValue: key })}: ${formatValue(t, language, key, part)}`,
      )
      .join(', ');
  return String(value);
}

type Format = (row: ChangeRow, value: unknown) => string;
type Label = (row: ChangeRow) => string;
/** Sentences for a change that reads better told than tabled (lines of a document), else null. */
type Told = (row: ChangeRow) => string | null;

/** Labels and formats: the record kind's describer first, then the history catalog. */
function useDescribe(describe: ChangeDescriber | undefined): { format: Format; label: Label; told: Told } {
  const { t, i18n } = useTranslation('history');
  return {
    format: (row, value) =>
      describe?.format(row.field, value) ?? formatValue(t, i18n.language, row.field, value),
    label: (row) => describe?.label(row.field) ?? t(`fields.${row.field}`, { defaultValue: row.field }),
    told: (row) => {
      const sentences = describe?.diff?.(row.field, row.from, row.to);
      return sentences && sentences.length > 0 ? sentences.join('\n') : null;
    },
  };
}

/** Removed and added items of a list (a role's permissions). */
function ListChange({ row, format }: { row: Extract<ChangeRow, { kind: 'list' }>; format: Format }) {
  const { t } = useTranslation('history');
  return (
    <>
      {row.removed.length > 0 && (
        <Text size="sm" c="var(--mantine-color-red-text)">
          {`${t('changes.removed')}: ${format(row, row.removed)}`}
        </Text>
      )}
      {row.added.length > 0 && (
        <Text size="sm" c="var(--mantine-color-green-text)">
          {`${t('changes.added')}: ${format(row, row.added)}`}
        </Text>
      )}
    </>
  );
}

/** Phone: one block per field, "before → after", no columns to squeeze words into. */
function ChangeList({
  rows,
  creation,
  describe,
}: {
  rows: ChangeRow[];
  creation: boolean;
  describe?: ChangeDescriber;
}) {
  const { format, label, told } = useDescribe(describe);
  return (
    <Stack gap={6} component="dl" m={0}>
      {rows.map((row) => (
        <div key={row.field}>
          <Text size="xs" c="dimmed" fw={600} component="dt">
            {label(row)}
          </Text>
          <Box component="dd" m={0} style={{ overflowWrap: 'break-word', whiteSpace: 'pre-line' }}>
            {told(row) !== null ? (
              <Text size="sm">{told(row)}</Text>
            ) : row.kind === 'list' ? (
              <ListChange row={row} format={format} />
            ) : creation ? (
              <Text size="sm">{format(row, row.to)}</Text>
            ) : (
              <Text size="sm">
                <Text span c="dimmed" inherit>
                  {format(row, row.from)}
                </Text>
                {' → '}
                <Text span fw={500} inherit>
                  {format(row, row.to)}
                </Text>
              </Text>
            )}
          </Box>
        </div>
      ))}
    </Stack>
  );
}

/**
 * The field diff of one history item: field, before, after; a new record lists its values only.
 * `describe` names and formats the fields of one kind of record (master data, text templates).
 */
export function ChangeTable({ changes, describe }: { changes: Changes; describe?: ChangeDescriber }) {
  const { t } = useTranslation('history');
  const { format, label, told } = useDescribe(describe);
  const isPhone = useIsPhoneLayout();
  const all = changeRows(changes, describe?.order);
  const fields = all.map((row) => row.field);
  const rows = all.filter((row) => !describe?.hidden?.(row.field, fields));
  if (rows.length === 0) return null;
  const creation = isCreation(rows);
  if (isPhone) return <ChangeList rows={rows} creation={creation} describe={describe} />;
  return (
    <Table
      withTableBorder
      verticalSpacing={6}
      horizontalSpacing="sm"
      fz="sm"
      layout="fixed"
      style={{ overflowWrap: 'break-word', whiteSpace: 'pre-line' }}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="30%">{t('changes.field')}</Table.Th>
          {creation ? (
            <Table.Th>{t('changes.value')}</Table.Th>
          ) : (
            <>
              <Table.Th>{t('changes.before')}</Table.Th>
              <Table.Th>{t('changes.after')}</Table.Th>
            </>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.field}>
            <Table.Td>{label(row)}</Table.Td>
            {told(row) !== null ? (
              <Table.Td colSpan={creation ? 1 : 2}>{told(row)}</Table.Td>
            ) : row.kind === 'list' ? (
              <Table.Td colSpan={creation ? 1 : 2}>
                <ListChange row={row} format={format} />
              </Table.Td>
            ) : creation ? (
              <Table.Td fw={500}>{format(row, row.to)}</Table.Td>
            ) : (
              <>
                <Table.Td c="dimmed">{format(row, row.from)}</Table.Td>
                <Table.Td fw={500}>{format(row, row.to)}</Table.Td>
              </>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
