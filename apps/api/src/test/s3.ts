import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The access key s3rver knows (it has one account). */
export const S3RVER_KEY = 'S3RVER';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The settings that point Sinfxona at this server and bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** A real S3-compatible server (s3rver, files in a temp folder) with one empty bucket. */
export async function startS3(bucket = 'sinfxona-test', port = 0): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  let running = true;
  return {
    endpoint,
    bucket,
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      if (running) {
        running = false;
        server.httpServer?.closeAllConnections();
        await server.close();
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
