import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPlatform, isNativeApp, isPhone, isPhoneModel } from './platform.ts';

describe('platform detection (SPEC §9: android, ios, web)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is web without a native bridge', async () => {
    expect(getPlatform()).toBe('web');
    expect(isNativeApp()).toBe(false);
    // The device plugin is never loaded on the web.
    await expect(isPhone()).resolves.toBe(false);
  });

  it('recognises the Android bridge', () => {
    vi.stubGlobal('androidBridge', {});
    expect(getPlatform()).toBe('android');
    expect(isNativeApp()).toBe(true);
  });

  it('recognises the iOS bridge', () => {
    vi.stubGlobal('webkit', { messageHandlers: { bridge: {} } });
    expect(getPlatform()).toBe('ios');
  });

  it('treats Safari’s other message handlers as web', () => {
    vi.stubGlobal('webkit', { messageHandlers: {} });
    expect(getPlatform()).toBe('web');
  });

  it('calls a device a phone when its model contains "iphone"', () => {
    expect(isPhoneModel('iPhone15,2')).toBe(true);
    expect(isPhoneModel('iPad13,4')).toBe(false);
    expect(isPhoneModel('Pixel 8')).toBe(false);
  });
});
