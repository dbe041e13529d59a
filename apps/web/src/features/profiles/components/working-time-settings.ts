import type { ProfileRecord, UpdateProfileInput } from '@kontor/contracts';

/** The working-time fields of a profile as the inputs hold them (strings, weekdays as "1"…"7"). */
export interface WorkingTimeSettingsValues {
  federal_state: string | null;
  holiday_municipality: string | null;
  weekly_hours: string;
  work_days: string[];
  vacation_days_per_year: string;
}

const decimalText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
const decimalOrNull = (text: string) => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
};

export const workingTimeSettingsOf = (p: ProfileRecord): WorkingTimeSettingsValues => ({
  federal_state: p.federal_state,
  holiday_municipality: p.holiday_municipality,
  weekly_hours: decimalText(p.weekly_hours),
  work_days: p.work_days.map(String),
  vacation_days_per_year: decimalText(p.vacation_days_per_year),
});

type SettingsInput = Pick<
  UpdateProfileInput,
  'federal_state' | 'holiday_municipality' | 'weekly_hours' | 'work_days' | 'vacation_days_per_year'
>;

/** What the PUT sends; German decimal commas are accepted. */
export const workingTimeSettingsInput = (values: WorkingTimeSettingsValues): SettingsInput => ({
  federal_state: values.federal_state as SettingsInput['federal_state'],
  holiday_municipality: values.holiday_municipality as SettingsInput['holiday_municipality'],
  weekly_hours: decimalOrNull(values.weekly_hours),
  work_days: values.work_days.map(Number),
  vacation_days_per_year: decimalOrNull(values.vacation_days_per_year),
});
