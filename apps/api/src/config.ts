import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import proxyAddr from 'proxy-addr';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { notificationSettings, readNotificationSettings, type NotificationSettings } from './config-notifications';
import {
  sharedStoreSettings,
  readSharedStores,
  type FileStoreSettings,
  type RedisSettings,
  type S3Settings,
} from './config-stores';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());
const JWT_SECRET_MIN = 32;
/** deploy/env.example's placeholder and its kind ("change-me…"): published, so never a secret. */
const isExampleSecret = (secret: string) =>
  secret === 'change-me-to-a-long-random-secret-of-48-characters' || /change-?me/i.test(secret);

/**
 * Which proxies to believe about the client's address: a hop count (`1`) or their addresses and
 * CIDRs (`10.0.0.0/8,127.0.0.1`). A bare `true` would believe any X-Forwarded-For a client sends.
 */
const trustProxySetting = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx): number | string[] | false => {
      const text = value?.trim().toLowerCase();
      if (text === undefined || text === 'false' || text === '0') return false;
      if (text === 'true') {
        ctx.addIssue({
          code: 'custom',
          message:
            'true would trust any X-Forwarded-For header, so a client could name any address and skip the sign-in limits; set the number of proxies in front of Sinfxona (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)',
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(text)) return Number(text);
      const list = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      try {
        proxyAddr.compile(list);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'use a hop count (e.g. 1) or proxy addresses/CIDRs separated by commas',
        });
        return z.NEVER;
      }
      return list;
    }),
);

const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('localhost')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for the embedded SQLite database)')
      .optional(),
  ),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(JWT_SECRET_MIN, `must be at least ${JWT_SECRET_MIN} characters`)
      .refine(
        (secret) => !isExampleSecret(secret),
        'is the example value from deploy/env.example, which anyone can read: tokens signed with it can be forged; set a random secret, e.g. `openssl rand -base64 48`',
      )
      .optional(),
  ),
  JWT_EXPIRES_IN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+[smhd]$/, 'use a number with s, m, h or d, e.g. 3d')
      .default('3d'),
  ),
  TEACHER_INVITE_CODE: optionalText,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  NODE_ENV: optionalText,
  CORS_ORIGIN: optionalText,
  TRUST_PROXY: trustProxySetting,
  WEB_DIST: optionalText,
  AI_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  FILE_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(30)),
  REQUEST_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(3_600_000).default(60_000)),
  AI_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(600_000).default(60_000)),
  BACKUP_DIR: optionalText,
  // Fractions allowed (0.5 = every 30 minutes); at most three weeks apart (a timer's limit is 24.8 days).
  BACKUP_EVERY_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(504).default(24)),
  BACKUP_KEEP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(7)),
  READ_CACHE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(300).default(30)),
  READ_CACHE_MAX_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(4_096).default(256)),
  READ_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000).optional()),
  // Off by default: on two cores shared with the load, a read thread sped reads alone up (+11 %)
  // but slowed them while the school wrote (−13 %), each commit emptying its connection's page
  // cache (README "Built once, and reads on a thread of their own"). A machine with cores to spare
  // may turn it on.
  SQLITE_READ_WORKERS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(16).default(0)),
  READS_PER_TURN_WHILE_WRITING: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000).default(8)),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).default(25_000)),
  ...notificationSettings,
  ...sharedStoreSettings,
});

/** Where the school's data lives (folder, database, file store): all a backup or a restore needs to know. */
const dataSchema = envSchema.pick({
  DATA_DIR: true,
  DATABASE_URL: true,
  FILE_STORE: true,
  S3_ENDPOINT: true,
  S3_REGION: true,
  S3_BUCKET: true,
  S3_ACCESS_KEY_ID: true,
  S3_SECRET_ACCESS_KEY: true,
  S3_FORCE_PATH_STYLE: true,
  REDIS_URL: true,
  REDIS_KEY_PREFIX: true,
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** SQLite: `readWorkers` threads run its reads (db/read-workers.ts); 0 keeps them on the event loop. */
  database: { kind: 'sqlite'; file: string; readWorkers?: number } | { kind: 'postgres'; url: string };
  /** Computed reads let in at once (plugins/read-admission.ts); 0: every read as it comes. */
  readConcurrency: number;
  /** While a write is under way, reads started per turn of the event loop (plugins/read-pacing.ts); 0: no pacing. */
  readsPerTurnWhileWriting: number;
  jwtSecret: string;
  jwtExpiresIn: string;
  teacherInviteCode: string | null;
  logLevel: string;
  /** NODE_ENV=production: the log stays JSON even on a terminal (log-output.ts). */
  production: boolean;
  corsOrigins: string[];
  /** Proxies believed about the client's address: a hop count, their addresses, or none. */
  trustProxy: number | string[] | false;
  /** How long the files of a deleted task are kept before the sweep removes their bytes. */
  fileRetentionDays: number;
  /** A whole request, upload included, must finish within this. */
  requestTimeoutMs: number;
  /** How long a kept answer to a read may be served (until a write, at most this); 0 keeps none. */
  readCacheSeconds: number;
  /** The read cache's bound in bytes (its kept answers and their compressed copies). */
  readCacheMaxBytes: number;
  /** How long a SIGTERM/SIGINT lets in-flight requests finish before they are cut off. */
  shutdownTimeoutMs: number;
  /** Where uploaded bytes live: the local folder DATA_DIR/files or an S3 bucket. */
  fileStore: FileStoreSettings;
  /** The bucket from the S3_* settings, also while FILE_STORE is local (files:migrate copies into it). */
  s3: S3Settings | null;
  /** Where rate-limit counters are shared by every instance; null keeps them in this process. */
  redis: RedisSettings | null;
  /** The built web app to serve; null when there is none. */
  webDist: string | null;
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  /** Delivery outside the app (Telegram, e-mail, Web Push) and the app's public address for links. */
  notifications: NotificationSettings;
  /** Backups the server writes itself into `dir` every `everyHours`, keeping the newest `keep`; null when off. */
  backup: { dir: string; everyHours: number; keep: number } | null;
}

/** The data a backup reads and a restore writes: the folder, the database and the file store. */
export type DataConfig = Pick<Config, 'dataDir' | 'database' | 'fileStore'>;

export class ConfigError extends Error {}

/** Where the generated JWT secret is kept (a backup carries it, so tokens survive a restore). */
export function secretFile(dataDir: string): string {
  return path.join(dataDir, 'jwt-secret');
}

/**
 * The JWT secret when none is configured: made once and kept in DATA_DIR so tokens survive
 * restarts. Written to a temp file and linked into place, so two instances starting together
 * end up with the same secret; a kept secret that is too short stops the server.
 */
function persistentSecret(dataDir: string): string {
  const file = secretFile(dataDir);
  if (!existsSync(file)) {
    const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(temp, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(temp, file);
    } catch (error) {
      // Another instance linked its secret first: use that one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(temp, { force: true });
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < JWT_SECRET_MIN) {
    throw new ConfigError(
      `Invalid configuration:\n  ${file}: holds a secret shorter than ${JWT_SECRET_MIN} characters; delete the file to make a new one (everyone signs in again) or set JWT_SECRET`,
    );
  }
  return secret;
}

function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

function databaseOf(dataDir: string, url: string | undefined, readWorkers?: number): Config['database'] {
  return url
    ? { kind: 'postgres', url }
    : {
        kind: 'sqlite',
        file: path.join(dataDir, 'sinfxona.db'),
        ...(readWorkers === undefined ? {} : { readWorkers }),
      };
}

/** The settings of the shared stores, or a ConfigError naming what is wrong with them. */
function sharedStoresOf(e: Parameters<typeof readSharedStores>[0], dataDir: string) {
  const stores = readSharedStores(e, dataDir);
  if ('issues' in stores)
    throw new ConfigError(`Invalid configuration:\n${stores.issues.map((line) => `  ${line}`).join('\n')}`);
  return stores;
}

/**
 * DATA_DIR, DATABASE_URL and the file store only, creating nothing (no folder, no secret):
 * `npm run restore` must find an empty folder empty.
 */
export function loadDataConfig(overrides: { dataDir?: string } = {}, env: NodeJS.ProcessEnv = process.env): DataConfig {
  const e = parseEnv(dataSchema, env);
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  return { dataDir, database: databaseOf(dataDir, e.DATABASE_URL), fileStore: sharedStoresOf(e, dataDir).fileStore };
}

/** Reads the environment once, at boot; nothing else touches process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(envSchema, env);
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const webDist = path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'));
  const aiConfigured = Boolean(e.AI_BASE_URL && e.AI_MODEL);
  const stores = sharedStoresOf(e, dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: databaseOf(dataDir, e.DATABASE_URL, e.SQLITE_READ_WORKERS),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    teacherInviteCode: e.TEACHER_INVITE_CODE ?? null,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    corsOrigins: e.CORS_ORIGIN
      ? e.CORS_ORIGIN.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : [],
    trustProxy: e.TRUST_PROXY,
    fileRetentionDays: e.FILE_RETENTION_DAYS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    readCacheSeconds: e.READ_CACHE_SECONDS,
    readCacheMaxBytes: e.READ_CACHE_MAX_MB * 1024 * 1024,
    // SQLite on the event loop computes a read without waiting, so two at a time keep the loop
    // turning. With read threads (SQLITE_READ_WORKERS) a read waits for its thread as PostgreSQL's
    // wait on the network: held back to two, the thread sat idle; 16 kept it busy while writes
    // stayed well inside their limits (npm run bench:day, cache off: 2 → 1,474, 16 → 2,305 reads
    // a second; hand-in p99 40 → 70 ms). PostgreSQL's reads are let in as they come: held back,
    // they left the pool idle (fewer reads, measured). READ_CONCURRENCY says otherwise for either.
    readConcurrency: e.READ_CONCURRENCY ?? (e.DATABASE_URL ? 0 : e.SQLITE_READ_WORKERS > 0 ? 16 : 2),
    readsPerTurnWhileWriting: e.READS_PER_TURN_WHILE_WRITING,
    ...stores,
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    ai: aiConfigured
      ? {
          baseUrl: e.AI_BASE_URL!,
          apiKey: e.AI_API_KEY ?? 'not-needed',
          model: e.AI_MODEL!,
          timeoutMs: e.AI_TIMEOUT_MS,
        }
      : null,
    notifications: readNotificationSettings(e, dataDir),
    backup: e.BACKUP_DIR
      ? { dir: path.resolve(e.BACKUP_DIR), everyHours: e.BACKUP_EVERY_HOURS, keep: e.BACKUP_KEEP }
      : null,
  };
}

/** The environment for a tool the server runs (pg_dump, pg_restore): this process's, plus `extra`. */
export function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
