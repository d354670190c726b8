import type { Db } from '../db/database';
import type { LocalFileStore } from '../storage/local-file-store';
import type { S3FileStore } from '../storage/s3-file-store';

export interface CopyReport {
  copied: number;
  /** Already in the bucket with the same size (an earlier run got that far). */
  alreadyThere: number;
  failed: string[];
  checkedRows: number;
  /** Live file rows whose object is not in the bucket. */
  missing: string[];
  wrongSize: string[];
  /** Live file rows whose bytes were not in the local store either. */
  lostBefore: string[];
}

/**
 * Copies every object of the local store into the bucket, `parallel` at a time, skipping those
 * already there whole, checking each copy's size; then checks every file row that still has its
 * bytes (not purged) against the bucket, so nothing a teacher or student can open is left behind.
 */
export async function copyLocalStoreToS3(options: {
  source: LocalFileStore;
  target: S3FileStore;
  db: Db;
  parallel: number;
  progress?: (line: string) => void;
}): Promise<CopyReport> {
  const { source, target, db } = options;
  const rows = await db.selectFrom('files').select(['storage_key', 'mime_type', 'size', 'purged_at']).execute();
  const typeOf = new Map(rows.map((row) => [row.storage_key, row.mime_type]));
  const report: CopyReport = {
    copied: 0,
    alreadyThere: 0,
    failed: [],
    checkedRows: 0,
    missing: [],
    wrongSize: [],
    lostBefore: [],
  };

  const copyOne = async (key: string) => {
    const local = await source.stat(key);
    if (!local) return;
    if ((await target.stat(key))?.size === local.size) {
      report.alreadyThere += 1;
      return;
    }
    try {
      await target.upload(key, await source.read(key), typeOf.get(key) ?? 'application/octet-stream', local.size);
      const copied = await target.stat(key);
      if (copied?.size !== local.size)
        throw new Error(`${copied?.size ?? 'no'} bytes in the bucket, ${local.size} here`);
      report.copied += 1;
      if (report.copied % 100 === 0) options.progress?.(`  ${report.copied} copied…`);
    } catch (error) {
      report.failed.push(`${key}: ${(error as Error).message}`);
    }
  };
  const keys = source.list()[Symbol.asyncIterator]();
  const worker = async () => {
    for (let next = await keys.next(); !next.done; next = await keys.next()) await copyOne(next.value);
  };
  await Promise.all(Array.from({ length: options.parallel }, worker));

  for (const row of rows.filter((candidate) => candidate.purged_at === null)) {
    report.checkedRows += 1;
    const stored = await target.stat(row.storage_key);
    if (stored?.size === row.size) continue;
    if (!stored && !(await source.stat(row.storage_key))) report.lostBefore.push(row.storage_key);
    else if (!stored) report.missing.push(row.storage_key);
    else report.wrongSize.push(`${row.storage_key}: ${stored.size} bytes in the bucket, ${row.size} recorded`);
  }
  return report;
}
