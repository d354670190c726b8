import { api } from '@/shared/api/client';

/** Whether this browser can take Web Push at all (a service worker, the Push API, notifications). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const keyBytes = (base64url: string) => {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};

/**
 * Turns push on for this browser: asks the user's permission, registers the service worker (/sw.js,
 * built from src/sw/: shows the notification, opens its screen on click; the app registers it too,
 * shared/offline/), subscribes with the server's VAPID key and sends the subscription to the
 * server. Resolves false when permission is refused.
 */
export async function subscribeToPush(): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const { publicKey } = (await api.read<{ data: { publicKey: string } }>({ url: '/api/notifications/push/key' })).data
    .data;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await api.post('/api/notifications/push/subscriptions', subscription.toJSON());
  return true;
}

/** Turns push off for this browser: unsubscribes and tells the server to forget it. */
export async function unsubscribeFromPush(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await api.delete(`/api/notifications/push/subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`);
    await subscription.unsubscribe();
  }
}
