import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db, DatabaseKind } from './db/database';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import rateLimitPlugin, { DEFAULT_RATE_LIMITS, type RateLimitOptions } from './plugins/rate-limit';
import storagePlugin from './plugins/storage';
import webPlugin from './plugins/web';
import authRoutes from './modules/auth/routes';
import fileRoutes from './modules/files/routes';
import healthRoutes from './modules/health/routes';
import profileRoutes from './modules/users/profile-routes';
import userRoutes from './modules/users/routes';
import gradebookRoutes from './modules/users/gradebook';
import taskRoutes from './modules/tasks/routes';
import submissionRoutes from './modules/submissions/routes';
import videoRoutes from './modules/videos/routes';
import aiRoutes from './modules/ai/routes';
import { createAiProvider } from './modules/ai/service';

export interface AppOptions {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  /** Close the database when the app closes (the server does; tests that share a database don't). */
  closeDb?: boolean;
  rateLimits?: RateLimitOptions;
  logger?: boolean;
}

/** Builds the whole API (and the web app when built). Used by server.ts and by the tests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.body.password'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin, { spaFallback: config.webDist !== null });
  if (config.corsOrigins.length > 0) await app.register(cors, { origin: config.corsOrigins });
  await app.register(databasePlugin, { db: options.db, kind: options.dbKind, closeOnStop: options.closeDb ?? true });
  await app.register(authPlugin, { config });
  await app.register(rateLimitPlugin, { limits: options.rateLimits ?? DEFAULT_RATE_LIMITS });
  await app.register(storagePlugin, { config });

  await app.register(healthRoutes);
  await app.register(authRoutes, { config });
  await app.register(profileRoutes);
  await app.register(fileRoutes);
  await app.register(userRoutes);
  await app.register(gradebookRoutes);
  await app.register(taskRoutes);
  await app.register(submissionRoutes);
  await app.register(videoRoutes);
  await app.register(aiRoutes, { provider: createAiProvider(config.ai) });

  if (config.webDist) {
    await app.register(webPlugin, { root: config.webDist });
  }
  return app;
}
