// Shynk's service worker. It caches nothing yet (API answers belong to one signed-in user and must
// never outlive sign-out); it exists so the app is installable and so a new release can be
// offered to open tabs. The build stamps VERSION with its fingerprint (scripts/stamp-service-worker.ts):
// the browser only sees an update when these bytes change.
const VERSION = 'development';

self.addEventListener('install', () => {
  // Wait: an open page decides when to switch (it asks the user first, then sends SKIP_WAITING).
  console.info(`Shynk service worker ${VERSION} installed`);
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// No fetch handler: every request, /api above all, goes straight to the network.
