import { precheckUpload, uploadFiles } from '@kontor/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useServices } from '../../../lib/services.ts';
import { nextToStart, uploadQueueReducer, type UploadItem } from './upload-queue.ts';
import { useInvalidateFiles } from './use-invalidate-files.ts';

const CONCURRENCY = 2;

export interface UploadTargetInput {
  folderId?: number | null;
  entity?: string;
  entityId?: number;
}

/**
 * Uploads chosen or dropped files, two at a time, each with its own progress. Files the server
 * would refuse anyway (type, size, empty) fail at once with the same German message.
 */
export function useUploads(target: UploadTargetInput, maxFileBytes: number | undefined) {
  const [items, dispatch] = useReducer(uploadQueueReducer, []);
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const invalidate = useInvalidateFiles();
  const { api } = useServices();

  const add = useCallback(
    (chosen: readonly File[]) => {
      const uploadTarget = {
        ...(target.folderId && { folder_id: target.folderId }),
        ...(target.entity &&
          target.entityId !== undefined && {
            entity: target.entity,
            entity_id: String(target.entityId),
          }),
      };
      const added: UploadItem[] = chosen.map((file) => {
        const key = crypto.randomUUID();
        const problem = maxFileBytes === undefined ? null : precheckUpload(file, maxFileBytes);
        if (!problem) files.current.set(key, file);
        return {
          key,
          name: file.name,
          size: file.size,
          target: uploadTarget,
          status: problem ? 'failed' : 'waiting',
          progress: 0,
          error: problem,
          result: null,
        };
      });
      dispatch({ type: 'add', items: added });
    },
    [target.folderId, target.entity, target.entityId, maxFileBytes],
  );

  useEffect(() => {
    for (const item of nextToStart(items, CONCURRENCY)) {
      const file = files.current.get(item.key);
      // Already started (effects may run twice) or no longer wanted.
      if (!file || controllers.current.has(item.key)) continue;
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      dispatch({ type: 'start', key: item.key });
      void (async () => {
        try {
          const { items: stored } = await api.upload(uploadFiles, {
            query: item.target,
            file,
            signal: controller.signal,
            onProgress: (progress) => dispatch({ type: 'progress', key: item.key, progress }),
          });
          const result = stored[0]!;
          dispatch({ type: 'done', key: item.key, result });
          void invalidate();
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') {
            dispatch({ type: 'cancelled', key: item.key });
          } else {
            dispatch({ type: 'failed', key: item.key, error: (error as Error).message });
          }
        } finally {
          files.current.delete(item.key);
          controllers.current.delete(item.key);
        }
      })();
    }
  }, [items, invalidate, api]);

  const cancel = useCallback((key: string) => {
    const controller = controllers.current.get(key);
    if (controller) controller.abort();
    else if (files.current.delete(key)) dispatch({ type: 'cancelled', key });
  }, []);
  const clearFinished = useCallback(() => dispatch({ type: 'clearFinished' }), []);

  return { items, add, cancel, clearFinished };
}
