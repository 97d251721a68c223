import type { Config } from '../../config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The store the configuration names: local disk by default, an S3-compatible bucket when S3_BUCKET is set. */
export function createStorage(config: Config['storage']): Storage {
  return config.driver === 's3' ? new S3Storage(config) : new LocalStorage(config.root);
}
