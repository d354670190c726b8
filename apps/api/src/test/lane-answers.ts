import type { FastifyInstance } from 'fastify';

/**
 * Counts the answers the fast lane (plugins/read-fast-lane.ts) serves: it alone looks kept answers
 * up through `app.keptRead` (Fastify's path uses the cache directly). Returns the count so far.
 */
export function countLaneAnswers(app: FastifyInstance): () => number {
  let answers = 0;
  const keptRead = app.keptRead.bind(app);
  app.keptRead = (key) => {
    const kept = keptRead(key);
    if (kept) answers += 1;
    return kept;
  };
  return () => answers;
}
