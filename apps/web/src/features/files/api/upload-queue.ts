import type { ContractQuery, FileRecord, uploadFiles } from '@kontor/contracts';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

/** One file on its way: what the progress list shows. */
export interface UploadItem {
  key: string;
  name: string;
  size: number;
  /** Where it goes (folder, linked record), fixed when the file was chosen. */
  target: ContractQuery<typeof uploadFiles>;
  status: UploadStatus;
  /** 0 … 1 of the bytes sent. */
  progress: number;
  error: string | null;
  result: FileRecord | null;
}

export type QueueAction =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'done'; key: string; result: FileRecord }
  | { type: 'failed'; key: string; error: string }
  | { type: 'cancelled'; key: string }
  | { type: 'clearFinished' };

const update = (items: UploadItem[], key: string, change: Partial<UploadItem>) =>
  items.map((item) => (item.key === key ? { ...item, ...change } : item));

export function uploadQueueReducer(items: UploadItem[], action: QueueAction): UploadItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'start':
      return update(items, action.key, { status: 'uploading', progress: 0 });
    case 'progress':
      return update(items, action.key, { progress: action.progress });
    case 'done':
      return update(items, action.key, { status: 'done', progress: 1, result: action.result });
    case 'failed':
      return update(items, action.key, { status: 'failed', error: action.error });
    case 'cancelled':
      return update(items, action.key, { status: 'cancelled' });
    case 'clearFinished':
      return items.filter((item) => item.status === 'waiting' || item.status === 'uploading');
  }
}

/** Waiting files to start now so that at most `concurrency` are on their way. */
export function nextToStart(items: readonly UploadItem[], concurrency: number): UploadItem[] {
  const running = items.filter((item) => item.status === 'uploading').length;
  return items.filter((item) => item.status === 'waiting').slice(0, Math.max(0, concurrency - running));
}

export const isFinished = (item: UploadItem) => item.status !== 'waiting' && item.status !== 'uploading';
