import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The text fields and file of a multipart route, for the OpenAPI document (the route reads them itself). */
    multipart?: { fields: z.ZodObject; file: 'required' | 'optional' | 'photos' };
  }
}

/** Route config describing a multipart body; `withMultipart` validates the same schema at run time. */
export function multipartBody(fields: z.ZodObject, options: { file: 'required' | 'optional' | 'photos' }) {
  return { multipart: { fields, file: options.file } };
}

const fileField = z.string().meta({ format: 'binary', description: 'jpeg, png, gif, webp, pdf, doc or docx; ≤ 10 MB' });
const photoFields = z.string().meta({
  format: 'binary',
  description:
    'one file as above, or 2–10 JPEG or PNG photos as repeated `file` parts (≤ 10 MB together), kept as one PDF, a page each, in order; ' +
    'none when `uploadId` names a finished resumable upload',
});
const fileFieldOf = (file: 'required' | 'optional' | 'photos') =>
  file === 'photos' ? photoFields : file === 'required' ? fileField : fileField.optional();

/**
 * The OpenAPI 3 document generated from the zod route schemas, at /api/openapi.json, and a
 * browsable Swagger UI at /api/docs: the contract can't drift from the code.
 */
export default fp(
  async function openapi(app: FastifyInstance, options: { version: string }) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Sinfxona API',
          version: options.version,
          description:
            'Every answer carries `success`; failures carry `message` (in the Accept-Language: uz or en) and `code`.',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform(document) {
        const { route } = document;
        const multipart = route.config?.multipart;
        const schema = multipart
          ? {
              ...document.schema,
              body: multipart.fields.extend({ file: fileFieldOf(multipart.file) }),
            }
          : document.schema;
        const transformed = jsonSchemaTransform({ ...document, schema });
        if (transformed.schema && !transformed.schema.hide) {
          const guards = ([] as unknown[]).concat(route.onRequest ?? []) as ((...args: never[]) => unknown)[];
          const signedIn = guards.some((guard) => guard.name === 'authenticate');
          const role = guards.map((guard) => (guard as { role?: string }).role).find(Boolean);
          const target = transformed.schema as Record<string, unknown>;
          // Who may call: the guards declared on the route are the truth (docs/architecture.md §8).
          target['x-access'] ??= role ?? (signedIn ? 'any user' : 'anyone');
          if (signedIn) target.security = [{ bearerAuth: [] }];
        }
        return transformed;
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
