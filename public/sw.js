// Marchwarden's service worker: after one visit the app opens and plays with the network
// off. Every file of the build is kept on install; the page and its files are then served
// from that copy. A new build installs beside it and waits: the page offers the update and
// the player takes it when the table is ready (never in the middle of a turn), by posting
// "update". build/offline.mjs writes the build's files and version below.
const VERSION = "unbuilt";
const FILES = [];
const CACHE = `marchwarden-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(["./", ...FILES])));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("marchwarden-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "update") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  // The app is one page: every navigation in its scope is that page, whatever the query.
  const key = request.mode === "navigate" ? "./" : request;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => (await cache.match(key, { ignoreSearch: request.mode === "navigate" })) ?? fetch(request)),
  );
});
