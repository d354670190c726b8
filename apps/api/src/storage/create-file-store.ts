import type { FileStoreSettings } from '../config-stores';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

/** The store FILE_STORE names: the local folder (default) or the S3 bucket. */
export function createFileStore(settings: FileStoreSettings): FileStore {
  return settings.kind === 's3' ? new S3FileStore(settings) : new LocalFileStore(settings.root);
}
