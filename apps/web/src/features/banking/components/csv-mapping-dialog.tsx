import type { CsvColumnMappingInput, CsvPreview } from '@kontor/contracts';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { usePreviewCsv, useSaveCsvMapping } from '../api/use-banking-mutations.ts';
import '../i18n.ts';

type Columns = CsvColumnMappingInput['columns'];
type SingleField = Exclude<keyof Columns, 'purpose'>;

/** The columns offered in the dialog, in the order a user reads a bank export. */
const FIELDS: SingleField[] = [
  'bookingDate',
  'valueDate',
  'amount',
  'debit',
  'credit',
  'debitCreditMark',
  'counterpartyName',
  'counterpartyIban',
  'counterpartyBic',
  'endToEndId',
  'mandateId',
  'currency',
];

/**
 * Asks once per bank account how its CSV export is laid out: shows the header and the first rows
 * of the file, starts from the suggested (or saved) mapping and saves it; the caller then imports.
 */
export function CsvMappingDialog({
  accountId,
  file,
  onSaved,
  onClose,
}: {
  accountId: number;
  file: File;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('banking');
  const preview = usePreviewCsv();
  const save = useSaveCsvMapping();
  const [mapping, setMapping] = useState<CsvColumnMappingInput | null>(null);
  const { mutate } = preview;
  useEffect(() => {
    mutate(
      { accountId, file },
      { onSuccess: (answer) => setMapping(answer.saved_mapping ?? answer.suggested_mapping) },
    );
  }, [mutate, accountId, file]);
  const data: CsvPreview | undefined = preview.data;
  const columnOptions = (data?.header ?? []).filter(Boolean).map((h) => ({ value: h, label: h }));
  const setColumn = (field: keyof Columns, value: string | string[] | null) =>
    setMapping((m) => m && { ...m, columns: { ...m.columns, [field]: value ?? undefined } });
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const submit = () => mapping && save.mutate({ accountId, mapping }, { onSuccess: () => onSaved() });
  return (
    <Modal opened onClose={onClose} title={t('csv.title')} size="xl">
      <Stack gap="sm">
        <Text size="sm">{t('csv.intro', { file: file.name })}</Text>
        <ErrorAlert message={preview.error?.message} />
        {!data || !mapping ? (
          !preview.error && <Skeleton h={160} />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('csv.headerLine', { line: data.header_line })}
            </Text>
            <Table.ScrollContainer minWidth={480}>
              <Table striped withTableBorder fz="xs" aria-label={t('csv.preview')}>
                <Table.Thead>
                  <Table.Tr>
                    {data.header.map((h, i) => (
                      <Table.Th key={i}>{h}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row, r) => (
                    <Table.Tr key={r}>
                      {data.header.map((_, c) => (
                        <Table.Td key={c}>{row[c] ?? ''}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {FIELDS.map((field) => (
                <Select
                  key={field}
                  label={t(`csv.field.${field}`)}
                  data={columnOptions}
                  value={(mapping.columns[field] as string | undefined) ?? null}
                  onChange={(value) => setColumn(field, value)}
                  clearable={field !== 'bookingDate'}
                  required={field === 'bookingDate'}
                  error={fields[`mapping.columns.${field}`]}
                />
              ))}
              <MultiSelect
                label={t('csv.field.purpose')}
                data={columnOptions}
                value={mapping.columns.purpose ?? []}
                onChange={(value) => setColumn('purpose', value)}
              />
              <Select
                label={t('csv.decimalSeparator')}
                data={[
                  { value: ',', label: t('csv.decimalComma') },
                  { value: '.', label: t('csv.decimalPoint') },
                ]}
                value={mapping.decimalSeparator}
                onChange={(value) =>
                  value && setMapping({ ...mapping, decimalSeparator: value as ',' | '.' })
                }
                allowDeselect={false}
              />
              <Select
                label={t('csv.dateFormat')}
                data={['auto', 'dd.mm.yyyy', 'dd.mm.yy', 'yyyy-mm-dd'].map((v) => ({
                  value: v,
                  // i18next reads dots as nesting: the key drops them.
                  label: t(`csv.dateFormats.${v.replace(/[.-]/g, '')}`),
                }))}
                value={mapping.dateFormat}
                onChange={(value) =>
                  value &&
                  setMapping({ ...mapping, dateFormat: value as CsvColumnMappingInput['dateFormat'] })
                }
                allowDeselect={false}
              />
              <Select
                label={t('csv.encoding')}
                data={['auto', 'utf-8', 'windows-1252'].map((v) => ({
                  value: v,
                  label: t(`csv.encodings.${v}`),
                }))}
                value={mapping.encoding}
                onChange={(value) =>
                  value && setMapping({ ...mapping, encoding: value as CsvColumnMappingInput['encoding'] })
                }
                allowDeselect={false}
              />
            </SimpleGrid>
          </>
        )}
        <ErrorAlert message={save.error?.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('settings.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!mapping}>
            {t('csv.saveAndImport')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
