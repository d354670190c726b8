/** Types for server-build.mjs, which the API tests use to build the compiled server. */
export const serverDist: string;
export function serverBuildIsStale(): boolean;
export function buildServer(options?: { outdir?: string; quiet?: boolean }): Promise<void>;
export function ensureServerBuild(options?: { force?: boolean }): Promise<void>;
