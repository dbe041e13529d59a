import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConfigError } from '../../config.ts';
import { loadConfig } from '../../config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'kontor-config-'));
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    return (error as ConfigError).problems;
  }
  throw new Error('expected a configuration error');
};

describe('file storage configuration', () => {
  it('stores files under DATA_DIR/files with 25 MB per file and 2 GB per tenant by default', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).files).toEqual({
      store: { kind: 'local', directory: join(dir, 'files') },
      maxFileBytes: 25 * 1024 * 1024,
      tenantQuotaBytes: 2 * 1024 * 1024 * 1024,
    });
  });

  it('reads an S3-compatible store', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      FILES_STORE: 's3',
      S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
      S3_REGION: 'fr-par',
      S3_BUCKET: 'kontor',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      FILE_MAX_BYTES: '1048576',
      TENANT_FILE_QUOTA_BYTES: '10485760',
    });
    expect(config.files).toEqual({
      store: {
        kind: 's3',
        endpoint: 'https://s3.fr-par.scw.cloud',
        region: 'fr-par',
        bucket: 'kontor',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
      maxFileBytes: 1048576,
      tenantQuotaBytes: 10485760,
    });
  });

  it('names what is missing or wrong', () => {
    expect(problemsOf({ FILES_STORE: 's3', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_BUCKET: required with FILES_STORE=s3',
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the default AWS credentials',
    ]);
    expect(
      problemsOf({
        FILES_STORE: 'ftp',
        FILE_MAX_BYTES: '25MB',
        TENANT_FILE_QUOTA_BYTES: '0',
        S3_ENDPOINT: 'minio',
      }),
    ).toEqual([
      'FILES_STORE: must be local or s3',
      'S3_ENDPOINT: must be an absolute URL such as https://s3.eu-central-1.amazonaws.com',
      'FILE_MAX_BYTES: must be a number of bytes',
      'TENANT_FILE_QUOTA_BYTES: must be at least 1 byte',
    ]);
  });
});
