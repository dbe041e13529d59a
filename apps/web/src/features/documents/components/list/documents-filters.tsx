import {
  documentStatusLabels,
  documentStatuses,
  documentTypeDefinitions,
  documentTypes,
} from '@kontor/contracts';
import { Badge, Button, Collapse, Group, SimpleGrid } from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KontorMultiSelect } from '../../../../ui/select/kontor-select.tsx';
import { RecordPicker } from '../../../../ui/record-picker.tsx';
import { ListSearch } from '../../../../ui/list-search.tsx';
import {
  hasDocumentFilters,
  withDocumentFilter,
  type DocumentListState,
  type DocumentStatusFilter,
} from '../../document-list-state.ts';
import '../../i18n.ts';
import { DocumentDateField } from '../document-date-field.tsx';

const typeOptions = documentTypes.map((type) => ({
  value: type,
  label: documentTypeDefinitions[type].label,
}));
const statusOptions = [...documentStatuses, 'overdue' as const].map((status) => ({
  value: status,
  label: documentStatusLabels[status],
}));

interface Props {
  state: DocumentListState;
  onChange: (next: DocumentListState) => void;
  phone: boolean;
}

/**
 * Search, type, status (with Überfällig), customer and period; every change lands in the URL. On
 * phones the filters fold away behind a "Filter" button, so the first document shows at once.
 */
export function DocumentsFilters({ state, onChange, phone }: Props) {
  const { t } = useTranslation('documents');
  const set = (patch: Parameters<typeof withDocumentFilter>[1]) => onChange(withDocumentFilter(state, patch));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = [
    state.types.length > 0,
    state.statuses.length > 0,
    state.customer !== null,
    state.from !== null || state.to !== null,
  ].filter(Boolean).length;
  const filters = (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" id="document-filters">
      <KontorMultiSelect
        label={t('list.type')}
        data={typeOptions}
        value={state.types}
        onChange={(types) => set({ types: types as DocumentListState['types'] })}
        clearable
      />
      <KontorMultiSelect
        label={t('list.status')}
        data={statusOptions}
        value={state.statuses}
        onChange={(statuses) => set({ statuses: statuses as DocumentStatusFilter[] })}
        clearable
      />
      <RecordPicker
        label={t('list.customer')}
        types={['customers']}
        value={state.customer}
        onChange={(customer) => set({ customer })}
        clearable
      />
      <DocumentDateField label={t('list.from')} value={state.from} onChange={(from) => set({ from })} />
      <DocumentDateField label={t('list.to')} value={state.to} onChange={(to) => set({ to })} />
    </SimpleGrid>
  );
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <ListSearch
          label={t('list.searchIn')}
          value={state.q}
          onChange={(q) => set({ q })}
          autoFocus={!phone}
        />
        {phone && (
          <Button
            variant="default"
            leftSection={<IconFilter size={16} />}
            rightSection={activeFilters > 0 ? <Badge size="sm">{activeFilters}</Badge> : null}
            aria-expanded={filtersOpen}
            aria-controls="document-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t('list.filters')}
          </Button>
        )}
        {hasDocumentFilters(state) && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} />}
            onClick={() =>
              onChange({
                ...state,
                q: '',
                types: [],
                statuses: [],
                customer: null,
                from: null,
                to: null,
                page: 1,
              })
            }
          >
            {t('list.resetFilters')}
          </Button>
        )}
      </Group>
      {phone ? <Collapse expanded={filtersOpen}>{filters}</Collapse> : filters}
    </>
  );
}
