import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/date-field.tsx';
import '../i18n.ts';

/** The master-data date field with a named clear button (axe: buttons need a name). */
export function DocumentDateField(props: ComponentProps<typeof DateField>) {
  const { t } = useTranslation('documents');
  const label = typeof props.label === 'string' ? props.label : '';
  return <DateField clearButtonProps={{ 'aria-label': t('clearDate', { label }) }} {...props} />;
}
