import { Capacitor } from '@capacitor/core';
import { Device } from '@capacitor/device';

export type Platform = 'android' | 'ios' | 'web';

/** SPEC §9: android, ios or web. */
export const getPlatform = (): Platform => {
  const platform = Capacitor.getPlatform();
  return platform === 'android' || platform === 'ios' ? platform : 'web';
};

export const isNativeApp = () => getPlatform() !== 'web';

/** SPEC §9: a phone is a device whose model contains "iphone". */
export const isPhoneModel = (model: string) => model.toLowerCase().includes('iphone');

export async function isPhone(): Promise<boolean> {
  if (!isNativeApp()) return false;
  const info = await Device.getInfo();
  return isPhoneModel(info.model);
}
