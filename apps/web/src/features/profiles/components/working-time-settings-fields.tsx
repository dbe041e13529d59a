import { BUNDESLAENDER, MUNICIPALITY_HOLIDAY_RULES } from '@kontor/working-times';
import { Chip, Group, Input, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KontorSelect } from '../../../ui/select/kontor-select.tsx';
import '../i18n.ts';
import type { WorkingTimeSettingsValues } from './working-time-settings.ts';

interface WorkingTimeSettingsFieldsProps {
  values: WorkingTimeSettingsValues;
  errors: Record<string, string | undefined>;
  onChange: <K extends keyof WorkingTimeSettingsValues>(name: K, value: WorkingTimeSettingsValues[K]) => void;
}

const states = Object.entries(BUNDESLAENDER).map(([value, label]) => ({ value, label }));
const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** Bundesland (public holidays), weekly hours, work days and vacation: what the evaluation needs. */
export function WorkingTimeSettingsFields({ values, errors, onChange }: WorkingTimeSettingsFieldsProps) {
  const { t } = useTranslation('profiles');
  const municipalities = Object.entries(MUNICIPALITY_HOLIDAY_RULES)
    .filter(([, rule]) => rule.state === values.federal_state)
    .map(([value, rule]) => ({ value, label: rule.label }));
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('workingTime.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('workingTime.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <KontorSelect
          label={t('workingTime.federal_state')}
          placeholder={t('workingTime.federalStatePlaceholder')}
          data={states}
          value={values.federal_state}
          clearable
          onChange={(value) => {
            onChange('federal_state', value);
            onChange('holiday_municipality', null);
          }}
          error={errors.federal_state}
        />
        <KontorSelect
          label={t('workingTime.holiday_municipality')}
          placeholder={t('workingTime.municipalityNone')}
          data={municipalities}
          value={values.holiday_municipality}
          disabled={municipalities.length === 0}
          clearable
          onChange={(value) => onChange('holiday_municipality', value)}
          error={errors.holiday_municipality}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('workingTime.weekly_hours')}
          inputMode="decimal"
          autoComplete="off"
          value={values.weekly_hours}
          onChange={(e) => onChange('weekly_hours', e.currentTarget.value)}
          error={errors.weekly_hours}
        />
        <TextInput
          label={t('workingTime.vacation_days_per_year')}
          inputMode="decimal"
          autoComplete="off"
          value={values.vacation_days_per_year}
          onChange={(e) => onChange('vacation_days_per_year', e.currentTarget.value)}
          error={errors.vacation_days_per_year}
        />
      </SimpleGrid>
      <Input.Wrapper label={t('workingTime.work_days')} error={errors.work_days}>
        <Chip.Group multiple value={values.work_days} onChange={(days) => onChange('work_days', days)}>
          <Group gap="xs" mt={4}>
            {WEEKDAYS.map((day) => (
              <Chip key={day} value={day} size="sm">
                {t(`workingTime.weekdays.${day}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
    </Stack>
  );
}
