import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb, migrateToLatest } from './db/database';

async function main() {
  const config = loadConfig();
  const db = createDb(config.database);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, dbKind: config.database.kind, sweepFiles: true, backups: true });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL';
  app.log.info(
    `Sinfxona is serving http://localhost:${config.port} (database: ${where}; web app: ${config.webDist ? 'built' : 'not built'})`,
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
