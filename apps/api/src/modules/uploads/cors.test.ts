import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { bearer, registerUser } from '../../test/http';

const ORIGIN = 'https://app.maktab.uz';

describe('resumable uploads from another origin (CORS_ORIGIN)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { env: { CORS_ORIGIN: ORIGIN } });
  });
  afterAll(async () => ctx?.close());

  it('allows the tus methods and headers in a preflight, and exposes Location and Upload-Offset', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/uploads/abc',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,tus-resumable,upload-offset,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(preflight.headers['access-control-allow-methods']).toContain('PATCH');
    expect(preflight.headers['access-control-allow-headers']).toContain('upload-offset');

    const user = await registerUser(ctx.app, 'student');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(user), 'tus-resumable': '1.0.0', 'upload-length': '10', origin: ORIGIN },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBe(ORIGIN);
    const exposed = String(created.headers['access-control-expose-headers']).toLowerCase();
    for (const header of ['location', 'upload-offset', 'upload-length', 'tus-resumable'])
      expect(exposed).toContain(header);
    // The security headers the API sends with every answer come with tus's too.
    expect(created.headers['x-content-type-options']).toBe('nosniff');
  });
});
