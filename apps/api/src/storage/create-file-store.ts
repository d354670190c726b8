import path from 'node:path';
import type { FileStoreSettings } from '../config-stores';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { tightenDataDir } from './private-modes';

/**
 * The store FILE_STORE names: the local folder (default) or the S3 bucket. The AWS SDK is loaded
 * only for the bucket, so a one-machine school does not pay its start-up time and memory.
 */
export async function createFileStore(settings: FileStoreSettings): Promise<FileStore> {
  if (settings.kind === 'local') {
    // The local folder is DATA_DIR/files (config-stores.ts): close what an older version left open.
    tightenDataDir(path.dirname(settings.root));
    return new LocalFileStore(settings.root);
  }
  const { S3FileStore } = await import('./s3-file-store');
  return new S3FileStore(settings);
}
