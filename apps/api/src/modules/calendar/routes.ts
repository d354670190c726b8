import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { calendarFeedSchema } from '@sinfxona/domain/schemas/calendar';
import { errorEnvelope, okEnvelope } from '@sinfxona/domain/schemas/common';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { feedCalendar, getFeed, renewFeed } from './service';

const failures = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope };
const feedAnswer = okEnvelope(calendarFeedSchema);
const tags = ['calendar'];

/** The private calendar feed (docs/architecture.md §4 "Class stream, scheduling and the calendar"). */
const calendarRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/calendar/feed',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        description: "The caller's private feed URL (made on the first call): deadlines for a phone's calendar.",
        response: { 200: feedAnswer, ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await getFeed(deps, request.account) }),
  );

  app.post(
    '/api/calendar/feed',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        description: 'A new private feed URL; the old one answers 404 from now on.',
        response: { 200: feedAnswer, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: translate('calendarLinkRenewed', request.language),
      data: await renewFeed(deps, request.account),
    }),
  );

  app.get(
    '/api/calendar/:file',
    {
      // No sign-in: a phone's calendar holds only the URL. Guessing tokens is limited per address.
      preHandler: [app.feedLimit],
      schema: {
        tags,
        description: 'The feed itself (`<token>.ics`, text/calendar): one event per deadline, in UTC.',
        params: z.object({ file: z.string() }),
        response: { 200: z.string(), 404: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const text = await feedCalendar(deps, request.params.file);
      if (text === null) throw notFound();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="sinfxona.ics"')
        .send(text);
    },
  );
};

export default calendarRoutes;
