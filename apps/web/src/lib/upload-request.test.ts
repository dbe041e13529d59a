import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { sendUpload, type UploadXhr } from './upload-request.ts';

/** A stand-in for XMLHttpRequest that records what was sent and answers when told. */
function fakeXhr() {
  const headers: Record<string, string> = {};
  const sent: { method?: string; url?: string; body?: FormData; aborted: boolean } = { aborted: false };
  const xhr = {
    status: 0,
    responseText: '',
    withCredentials: false,
    upload: {} as XMLHttpRequestUpload,
    onload: null as (() => void) | null,
    onerror: null as (() => void) | null,
    onabort: null as (() => void) | null,
    open: (method: string, url: string) => Object.assign(sent, { method, url }),
    setRequestHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    send: (body: FormData) => {
      sent.body = body;
    },
    abort: () => {
      sent.aborted = true;
      xhr.onabort?.();
    },
  };
  const answer = (status: number, body: unknown) => {
    xhr.status = status;
    xhr.responseText = JSON.stringify(body);
    xhr.onload?.();
  };
  return { xhr, headers, sent, answer, create: () => xhr as unknown as UploadXhr };
}

const file = new File(['%PDF-1.4'], 'Rechnung März.pdf', { type: 'application/pdf' });

describe('sendUpload', () => {
  it('posts the file as form data with cookies, reports progress and resolves to the stored file', async () => {
    const fake = fakeXhr();
    const progress: number[] = [];
    const done = sendUpload({
      url: '/storage/v1/files?folder_id=3',
      file,
      token: null,
      onProgress: (f) => progress.push(f),
      createXhr: fake.create,
    });
    expect(fake.sent).toMatchObject({ method: 'POST', url: '/storage/v1/files?folder_id=3' });
    expect(fake.xhr.withCredentials).toBe(true);
    expect(fake.headers['authorization']).toBeUndefined();
    expect((fake.sent.body!.get('files') as File).name).toBe('Rechnung März.pdf');
    const progressOf = fake.xhr.upload.onprogress as unknown as (event: Partial<ProgressEvent>) => void;
    progressOf({ lengthComputable: true, loaded: 50, total: 200 });
    progressOf({ lengthComputable: false, loaded: 80, total: 0 });
    fake.answer(201, { items: [{ id: 7, name: 'Rechnung März.pdf' }] });
    await expect(done).resolves.toEqual({ items: [{ id: 7, name: 'Rechnung März.pdf' }] });
    expect(progress).toEqual([0.25]);
  });

  it('sends the bearer token of the native app', () => {
    const fake = fakeXhr();
    void sendUpload({ url: '/u', file, token: 'abc', onProgress: () => {}, createXhr: fake.create });
    expect(fake.headers['authorization']).toBe('Bearer abc');
  });

  it('rejects with the server’s German message', async () => {
    const fake = fakeXhr();
    const done = sendUpload({ url: '/u', file, token: null, onProgress: () => {}, createXhr: fake.create });
    fake.answer(413, { error: { code: 'payload_too_large', message: 'Die Datei ist größer als 25 MB.' } });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'payload_too_large',
      message: 'Die Datei ist größer als 25 MB.',
    });
  });

  it('tells a network failure and an abort apart', async () => {
    const offline = fakeXhr();
    const failed = sendUpload({
      url: '/u',
      file,
      token: null,
      onProgress: () => {},
      createXhr: offline.create,
    });
    offline.xhr.onerror!();
    await expect(failed).rejects.toMatchObject({ status: 0, code: 'network_error' });

    const cancelled = fakeXhr();
    const controller = new AbortController();
    const aborted = sendUpload({
      url: '/u',
      file,
      token: null,
      onProgress: () => {},
      signal: controller.signal,
      createXhr: cancelled.create,
    });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(cancelled.sent.aborted).toBe(true);
  });
});
