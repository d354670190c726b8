import type { NotificationChannelsStatus } from '@sinfxona/domain/schemas/notifications';
import type { Actor, Deps } from '../../deps';
import type { NotificationDelivery } from './delivery';

/** Which channels this server offers, and whether `actor` can be reached on each. */
export async function channelsStatus(
  deps: Deps,
  delivery: NotificationDelivery,
  actor: Actor,
): Promise<NotificationChannelsStatus> {
  const [contact, subscriptions] = await Promise.all([
    deps.db
      .selectFrom('notification_contacts')
      .select('telegram_chat_id')
      .where('user_id', '=', actor.id)
      .executeTakeFirst(),
    deps.db
      .selectFrom('push_subscriptions')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', actor.id)
      .executeTakeFirst(),
  ]);
  return {
    telegram: { available: delivery.telegram !== null, linked: Boolean(contact?.telegram_chat_id) },
    email: { available: delivery.email !== null, address: actor.email },
    push: { available: true, subscriptions: Number(subscriptions?.count ?? 0) },
  };
}
