import type { Config } from '#app/config.ts';
import { LocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

/**
 * The store the configuration names: local disk by default, an S3-compatible bucket when S3_BUCKET is set.
 * The S3 driver is loaded only then: the AWS SDK alone takes a few hundred milliseconds to import.
 */
export async function createStorage(config: Config['storage']): Promise<Storage> {
  if (config.driver !== 's3') return new LocalStorage(config.root);
  const { S3Storage } = await import('./s3-storage.ts');
  return new S3Storage(config);
}
