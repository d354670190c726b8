import { randomUUID } from 'node:crypto';
import type { Language } from '@sinfxona/domain/constants';
import { translate } from '@sinfxona/domain/messages';
import { nameKey } from '@sinfxona/domain/rules/usernames';
import type { Deps } from '../../deps';
import type { Db } from '../../db/database';
import { newJoinCode, newOneTimePassword } from '../../lib/join-code';
import { hashOneTimePassword } from '../../lib/passwords';
import { Sealer } from '../../lib/sealed';
import { recordAudit } from '../admin/queries';
import type { LoginCard } from './login-cards';
import { planImport, type PlannedRow, type PlanOptions, type SchoolFacts } from './import-plan';
import type { RosterRow } from './roster-file';

/** How long an import's login cards may be printed (docs/architecture.md §4). */
export const CARDS_KEPT_MS = 24 * 3_600_000;
/** Rows written per statement: well inside SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 200;

export interface ImportedRow {
  line: number;
  fullName: string;
  username: string;
  className: string;
  status: PlannedRow['status'];
  message?: string;
  /** The one-time password of a pupil just created, shown this once. */
  password?: string;
}

export interface ImportResult {
  _id: string;
  rows: ImportedRow[];
  created: number;
  errors: number;
}

/** The answer and the classes whose rosters changed (their kept reads are stale). */
export interface ImportOutcome {
  result: ImportResult;
  classIds: string[];
}

export interface Importer {
  id: string;
  ip: string;
  language: Language;
}

export const cardSealer = (deps: Deps) => new Sealer(deps.config.jwtSecret, 'roster-cards');

async function loadFacts(db: Db, rows: RosterRow[], options: PlanOptions): Promise<SchoolFacts> {
  const classes = await db.selectFrom('classes').select(['id', 'name']).where('archived_at', 'is', null).execute();
  const classesByName = new Map<string, { id: string; name: string }[]>();
  for (const schoolClass of classes) {
    const key = schoolClass.name.trim().toLowerCase();
    classesByName.set(key, [...(classesByName.get(key) ?? []), schoolClass]);
  }
  const accounts = await db.selectFrom('users').select(['username', 'email']).execute();
  const usernames = new Set(accounts.flatMap((account) => (account.username ? [account.username] : [])));
  const emails = new Set(accounts.flatMap((account) => (account.email ? [account.email] : [])));
  const named = new Set(
    options.intoClass
      ? [options.intoClass.id]
      : rows.flatMap((row) =>
          row.classNames.flatMap((name) => (classesByName.get(name.toLowerCase()) ?? []).map((c) => c.id)),
        ),
  );
  const enrolledNames = new Set<string>();
  const classIds = [...named];
  for (let i = 0; i < classIds.length; i += CHUNK) {
    const enrolled = await db
      .selectFrom('enrolments')
      .select(['class_id', 'student_name'])
      .where('class_id', 'in', classIds.slice(i, i + CHUNK))
      .execute();
    for (const row of enrolled) enrolledNames.add(`${row.class_id}|${nameKey(row.student_name ?? '')}`);
  }
  return { classesByName, usernames, emails, enrolledNames };
}

/**
 * Plans the import and, unless it is a dry run or any row is an error, carries it out in one
 * transaction: the classes to make, the pupils (one-time passwords, hashed), their enrolments.
 * The cards are kept sealed for 24 hours; the answer shows each new pupil's password this once.
 */
export async function importRoster(
  deps: Deps,
  importer: Importer,
  rows: RosterRow[],
  options: PlanOptions & { dryRun: boolean },
): Promise<ImportOutcome> {
  const plan = planImport(rows, await loadFacts(deps.db, rows, options), options);
  const errors = plan.filter((row) => row.status === 'error').length;
  const id = randomUUID();
  const view = (row: PlannedRow, password?: string): ImportedRow => ({
    line: row.line,
    fullName: row.fullName,
    username: row.username,
    className: row.className,
    status: row.status,
    ...(row.message ? { message: translate(row.message.key, importer.language, row.message.params) } : {}),
    ...(password ? { password } : {}),
  });
  const toCreate = plan.filter((row) => row.status === 'create');
  if (options.dryRun || errors > 0 || toCreate.length === 0)
    return { result: { _id: id, rows: plan.map((row) => view(row)), created: 0, errors }, classIds: [] };

  const passwords = toCreate.map(() => newOneTimePassword());
  const hashes = await Promise.all(passwords.map((password) => hashOneTimePassword(password)));
  const now = new Date().toISOString();
  const cards: LoginCard[] = [];
  const classIds: string[] = [];
  await deps.db.transaction().execute(async (trx) => {
    // Classes the file names that do not exist yet: made once each, without a teacher.
    const madeClasses = new Map<string, string>();
    for (const row of toCreate)
      for (const schoolClass of row.classes)
        if (schoolClass.id === null && !madeClasses.has(schoolClass.name.toLowerCase())) {
          const classId = randomUUID();
          madeClasses.set(schoolClass.name.toLowerCase(), classId);
          await trx
            .insertInto('classes')
            .values({
              id: classId,
              name: schoolClass.name,
              subject: null,
              join_code: newJoinCode(),
              join_enabled: 0,
              archived_at: null,
              created_by: importer.id,
              created_at: now,
              updated_at: now,
            })
            .execute();
        }
    const users = toCreate.map((row, index) => ({
      id: randomUUID(),
      full_name: row.fullName,
      email: row.email,
      username: row.username,
      password_hash: hashes[index]!,
      role: 'student' as const,
      must_change_password: 1,
      active: 1,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < users.length; i += CHUNK)
      await trx
        .insertInto('users')
        .values(users.slice(i, i + CHUNK))
        .execute();
    const enrolments = toCreate.flatMap((row, index) =>
      row.classes.map((schoolClass) => ({
        class_id: schoolClass.id ?? madeClasses.get(schoolClass.name.toLowerCase())!,
        student_id: users[index]!.id,
        enrolled_at: now,
        student_name: row.fullName,
      })),
    );
    for (let i = 0; i < enrolments.length; i += CHUNK)
      await trx
        .insertInto('enrolments')
        .values(enrolments.slice(i, i + CHUNK))
        .execute();
    const added = new Map<string, number>();
    for (const enrolment of enrolments) added.set(enrolment.class_id, (added.get(enrolment.class_id) ?? 0) + 1);
    classIds.push(...added.keys());
    for (const [classId, count] of added)
      await trx
        .updateTable('classes')
        .set((eb) => ({ student_count: eb('student_count', '+', count) }))
        .where('id', '=', classId)
        .execute();
    toCreate.forEach((row, index) =>
      cards.push({
        fullName: row.fullName,
        className: row.className,
        username: row.username,
        password: passwords[index]!,
      }),
    );
    await trx
      .insertInto('roster_imports')
      .values({
        id,
        created_by: importer.id,
        class_id: options.intoClass?.id ?? null,
        created_at: now,
        expires_at: new Date(Date.now() + CARDS_KEPT_MS).toISOString(),
        cards: cardSealer(deps).seal(cards),
      })
      .execute();
  });
  await recordAudit(deps.db, {
    actorId: importer.id,
    action: 'roster_imported',
    target: `${toCreate.length} → ${[...new Set(toCreate.map((row) => row.className))].join(', ')}`,
    ip: importer.ip,
  });
  const passwordOf = new Map(toCreate.map((row, index) => [row.line, passwords[index]!]));
  const result = {
    _id: id,
    rows: plan.map((row) => view(row, passwordOf.get(row.line))),
    created: toCreate.length,
    errors: 0,
  };
  return { result, classIds };
}

/**
 * An import's cards while they may still be printed; null otherwise. An admin reads any import's;
 * a teacher (`classId`) only those of an import into that class.
 */
export async function importCards(deps: Deps, importId: string, classId?: string): Promise<LoginCard[] | null> {
  const row = await deps.db
    .selectFrom('roster_imports')
    .select(['cards', 'expires_at', 'class_id'])
    .where('id', '=', importId)
    .executeTakeFirst();
  if (!row?.cards || row.expires_at <= new Date().toISOString()) return null;
  if (classId !== undefined && row.class_id !== classId) return null;
  return cardSealer(deps).open<LoginCard[]>(row.cards);
}
