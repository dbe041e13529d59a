import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseGermanDate } from '../lib/german-date.ts';
import './i18n.ts';

type Props = Omit<DateInputProps, 'value' | 'onChange'> & {
  /** `YYYY-MM-DD` or null. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/** A calendar day typed the German way (21.11.2026, 1.2.26) or picked; the value stays `YYYY-MM-DD`. */
export function DateField({ value, onChange, ...props }: Props) {
  const { t, i18n } = useTranslation('ui');
  return (
    <DateInput
      valueFormat="DD.MM.YYYY"
      dateParser={parseGermanDate}
      locale={i18n.language === 'en' ? 'en' : 'de'}
      firstDayOfWeek={1}
      placeholder={t('dateField.placeholder')}
      leftSection={<IconCalendar size={16} />}
      clearable
      value={value}
      onChange={(next) => onChange(next || null)}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
