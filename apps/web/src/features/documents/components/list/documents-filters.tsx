import {
  documentStatusLabels,
  documentStatuses,
  documentTypeDefinitions,
  documentTypes,
} from '@kontor/contracts';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
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

/** Search, type, status (with Überfällig), customer and period; every change lands in the URL. */
export function DocumentsFilters({ state, onChange, phone }: Props) {
  const { t } = useTranslation('documents');
  const set = (patch: Parameters<typeof withDocumentFilter>[1]) => onChange(withDocumentFilter(state, patch));
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <ListSearch
          label={t('list.searchIn')}
          value={state.q}
          onChange={(q) => set({ q })}
          autoFocus={!phone}
        />
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
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
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
    </>
  );
}
