import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { manifestLanguage, webAppManifest } from '@sinfxona/domain/rules/web-app-manifest';
import type { Deps } from '../../deps';
import { readSchool } from '../admin/school-settings';

/**
 * The installable app's manifest, in the school's name and the language the page asks for
 * (`?lang=`, the page's own): every page links it (apps/web/*.html). Public, like the pages; asked
 * again on each visit (no-cache), so a renamed school shows its new name.
 */
const webAppRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/manifest.webmanifest',
    { schema: { hide: true, querystring: z.object({ lang: z.string().max(10).optional() }) } },
    async (request, reply) => {
      const school = await readSchool(deps.db);
      const manifest = webAppManifest({ schoolName: school.name, language: manifestLanguage(request.query.lang) });
      return reply
        .header('Content-Type', 'application/manifest+json; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(JSON.stringify(manifest));
    },
  );
};

export default webAppRoutes;
