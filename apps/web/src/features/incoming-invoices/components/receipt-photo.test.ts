import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureMode, photoToFile, receiptFileName, takeNativeReceiptPhoto } from './receipt-photo.ts';

// Only the plugin boundary is replaced: what the native camera answers. Reading the photo
// (`fetch` of its webPath) is real — a data: URL stands in for the file the shell serves.
const { takePhoto } = vi.hoisted(() => ({ takePhoto: vi.fn() }));
vi.mock('@capacitor/camera', () => ({ Camera: { takePhoto }, EncodingType: { JPEG: 0, PNG: 1 } }));

const jpegBytes = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);
const jpegUrl = `data:image/jpeg;base64,${Buffer.from(jpegBytes).toString('base64')}`;
const at = new Date(2026, 10, 26, 14, 30, 5);
const bridged = globalThis as { androidBridge?: unknown; webkit?: unknown };

afterEach(() => {
  delete bridged.androidBridge;
  delete bridged.webkit;
  takePhoto.mockReset();
});

describe('which camera "Beleg fotografieren" uses', () => {
  it('the file input with capture in a browser', () => {
    expect(captureMode()).toBe('web');
  });

  it('the native camera inside the Android and the iOS shell', () => {
    bridged.androidBridge = {};
    expect(captureMode()).toBe('native');
    delete bridged.androidBridge;
    bridged.webkit = { messageHandlers: { bridge: {} } };
    expect(captureMode()).toBe('native');
  });
});

describe('a native photo becomes the upload of the web path', () => {
  it('reads the photo the camera stored into a JPEG file with the same bytes', async () => {
    takePhoto.mockResolvedValue({ type: 0, uri: 'file:///data/beleg.jpg', webPath: jpegUrl, saved: false });
    const outcome = await takeNativeReceiptPhoto(() => at);
    expect(takePhoto).toHaveBeenCalledWith(expect.objectContaining({ saveToGallery: false }));
    expect(outcome.kind).toBe('photo');
    const file = (outcome as { file: File }).file;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('Beleg-20261126-143005.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(jpegBytes);
  });

  it('names a PNG as such', async () => {
    const file = await photoToFile(`data:image/png;base64,${Buffer.from('png').toString('base64')}`, at);
    expect([file.name, file.type]).toEqual(['Beleg-20261126-143005.png', 'image/png']);
    expect(receiptFileName(new Date(2026, 0, 2, 3, 4, 5), 'jpg')).toBe('Beleg-20260102-030405.jpg');
  });

  it('a cancelled camera is no error, with the plugin code and with an older message', async () => {
    takePhoto.mockRejectedValueOnce(
      Object.assign(new Error('User cancelled'), { code: 'OS-PLUG-CAMR-0006' }),
    );
    expect(await takeNativeReceiptPhoto()).toEqual({ kind: 'cancelled' });
    takePhoto.mockRejectedValueOnce(new Error('User cancelled photos app'));
    expect(await takeNativeReceiptPhoto()).toEqual({ kind: 'cancelled' });
  });

  it('a refused camera permission is told apart from other failures', async () => {
    takePhoto.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'OS-PLUG-CAMR-0003' }));
    expect(await takeNativeReceiptPhoto()).toEqual({ kind: 'denied' });
    takePhoto.mockRejectedValueOnce(new Error('User denied access to camera'));
    expect(await takeNativeReceiptPhoto()).toEqual({ kind: 'denied' });
    takePhoto.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'OS-PLUG-CAMR-0007' }));
    expect(await takeNativeReceiptPhoto()).toEqual({ kind: 'failed' });
    takePhoto.mockResolvedValueOnce({ type: 0, saved: false });
    expect(await takeNativeReceiptPhoto()).toEqual({ kind: 'failed' });
  });
});
