import type { FileRecord } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { isFinished, nextToStart, uploadQueueReducer, type UploadItem } from './upload-queue.ts';

const item = (key: string, status: UploadItem['status'] = 'waiting'): UploadItem => ({
  key,
  name: `${key}.pdf`,
  size: 10,
  target: {},
  status,
  progress: 0,
  error: null,
  result: null,
});

describe('the upload queue', () => {
  it('starts at most two files at a time, in the order they were chosen', () => {
    const items = [item('a', 'uploading'), item('b'), item('c'), item('d')];
    expect(nextToStart(items, 2).map((i) => i.key)).toEqual(['b']);
    expect(nextToStart([item('x'), item('y'), item('z')], 2).map((i) => i.key)).toEqual(['x', 'y']);
    expect(nextToStart([item('a', 'uploading'), item('b', 'uploading'), item('c')], 2)).toEqual([]);
  });

  it('walks a file from waiting to done and keeps the others as they are', () => {
    let items = uploadQueueReducer([], { type: 'add', items: [item('a'), item('b')] });
    items = uploadQueueReducer(items, { type: 'start', key: 'a' });
    items = uploadQueueReducer(items, { type: 'progress', key: 'a', progress: 0.5 });
    expect(items[0]).toMatchObject({ status: 'uploading', progress: 0.5 });
    const result = { id: 1 } as FileRecord;
    items = uploadQueueReducer(items, { type: 'done', key: 'a', result });
    items = uploadQueueReducer(items, { type: 'failed', key: 'b', error: 'Die Datei ist größer als 25 MB.' });
    expect(items).toEqual([
      expect.objectContaining({ key: 'a', status: 'done', progress: 1, result }),
      expect.objectContaining({ key: 'b', status: 'failed', error: 'Die Datei ist größer als 25 MB.' }),
    ]);
    expect(items.every(isFinished)).toBe(true);
  });

  it('clears finished files but keeps those still on their way', () => {
    const items = [
      item('a', 'done'),
      item('b', 'uploading'),
      item('c', 'failed'),
      item('d'),
      item('e', 'cancelled'),
    ];
    expect(uploadQueueReducer(items, { type: 'clearFinished' }).map((i) => i.key)).toEqual(['b', 'd']);
  });
});
