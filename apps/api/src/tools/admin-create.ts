import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { emailSchema } from '@sinfxona/domain/schemas/auth';
import { ConfigError, loadDataConfig } from '../config';
import { createDb, migrateToLatest } from '../db/database';
import { newOneTimePassword } from '../lib/join-code';
import { hashPassword } from '../lib/passwords';
import { findUserByEmail } from '../modules/users/queries';

/**
 * `npm run admin:create -- --email E --full-name "N" [--password P]`: the school's first admin
 * (docs/architecture.md §4 "The school"), on the database the server uses (DATA_DIR,
 * DATABASE_URL). Without --password it prints a one-time password, to be changed at first sign-in.
 * An existing account with that e-mail is made an admin instead (its password is kept).
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, 'full-name': { type: 'string' }, password: { type: 'string' } },
  });
  const email = emailSchema.safeParse(values.email ?? '');
  const fullName = values['full-name']?.trim() ?? '';
  if (!email.success || fullName === '') throw new Error('use --email E --full-name "N" [--password P]');
  if (values.password !== undefined && values.password.length < 6)
    throw new Error('--password must be at least 6 characters');
  const config = loadDataConfig();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    const now = new Date().toISOString();
    const existing = await findUserByEmail(db, email.data);
    if (existing) {
      // A new role changes what the old tokens stand for: they end.
      await db
        .updateTable('users')
        .set({ role: 'admin', active: 1, token_version: existing.token_version + 1, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
      console.log(`${email.data} is an admin now (role was ${existing.role}); the password is unchanged.`);
      return;
    }
    const password = values.password ?? newOneTimePassword();
    await db
      .insertInto('users')
      .values({
        id: randomUUID(),
        full_name: fullName,
        email: email.data,
        username: null,
        password_hash: await hashPassword(password),
        role: 'admin',
        must_change_password: values.password === undefined ? 1 : 0,
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    console.log(
      values.password === undefined
        ? `Admin ${email.data} created. One-time password (shown once; it must be changed at first sign-in): ${password}`
        : `Admin ${email.data} created with the password given.`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(
    `admin:create failed: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
