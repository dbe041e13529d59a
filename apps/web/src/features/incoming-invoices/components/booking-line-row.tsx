import { ActionIcon, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RecordPicker } from '../../../ui/record-picker.tsx';
import '../i18n.ts';

export interface LineDraft {
  account: string;
  net: string;
  vat_rate: string;
  vat: string;
  cost_centre: string;
  project_id: number | null;
  /** The project's name as the invoice answered it, shown before any search. */
  project_name?: string;
  text: string;
}

/**
 * One booking line: account from the chart, net, rate, VAT (computed, may be corrected), cost
 * centre, project, text.
 */
export function BookingLineRow({
  index,
  line,
  accounts,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  line: LineDraft;
  accounts: { value: string; label: string }[];
  errors: Record<string, string>;
  onChange: (line: LineDraft) => void;
  onRemove: (() => void) | null;
}) {
  const { t } = useTranslation('incomingInvoices');
  const err = (field: string) => errors[`lines.${index}.${field}`];
  return (
    <Paper withBorder p="sm" data-testid="booking-line-edit">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Select
          label={t('show.account')}
          data={accounts}
          value={line.account}
          onChange={(value) => onChange({ ...line, account: value ?? '' })}
          searchable
          error={err('account')}
        />
        <TextInput
          label={t('edit.net')}
          value={line.net}
          onChange={(e) => onChange({ ...line, net: e.currentTarget.value })}
          inputMode="decimal"
          error={err('net')}
        />
        <Select
          label={t('edit.vatRate')}
          data={['19', '7', '0']}
          value={String(Number(line.vat_rate))}
          onChange={(value) => onChange({ ...line, vat_rate: value ?? '0' })}
          allowDeselect={false}
          error={err('vat_rate')}
        />
        <TextInput
          label={t('edit.vat')}
          value={line.vat}
          onChange={(e) => onChange({ ...line, vat: e.currentTarget.value })}
          inputMode="decimal"
          error={err('vat')}
        />
        <TextInput
          label={t('edit.costCentre')}
          value={line.cost_centre}
          onChange={(e) => onChange({ ...line, cost_centre: e.currentTarget.value })}
        />
        <RecordPicker
          types={['projects']}
          label={t('edit.project')}
          value={line.project_id}
          {...(line.project_name !== undefined && { knownName: line.project_name })}
          onChange={(next) => onChange({ ...line, project_id: next })}
          error={err('project_id')}
          clearable
        />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('show.text')}
            value={line.text}
            onChange={(e) => onChange({ ...line, text: e.currentTarget.value })}
            style={{ flex: 1 }}
          />
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={onRemove}
              aria-label={t('edit.removeLine')}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      </SimpleGrid>
    </Paper>
  );
}
