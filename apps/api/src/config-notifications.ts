import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const number = (min: number, max: number, fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));
const base64url = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url (as `npx web-push generate-vapid-keys` prints it)')
    .optional(),
);

/** The browsers' push services: a subscription's endpoint must be on one of these hosts. */
const DEFAULT_PUSH_HOSTS = 'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com';

/** Environment settings of notification delivery (docs/architecture.md §4 "Notifications"); all optional. */
export const notificationSettings = {
  APP_URL: optionalUrl,
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://, e.g. smtps://user:password@smtp.example.uz:465')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  TELEGRAM_BOT_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+:[A-Za-z0-9_-]+$/, 'must be the token @BotFather gave, e.g. 123456:ABC-DEF…')
      .optional(),
  ),
  TELEGRAM_API_ROOT: optionalUrl,
  TELEGRAM_WEBHOOK_URL: z.preprocess(
    emptyToUndefined,
    z
      .url()
      .regex(/^https:\/\//, 'must be an https:// address Telegram can reach')
      .optional(),
  ),
  TELEGRAM_MAX_PER_SECOND: number(1, 1000, 30),
  TELEGRAM_CHAT_INTERVAL_MS: number(0, 60_000, 1000),
  VAPID_PUBLIC_KEY: base64url,
  VAPID_PRIVATE_KEY: base64url,
  VAPID_SUBJECT: optionalText,
  PUSH_ENDPOINT_HOSTS: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_PUSH_HOSTS)),
  PUSH_ALLOW_HTTP: z.preprocess(emptyToUndefined, z.enum(['0', '1', 'true', 'false']).default('0')),
  NOTIFY_POLL_MS: number(10, 600_000, 2000),
  NOTIFY_RETRY_BASE_MS: number(1, 3_600_000, 30_000),
  NOTIFY_MAX_ATTEMPTS: number(1, 100, 8),
  NOTIFY_LEASE_MS: number(100, 3_600_000, 120_000),
  NOTIFY_DIGEST_MS: number(0, 86_400_000, 600_000),
};

type Env = { PORT: number } & z.output<z.ZodObject<typeof notificationSettings>>;

export interface NotificationSettings {
  /** The app's public origin, for the links in messages (no trailing slash). */
  appUrl: string;
  /** How often the delivery worker looks for due rows; how long its claim holds; the retry schedule. */
  pollMs: number;
  leaseMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** A teacher's hand-ins of one task wait this long and go out as one message (0: each alone). */
  digestMs: number;
  email: { smtpUrl: string; from: string } | null;
  telegram: {
    token: string;
    apiRoot: string;
    webhookUrl: string | null;
    maxPerSecond: number;
    chatIntervalMs: number;
  } | null;
  push: { publicKey: string; privateKey: string; subject: string; endpointHosts: string[]; allowHttp: boolean };
}

export function readNotificationSettings(e: Env, dataDir: string): NotificationSettings {
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const from = e.MAIL_FROM ?? `Sinfxona <no-reply@${new URL(appUrl).hostname}>`;
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  const vapid =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : persistentVapidKeys(dataDir);
  return {
    appUrl,
    pollMs: e.NOTIFY_POLL_MS,
    leaseMs: e.NOTIFY_LEASE_MS,
    retryBaseMs: e.NOTIFY_RETRY_BASE_MS,
    maxAttempts: e.NOTIFY_MAX_ATTEMPTS,
    digestMs: e.NOTIFY_DIGEST_MS,
    email: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from } : null,
    telegram: e.TELEGRAM_BOT_TOKEN
      ? {
          token: e.TELEGRAM_BOT_TOKEN,
          apiRoot: (e.TELEGRAM_API_ROOT ?? 'https://api.telegram.org').replace(/\/+$/, ''),
          webhookUrl: e.TELEGRAM_WEBHOOK_URL ?? null,
          maxPerSecond: e.TELEGRAM_MAX_PER_SECOND,
          chatIntervalMs: e.TELEGRAM_CHAT_INTERVAL_MS,
        }
      : null,
    push: {
      ...vapid,
      subject: e.VAPID_SUBJECT ?? (appUrl.startsWith('https://') ? appUrl : `mailto:${mailAddress(from)}`),
      endpointHosts: e.PUSH_ENDPOINT_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      allowHttp: e.PUSH_ALLOW_HTTP === '1' || e.PUSH_ALLOW_HTTP === 'true',
    },
  };
}

const fixedLength = (bytes: Buffer, length: number) =>
  Buffer.concat([Buffer.alloc(Math.max(0, length - bytes.length)), bytes]);

const mailAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** Where the generated Web Push key pair is kept (backups carry it: modules/backup). */
export const vapidKeysFile = (dataDir: string) => path.join(dataDir, 'vapid-keys.json');

/**
 * The Web Push (VAPID) key pair when none is configured: made once into DATA_DIR/vapid-keys.json
 * (a P-256 pair, base64url) so subscriptions survive restarts; linked into place like the JWT
 * secret, so two instances starting together share one pair.
 */
function persistentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = vapidKeysFile(dataDir);
  if (!existsSync(file)) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: fixedLength(ecdh.getPrivateKey(), 32).toString('base64url'),
    };
    const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(temp, JSON.stringify(keys), { mode: 0o600 });
    try {
      linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(temp, { force: true });
    }
  }
  return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
}
