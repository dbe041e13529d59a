import type { EntityDetail, EntityType, FieldDefinition } from '@kontor/contracts';
import { Box, Fieldset, Grid, SimpleGrid, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formSections, isFieldShown } from '../../form-layout.ts';
import '../../i18n.ts';
import { useFeatureSlots } from '../../../../lib/feature-slots.ts';
import { useSession } from '../../../../lib/session/use-session.ts';
import { useFormatContext } from '../../../../ui/use-format-context.ts';
import { FieldValue } from './field-value.tsx';
import { RelatedContacts } from './related-contacts.tsx';
import { BusyIndicator } from '../../../../ui/busy-indicator.tsx';

interface Props {
  type: EntityType;
  record: EntityDetail;
  customFields: readonly FieldDefinition[];
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const isWide = (field: FieldDefinition) => field.kind === 'longText' || field.kind === 'profiles';

/** "Übersicht": the filled-in fields grouped like the form, custom fields last; companies list their contacts. */
export function EntityOverview({ type, record, customFields }: Props) {
  const { t } = useTranslation('entities');
  const ctx = useFormatContext(record.refs);
  const sections = formSections(type, customFields, {
    general: t('show.generalSection'),
    custom: t('show.customSection'),
  })
    .map((section) => ({
      ...section,
      fields: section.fields.filter(
        (f) =>
          !isEmpty(record[f.scope][f.field.key]) &&
          (f.scope === 'custom' || isFieldShown(type, f.field.key, record.data)),
      ),
    }))
    .filter((section) => section.fields.length > 0);
  const hasContacts = type === 'customers' || type === 'vendors';
  const { ProjectOverviewSection, CustomerDocumentFigures } = useFeatureSlots();
  // The figures come from the documents; without their read permission the page shows none.
  const showsDocumentFigures = useSession(
    (s) => type === 'customers' && s.permissions.includes('documents.read'),
  );
  const loader = <BusyIndicator size="sm" label={t('loading', { ns: 'common' })} />;

  const details =
    sections.length === 0 ? (
      <Text c="dimmed">{t('show.noValues')}</Text>
    ) : (
      <Stack gap="lg">
        {sections.map((section) => (
          <Fieldset key={section.title} legend={section.title} radius="md">
            <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" m={0}>
              {section.fields.map((f) => (
                <Box key={f.path} style={isWide(f.field) ? { gridColumn: '1 / -1' } : undefined}>
                  <Text component="dt" size="xs" c="dimmed" fw={500}>
                    {f.field.label}
                  </Text>
                  <Box component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                    <FieldValue field={f.field} value={record[f.scope][f.field.key]} ctx={ctx} />
                  </Box>
                </Box>
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
      </Stack>
    );

  if (type === 'projects')
    return (
      <Stack gap="lg">
        <Suspense fallback={loader}>
          <ProjectOverviewSection projectId={record.id} />
        </Suspense>
        {details}
      </Stack>
    );
  if (!hasContacts) return details;
  const withContacts = (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>{details}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <RelatedContacts companyId={record.id} />
      </Grid.Col>
    </Grid>
  );
  if (!showsDocumentFigures) return withContacts;
  return (
    <Stack gap="lg">
      <Suspense fallback={loader}>
        <CustomerDocumentFigures customerId={record.id} />
      </Suspense>
      {withContacts}
    </Stack>
  );
}
