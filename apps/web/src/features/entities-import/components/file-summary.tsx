import type { ImportAnalysis } from '@kontor/contracts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { delimiterKey, encodingKey } from '../mapping-rules.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </Stack>
  );
}

/** What the server found in the file: name, size, encoding and separator. */
export function FileSummary({ fileName, analysis }: { fileName: string; analysis: ImportAnalysis }) {
  const { t } = useTranslation('entitiesImport');
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-label={t('upload.summary')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Fact label={t('upload.file')} value={fileName} />
        <Fact
          label={`${t('upload.rows', { count: analysis.row_count })} · ${t('upload.columns', {
            count: analysis.headers.length,
          })}`}
          value={analysis.headers.slice(0, 4).join(', ') + (analysis.headers.length > 4 ? ' …' : '')}
        />
        <Fact label={t('upload.encoding')} value={t(`upload.encodings.${encodingKey(analysis)}`)} />
        <Fact label={t('upload.delimiter')} value={t(`upload.delimiters.${delimiterKey(analysis)}`)} />
      </SimpleGrid>
    </Paper>
  );
}
