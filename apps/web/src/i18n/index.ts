import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './de.ts';
import { en } from './en.ts';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'kontor.language';

const storedLanguage = (): Language => {
  const value = globalThis.localStorage?.getItem(LANGUAGE_KEY);
  return value === 'en' ? 'en' : 'de';
};

void i18next.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'de',
  defaultNS: 'common',
  ns: ['common'],
  resources: { de: { common: de }, en: { common: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
  // A missing text would show its raw key on screen ("areaHint.createDocument"). Say so in the
  // console, where the e2e suite's console watch fails the test; lookups that bring their own
  // fallback (`defaultValue`, e.g. history event names) are deliberate and stay quiet.
  saveMissing: true,
  missingKeyHandler: (
    _languages,
    namespace,
    key,
    _fallback,
    _update,
    options?: { defaultValue?: unknown },
  ) => {
    // eslint-disable-next-line no-console -- the line the e2e console watch looks for
    if (options?.defaultValue === undefined) console.error(`Fehlender Text: ${namespace}:${key}`);
  },
});

/** Each feature brings its own namespace (German source, English second), loaded with its code. */
export function registerCatalog(namespace: string, catalogs: { de: object; en: object }) {
  if (i18next.hasResourceBundle('de', namespace)) return;
  i18next.addResourceBundle('de', namespace, catalogs.de);
  i18next.addResourceBundle('en', namespace, catalogs.en);
}

export async function changeLanguage(language: Language) {
  globalThis.localStorage?.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

export { i18next };
