/*
 * The service worker for push notifications (issue 34 §4). Plain JavaScript, copied as it is to
 * the site's root by Vite (public/), served at /sw.js with `Cache-Control: no-cache` so a new
 * version is picked up at once; at the root, its scope is the whole app with no extra header.
 * It does nothing else: no caching, no offline pages.
 */

// Take over at once when a new version is installed, instead of after every tab has closed.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A path of this app only: a push never opens another site. */
function appUrl(link) {
  try {
    const url = new URL(typeof link === 'string' && link ? link : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

// The server's payload (PushPayloadSchema): { title, body, link, tag }. `tag` makes a newer push
// about the same thing replace the older one instead of piling up.
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'New activity';
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: '/favicon.svg',
    data: { link: appUrl(payload.link) },
  };
  if (typeof payload.tag === 'string' && payload.tag) options.tag = payload.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

// A click opens the notification's page: in a tab of the app already open (focused and sent
// there), else in a new window.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = appUrl(event.notification.data?.link);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        if (link !== open.url) await (focused || open).navigate(link).catch(() => self.clients.openWindow(link));
        return;
      }
      await self.clients.openWindow(link);
    })(),
  );
});
