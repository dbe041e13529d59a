import type { EntityType } from '@kontor/contracts';
import { Box, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FormValues } from '../../entity-form-values.ts';
import { isFieldRequired, isFieldShown, type FormField, type FormSection } from '../../form-layout.ts';
import { FieldInput } from './field-input.tsx';

interface Props {
  type: EntityType;
  sections: FormSection[];
  values: FormValues;
  errorOf: (path: string) => string | undefined;
  onChange: (field: FormField, value: unknown) => void;
  onBlur: (field: FormField) => void;
  refs: Readonly<Record<string, string>>;
  /** Shown first in the first section (the record number). */
  leading?: ReactNode;
}

/** The input id of a field path, for labels and for moving the focus to the first error. */
export const inputIdOf = (path: string) => `entity-${path.replace('.', '-')}`;

const isWide = (field: FormField) => field.field.kind === 'longText' || field.field.kind === 'profiles';

/** The form's sections as fieldsets: two columns from tablet width, one on phones. */
export function EntityFormSections({
  type,
  sections,
  values,
  errorOf,
  onChange,
  onBlur,
  refs,
  leading,
}: Props) {
  const visible = sections
    .map((section) => ({
      ...section,
      fields: section.fields.filter(
        (f) => f.scope === 'custom' || isFieldShown(type, f.field.key, values.data),
      ),
    }))
    .filter((section) => section.fields.length > 0);
  return (
    <Stack gap="lg">
      {visible.map((section, index) => (
        <Fieldset key={section.title} legend={section.title} radius="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
            {index === 0 && leading}
            {section.fields.map((f) => (
              <Box key={f.path} style={isWide(f) ? { gridColumn: '1 / -1' } : undefined}>
                <FieldInput
                  field={f.field}
                  id={inputIdOf(f.path)}
                  value={values[f.scope][f.field.key]}
                  onChange={(value) => onChange(f, value)}
                  onBlur={() => onBlur(f)}
                  error={errorOf(f.path)}
                  required={
                    f.scope === 'custom' ? f.field.required === true : isFieldRequired(f.field, values.data)
                  }
                  refs={refs}
                />
              </Box>
            ))}
          </SimpleGrid>
        </Fieldset>
      ))}
    </Stack>
  );
}
