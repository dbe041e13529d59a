import { describe, expect, it } from 'vitest';
import { i18next } from '../i18n/index.ts';
import { areaHintKey } from './home/area-cards.tsx';
import './home/i18n.ts';
import { navItems, quickNavItems } from './navigation.ts';

// A missing text shows its raw key on the start page ("areaHint.createDocument"): every area the
// navigation offers needs its name and its hint in German and English.
describe('navigation areas', () => {
  for (const lng of ['de', 'en']) {
    it(`have a name and a hint in ${lng}`, () => {
      for (const item of navItems) {
        const [ns, key] = item.label.includes(':') ? item.label.split(':') : ['common', item.label];
        expect(i18next.exists(key!, { ns, lng }), `${item.to}: ${item.label}`).toBe(true);
        expect(i18next.exists(areaHintKey(item.to), { ns: 'home', lng }), `${item.to}: hint`).toBe(true);
      }
    });
  }
});

describe('the phone bottom bar', () => {
  const paths = (permissions: string[]) => quickNavItems(permissions).map((item) => item.to);

  it('offers start, documents and customers to whoever may read them', () => {
    expect(paths(['documents.read', 'entities.read', 'times.read'])).toEqual([
      '/',
      '/createDocument',
      '/standardEntity/customers',
    ]);
  });

  it('fills up with time tracking for someone who sees no documents', () => {
    expect(paths(['times.read', 'workingTimes.read'])).toEqual(['/', '/times', '/workingtimes']);
  });
});
