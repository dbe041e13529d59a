import { describe, expect, it } from 'vitest';
import { umamiScriptAttributes } from './umami.ts';

describe('Umami analytics (SPEC §7)', () => {
  it('is only loaded when website id and host are configured', () => {
    expect(umamiScriptAttributes({})).toBeNull();
    expect(umamiScriptAttributes({ websiteId: 'abc' })).toBeNull();
    expect(umamiScriptAttributes({ host: 'https://stats.example' })).toBeNull();
  });

  it('loads /umami.js from the host with website id and host URL', () => {
    expect(umamiScriptAttributes({ websiteId: ' abc-123 ', host: 'https://stats.example/' })).toEqual({
      src: 'https://stats.example/umami.js',
      'data-website-id': 'abc-123',
      'data-host-url': 'https://stats.example',
    });
  });
});
