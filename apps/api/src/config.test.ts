import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { createTestContext } from './test/context';
import { registerUser } from './test/http';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses, and refuses a bare true with the reason', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust any X-Forwarded-For header/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'not-an-address' })).toThrow(ConfigError);
  });

  it('with one proxy, a forged X-Forwarded-For cannot move the client to a fresh address', async () => {
    const ctx = await createTestContext('sqlite', { env: { TRUST_PROXY: '1' }, rateLimits: { authPerIpPerMinute: 2 } });
    try {
      await registerUser(ctx.app, 'student', { email: 'proxy@maktab.uz' });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        // The client writes a new address each time; the proxy (10.0.0.2) appends the real one.
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'proxy@maktab.uz', password: 'wrong1' },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
        });
        statuses.push(response.statusCode);
      }
      // All three count against 198.51.100.7: the third is over the limit of two.
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await ctx.close();
    }
  });
});

describe('JWT_SECRET', () => {
  it("refuses deploy/env.example's placeholder and its kind at start, with the reason", async () => {
    const dataDir = await tempDir();
    const example = await readFile(path.resolve(import.meta.dirname, '../../../deploy/env.example'), 'utf8');
    const placeholder = /^JWT_SECRET=(.+)$/m.exec(example)![1]!;
    for (const secret of [placeholder, 'CHANGE-ME-please-a-long-secret-of-40-characters!']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret })).toThrow(
        /JWT_SECRET: is the example value from deploy\/env\.example, which anyone can read: tokens signed with it can be forged/,
      );
    }
    const random = 'q3V8t2nXk9LpZr7sWm4yHc6bFd1gJe5a';
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: random }).jwtSecret).toBe(random);
  });
});

describe('the generated JWT secret', () => {
  it('is refused when the kept file holds a short secret', async () => {
    const dataDir = await tempDir();
    await writeFile(path.join(dataDir, 'jwt-secret'), 'short');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/jwt-secret: holds a secret shorter than 32 characters/);
  });

  it('is the same for instances starting together on one data folder', async () => {
    const dataDir = await tempDir();
    const script = `import { loadConfig } from ${JSON.stringify(path.resolve(import.meta.dirname, 'config.ts'))};
      process.stdout.write(loadConfig({ DATA_DIR: ${JSON.stringify(dataDir)} }).jwtSecret);`;
    const start = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
        let out = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
      });
    const secrets = await Promise.all(Array.from({ length: 6 }, start));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(secrets[0]);
  });
});

describe('the shared stores (FILE_STORE, S3_*, REDIS_URL)', () => {
  it('defaults to the local folder and this instance, and reads an S3 bucket and Redis when set', async () => {
    const dataDir = await tempDir();
    const plain = loadConfig({ DATA_DIR: dataDir });
    expect(plain.fileStore).toEqual({ kind: 'local', root: path.join(dataDir, 'files') });
    expect(plain.s3).toBeNull();
    expect(plain.redis).toBeNull();
    expect(plain.shutdownTimeoutMs).toBe(25_000);

    const scaled = loadConfig({
      DATA_DIR: dataDir,
      FILE_STORE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'sinfxona-files',
      S3_ACCESS_KEY_ID: 'sinfxona',
      S3_SECRET_ACCESS_KEY: 'maxfiy-kalit',
      S3_FORCE_PATH_STYLE: 'true',
      REDIS_URL: 'redis://redis:6379/0',
      SHUTDOWN_TIMEOUT_MS: '5000',
    });
    expect(scaled.fileStore).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'sinfxona-files',
      credentials: { accessKeyId: 'sinfxona', secretAccessKey: 'maxfiy-kalit' },
      forcePathStyle: true,
    });
    expect(scaled.redis).toEqual({ url: 'redis://redis:6379/0', keyPrefix: 'sinfxona:' });
    expect(scaled.shutdownTimeoutMs).toBe(5000);

    // files:migrate reads the bucket while the server still uses the local folder.
    const migrating = loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'sinfxona-files' });
    expect(migrating.fileStore.kind).toBe('local');
    expect(migrating.s3).toMatchObject({ bucket: 'sinfxona-files', credentials: null, forcePathStyle: false });
  });

  it('refuses incomplete or malformed settings, naming each', async () => {
    const dataDir = await tempDir();
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir, ...env });
        return 'accepted';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    expect(refusal({ FILE_STORE: 's3' })).toMatch(/S3_BUCKET: required when FILE_STORE=s3/);
    expect(refusal({ FILE_STORE: 'nfs' })).toMatch(/FILE_STORE:/);
    expect(refusal({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toMatch(/S3_BUCKET: a bucket name/);
    expect(refusal({ S3_BUCKET: 'bucket', S3_ACCESS_KEY_ID: 'key' })).toMatch(
      /S3_SECRET_ACCESS_KEY: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither/,
    );
    expect(refusal({ S3_ENDPOINT: 'minio:9000' })).toMatch(/S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/);
    expect(refusal({ S3_FORCE_PATH_STYLE: 'maybe' })).toMatch(/S3_FORCE_PATH_STYLE: use true or false/);
    expect(refusal({ REDIS_URL: 'localhost:6379' })).toMatch(/REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
    expect(refusal({ SHUTDOWN_TIMEOUT_MS: '-1' })).toMatch(/SHUTDOWN_TIMEOUT_MS:/);
  });
});
