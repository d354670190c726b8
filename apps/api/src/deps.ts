import type { Role } from '@sinfxona/domain/constants';
import type { Config } from './config';
import type { Db } from './db/database';
import type { FileStore } from './storage/file-store';
import type { UrlSigner } from './storage/url-signer';

/** What every service may use; built once in app.ts. Services never see Fastify or the request. */
export interface Deps {
  config: Config;
  db: Db;
  files: FileStore;
  signer: UrlSigner;
  /** Folder where uploads wait, checked, until a service keeps or drops them. */
  tempDir: string;
}

/** The signed-in user a service acts for. */
export interface Actor {
  id: string;
  role: Role;
  fullName: string;
  email: string;
}
