import { useTranslation } from 'react-i18next';
import type { FormatContext } from '../lib/field-format.ts';
import './i18n.ts';

/** Yes/no texts and the interface language for `formatFieldValue`, with the answer's `refs`. */
export function useFormatContext(refs: FormatContext['refs']): FormatContext {
  const { t, i18n } = useTranslation('ui');
  return { refs, yes: t('values.yes'), no: t('values.no'), language: i18n.language };
}
