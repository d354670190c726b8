import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyOkEnvelope, errorEnvelope, okEnvelope } from '@sinfxona/domain/schemas/common';
import {
  notificationChannelsStatusSchema,
  pushSubscriptionInput,
  pushUnsubscribeInput,
} from '@sinfxona/domain/schemas/notifications';
import type { Deps } from '../../deps';
import { AppError, badRequest, notFound, unauthenticated } from '../../lib/errors';
import { requireRole } from '../../plugins/auth';
import { channelsStatus } from './channels';
import type { NotificationDelivery } from './delivery';
import { deliveryReport } from './delivery/outbox';
import { endpointAllowed } from './delivery/push';
import { startOfSchoolDay } from './delivery/quiet-hours';
import { rememberLanguage, setChannel } from './preferences-store';

const tags = ['notifications'];
const failures = { 400: errorEnvelope, 401: errorEnvelope };
const channelsAnswer = okEnvelope(z.object({ channels: notificationChannelsStatusSchema }));
const unavailable = () => new AppError(409, 'CONFLICT', 'channelUnavailable');

/**
 * Linking the channels outside the app (docs/architecture.md §4 "Notifications"): Telegram's deep
 * link and webhook, Web Push subscriptions, and the admin's view of deliveries. None of these
 * change what a kept read answer shows, so they forget nothing.
 */
const deliveryRoutes: FastifyPluginAsyncZod<{ deps: Deps; delivery: NotificationDelivery }> = async (
  app,
  { deps, delivery },
) => {
  const signedIn = [app.authenticate];

  app.post(
    '/api/notifications/telegram/link',
    {
      onRequest: signedIn,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          'A deep link to the bot (`https://t.me/<bot>?start=<token>`), valid 15 minutes and once: opening it and ' +
          'pressing Start binds that Telegram chat to the caller. 409 when this server has no Telegram bot.',
        response: { 200: okEnvelope(z.object({ url: z.string() })), 401: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => {
      request.forgets([]);
      if (!delivery.telegram) throw unavailable();
      await rememberLanguage(deps.db, request.account.id, request.language);
      const url = await delivery.telegram.linkUrl(request.account.id, request.language);
      return { success: true as const, data: { url } };
    },
  );

  app.delete(
    '/api/notifications/telegram',
    {
      onRequest: signedIn,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description: "Unlinks the caller's Telegram chat (nothing more is sent there) and turns the channel off.",
        response: { 200: channelsAnswer, 401: errorEnvelope },
      },
    },
    async (request) => {
      request.forgets([]);
      if (delivery.telegram) await delivery.telegram.unlink(request.account.id);
      else await setChannel(deps.db, request.account.id, 'telegram', false);
      return { success: true as const, data: { channels: await channelsStatus(deps, delivery, request.account) } };
    },
  );

  app.post(
    '/api/notifications/telegram/webhook',
    {
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          "Telegram's updates when TELEGRAM_WEBHOOK_URL is set: only with the secret header Telegram was given " +
          '(`X-Telegram-Bot-Api-Secret-Token`), else 401; 404 while the bot long-polls or there is none.',
        body: z.looseObject({ update_id: z.number().int() }),
        response: { 200: emptyOkEnvelope, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      request.forgets([]);
      const telegram = delivery.telegram;
      if (!telegram?.webhookUrl) throw notFound();
      const given = Buffer.from(String(request.headers['x-telegram-bot-api-secret-token'] ?? ''));
      const expected = Buffer.from(telegram.webhookSecret);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthenticated();
      if (!telegram.bot.isInited()) await telegram.bot.init();
      await telegram.bot.handleUpdate(request.body as unknown as Parameters<typeof telegram.bot.handleUpdate>[0]);
      return { success: true as const };
    },
  );

  app.get(
    '/api/notifications/push/key',
    {
      onRequest: signedIn,
      schema: {
        tags,
        description:
          "The server's VAPID public key (base64url), the `applicationServerKey` of a browser's subscription.",
        response: { 200: okEnvelope(z.object({ publicKey: z.string() })), 401: errorEnvelope },
      },
    },
    async () => ({ success: true as const, data: { publicKey: delivery.push.publicKey } }),
  );

  app.post(
    '/api/notifications/push/subscriptions',
    {
      onRequest: signedIn,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          "Keeps a browser's push subscription for the caller and turns push on. The endpoint must be https on a " +
          "host of PUSH_ENDPOINT_HOSTS (the browsers' push services), else 400. The same endpoint again replaces it.",
        body: pushSubscriptionInput,
        response: { 201: channelsAnswer, ...failures },
      },
    },
    async (request, reply) => {
      request.forgets([]);
      const { endpoint, keys } = request.body;
      if (!endpointAllowed(endpoint, deps.config.notifications.push)) throw badRequest('pushEndpointInvalid');
      const now = new Date().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
        await trx
          .insertInto('push_subscriptions')
          .values({
            id: randomUUID(),
            user_id: request.account.id,
            endpoint,
            p256dh: keys.p256dh,
            auth: keys.auth,
            created_at: now,
          })
          .execute();
      });
      await setChannel(deps.db, request.account.id, 'push', true);
      await rememberLanguage(deps.db, request.account.id, request.language);
      reply.code(201);
      return { success: true as const, data: { channels: await channelsStatus(deps, delivery, request.account) } };
    },
  );

  app.delete(
    '/api/notifications/push/subscriptions',
    {
      onRequest: signedIn,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          "Forgets the caller's subscription with this endpoint (`?endpoint=`; another user's is left alone); with " +
          'none left, push is turned off.',
        querystring: pushUnsubscribeInput,
        response: { 200: channelsAnswer, ...failures },
      },
    },
    async (request) => {
      request.forgets([]);
      await deps.db
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', request.query.endpoint)
        .where('user_id', '=', request.account.id)
        .execute();
      const channels = await channelsStatus(deps, delivery, request.account);
      if (channels.push.subscriptions === 0) await setChannel(deps.db, request.account.id, 'push', false);
      return { success: true as const, data: { channels } };
    },
  );

  const deliveryCount = z.object({ channel: z.string(), status: z.string(), count: z.number().int() });
  const deadLetter = z.object({
    _id: z.string(),
    channel: z.string(),
    type: z.string(),
    user: z.object({ _id: z.string(), fullName: z.string() }),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    failedAt: z.string(),
  });
  app.get(
    '/api/admin/notifications/delivery',
    {
      onRequest: [app.authenticate, requireRole('admin')],
      schema: {
        tags: ['admin'],
        description:
          'Deliveries outside the app made since the school day began (its time zone), counted per channel and status ' +
          '(pending, held, sending, sent, skipped, dead); which channels are configured; and the 50 newest dead ' +
          'letters with their last error. Admins only.',
        response: {
          200: okEnvelope(
            z.object({
              since: z.string(),
              configured: z.object({ telegram: z.boolean(), email: z.boolean(), push: z.boolean() }),
              today: z.array(deliveryCount),
              dead: z.array(deadLetter),
            }),
          ),
          401: errorEnvelope,
          403: errorEnvelope,
        },
      },
    },
    async () => {
      const since = startOfSchoolDay(new Date()).toISOString();
      const report = await deliveryReport(deps.db, since, 50);
      return {
        success: true as const,
        data: {
          since,
          configured: {
            telegram: delivery.telegram !== null,
            email: delivery.email !== null,
            push: true,
          },
          today: report.counts,
          dead: report.dead.map((row) => ({
            _id: row.id,
            channel: row.channel,
            type: row.type,
            user: { _id: row.user_id, fullName: row.full_name },
            attempts: row.attempts,
            lastError: row.last_error,
            createdAt: row.created_at,
            failedAt: row.next_attempt_at,
          })),
        },
      };
    },
  );
};

export default deliveryRoutes;
