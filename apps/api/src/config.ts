import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());
const flag = z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0']).optional()).transform((value) => value === 'true' || value === '1');

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
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_EXPIRES_IN: z.preprocess(emptyToUndefined, z.string().regex(/^\d+[smhd]$/, 'use a number with s, m, h or d, e.g. 7d').default('7d')),
  TEACHER_INVITE_CODE: optionalText,
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  CORS_ORIGIN: optionalText,
  TRUST_PROXY: flag,
  WEB_DIST: optionalText,
  AI_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(600_000).default(60_000)),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  jwtSecret: string;
  jwtExpiresIn: string;
  teacherInviteCode: string | null;
  logLevel: string;
  corsOrigins: string[];
  trustProxy: boolean;
  /** The built web app to serve; null when there is none. */
  webDist: string | null;
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
}

export class ConfigError extends Error {}

/** The JWT secret when none is configured: made once, kept in DATA_DIR so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the environment once, at boot; nothing else touches process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const webDist = path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'));
  const aiConfigured = Boolean(e.AI_BASE_URL && e.AI_MODEL);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'sqlite', file: path.join(dataDir, 'sinfxona.db') },
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    teacherInviteCode: e.TEACHER_INVITE_CODE ?? null,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGIN ? e.CORS_ORIGIN.split(',').map((origin) => origin.trim()).filter(Boolean) : [],
    trustProxy: e.TRUST_PROXY,
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    ai: aiConfigured
      ? { baseUrl: e.AI_BASE_URL!, apiKey: e.AI_API_KEY ?? 'not-needed', model: e.AI_MODEL!, timeoutMs: e.AI_TIMEOUT_MS }
      : null,
  };
}
