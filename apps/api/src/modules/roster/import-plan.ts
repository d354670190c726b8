import type { MessageKey } from '@sinfxona/domain/messages';
import { emailSchema, fullNameSchema } from '@sinfxona/domain/schemas/auth';
import { nameKey, uniqueUsername, USERNAME_PATTERN, usernameBase } from '@sinfxona/domain/rules/usernames';
import type { RosterRow } from './roster-file';

/**
 * What a roster import would do with each row (docs/architecture.md §4 "Roster import"), decided
 * from what the school already holds, before anything is written: a dry run answers with it, and
 * a commit carries it out only when no row is an error.
 */
export type RowStatus = 'create' | 'exists' | 'error';

export interface PlannedRow {
  line: number;
  fullName: string;
  username: string;
  email: string | null;
  /** The row's classes as written, `;`-separated. */
  className: string;
  status: RowStatus;
  message?: { key: MessageKey; params?: Record<string, string | number> };
  /** The classes to enrol into: ids of existing classes, or names of classes to make. */
  classes: { id: string | null; name: string }[];
}

/** What the school holds that the plan must respect. */
export interface SchoolFacts {
  /** Classes by lower-cased name (several may share one). */
  classesByName: Map<string, { id: string; name: string }[]>;
  /** Usernames and e-mails already taken, lower-cased. */
  usernames: Set<string>;
  emails: Set<string>;
  /** `classId|nameKey` of every pupil enrolled in the classes the file names. */
  enrolledNames: Set<string>;
}

export interface PlanOptions {
  /** Make the classes the file names that do not exist (without a teacher). */
  createClasses: boolean;
  /** A teacher's import: every row goes into this class, whatever the file says. */
  intoClass?: { id: string; name: string };
}

const classKey = (name: string) => name.trim().toLowerCase();

export function planImport(rows: RosterRow[], facts: SchoolFacts, options: PlanOptions): PlannedRow[] {
  const seenUsernames = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  const madeUsernames = new Set<string>();
  // Usernames the file gives anywhere: a name made for an earlier row must not take a later row's.
  const fileUsernames = new Set(rows.map((row) => row.username).filter((username) => username !== ''));
  return rows.map((row) => {
    const classNames = options.intoClass ? [options.intoClass.name] : row.classNames;
    const planned: PlannedRow = {
      line: row.line,
      fullName: row.fullName,
      username: row.username,
      email: row.email || null,
      className: classNames.join('; '),
      status: 'create',
      classes: [],
    };
    const error = (key: MessageKey, params?: Record<string, string | number>): PlannedRow => ({
      ...planned,
      status: 'error',
      message: { key, params },
    });

    const name = fullNameSchema.safeParse(row.fullName);
    if (!name.success) return error(row.fullName ? 'fullNameCharacters' : 'rosterNameMissing');
    if (classNames.length === 0) return error('rosterClassMissing');
    if (row.username && !USERNAME_PATTERN.test(row.username)) return error('usernameInvalid');
    if (row.email && !emailSchema.safeParse(row.email).success) return error('emailInvalid');
    const twin = (row.username && seenUsernames.get(row.username)) || (row.email && seenEmails.get(row.email));
    if (twin) return error('rosterDuplicateRow', { line: twin });
    if (row.username) seenUsernames.set(row.username, row.line);
    if (row.email) seenEmails.set(row.email, row.line);

    for (const className of classNames) {
      if (options.intoClass) {
        planned.classes.push(options.intoClass);
        continue;
      }
      const found = facts.classesByName.get(classKey(className)) ?? [];
      if (found.length > 1) return error('rosterClassAmbiguous', { name: className });
      if (found.length === 1) planned.classes.push(found[0]!);
      else if (options.createClasses) planned.classes.push({ id: null, name: className });
      else return error('rosterClassUnknown', { name: className });
    }

    const first = planned.classes[0]!;
    const taken =
      (row.username && facts.usernames.has(row.username)) ||
      (row.email && facts.emails.has(row.email)) ||
      (!row.username &&
        !row.email &&
        first.id !== null &&
        facts.enrolledNames.has(`${first.id}|${nameKey(row.fullName)}`));
    if (taken) return { ...planned, status: 'exists', message: { key: 'rosterExists' } };

    // A username for a pupil without one: from the name, unique in the school and in this file.
    if (!row.username) {
      planned.username = uniqueUsername(
        usernameBase(row.fullName),
        (candidate) => facts.usernames.has(candidate) || madeUsernames.has(candidate) || fileUsernames.has(candidate),
      );
    }
    madeUsernames.add(planned.username);
    return planned;
  });
}
