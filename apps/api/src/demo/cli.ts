import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb, migrateToLatest } from '../db/database';
import { seedDemo } from './seed';

/** `npm run demo` runs this on a fresh DATA_DIR before starting the server. */
async function main() {
  const config = loadConfig();
  const db = createDb(config.database);
  await migrateToLatest(db);
  const existing = await db.selectFrom('users').select('id').limit(1).execute();
  if (existing.length > 0) throw new Error(`The demo database in ${config.dataDir} is not empty; remove it first.`);
  const app = await buildApp({ config, db, dbKind: config.database.kind, logger: false });
  await app.ready();
  const summary = await seedDemo(app.deps);
  await app.close();
  const { counts } = summary;
  console.log(
    `\nDemo school ready: ${summary.classes.length} classes, ${summary.teachers.length} teachers, ${summary.students.length} students, ${counts.tasks} tasks, ${counts.submissions} submissions (${counts.graded} graded, ${counts.late} late), ${counts.videos} videos.`,
  );
  console.log('\nClasses and their join codes (students type the code under "Join a class"):');
  for (const schoolClass of summary.classes) {
    console.log(
      `    ${schoolClass.joinCode}  ${schoolClass.name.padEnd(18)} ${String(schoolClass.students).padStart(2)} students, taught by ${schoolClass.teachers.join(' and ')}`,
    );
  }
  console.log(
    `\n${summary.workflowStudent} has work returned for revision (with a private exchange) and more time on one task.`,
  );
  console.log(`\nDemo logins (password for all: ${summary.password})`);
  console.log(`  Administration: ${summary.admin.email.padEnd(36)} ${summary.admin.fullName}`);
  console.log(
    `  Parent:         ${summary.guardian.email.padEnd(36)} ${summary.guardian.fullName} (${summary.guardian.child}'s parent)`,
  );
  console.log('  Teachers:');
  for (const teacher of summary.teachers) console.log(`    ${teacher.email.padEnd(36)} ${teacher.fullName}`);
  console.log(`  Students (five of ${summary.students.length}; aziza is in two classes):`);
  for (const student of summary.students.slice(0, 5))
    console.log(`    ${student.email.padEnd(36)} ${student.fullName}`);
  console.log('');
}

main().catch((error: unknown) => {
  console.error('Demo seeding failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
