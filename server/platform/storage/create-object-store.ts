import type { StorageConfig } from '../../config';
import { LocalObjectStore } from './local-store';
import type { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-store';

/** The store the configuration names: S3 when S3_BUCKET is set, otherwise DATA_DIR/objects. */
export function createObjectStore(config: { storage: StorageConfig }): ObjectStore {
  const { storage } = config;
  return storage.driver === 's3'
    ? new S3ObjectStore(storage)
    : new LocalObjectStore(storage.directory);
}
