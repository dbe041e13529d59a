import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en';

const localeOf = (language: string) => (language === 'en' ? 'en-GB' : 'de-DE');

/** 21.11.2026 */
export const formatDate = (value: string | Date, language = 'de') =>
  new Intl.DateTimeFormat(localeOf(language), { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(value),
  );

/** 21.11.2026, 08:30 */
export const formatDateTime = (value: string | Date, language = 'de') =>
  new Intl.DateTimeFormat(localeOf(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value));

/** 1.234,56 € */
export const formatMoney = (amount: number, language = 'de', currency = 'EUR') =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(amount);

export const formatNumber = (value: number, language = 'de') =>
  new Intl.NumberFormat(localeOf(language)).format(value);

/** „vor 3 Minuten“ style, via dayjs' locale. */
export const setDayjsLanguage = (language: string) => dayjs.locale(language === 'en' ? 'en' : 'de');
