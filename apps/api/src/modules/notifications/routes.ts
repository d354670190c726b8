import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, okEnvelope, pagination } from '@sinfxona/domain/schemas/common';
import {
  notificationChannelsStatusSchema,
  notificationListQuery,
  notificationPreferencesSchema,
  notificationReadInput,
  notificationSchema,
} from '@sinfxona/domain/schemas/notifications';
import type { Deps } from '../../deps';
import { pageOf } from '../../db/query-helpers';
import type { NotificationDelivery } from './delivery';
import deliveryRoutes from './delivery-routes';
import { channelsStatus } from './channels';
import { rememberLanguage } from './preferences-store';
import { getPreferences, listNotifications, readNotifications, savePreferences } from './service';

const tags = ['notifications'];
const failures = { 400: errorEnvelope, 401: errorEnvelope };
const preferencesAnswer = okEnvelope(
  z.object({ preferences: notificationPreferencesSchema, channels: notificationChannelsStatusSchema }),
);

/**
 * The caller's notifications (docs/architecture.md §4 "Notifications"). The list is never kept by
 * the read cache: every event anywhere would have to forget its recipients. Marking read and
 * saving preferences change nothing a kept answer shows, so they forget nothing.
 */
const notificationRoutes: FastifyPluginAsyncZod<{ deps: Deps; delivery: NotificationDelivery }> = async (
  app,
  { deps, delivery },
) => {
  const signedIn = [app.authenticate];

  app.get(
    '/api/notifications',
    {
      onRequest: signedIn,
      schema: {
        tags,
        description:
          "The caller's notifications, newest first (`unread=true`: the unread only), each written in the caller's " +
          'language now, and how many are unread. Any signed-in user.',
        querystring: notificationListQuery,
        response: {
          200: okEnvelope(
            z.object({ notifications: z.array(notificationSchema), unreadCount: z.number().int(), pagination }),
          ),
          ...failures,
        },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { notifications, total, unreadCount } = await listNotifications(deps, request.account, {
        ...request.query,
        language: request.language,
      });
      return { success: true as const, data: { notifications, unreadCount, pagination: pageOf(page, limit, total) } };
    },
  );

  app.post(
    '/api/notifications/read',
    {
      onRequest: signedIn,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          "Marks the caller's notifications read: `{ ids }` or `{ all: true }`. Ids that are not the caller's change " +
          'nothing. Answers how many are still unread.',
        body: notificationReadInput,
        response: { 200: okEnvelope(z.object({ unreadCount: z.number().int() })), ...failures },
      },
    },
    async (request) => {
      request.forgets([]);
      const unreadCount = await readNotifications(deps, request.account, request.body);
      return { success: true as const, data: { unreadCount } };
    },
  );

  app.get(
    '/api/notifications/preferences',
    {
      onRequest: signedIn,
      schema: {
        tags,
        description:
          "The caller's choices for the channels outside the app (off until linked), per type (all on by default) and " +
          'quiet hours (21:00–07:00 by default, in the school time zone). In the app every notification shows. ' +
          '`channels` says which channels this server offers and whether the caller is reachable on them ' +
          '(Telegram linked, e-mail address, push subscriptions).',
        response: { 200: preferencesAnswer, 401: errorEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        preferences: await getPreferences(deps, request.account),
        channels: await channelsStatus(deps, delivery, request.account),
      },
    }),
  );

  app.put(
    '/api/notifications/preferences',
    {
      onRequest: signedIn,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          "Replaces the caller's preferences: every field, as GET answers them; `quietHours` null for none. Messages " +
          'outside the app are then written in the language of this request.',
        body: notificationPreferencesSchema,
        response: { 200: preferencesAnswer, ...failures },
      },
    },
    async (request) => {
      request.forgets([]);
      const preferences = await savePreferences(deps, request.account, request.body);
      await rememberLanguage(deps.db, request.account.id, request.language);
      return {
        success: true as const,
        data: { preferences, channels: await channelsStatus(deps, delivery, request.account) },
      };
    },
  );

  await app.register(deliveryRoutes, { deps, delivery });
};

export default notificationRoutes;
