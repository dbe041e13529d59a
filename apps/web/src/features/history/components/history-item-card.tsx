import { isEntityType, type HistoryItem } from '@kontor/contracts';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconForms,
  IconNumbers,
  IconBuilding,
  IconDatabase,
  IconFile,
  IconFolder,
  IconHistory,
  IconKey,
  IconLogin,
  IconMailForward,
  IconNote,
  IconShieldLock,
  IconTemplate,
  IconUser,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { entityPaths } from '../../../lib/entity-paths.ts';
import { combineDescribers, textTemplateChangeDescriber, type ChangeDescriber } from '../change-describer.ts';
import { documentChangeDescriber } from '../document-describer.ts';
import { recordChangeDescriber } from '../record-describers.ts';
import { entityLabel } from '../entity-label.ts';
import { historyItemTitle } from '../history-title.ts';
import '../i18n.ts';
import { ChangeTable } from './change-table.tsx';
import { EntityChanges } from './entity-changes.tsx';

const ICONS: Record<string, Icon> = {
  profile: IconUser,
  invitation: IconMailForward,
  role: IconShieldLock,
  tenant_settings: IconBuilding,
  tenant: IconBuilding,
  session: IconLogin,
  user: IconUserCircle,
  mfa_factor: IconKey,
  textTemplates: IconTemplate,
  files: IconFile,
  fileFolders: IconFolder,
  customFields: IconForms,
  numberRanges: IconNumbers,
};

type Refs = Readonly<Record<string, string>>;
const noRefs: Refs = {};

const iconOf = (item: HistoryItem) =>
  item.action === 'note'
    ? IconNote
    : (ICONS[item.entity] ?? (isEntityType(item.entity) ? IconDatabase : IconHistory));

/** Which record: a document by its type and number, others by kind and id. */
const recordName = (t: TFunction<'history'>, item: HistoryItem) =>
  (item.entity === 'document' && item.refs?.[`d${item.entity_id}`]) ||
  `${entityLabel(t, item.entity)} ${t('number', { id: item.entity_id })}`;

/** Records that have a screen of their own get a link to it (not once they are deleted). */
function recordPath(item: HistoryItem) {
  if (item.entity === 'textTemplates') return '/settings/texttemplates';
  if (!item.entity_id || !/^\d+$/.test(item.entity_id) || item.action === 'deleted') return null;
  if (item.entity === 'profile') return `/profiles/show/${item.entity_id}`;
  if (item.entity === 'document') return `/createDocument/show/${item.entity_id}`;
  return isEntityType(item.entity) ? entityPaths.show(item.entity, Number(item.entity_id)) : null;
}

/** How the changes of this kind of item read; master data has its own component (custom fields). */
function describerOf(item: HistoryItem, language: string, refs: Refs): ChangeDescriber | undefined {
  if (item.entity === 'document') return documentChangeDescriber(language, refs);
  if (item.entity === 'textTemplates') return textTemplateChangeDescriber;
  const own = recordChangeDescriber(item.entity, refs);
  if (item.entity === 'serialInvoice' && own)
    return combineDescribers(own, documentChangeDescriber(language, refs));
  return own;
}

function ItemChanges({ item, refs, language }: { item: HistoryItem; refs: Refs; language: string }) {
  if (isEntityType(item.entity))
    return <EntityChanges type={item.entity} changes={item.changes} refs={refs} />;
  return <ChangeTable changes={item.changes} describe={describerOf(item, language, refs)} />;
}

interface Props {
  item: HistoryItem;
  /** Inside a record's own timeline: no "which record" line and no link to it. */
  inRecord?: boolean;
  /** Names of referenced records and profiles, for master-data diffs. */
  refs?: Readonly<Record<string, string>>;
}

export function HistoryItemCard({ item, inRecord = false, refs }: Props) {
  const { t, i18n } = useTranslation('history');
  const ItemIcon = iconOf(item);
  const title = historyItemTitle(t, item);
  const path = inRecord ? null : recordPath(item);
  // The item names what its changes point to; a record's show page adds its current references.
  const allRefs = useMemo(() => (item.refs || refs ? { ...item.refs, ...refs } : noRefs), [item.refs, refs]);
  return (
    <Paper withBorder p="md" component="li" aria-label={title}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon variant="light" radius="xl" size="lg" visibleFrom="xs" aria-hidden>
          <ItemIcon size={18} />
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="baseline" gap="xs">
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed" component="time" dateTime={item.occurred_at}>
              {formatDateTime(item.occurred_at, i18n.language)}
            </Text>
          </Group>
          <Group gap={6} wrap="wrap">
            <Text size="sm">{item.actor ? t('by', { name: item.actor.name }) : t('bySystem')}</Text>
            {!inRecord && item.entity_id && /^\d+$/.test(item.entity_id) && (
              <Text size="sm" c="dimmed">
                {`· ${recordName(t, item)}`}
              </Text>
            )}
            {path && (
              <>
                <Text size="sm" c="dimmed" aria-hidden>
                  ·
                </Text>
                <Anchor component={Link} to={path} size="sm">
                  {t('open')}
                </Anchor>
              </>
            )}
          </Group>
          {item.note && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.note}
            </Text>
          )}
          <ItemChanges item={item} refs={allRefs} language={i18n.language} />
        </Stack>
      </Group>
    </Paper>
  );
}
