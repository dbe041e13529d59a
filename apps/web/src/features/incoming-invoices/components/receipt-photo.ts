import { isNativeApp } from '../../../lib/platform.ts';

/** The web's file input with `capture`, or the native camera inside the Capacitor shell (SPEC §9). */
export type CaptureMode = 'native' | 'web';

export const captureMode = (): CaptureMode => (isNativeApp() ? 'native' : 'web');

/** What the native camera gave: a photo to upload, nothing (cancelled), or a refusal to explain. */
export type NativePhotoOutcome =
  { kind: 'photo'; file: File } | { kind: 'cancelled' } | { kind: 'denied' } | { kind: 'failed' };

// Error codes of @capacitor/camera 8 (CameraErrorCode); older shells only sent a message.
const CANCELLED_CODES = new Set(['OS-PLUG-CAMR-0006', 'OS-PLUG-CAMR-0020']);
const DENIED_CODES = new Set(['OS-PLUG-CAMR-0003', 'OS-PLUG-CAMR-0005']);

function outcomeOfFailure(error: unknown): NativePhotoOutcome {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if ((typeof code === 'string' && CANCELLED_CODES.has(code)) || /cancel/i.test(text))
    return { kind: 'cancelled' };
  if ((typeof code === 'string' && DENIED_CODES.has(code)) || /denied|permission/i.test(text))
    return { kind: 'denied' };
  return { kind: 'failed' };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "Beleg-20261126-143005.jpg": a name the user recognises in the files area. */
export const receiptFileName = (at: Date, extension: string) =>
  `Beleg-${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}.${extension}`;

/**
 * The photo the camera stored on the device, as the File the web path uploads: `webPath` is a
 * URL of the app's own origin (Capacitor serves the file there), so the WebView reads it itself.
 */
export async function photoToFile(webPath: string, at: Date): Promise<File> {
  const response = await fetch(webPath);
  if (!response.ok) throw new Error(`photo not readable: ${response.status}`);
  const blob = await response.blob();
  const type = blob.type.startsWith('image/') ? blob.type : 'image/jpeg';
  return new File([blob], receiptFileName(at, type === 'image/png' ? 'png' : 'jpg'), { type });
}

/**
 * Takes a receipt photo with the native camera. The plugin is loaded only here, in the native
 * app: the web never downloads it. Cancelling is no error; a refused permission is told apart.
 */
export async function takeNativeReceiptPhoto(at = () => new Date()): Promise<NativePhotoOutcome> {
  const { Camera, EncodingType } = await import('@capacitor/camera');
  let webPath: string | undefined;
  try {
    const result = await Camera.takePhoto({
      // Enough for the OCR of a receipt, a fraction of the full-quality size on the upload.
      quality: 85,
      encodingType: EncodingType.JPEG,
      correctOrientation: true,
      saveToGallery: false,
    });
    webPath = result.webPath;
  } catch (error) {
    return outcomeOfFailure(error);
  }
  if (!webPath) return { kind: 'failed' };
  try {
    return { kind: 'photo', file: await photoToFile(webPath, at()) };
  } catch {
    return { kind: 'failed' };
  }
}
