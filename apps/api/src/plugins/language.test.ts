import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@sinfxona/domain/messages';
import { createTestContext, testDatabases, type TestContext } from '../test/context';
import { json } from '../test/http';
import { negotiateLanguage } from './language';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'uz'],
    ['', 'uz'],
    ['uz', 'uz'],
    ['uz-Latn-UZ', 'uz'],
    ['uz-Cyrl', 'uz-Cyrl'],
    ['UZ-CYRL-UZ,ru;q=0.8', 'uz-Cyrl'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru'],
    ['en-GB', 'en'],
    ['de-DE,ru;q=0.5,en;q=0.4', 'ru'],
    ['en;q=0.3,uz-Cyrl;q=0.9', 'uz-Cyrl'],
    ['ru;q=0,en;q=0.1', 'en'],
    ['fr, de', 'uz'],
    ['ru;q=abc,en', 'en'],
  ])('%j → %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});

describe.each(testDatabases)('error messages in the four languages (%s)', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(async () => ctx?.close());

  it.each([
    ['uz', 'uz'],
    ['uz-Cyrl-UZ', 'uz-Cyrl'],
    ['ru-RU,ru;q=0.9', 'ru'],
    ['en-US', 'en'],
  ] as const)('a refused sign-in answers in %s', async (header, language) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@maktab.uz', password: 'wrong-password' },
      headers: { 'accept-language': header },
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ success: false, message: messages[language].invalidCredentials });
  });

  it('answers a missing route in Cyrillic Uzbek', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/nowhere',
      headers: { 'accept-language': 'uz-Cyrl' },
    });
    expect(json(response).message).toBe('Саҳифа топилмади');
  });
});
