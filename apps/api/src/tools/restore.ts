import { parseArgs } from 'node:util';
import { loadDataConfig } from '../config';
import { restoreBackup } from '../modules/backup/restore';

/**
 * `npm run restore -- FILE [--data-dir DIR] [--force]`: puts a backup back into an empty data
 * folder (and, with DATABASE_URL, an empty PostgreSQL database), checking every checksum and row
 * count against the manifest before it says done, and migrating a backup of an older version.
 */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new Error('name one backup file: npm run restore -- FILE [--data-dir DIR]');
  const target = loadDataConfig({ dataDir: values['data-dir'] });
  const where = target.database.kind === 'sqlite' ? target.dataDir : `${target.dataDir} and PostgreSQL`;
  console.log(`Restoring ${positionals[0]} into ${where}…`);
  const result = await restoreBackup(positionals[0]!, target, {
    force: values.force,
    log: (line) => console.log(line),
  });
  const rows = Object.values(result.manifest.rowCounts).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored and verified: ${result.files} files read back with matching SHA-256, ${rows} rows in ${Object.keys(result.manifest.rowCounts).length} tables as the manifest counts, schema ${result.schemaTo}${result.schemaFrom !== result.schemaTo ? ` (migrated from ${result.schemaFrom})` : ''}. Start the server with DATA_DIR=${target.dataDir}.`,
  );
}

main().catch((error: unknown) => {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
