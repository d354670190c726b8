import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb, migrateToLatest } from './db/database';
import { closeOnSignals } from './shutdown';

async function main() {
  const config = loadConfig();
  const db = createDb(config.database);
  await migrateToLatest(db);
  let app;
  try {
    app = await buildApp({
      config,
      db,
      dbKind: config.database.kind,
      sweepFiles: true,
      backups: true,
      notifications: true,
      stdout: process.stdout,
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  closeOnSignals(app, config.shutdownTimeoutMs);
  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL';
  const files = config.fileStore.kind === 's3' ? `S3 bucket ${config.fileStore.bucket}` : config.fileStore.root;
  app.log.info(
    `Sinfxona is serving http://localhost:${config.port} (database: ${where}; files: ${files}; rate limits: ${config.redis ? 'shared in Redis' : 'this instance'}; web app: ${config.webDist ? 'built' : 'not built'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Sinfxona failed to start:', error);
  }
  process.exit(1);
});
