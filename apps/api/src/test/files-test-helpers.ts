import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileRecord } from '@kontor/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { bearer } from './test-tenant.ts';
import { multipart, type UploadPart } from './multipart.ts';

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export function uploadAs(
  app: FastifyInstance,
  token: string,
  files: UploadPart[],
  options: { query?: string; fields?: Record<string, string> } = {},
) {
  const body = multipart(files, options.fields);
  return app.inject({
    method: 'POST',
    url: `/storage/v1/files${options.query ? `?${options.query}` : ''}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Uploads one file and answers its record (fails the test on any refusal). */
export async function uploadOne(app: FastifyInstance, token: string, file: UploadPart, query?: string) {
  const res = await uploadAs(app, token, [file], query ? { query } : {});
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { items: FileRecord[] }).items[0]!;
}

export const download = (app: FastifyInstance, token: string, id: number, disposition?: 'inline') =>
  app.inject({
    method: 'GET',
    url: `/storage/v1/files/${id}${disposition ? `?disposition=${disposition}` : ''}`,
    headers: bearer(token),
  });

/** What the local store holds for a tenant (finished files and partial writes alike). */
export async function localStoreEntries(deps: AppDeps, tenantId: number): Promise<string[]> {
  const store = deps.config.files.store;
  if (store.kind !== 'local') throw new Error('not a local store');
  try {
    return await readdir(join(store.directory, String(tenantId)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export const api = (app: FastifyInstance, token: string) => ({
  get: (url: string) => app.inject({ method: 'GET', url, headers: bearer(token) }),
  post: (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: bearer(token), payload }),
  put: (url: string, payload: object) => app.inject({ method: 'PUT', url, headers: bearer(token), payload }),
  delete: (url: string) => app.inject({ method: 'DELETE', url, headers: bearer(token) }),
});
