import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { createBackup, type BackupSource } from './create';

const NAME = /^sinfxona-backup-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)\.tar\.gz$/;
const HOUR_MS = 3_600_000;
/** Past this, a `.partial` file is a backup that died with its process, not one being written. */
const STALE_PARTIAL_MS = 24 * HOUR_MS;

/** The file name of a backup taken at `at`: sortable, so the newest is the last by name. */
export function backupFileName(at: Date): string {
  return `sinfxona-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** When the backup in `name` was taken, or null for a file that is not one of ours. */
function takenAt(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [date, time] = match[1]!.split('T') as [string, string];
  const [h, m, s, ms] = time.replace('Z', '').split('-');
  return new Date(`${date}T${h}:${m}:${s}.${ms}Z`);
}

export interface BackupStatus {
  /** When the last scheduled backup finished (or the newest one found at start); null before any. */
  last: string | null;
  /** Whether it succeeded; null before any. */
  ok: boolean | null;
}

interface Logger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * The server's own backups: one every `everyHours` into `dir`, keeping the newest `keep`. The
 * first is taken when the newest one found is due (at once on a fresh folder), so a restart
 * neither skips a backup nor takes an extra one. One runs at a time.
 */
export class BackupSchedule {
  readonly status: BackupStatus = { last: null, ok: null };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly source: BackupSource,
    private readonly settings: NonNullable<Config['backup']>,
    private readonly log: Logger,
  ) {}

  private get intervalMs() {
    return this.settings.everyHours * HOUR_MS;
  }

  /** Reads the folder, then waits for the first backup that is due. */
  async start(): Promise<void> {
    const newest = (await this.backups()).at(-1);
    if (newest) Object.assign(this.status, { last: newest.at.toISOString(), ok: true });
    const dueIn = newest ? newest.at.getTime() + this.intervalMs - Date.now() : 0;
    this.plan(Math.max(0, dueIn));
  }

  private plan(delayMs: number) {
    if (this.stopped) return;
    // setTimeout holds at most ~24.8 days; config.ts keeps the interval below that.
    this.timer = setTimeout(() => {
      void this.runOnce().finally(() => this.plan(this.intervalMs));
    }, delayMs);
    this.timer.unref();
  }

  /** Takes one backup now (unless one is under way), logs it, and prunes the old ones. */
  runOnce(): Promise<void> {
    this.running ??= this.backUp().finally(() => (this.running = null));
    return this.running;
  }

  private async backUp() {
    const file = path.join(this.settings.dir, backupFileName(new Date()));
    try {
      await mkdir(this.settings.dir, { recursive: true });
      const result = await createBackup(this.source, file);
      Object.assign(this.status, { last: new Date().toISOString(), ok: true });
      this.log.info(
        { backup: { file, files: result.manifest.files.length, bytes: result.bytes, seconds: result.seconds } },
        'backup written',
      );
      await this.prune();
    } catch (error) {
      Object.assign(this.status, { last: new Date().toISOString(), ok: false });
      this.log.error({ err: error, backup: { file } }, 'backup failed');
    }
  }

  private async backups() {
    const names = await readdir(this.settings.dir).catch(() => [] as string[]);
    return names
      .map((name) => ({ name, at: takenAt(name) }))
      .filter((entry): entry is { name: string; at: Date } => entry.at !== null)
      .sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  /** Keeps the newest `keep` backups; removes older ones, and the partial files and work folders a crash left. */
  private async prune() {
    const all = await this.backups();
    for (const old of all.slice(0, Math.max(0, all.length - this.settings.keep))) {
      await rm(path.join(this.settings.dir, old.name), { force: true });
    }
    for (const name of await readdir(this.settings.dir)) {
      const leftOver =
        name.startsWith('.sinfxona-backup-') || (name.endsWith('.partial') && takenAt(name.slice(0, -8)));
      if (!leftOver) continue;
      const info = await stat(path.join(this.settings.dir, name)).catch(() => null);
      if (info && Date.now() - info.mtimeMs > STALE_PARTIAL_MS) {
        await rm(path.join(this.settings.dir, name), { recursive: true, force: true });
      }
    }
  }

  /**
   * Stops planning. A backup under way is not waited for (a school's backup can take minutes and
   * must not hold up a shutdown): it fails as the database closes and removes its partial file.
   */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
