import type { EntityRecord } from '@kontor/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KontorSelect } from '../../../ui/select/kontor-select.tsx';
import { usePreviewCustomers } from '../api/use-preview-customers.ts';
import '../i18n.ts';

const SAMPLE = 'sample';

interface Props {
  customer: EntityRecord | null;
  onChange: (customer: EntityRecord | null) => void;
  /** Without permission to read customers only the sample data is offered. */
  canReadCustomers: boolean;
}

const customerLabel = (customer: EntityRecord) =>
  customer.number ? `${customer.name} (${customer.number})` : customer.name;

/** Sample data or a real customer of the tenant, found by typing (searched on the server). */
export function PreviewSourceSelect({ customer, onChange, canReadCustomers }: Props) {
  const { t } = useTranslation('textTemplates');
  // What the input shows: the typed search, or the chosen option's label after picking it.
  const [search, setSearch] = useState(t('preview.sample'));
  const selectedLabel = customer ? customerLabel(customer) : t('preview.sample');
  const [query] = useDebouncedValue(search === selectedLabel ? '' : search, 250);
  const customers = usePreviewCustomers(query, canReadCustomers);
  const found = customers.data ?? [];
  // The chosen customer stays an option while the search shows others.
  const offered = customer && !found.some((c) => c.id === customer.id) ? [customer, ...found] : found;
  const data = [
    { value: SAMPLE, label: t('preview.sample') },
    ...(offered.length > 0
      ? [
          {
            group: t('preview.customersGroup'),
            items: offered.map((c) => ({ value: String(c.id), label: customerLabel(c) })),
          },
        ]
      : []),
  ];
  return (
    <KontorSelect
      label={t('preview.source')}
      data={data}
      value={customer ? String(customer.id) : SAMPLE}
      searchable={canReadCustomers}
      // The server has searched already; Mantine must not filter the answer again.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(value) => onChange(offered.find((c) => String(c.id) === value) ?? null)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
