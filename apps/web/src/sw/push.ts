/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope;

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/**
 * Web Push (features/notifications/api/push.ts subscribes): a message is shown as a notification;
 * a click opens its screen, in a window of the app already open when there is one.
 */
export function listenForPush() {
  self.addEventListener('push', (event) => {
    let message: PushMessage = { title: 'Sinfxona', body: '', url: '/' };
    try {
      message = { ...message, ...(event.data?.json() as Partial<PushMessage>) };
    } catch {
      // A message we cannot read still shows, with the app's name.
    }
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        data: { url: message.url },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL((event.notification.data as { url?: string } | null)?.url || '/', self.location.origin);
    // Always a screen of this app (the path of the link), never another site.
    const target = self.location.origin + url.pathname + url.search + url.hash;
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((client) => client.url.startsWith(self.location.origin));
        if (open) return open.focus().then(() => open.navigate(target));
        return self.clients.openWindow(target);
      }),
    );
  });
}
