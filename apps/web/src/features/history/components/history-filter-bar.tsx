import { entityTypes } from '@kontor/contracts';
import { Button, CloseButton, Group, Pill, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { KontorSelect } from '../../../ui/select/kontor-select.tsx';
import { useProfiles } from '../../../lib/queries/use-profiles.ts';
import { hasFilters, type HistoryFilters } from '../history-filters.ts';
import { entityLabel } from '../entity-label.ts';
import { historyActions, historyEntityKinds } from '../i18n.ts';

interface HistoryFilterBarProps {
  filters: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
}

const sortedByLabel = (options: { value: string; label: string }[]) =>
  options.sort((a, b) => a.label.localeCompare(b.label, 'de'));

/** Actions that read alike ("abgelehnt": declined, rejected) are one option filtering for all of them. */
const mergedByLabel = (options: { value: string; label: string }[]) => {
  const byLabel = new Map<string, string[]>();
  for (const { value, label } of options) byLabel.set(label, [...(byLabel.get(label) ?? []), value]);
  return sortedByLabel([...byLabel].map(([label, values]) => ({ value: values.join(','), label })));
};

/** Area, action, person and a day range; every change goes to the URL (and from there to the list). */
export function HistoryFilterBar({ filters, onChange }: HistoryFilterBarProps) {
  const { t } = useTranslation('history');
  const canReadProfiles = useSession((s) => s.permissions.includes('profiles.read'));
  const profiles = useProfiles('', { enabled: canReadProfiles });
  const set = (key: keyof HistoryFilters, value: string | null) => {
    const next = { ...filters, [key]: value || undefined };
    // A different area makes a single record of the old one meaningless.
    if (key === 'entity') delete next.entity_id;
    onChange(next);
  };

  const entityOptions = useMemo(
    () =>
      sortedByLabel(
        [...new Set([...entityTypes, ...historyEntityKinds])].map((value) => ({
          value,
          label: entityLabel(t, value),
        })),
      ),
    [t],
  );
  const actionOptions = useMemo(
    () => mergedByLabel(historyActions.map((value) => ({ value, label: t(`actions.${value}`) }))),
    [t],
  );
  const actorOptions = useMemo(
    () =>
      (profiles.data ?? [])
        .filter((p) => p.user)
        .map((p) => ({ value: String(p.user!.id), label: `${p.first_name} ${p.last_name}` })),
    [profiles.data],
  );

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SimpleGrid cols={{ base: 1, xs: 2, md: canReadProfiles ? 5 : 4 }} spacing="sm" style={{ flex: 1 }}>
        <KontorSelect
          searchable={false}
          label={t('filters.entity')}
          placeholder={t('filters.allEntities')}
          data={entityOptions}
          value={filters.entity ?? null}
          onChange={(value) => set('entity', value)}
          clearable
        />
        <KontorSelect
          searchable={false}
          label={t('filters.action')}
          placeholder={t('filters.allActions')}
          data={actionOptions}
          value={filters.action ?? null}
          onChange={(value) => set('action', value)}
          clearable
        />
        {canReadProfiles && (
          <KontorSelect
            label={t('filters.actor')}
            placeholder={t('filters.allActors')}
            data={actorOptions}
            value={filters.actor_id ?? null}
            onChange={(value) => set('actor_id', value)}
            clearable
          />
        )}
        <TextInput
          type="date"
          label={t('filters.from')}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => set('from', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('filters.to')}
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => set('to', e.currentTarget.value)}
        />
      </SimpleGrid>
      {hasFilters(filters) && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={() => onChange({})}>
          {t('filters.reset')}
        </Button>
      )}
      {filters.entity_id && (
        <Pill size="lg" withRemoveButton={false}>
          <Group gap={4} wrap="nowrap">
            {t('filters.onlyRecord', { id: filters.entity_id })}
            <CloseButton
              size="xs"
              aria-label={t('filters.removeRecord')}
              onClick={() => set('entity_id', null)}
            />
          </Group>
        </Pill>
      )}
    </Group>
  );
}
