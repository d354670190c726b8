import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, DatabaseKind } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseKind;
  }
}

/** Shares one Kysely instance; the caller made it and migrated it, the app closes it. */
export default fp(
  async function database(app: FastifyInstance, options: { db: Db; kind: DatabaseKind; closeOnStop: boolean }) {
    app.decorate('db', options.db);
    app.decorate('dbKind', options.kind);
    if (options.closeOnStop) app.addHook('onClose', async () => options.db.destroy());
  },
  { name: 'database' },
);
