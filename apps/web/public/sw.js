/* Sinfxona's service worker: shows a Web Push notification and opens its screen when it is clicked.
   Registered only when the user turns push on (features/notifications/api/push.ts). */
self.addEventListener('push', (event) => {
  let message = { title: 'Sinfxona', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
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
  const url = new URL(event.notification.data?.url || '/', self.location.origin);
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
