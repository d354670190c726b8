import path from 'node:path';
import { z } from 'zod';

/**
 * The settings of the stores several instances share (docs/deploying.md): the S3 bucket for
 * uploaded files and Redis for the rate-limit counters. config.ts reads them with the rest.
 */

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const booleanSetting = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'use true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1' || value === 'yes'),
);

export const sharedStoreSettings = {
  FILE_STORE: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
  S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL, e.g. http://minio:9000' }).optional(),
  ),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3–63 lower-case letters, digits, dots and hyphens')
      .optional(),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: booleanSetting,
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\/[^/]/, 'must start with redis:// or rediss://, e.g. redis://127.0.0.1:6379')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only')
      .default('sinfxona:'),
  ),
};

type SharedStoreEnv = z.output<z.ZodObject<typeof sharedStoreSettings>>;

export interface S3Settings {
  kind: 's3';
  /** Unset for AWS itself; the address of MinIO, Garage, Yandex Object Storage… otherwise. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Null when the SDK's own chain (an instance role, AWS_* variables) provides the key. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Bucket in the path (http://host/bucket/key) rather than the host name, as MinIO wants. */
  forcePathStyle: boolean;
}

export type FileStoreSettings = { kind: 'local'; root: string } | S3Settings;

export interface RedisSettings {
  url: string;
  /** Put before every key, so several deployments (or test runs) can share one Redis. */
  keyPrefix: string;
}

/** The file store and Redis settings, or the lines that say what is wrong with them. */
export function readSharedStores(
  e: SharedStoreEnv,
  dataDir: string,
): { fileStore: FileStoreSettings; s3: S3Settings | null; redis: RedisSettings | null } | { issues: string[] } {
  const issues: string[] = [];
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    issues.push(
      `${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS SDK's own credentials)`,
    );
  }
  if (e.FILE_STORE === 's3' && !e.S3_BUCKET) issues.push('S3_BUCKET: required when FILE_STORE=s3');
  if (issues.length > 0) return { issues };
  const s3: S3Settings | null = e.S3_BUCKET
    ? {
        kind: 's3',
        endpoint: e.S3_ENDPOINT ?? null,
        region: e.S3_REGION,
        bucket: e.S3_BUCKET,
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : null,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      }
    : null;
  return {
    fileStore: e.FILE_STORE === 's3' && s3 ? s3 : { kind: 'local', root: path.join(dataDir, 'files') },
    s3,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
  };
}
