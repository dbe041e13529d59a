import { formatEuro, unitOptions, vatCategoryDefinitions, type LineAmounts } from '@kontor/contracts';
import { ActionIcon, Box, Group, NativeSelect, Paper, Text, Textarea, TextInput } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorItemLine, EditorLine } from '../../document-lines-state.ts';
import '../../i18n.ts';
import { lineKeyCommand, type LineKeyCommand } from '../../line-keyboard.ts';
import { parseVatValue, vatOptions, vatValue } from '../../line-vat-options.ts';
import { useIsPhoneLayout } from '../../../../lib/viewport/use-phone-layout.ts';

interface Props {
  line: EditorLine;
  /** 1-based position among all lines, for labels. */
  position: number;
  amounts: LineAmounts | undefined;
  subtotal: string | undefined;
  /** Set when the law decides the category (reverse charge, §19): the VAT select is locked. */
  lockedVat: boolean;
  errors: Record<string, string>;
  onChange: (patch: Partial<EditorItemLine>) => void;
  onRemove: () => void;
  onCommand: (command: Exclude<LineKeyCommand, null>, field: string) => void;
}

const units = unitOptions.map((o) => ({ value: o.value, label: o.label }));

/** One line of the editor: a row on wide screens, wrapping into a card on phones. */
export function DocumentLineRow({
  line,
  position,
  amounts,
  subtotal,
  lockedVat,
  errors,
  onChange,
  onRemove,
  onCommand,
}: Props) {
  const { t } = useTranslation('documents');
  const sortable = useSortable({ id: line.key });
  const error = (field: string) => errors[`line:${line.key}.${field}`];
  const label = (name: string) => `${name}, ${t('lines.pos')} ${position}`;
  // On phones the fields wrap into a card: filled in, a placeholder no longer says what a field is.
  const phone = useIsPhoneLayout();
  const visibleLabel = (name: string) => (phone ? name : undefined);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const command = lineKeyCommand(event, { isLastField: target.dataset.lastField === 'true' });
    if (!command) return;
    event.preventDefault();
    onCommand(command, target.dataset.field ?? 'name');
  };
  const field = (name: string, last = false) => ({
    'data-line': line.key,
    'data-field': name,
    'data-last-field': last ? 'true' : undefined,
  });

  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      p="xs"
      radius="sm"
      onKeyDown={onKeyDown}
      data-testid="document-line"
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          mt={4}
          aria-label={t('lines.drag', { pos: position })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Text size="sm" c="dimmed" mt={6} w={24} ta="right" aria-hidden>
          {position}
        </Text>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {line.kind === 'item' ? (
            <Group gap="xs" align="flex-start" wrap="wrap">
              <Box style={{ flex: '1 1 10rem', minWidth: '10rem' }}>
                <TextInput
                  aria-label={label(t('lines.name'))}
                  label={visibleLabel(t('lines.name'))}
                  placeholder={t('lines.name')}
                  value={line.name}
                  onChange={(e) => onChange({ name: e.currentTarget.value })}
                  error={error('name')}
                  {...field('name')}
                />
                <Textarea
                  aria-label={label(t('lines.description'))}
                  label={visibleLabel(t('lines.description'))}
                  placeholder={t('lines.description')}
                  value={line.description ?? ''}
                  onChange={(e) => onChange({ description: e.currentTarget.value })}
                  autosize
                  minRows={1}
                  maxRows={6}
                  size="xs"
                  mt={4}
                  error={error('description')}
                  {...field('description')}
                />
              </Box>
              <TextInput
                aria-label={label(t('lines.quantity'))}
                label={visibleLabel(t('lines.quantity'))}
                placeholder={t('lines.quantity')}
                inputMode="decimal"
                w={72}
                value={line.quantity}
                onChange={(e) => onChange({ quantity: e.currentTarget.value })}
                error={error('quantity')}
                styles={{ input: { textAlign: 'right' } }}
                {...field('quantity')}
              />
              <NativeSelect
                aria-label={label(t('lines.unit'))}
                label={visibleLabel(t('lines.unit'))}
                w={104}
                data={units}
                value={line.unit}
                onChange={(e) => onChange({ unit: e.currentTarget.value })}
                error={error('unit')}
                {...field('unit')}
              />
              <TextInput
                aria-label={label(t('lines.unitPrice'))}
                label={visibleLabel(t('lines.unitPrice'))}
                placeholder={t('lines.unitPrice')}
                inputMode="decimal"
                w={110}
                rightSection={<Text size="xs">€</Text>}
                value={line.unit_price}
                onChange={(e) => onChange({ unit_price: e.currentTarget.value })}
                error={error('unit_price')}
                styles={{ input: { textAlign: 'right' } }}
                {...field('unit_price')}
              />
              <TextInput
                aria-label={label(t('lines.discount'))}
                label={visibleLabel(t('lines.discount'))}
                placeholder={t('lines.discount')}
                inputMode="decimal"
                w={72}
                value={line.discount_percent}
                onChange={(e) => onChange({ discount_percent: e.currentTarget.value })}
                error={error('discount_percent')}
                styles={{ input: { textAlign: 'right' } }}
                {...field('discount_percent')}
              />
              <NativeSelect
                aria-label={label(t('lines.vat'))}
                label={visibleLabel(t('lines.vat'))}
                w={lockedVat || line.vat_category === 'E' ? 200 : 104}
                data={vatOptions({
                  category: line.vat_category,
                  rate: line.vat_rate,
                  exemption: line.vat_exemption,
                })}
                value={vatValue(line.vat_category, line.vat_rate, line.vat_exemption)}
                disabled={lockedVat}
                title={lockedVat ? vatCategoryDefinitions[line.vat_category].label : undefined}
                onChange={(e) => {
                  const { category, rate, vat_exemption } = parseVatValue(e.currentTarget.value);
                  onChange({ vat_category: category, vat_rate: rate, vat_exemption });
                }}
                error={error('vat_rate') ?? error('vat_category') ?? error('vat_exemption')}
                {...field('vat', true)}
              />
              <Text
                size="sm"
                fw={600}
                mt={6}
                w={96}
                ta="right"
                style={{ whiteSpace: 'nowrap' }}
                aria-label={label(t('lines.total'))}
              >
                {amounts ? formatEuro(amounts.net) : '–'}
              </Text>
            </Group>
          ) : line.kind === 'text' ? (
            <Textarea
              aria-label={label(t('lines.textLine'))}
              placeholder={t('lines.textLine')}
              value={line.name}
              onChange={(e) => onChange({ name: e.currentTarget.value })}
              autosize
              minRows={2}
              error={error('name')}
              {...field('name', true)}
            />
          ) : (
            <Group gap="xs" wrap="wrap">
              <TextInput
                aria-label={label(line.kind === 'title' ? t('lines.titleLine') : t('lines.subtotalLine'))}
                placeholder={line.kind === 'title' ? t('lines.titleLine') : t('lines.subtotalLine')}
                value={line.name}
                onChange={(e) => onChange({ name: e.currentTarget.value })}
                error={error('name')}
                styles={{ input: { fontWeight: 700 } }}
                style={{ flex: '1 1 10rem' }}
                {...field('name', true)}
              />
              {line.kind === 'subtotal' && (
                <Text size="sm" fw={700} w={110} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatEuro(subtotal ?? '0')}
                </Text>
              )}
            </Group>
          )}
        </Box>
        <ActionIcon
          variant="subtle"
          color="red"
          mt={4}
          aria-label={t('lines.remove', { pos: position })}
          onClick={onRemove}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
