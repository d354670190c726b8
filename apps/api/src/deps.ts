import type { Role } from '@sinfxona/domain/constants';
import type { Config } from './config';
import type { Db } from './db/database';
import type { RedisLink } from './lib/redis';
import type { FileStore } from './storage/file-store';
import type { UrlSigner } from './storage/url-signer';
import type { UploadStore } from './modules/uploads/store';

/** What every service may use; built once in app.ts. Services never see Fastify or the request. */
export interface Deps {
  config: Config;
  db: Db;
  files: FileStore;
  /** The Redis every instance shares its counters in (REDIS_URL); null keeps them in this process. */
  redis: RedisLink | null;
  signer: UrlSigner;
  /** Folder where uploads wait, checked, until a service keeps or drops them. */
  tempDir: string;
  /** Resumable (tus) uploads waiting to be used by a hand-in (modules/uploads). */
  uploads: UploadStore;
}

/** The signed-in user a service acts for. */
export interface Actor {
  id: string;
  role: Role;
  fullName: string;
  email: string | null;
}
