import path from 'node:path';
import type { Config } from '../config';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';

/** The file store the configuration names; the server, backups and restores all open it here. */
export function createFileStore(config: Pick<Config, 'dataDir'>): FileStore {
  return new LocalFileStore(path.join(config.dataDir, 'files'));
}
