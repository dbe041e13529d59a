import { describe, expect, it } from 'vitest';
import { isAtLeast, readViewportCookie, viewportClassFor, viewportCookie } from './viewport-class.ts';

describe('viewport class by width (SPEC §2)', () => {
  it.each([
    [320, 'mobile'],
    [374, 'mobile'],
    [375, 'mobileMedium'],
    [424, 'mobileMedium'],
    [425, 'mobileWide'],
    [767, 'mobileWide'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1279, 'desktop'],
    [1280, 'desktopMedium'],
    [1599, 'desktopMedium'],
    [1600, 'desktopWide'],
    [3840, 'desktopWide'],
  ])('%i px is %s', (width, expected) => {
    expect(viewportClassFor(width)).toBe(expected);
  });

  it('treats anything narrower than 320 px as mobile', () => {
    expect(viewportClassFor(280)).toBe('mobile');
  });

  it('falls back to desktop when the width is unknown', () => {
    expect(viewportClassFor(undefined)).toBe('desktop');
    expect(viewportClassFor(Number.NaN)).toBe('desktop');
    expect(viewportClassFor(0)).toBe('desktop');
  });

  it('compares classes', () => {
    expect(isAtLeast('tablet', 'tablet')).toBe(true);
    expect(isAtLeast('mobileWide', 'tablet')).toBe(false);
    expect(isAtLeast('desktopWide', 'desktop')).toBe(true);
  });
});

describe('viewport cookie (SPEC §9)', () => {
  it('is kept 365 days, SameSite=Strict and Secure', () => {
    expect(viewportCookie('tablet')).toBe(
      'viewport=tablet; Max-Age=31536000; Path=/; SameSite=Strict; Secure',
    );
  });

  it('reads the class back and ignores unknown values', () => {
    expect(readViewportCookie('token=x; viewport=mobileMedium; other=1')).toBe('mobileMedium');
    expect(readViewportCookie('viewport=huge')).toBeUndefined();
    expect(readViewportCookie('viewport=constructor')).toBeUndefined();
    expect(readViewportCookie('')).toBeUndefined();
  });
});
