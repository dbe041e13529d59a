import { entityRegistry, type ImportableEntityType, type ImportAnalysis } from '@kontor/contracts';
import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KontorSelect } from '../../../ui/select/kontor-select.tsx';
import '../i18n.ts';
import { assignTarget, examplesOf, missingRequired } from '../mapping-rules.ts';

// Select values are strings; this one stands for "not imported" (null in the mapping).
const SKIP = '__skip';

interface Props {
  type: ImportableEntityType;
  analysis: ImportAnalysis;
  mapping: (string | null)[];
  onChange: (mapping: (string | null)[]) => void;
}

/** Step 2: every column of the file → a field (or not imported); suggestions come preselected. */
export function MappingStep({ type, analysis, mapping, onChange }: Props) {
  const { t } = useTranslation('entitiesImport');
  const { number, numberLabel } = entityRegistry[type];
  const options = [
    { value: SKIP, label: t('mapping.skip') },
    ...analysis.targets.map((target) => ({
      value: target.key,
      label: target.required ? t('mapping.requiredOption', { label: target.label }) : target.label,
    })),
  ];
  const missing = missingRequired(analysis.targets, mapping);
  const matching =
    number === 'none'
      ? t('mapping.matchingNoNumber')
      : type === 'articles'
        ? t('mapping.matchingNumberOnly', { number: numberLabel })
        : t('mapping.matching', { number: numberLabel });
  return (
    <Stack gap="md">
      <Text>{t('mapping.intro')}</Text>
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        {matching} {t('mapping.emptyKeep')}
      </Alert>
      {missing.length > 0 && (
        <Alert variant="light" color="yellow" role="status">
          {t('mapping.missingRequired', { fields: missing.map((m) => m.label).join(', ') })}
        </Alert>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {analysis.headers.map((header, index) => {
          const column = header || t('mapping.unnamed', { number: index + 1 });
          const examples = examplesOf(analysis, index);
          return (
            <Paper key={index} component="li" withBorder p="sm" radius="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {column}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {examples.length > 0 ? examples.join(' · ') : t('mapping.noValue')}
                  </Text>
                </Stack>
                <KontorSelect
                  aria-label={t('mapping.fieldFor', { column })}
                  data={options}
                  value={mapping[index] ?? SKIP}
                  onChange={(value) =>
                    onChange(assignTarget(mapping, index, value && value !== SKIP ? value : null))
                  }
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
              </SimpleGrid>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
