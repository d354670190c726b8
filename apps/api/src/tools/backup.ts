import { parseArgs } from 'node:util';
import { ConfigError, loadDataConfig } from '../config';
import { createDb } from '../db/database';
import { createBackup } from '../modules/backup/create';
import { verifyBackup } from '../modules/backup/restore';
import { createFileStore } from '../storage/create-file-store';

/**
 * `npm run backup -- --out FILE`: one archive of the running school (DATA_DIR, DATABASE_URL as the
 * server has them) — database snapshot, every kept file, a manifest of checksums and counts.
 * `npm run backup -- --verify FILE`: checks an archive against its manifest, restoring nothing.
 */
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, verify: { type: 'string' } } });
  if (Boolean(values.out) === Boolean(values.verify)) {
    throw new Error('use --out FILE to write a backup, or --verify FILE to check one');
  }
  if (values.verify) {
    const result = await verifyBackup(values.verify);
    const { manifest } = result;
    console.log(
      `${values.verify} is sound: ${result.files} files and the ${manifest.database.kind} database (${mb(result.bytes)}) match their SHA-256 checksums; rows per table match the manifest (schema ${manifest.schemaVersion}, taken ${manifest.createdAt} by Sinfxona ${manifest.appVersion}).`,
    );
    return;
  }
  const config = loadDataConfig();
  const db = createDb(config.database);
  const files = await createFileStore(config.fileStore);
  try {
    const result = await createBackup({ config, db, files }, values.out!);
    const rows = Object.values(result.manifest.rowCounts).reduce((sum, n) => sum + n, 0);
    console.log(
      `Backup written to ${result.file} in ${result.seconds.toFixed(1)} s: the ${config.database.kind} database (${rows} rows in ${Object.keys(result.manifest.rowCounts).length} tables, schema ${result.manifest.schemaVersion}) and ${result.manifest.files.length} files, ${mb(result.bytes)} before compression.`,
    );
  } finally {
    await files.close();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(
    `backup failed: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
