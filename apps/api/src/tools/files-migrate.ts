import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { createDb } from '../db/database';
import { LocalFileStore } from '../storage/local-file-store';
import { S3FileStore } from '../storage/s3-file-store';
import { copyLocalStoreToS3 } from './copy-store';

const USAGE = `Usage: npm run files:migrate -- --to s3 [--parallel 4]

Copies every uploaded file from DATA_DIR/files into the bucket named by S3_BUCKET (with S3_ENDPOINT,
S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE), then checks that every
file the database names is in the bucket with its recorded size. Run it again after an
interruption: files already copied whole are skipped. Then set FILE_STORE=s3 and restart.`;

/** `npm run files:migrate -- --to s3`: moves a one-machine school's files into object storage. */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, parallel: { type: 'string', default: '4' }, help: { type: 'boolean' } },
  });
  const parallel = Number(values.parallel);
  if (values.help || values.to !== 's3' || !Number.isInteger(parallel) || parallel < 1 || parallel > 32) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  if (!config.s3) throw new ConfigError(`S3_BUCKET: name the bucket to copy into.\n\n${USAGE}`);
  const source = new LocalFileStore(
    config.fileStore.kind === 'local' ? config.fileStore.root : `${config.dataDir}/files`,
  );
  const target = new S3FileStore(config.s3);
  const db = createDb(config.database);
  try {
    await target.check();
    console.log(
      `Copying ${source.root} into the bucket "${config.s3.bucket}"${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}…`,
    );
    const report = await copyLocalStoreToS3({ source, target, db, parallel, progress: (line) => console.log(line) });
    console.log(
      `\nCopied ${report.copied}, already there ${report.alreadyThere}, failed ${report.failed.length}.` +
        `\nChecked ${report.checkedRows} file rows against the bucket: ${report.missing.length} missing, ${report.wrongSize.length} with another size.`,
    );
    for (const line of report.failed) console.log(`  failed: ${line}`);
    for (const key of report.missing) console.log(`  missing in the bucket: ${key}`);
    for (const line of report.wrongSize) console.log(`  size differs: ${line}`);
    if (report.lostBefore.length > 0) {
      console.log(
        `\n${report.lostBefore.length} file row(s) had no bytes in ${source.root} before the copy either (nothing to copy):`,
      );
      for (const key of report.lostBefore) console.log(`  ${key}`);
    }
    const complete = report.failed.length === 0 && report.missing.length === 0 && report.wrongSize.length === 0;
    console.log(
      complete
        ? '\nEvery file is in the bucket. Set FILE_STORE=s3 on every instance and restart them.'
        : '\nNot complete: fix the cause above and run the same command again (copied files are skipped).',
    );
    return complete ? 0 : 1;
  } finally {
    await target.close();
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `files:migrate failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
