// Shynk's service worker. It keeps two caches so an employee's schedule opens on a phone without
// a connection:
// - the app shell (index.html and the hashed bundles), per release;
// - the signed-in person's last answers to the reads the schedule needs (who am I, the
//   organization's settings, the shift weeks and ranges, the notifications bell). Those belong to one signed-in user: the
//   page deletes that cache at sign-out (client/src/lib/service-worker.ts), and this worker
//   deletes it as soon as the server says nobody is signed in.
// API reads go to the network first; the cache only answers when the network cannot. The build
// stamps VERSION with its fingerprint (scripts/stamp-service-worker.ts): the browser only sees an
// update when these bytes change.
const VERSION = 'development';
const SHELL_CACHE = `shynk-shell-${VERSION}`;
const USER_DATA_CACHE = 'shynk-user-data'; // the same name as OFFLINE_DATA_CACHE in the page
const OFFLINE_READS = [
  /^\/api\/user$/,
  /^\/api\/organization-settings$/,
  /^\/api\/shifts\/(range|week)\b/,
  // The header's bell: its last answer rather than an error toast on every offline start.
  /^\/api\/notifications(\/unread-count)?$/,
];

self.addEventListener('install', (event) => {
  // Wait: an open page decides when to switch (it asks the user first, then sends SKIP_WAITING).
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.add('/')));
});

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'SKIP_WAITING') self.skipWaiting();
  // The page names the bundles it loaded before this worker controlled it.
  if (data.type === 'CACHE_URLS' && Array.isArray(data.urls)) {
    const urls = data.urls.filter(
      (url) => typeof url === 'string' && isAsset(new URL(url, self.location.origin)),
    );
    event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(urls)));
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('shynk-shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function isAsset(url) {
  return url.origin === self.location.origin && url.pathname.startsWith('/assets/');
}

/** The app shell: the network's index.html when there is one, else the cached copy. */
async function navigate(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put('/', response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match('/', { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

/** Hashed bundles never change: the cached copy, else the network's (kept for next time). */
async function asset(request) {
  const cached = await caches.match(request, { cacheName: SHELL_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(SHELL_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/** A read the offline schedule needs: the network's answer (remembered), else the last one. */
async function offlineRead(request) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { cacheName: USER_DATA_CACHE });
    if (cached) return cached;
    throw error;
  }
  if (response.status === 401) {
    await caches.delete(USER_DATA_CACHE);
  } else if (response.ok) {
    const cache = await caches.open(USER_DATA_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(navigate(request));
  else if (isAsset(url)) event.respondWith(asset(request));
  else if (OFFLINE_READS.some((pattern) => pattern.test(url.pathname)))
    event.respondWith(offlineRead(request));
  // Everything else goes straight to the network.
});
