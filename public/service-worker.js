// Shynk's service worker. It keeps caches so an employee's schedule opens on a phone without a
// connection:
// - the app shell (index.html and the hashed bundles), per release;
// - per signed-in person, their last answers to the reads the schedule needs (who am I, the
//   organization's settings, the shift weeks and ranges, the notifications bell), in a cache
//   named by their user id.
// One phone may be shared: the worker only ever answers from the cache of the person it last saw
// signed in, drops every person's cache when the server says nobody is signed in (a 401) or
// someone signs out, and forgets a person whose session must have expired by now, so the next
// person who opens Shynk offline never sees someone else's schedule.
// API reads go to the network first; the cache only answers when the network cannot. The build
// stamps VERSION with its fingerprint (scripts/stamp-service-worker.ts): the browser only sees an
// update when these bytes change.
const VERSION = 'development';
const SHELL_CACHE = `shynk-shell-${VERSION}`;
// Same prefix as OFFLINE_DATA_PREFIX in client/src/lib/service-worker.ts, which clears them too.
const USER_DATA_PREFIX = 'shynk-user-data-';
// Who is signed in, as {id, seenAt}: kept in a cache so it outlives this worker's restarts.
const SIGNED_IN_CACHE = 'shynk-signed-in';
const SIGNED_IN_KEY = '/signed-in';
// A person not seen for this long is forgotten: their session cookie lasts 30 days from its last
// renewal, which may come up to 5 minutes before their last request (server/auth/session.ts), and
// forgetting them at the earliest their cookie could expire keeps their schedule from the next
// person on this phone.
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000 - 5 * 60 * 1000;
const OFFLINE_READS = [
  /^\/api\/user$/,
  /^\/api\/organization-settings$/,
  /^\/api\/shifts\/(range|week)$/,
  // The header's bell: its last answer rather than an error toast on every offline start.
  /^\/api\/notifications(\/unread-count)?$/,
];
// Answers that say who is now signed in.
const SIGN_INS = [/^\/api\/login$/, /^\/api\/register$/];

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

/**
 * Answers `event` as soon as `handled` has an answer: navigations and reads wait for nothing but
 * the network (or, offline, the cache). What the handler leaves to do with the answer (`after`:
 * keeping a copy, forgetting people) runs afterwards while the worker is kept alive.
 */
function answer(event, handled) {
  event.respondWith(handled.then(({ response }) => response));
  event.waitUntil(
    handled
      .then(({ after }) => after?.())
      .catch(() => {
        // Nothing to keep from a failed answer; a copy that could not be kept is only missed
        // offline.
      }),
  );
}

// The work on who is signed in and on each person's kept reads, one task at a time in the order
// the server's answers arrived: a sign-out answered before a read is also forgotten before it.
let personalWork = Promise.resolve();

function inOrder(task) {
  personalWork = personalWork.then(task).catch(() => {
    // A cache that cannot be written (storage full) must not stop the tasks after it.
  });
  return personalWork;
}

/** The app shell: the network's index.html when there is one, else the cached copy. */
async function navigate(request) {
  try {
    const response = await fetch(request);
    if (!response.ok) return { response };
    const copy = response.clone();
    return {
      response,
      after: () => caches.open(SHELL_CACHE).then((cache) => cache.put('/', copy)),
    };
  } catch (error) {
    const cached = await caches.match('/', { cacheName: SHELL_CACHE });
    if (cached) return { response: cached };
    throw error;
  }
}

/** Hashed bundles never change: the cached copy, else the network's (kept for next time). */
async function asset(request) {
  const cached = await caches.match(request, { cacheName: SHELL_CACHE });
  if (cached) return { response: cached };
  const response = await fetch(request);
  if (!response.ok) return { response };
  const copy = response.clone();
  return {
    response,
    after: () => caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy)),
  };
}

async function readSignedIn() {
  const stored = await caches.match(SIGNED_IN_KEY, { cacheName: SIGNED_IN_CACHE });
  const person = stored ? await stored.json() : null;
  return person && Date.now() - person.seenAt < SESSION_LIFETIME_MS ? person : null;
}

/** Forgets every person's kept reads and who was signed in. */
async function forgetEveryone() {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(USER_DATA_PREFIX) || name === SIGNED_IN_CACHE)
      .map((name) => caches.delete(name)),
  );
}

/** `id` is signed in now: anyone else's kept reads go. */
async function rememberSignedIn(id) {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(USER_DATA_PREFIX) && name !== USER_DATA_PREFIX + id)
      .map((name) => caches.delete(name)),
  );
  const cache = await caches.open(SIGNED_IN_CACHE);
  await cache.put(SIGNED_IN_KEY, Response.json({ id, seenAt: Date.now() }));
}

/** The user id in an answer that names the signed-in person (GET /api/user, sign-in). */
async function userIdIn(response) {
  try {
    const body = await response.json();
    return Number.isInteger(body?.id) ? body.id : null;
  } catch {
    return null;
  }
}

/** Sign-in and sign-out pass through; their answers say whose reads may be kept. */
async function session(request, signsIn) {
  const response = await fetch(request);
  if (!signsIn) return { response, after: () => inOrder(forgetEveryone) };
  if (!response.ok) return { response };
  const copy = response.clone();
  return {
    response,
    after: () =>
      inOrder(async () => {
        const id = await userIdIn(copy);
        if (id !== null) await rememberSignedIn(id);
      }),
  };
}

/** A read the offline schedule needs: the network's answer (kept for its person), else theirs. */
async function offlineRead(request, isUserRead) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    // Whoever signed in or out last is settled before choosing whose copy may answer.
    await personalWork;
    const person = await readSignedIn();
    const cached =
      person && (await caches.match(request, { cacheName: USER_DATA_PREFIX + person.id }));
    if (cached) return { response: cached };
    throw error;
  }
  if (response.status === 401) return { response, after: () => inOrder(forgetEveryone) };
  if (!response.ok) return { response };
  const copy = response.clone();
  const keep = async () => {
    const id = isUserRead ? await userIdIn(copy.clone()) : null;
    if (id !== null) await rememberSignedIn(id);
    // Kept only for a person this worker has seen signed in: an answer it cannot attribute
    // (e.g. a read that finished before the sign-in did) is not kept for anyone.
    const person = await readSignedIn();
    if (person) {
      const cache = await caches.open(USER_DATA_PREFIX + person.id);
      await cache.put(request, copy);
    }
  };
  return { response, after: () => inOrder(keep) };
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && url.pathname === '/api/logout')
    answer(event, session(request, false));
  else if (request.method === 'POST' && SIGN_INS.some((pattern) => pattern.test(url.pathname)))
    answer(event, session(request, true));
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') answer(event, navigate(request));
  else if (isAsset(url)) answer(event, asset(request));
  else if (OFFLINE_READS.some((pattern) => pattern.test(url.pathname)))
    answer(event, offlineRead(request, url.pathname === '/api/user'));
  // Everything else goes straight to the network.
});

// Push: the server sends only what a lock screen may show, {title, body, url}, with `url` the
// app's own tab for the notification (the mapping in shared/domain/notification-tab.ts, which
// emails use too). Its topic becomes the tag, so a newer notice of a kind replaces an older one.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // A push that is not JSON still tells the person something happened.
  }
  const title = typeof message.title === 'string' ? message.title : 'Shynk';
  const url = sameOriginPath(message.url);
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icon.svg',
      data: { url },
    }),
  );
});

/** Only paths of this app are opened: a push never navigates anywhere else. */
function sameOriginPath(url) {
  try {
    const parsed = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return parsed.origin === self.location.origin ? parsed.pathname + parsed.search : '/';
  } catch {
    return '/';
  }
}

/**
 * Opens `path` in the Shynk window the person already has, if any (focused and navigated there),
 * rather than a second window; a new one only when none is open.
 */
async function openInShynk(path) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const own = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  const existing = own.find((client) => client.focused) ?? own[0];
  if (!existing) return self.clients.openWindow(path);
  // Focusing is allowed only while a notification's click is being handled; navigating the
  // window does not depend on it.
  await existing.focus().catch(() => {});
  try {
    return await existing.navigate(new URL(path, self.location.origin).href);
  } catch {
    // A window this worker does not control cannot be navigated: it stays as it is, focused.
    return existing;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openInShynk(sameOriginPath(event.notification.data?.url)));
});
