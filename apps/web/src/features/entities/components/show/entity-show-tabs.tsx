import type { EntityDetail, EntityType, FieldDefinition } from '@kontor/contracts';
import { Tabs } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureSlots } from '../../../../lib/feature-slots.ts';
import { useSession } from '../../../../lib/session/use-session.ts';
import { entityPaths } from '../../../../lib/entity-paths.ts';
import '../../i18n.ts';
import { EntityOverview } from './entity-overview.tsx';
import { tabsFor } from './entity-tabs.tsx';
import { BusyIndicator } from '../../../../ui/busy-indicator.tsx';

interface Props {
  type: EntityType;
  record: EntityDetail;
  customFields: readonly FieldDefinition[];
}

const OVERVIEW = 'overview';

/** "Übersicht" and the tabs other areas add (files, history, documents …); the open tab is in the URL. */
export function EntityShowTabs({ type, record, customFields }: Props) {
  const { t } = useTranslation('entities');
  const navigate = useNavigate();
  const permissions = useSession((s) => s.permissions);
  const tabs = tabsFor(useFeatureSlots().recordTabs, type, permissions);
  const requested = useSearch({ strict: false, select: (s: Record<string, unknown>) => s['tab'] });
  const active = tabs.some((tab) => tab.value === requested) ? String(requested) : OVERVIEW;
  const select = (value: string | null) =>
    void navigate({
      to: entityPaths.show(type, record.id),
      search: (value && value !== OVERVIEW ? { tab: value } : {}) as never,
      replace: true,
    });

  return (
    <Tabs value={active} onChange={select} keepMounted={false}>
      <Tabs.List aria-label={t('show.tabs.label')} mb="md" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        <Tabs.Tab value={OVERVIEW}>{t('show.tabs.overview')}</Tabs.Tab>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={OVERVIEW}>
        <EntityOverview type={type} record={record} customFields={customFields} />
      </Tabs.Panel>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          <Suspense fallback={<BusyIndicator size="sm" label={t('loading', { ns: 'common' })} />}>
            <tab.component type={type} record={record} />
          </Suspense>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
