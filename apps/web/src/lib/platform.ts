export type Platform = 'android' | 'ios' | 'web';

interface NativeBridgeWindow {
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

/**
 * SPEC §9: android, ios or web. The native shells inject their bridge before the page loads; this is
 * the same test @capacitor/core makes, without putting it into the web app's first download.
 */
export const getPlatform = (): Platform => {
  const win = globalThis as NativeBridgeWindow;
  if (win.androidBridge) return 'android';
  if (win.webkit?.messageHandlers?.bridge) return 'ios';
  return 'web';
};

export const isNativeApp = () => getPlatform() !== 'web';

/** SPEC §9: a phone is a device whose model contains "iphone". */
export const isPhoneModel = (model: string) => model.toLowerCase().includes('iphone');

export async function isPhone(): Promise<boolean> {
  if (!isNativeApp()) return false;
  // Loaded only in the native app: the web never needs the device plugin.
  const { Device } = await import('@capacitor/device');
  const info = await Device.getInfo();
  return isPhoneModel(info.model);
}
