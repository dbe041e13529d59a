import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { DocumentTotals, EntityRecord, SupplyKind, VatCategory } from '@kontor/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconHeading, IconPlus, IconSum, IconTextCaption } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  emptyLine,
  lineFromArticle,
  type EditorLine,
  type LineKind,
  type LinesAction,
} from '../../document-lines-state.ts';
import '../../i18n.ts';
import { ArticleSearch } from './article-search.tsx';
import { DocumentLineRow } from './document-line-row.tsx';

interface Props {
  lines: EditorLine[];
  totals: DocumentTotals;
  errors: Record<string, string>;
  dispatch: (action: LinesAction) => void;
  /** The category and rate a line gets for a rate (the customer's treatment, §19). */
  vatFor: (rate: string, supplyKind?: SupplyKind | null) => { category: VatCategory; rate: string };
  lockedVat: boolean;
}

/** The line table: article search, free/title/text/subtotal lines, keyboard and drag reordering. */
export function DocumentLinesEditor({ lines, totals, errors, dispatch, vatFor, lockedVat }: Props) {
  const { t } = useTranslation('documents');
  // After a move or an added line, the cursor goes to the field the user is working in.
  const focusNext = useRef<{ key: string; field: string } | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    document.querySelector<HTMLElement>(`[data-line="${target.key}"][data-field="${target.field}"]`)?.focus();
  }, [lines]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      dispatch({ type: 'reorder', from: String(active.id), to: String(over.id) });
  };

  const add = (kind: LineKind, after?: string) => {
    const rate = vatFor('19');
    const line = emptyLine(kind, { vatRate: rate.rate, vatCategory: rate.category });
    focusNext.current = { key: line.key, field: 'name' };
    dispatch({ type: 'add', line, after });
  };
  const addArticle = (article: EntityRecord) => {
    const line = lineFromArticle(article, vatFor);
    // The quantity is what one changes next for an article line.
    focusNext.current = { key: line.key, field: 'quantity' };
    dispatch({ type: 'add', line });
  };

  return (
    <Stack gap="xs">
      {lines.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('lines.empty')}
        </Text>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={lines.map((l) => l.key)} strategy={verticalListSortingStrategy}>
            <Stack gap={6} role="list" aria-label={t('lines.table')}>
              {lines.map((line, index) => (
                <div role="listitem" key={line.key}>
                  <DocumentLineRow
                    line={line}
                    position={index + 1}
                    amounts={totals.lines[line.key]}
                    subtotal={totals.subtotals[line.key]}
                    lockedVat={lockedVat}
                    errors={errors}
                    onChange={(patch) => dispatch({ type: 'update', key: line.key, patch })}
                    onRemove={() => dispatch({ type: 'remove', key: line.key })}
                    onCommand={(command, field) => {
                      if (command === 'addLine') return add('item', line.key);
                      focusNext.current = { key: line.key, field };
                      dispatch({ type: 'move', key: line.key, by: command === 'moveUp' ? -1 : 1 });
                    }}
                  />
                </div>
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      <Group gap="xs" wrap="wrap" align="center">
        <ArticleSearch onPick={addArticle} />
        <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => add('item')}>
          {t('lines.addItem')}
        </Button>
        <Button variant="subtle" leftSection={<IconHeading size={16} />} onClick={() => add('title')}>
          {t('lines.addTitle')}
        </Button>
        <Button variant="subtle" leftSection={<IconTextCaption size={16} />} onClick={() => add('text')}>
          {t('lines.addText')}
        </Button>
        <Button variant="subtle" leftSection={<IconSum size={16} />} onClick={() => add('subtotal')}>
          {t('lines.addSubtotal')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('lines.keyboardHint')}
      </Text>
    </Stack>
  );
}
