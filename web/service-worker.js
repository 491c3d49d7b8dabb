// Flagfall's service worker (docs/offline.md): keeps every file the page loads on the device, so
// the app opens and runs with no network, and fetches a new version in the background without
// ever replacing the one that runs. The build writes VERSION (a hash of every file below) and
// FILES (each with its own SHA-256 and size) into the copy it serves (cmake/service_worker.cmake).
'use strict';
const VERSION = '@FLAGFALL_VERSION@';
const FILES = @FLAGFALL_FILES@;
const CACHE_PREFIX = 'flagfall-';
const CACHE = CACHE_PREFIX + VERSION;
const SCOPE = new URL('./', self.location).pathname;

function hex(buffer) {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

// Downloads every file and keeps it only if it is this version's (a server caught half-way
// through an update would otherwise mix two versions): the whole version, or nothing.
async function precache() {
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(FILES.map(async (file) => {
      const response = await fetch(new Request(file.url, { cache: 'no-cache' }));
      if (!response.ok) throw new Error(`${file.url}: HTTP ${response.status}`);
      const digest = hex(await crypto.subtle.digest('SHA-256', await response.clone().arrayBuffer()));
      if (digest !== file.sha256) throw new Error(`${file.url} is not version ${VERSION}'s`);
      await cache.put(file.url, response);
    }));
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
}

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until the app is next opened, or until the player
  // asks for it (the page's applyUpdate), so a running game is never interrupted.
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
    }
    // The first visit's page is served from here from now on, so it keeps working offline.
    await self.clients.claim();
  })());
});

// How much of this version is on the device: the files of FILES in its cache, and their bytes.
async function kept() {
  const cache = await caches.open(CACHE);
  let files = 0;
  let bytes = 0;
  for (const file of FILES) {
    if (await cache.match(file.url)) {
      files += 1;
      bytes += file.size;
    }
  }
  return { files, of: FILES.length, bytes };
}

// The page asks which version this is, and how much of it is kept (docs/offline.md, "Ready
// offline").
self.addEventListener('message', (event) => {
  const message = event.data || {};
  if (message.type === 'version?') {
    event.waitUntil(kept().then((copy) => event.source.postMessage({ type: 'version', version: VERSION, ...copy })));
  }
  if (message.type === 'skip-waiting') self.skipWaiting();
});

// The app's files from the device, the network only for anything else. Every address of the
// app itself (the scope, index.html, with any query) is the page.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const isPage = request.mode === 'navigate' &&
    (url.pathname === SCOPE || url.pathname === SCOPE + 'index.html');
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = isPage ? await cache.match('index.html') : await cache.match(request);
    return hit || fetch(request);
  })());
});
