import type { Deps } from '../../deps';
import { removeStaleTempFiles } from '../../storage/uploads';
import {
  deleteFileRow,
  markFilePurged,
  selectExpiredTaskFiles,
  selectFileIdPage,
  selectOrphanFiles,
  existingStorageKeys,
  type FileIdRange,
} from './repository';

/** File rows looked at per query: a short query each, with other requests served in between. */
const SWEEP_PAGE = 1000;

const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

export interface SweepOptions {
  now: Date;
  /** How long a deleted task's files are kept (FILE_RETENTION_DAYS). */
  retentionDays: number;
  /** Bytes and temp files younger than this may belong to an upload still in flight. */
  graceMs: number;
  /** File rows per query (SWEEP_PAGE; tests walk small pages). */
  pageSize?: number;
}

export interface SweepReport {
  orphanRows: string[];
  purgedFiles: string[];
  strayObjects: string[];
  tempFiles: string[];
  /** Resumable uploads older than their expiry (24 h), finished or not, that no hand-in used. */
  abandonedUploads: string[];
}

/**
 * Removes what nobody can reach any more: file rows nothing refers to (a replaced task file), the
 * bytes of tasks deleted longer ago than the retention (their rows stay, marked purged, so grades
 * keep their file's name), stored bytes no row names (an upload cut off between the store and the
 * database), and `.part` files an interrupted upload left behind.
 */
export async function sweepFiles(deps: Deps, options: SweepOptions): Promise<SweepReport> {
  const graceEdge = new Date(options.now.getTime() - options.graceMs);
  const retentionEdge = new Date(options.now.getTime() - options.retentionDays * 86_400_000).toISOString();
  const report: SweepReport = {
    orphanRows: [],
    purgedFiles: [],
    strayObjects: [],
    tempFiles: [],
    abandonedUploads: [],
  };

  for (let after: string | null = null; ;) {
    const ids = await selectFileIdPage(deps.db, after, options.pageSize ?? SWEEP_PAGE);
    if (ids.length === 0) break;
    const range: FileIdRange = { after, upTo: ids[ids.length - 1]! };
    for (const file of await selectOrphanFiles(deps.db, graceEdge.toISOString(), range)) {
      await deps.files.remove(file.storage_key);
      await deleteFileRow(deps.db, file.id);
      report.orphanRows.push(file.storage_key);
    }
    after = range.upTo;
    await yieldToRequests();
  }
  for (const file of await selectExpiredTaskFiles(deps.db, retentionEdge)) {
    await deps.files.remove(file.storage_key);
    await markFilePurged(deps.db, file.id, options.now.toISOString());
    report.purgedFiles.push(file.storage_key);
  }
  // The store is compared with the rows a batch of keys at a time (one query per 500 objects);
  // only a key no row names is looked at more closely, so a large store is not stat()ed through.
  let batch: string[] = [];
  const sweepBatch = async () => {
    const known = await existingStorageKeys(deps.db, batch);
    for (const key of batch.filter((candidate) => !known.has(candidate))) {
      const written = (await deps.files.stat(key))?.modifiedAt;
      if (!written || written >= graceEdge) continue;
      await deps.files.remove(key);
      report.strayObjects.push(key);
    }
    batch = [];
  };
  for await (const key of deps.files.list()) {
    batch.push(key);
    if (batch.length === 500) await sweepBatch();
  }
  await sweepBatch();
  report.tempFiles = await removeStaleTempFiles(deps.tempDir, graceEdge);
  report.abandonedUploads = await deps.uploads.sweep(options.now);
  return report;
}
