// Flagfall as an installed, offline app (docs/offline.md): registers the service worker that
// keeps every file on the device, notices a new version (and only says so: nothing reloads by
// itself), asks the browser to keep the saved data, and exports and imports that data as one file.
// Adds to window.flagfall (web/bootstrap.js):
//   version, update_ready, update_version, service_worker, storage {asked, persisted},
//   checkForUpdate(), applyUpdate(), requestPersistence(), exportSavedData(),
//   importSavedData(text), chooseSavedDataFile(), lastImport, openSharedFile(text),
//   chooseSharedFile(), packLink(link)
// and hands the app the page's address and a link it was opened with (or changed to): a
// director's set-up link (#clock?ruleset=...&tc=...) for the clock, a shared case or class set
// (#case=..., #set=...) for the trainer; then takes the link out of the address so a reload does
// not open it again.
(function () {
  'use strict';
  const flagfall = window.flagfall;
  if (!flagfall) return;
  const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

  Object.assign(flagfall, {
    version: null,         // this build's version (a hash of its files), from the service worker
    update_ready: false,   // a newer version is on the device and starts when the app next opens
    update_version: null,
    // 'unsupported' (an old browser, or an address that is not https or localhost), 'starting',
    // 'installing' (the first visit), 'ready' (the files are kept: the app opens offline), 'failed'
    service_worker: 'starting',
    storage: { asked: false, persisted: null },
    lastImport: null,
  });

  const app = () => (flagfall.ready ? window.Module : null);

  function callWithText(name, texts) {
    const module = app();
    const pointers = texts.map((text) => {
      const bytes = module.lengthBytesUTF8(text) + 1;
      const pointer = module._malloc(bytes);
      module.stringToUTF8(text, pointer, bytes);
      return pointer;
    });
    try {
      return module.UTF8ToString(module[name](...pointers));
    } finally {
      pointers.forEach((pointer) => module._free(pointer));
    }
  }

  // ---- Persistent storage: asked for by the app once a game or progress exists ----
  async function readPersisted() {
    try {
      if (navigator.storage && navigator.storage.persisted) {
        flagfall.storage.persisted = await navigator.storage.persisted();
      }
    } catch (e) { /* unknown: stays null */ }
  }
  function tellAppPersisted() {
    const module = app();
    if (module && flagfall.storage.persisted !== null) module._flagfall_storage_persisted(flagfall.storage.persisted ? 1 : 0);
  }
  flagfall.requestPersistence = async function () {
    if (flagfall.storage.asked) return flagfall.storage.persisted;
    flagfall.storage.asked = true;
    try {
      if (navigator.storage && navigator.storage.persist) {
        flagfall.storage.persisted = (await navigator.storage.persisted()) || (await navigator.storage.persist());
      } else {
        flagfall.storage.persisted = false;
      }
    } catch (e) {
      flagfall.storage.persisted = false;
    }
    tellAppPersisted();
    return flagfall.storage.persisted;
  };
  readPersisted();
  // After the app's first frame: what the page learnt before the app ran goes to it, and the
  // service worker starts (its download of every file then does not slow the first visit).
  function afterFirstFrame() {
    tellAppPersisted();
    tellAppLink();
    window.addEventListener('hashchange', tellAppLink);
    startServiceWorker();
  }
  const firstFrame = flagfall.firstFrame;
  flagfall.firstFrame = function () {
    firstFrame();
    afterFirstFrame();
  };

  // ---- A director's set-up link, after the app restored what it had ----
  function tellAppLink() {
    if (!app()) return;
    const page = window.location.href.split('#')[0];
    callWithText('_flagfall_page_address', [page]);
    // Every fragment is a link to the app (it has no other anchors): a mistyped one (#cases=...)
    // gets the app's message saying what a link looks like, not silence.
    const fragment = window.location.hash;
    if (fragment.length < 2) return;
    history.replaceState(null, '', page);
    // A link packed small for a QR code is unpacked first; one that cannot be reaches the app
    // as it is, which says so.
    if (fragment.startsWith('#z=')) {
      unpackLink(fragment).then((plain) => callWithText('_flagfall_open_link', [plain || fragment]));
    } else {
      callWithText('_flagfall_open_link', [fragment]);
    }
  }

  // ---- Links packed small for a QR code ----
  // "#set=<base64url of the JSON>" packs to "#z=<base64url of deflate-raw('set=' + the JSON)>",
  // anything after its '&' (the language) kept as it is. What the app shares and copies stays
  // the plain link; only the QR code holds the packed one (TrainerSession::link_packed).
  const base64url = (bytes) => btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const fromBase64url = (text) => Uint8Array.from(
    atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const through = async (transform, bytes) =>
    new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(transform)).arrayBuffer());
  // The link (or '' where the browser cannot pack, or the link is no key=base64url link).
  async function packLink(link) {
    try {
      const at = link.indexOf('#');
      const [body, ...rest] = link.slice(at + 1).split('&');
      const equals = body.indexOf('=');
      const key = new TextEncoder().encode(body.slice(0, equals + 1));
      const json = fromBase64url(body.slice(equals + 1));
      const both = new Uint8Array(key.length + json.length);
      both.set(key);
      both.set(json, key.length);
      const packed = await through(new CompressionStream('deflate-raw'), both);
      return [link.slice(0, at) + '#z=' + base64url(packed), ...rest].join('&');
    } catch (e) {
      return '';
    }
  }
  async function unpackLink(fragment) {
    try {
      const [body, ...rest] = fragment.slice(3).split('&');
      const both = await through(new DecompressionStream('deflate-raw'), fromBase64url(body));
      const equals = both.indexOf(61);  // '='
      const key = new TextDecoder().decode(both.slice(0, equals + 1));
      return ['#' + key + base64url(both.slice(equals + 1)), ...rest].join('&');
    } catch (e) {
      return '';
    }
  }
  flagfall.packLink = function (link) {
    packLink(link).then((packed) => {
      if (app()) callWithText('_flagfall_link_packed', [link, packed]);
    });
  };
  function tellAppVersion() {
    if (app() && flagfall.version) callWithText('_flagfall_app_version', [flagfall.version]);
  }

  // ---- Saved data as one file ----
  flagfall.exportSavedData = function () {
    if (!app()) return null;
    const text = callWithText('_flagfall_export_saved_data', [flagfall.version || '']);
    const day = new Date().toISOString().slice(0, 10);
    flagfall.exportFile('download', `flagfall-saved-data-${day}.json`, 'application/json', text);
    return text;
  };
  // Checks the file, keeps what it replaces aside (flagfall.before-import) and restores the app
  // from it. Returns { ok, problem }: the problem names what is wrong and where.
  flagfall.importSavedData = function (text) {
    if (!app()) return { ok: false, problem: flagfall.pageWords.not_started };
    const problem = callWithText('_flagfall_import_saved_data', [String(text), flagfall.version || '']);
    flagfall.lastImport = { ok: problem === '', problem };
    return flagfall.lastImport;
  };
  // A real file field (a phone offers its files only to one), like askText's text field; the
  // file's text goes to `use`.
  function chooseFile(label, use) {
    return new Promise((resolve) => {
      const form = document.createElement('form');
      form.id = 'ask-file';
      form.innerHTML = '<label></label><input type="file" accept=".json,application/json">' +
        '<div><button type="button"></button></div>';
      form.querySelector('label').textContent = label;
      form.querySelector('button').textContent = flagfall.pageWords.cancel;
      const finish = (result) => { form.remove(); resolve(result); };
      form.querySelector('button').addEventListener('click', () => finish(null));
      form.querySelector('input').addEventListener('change', async (event) => {
        const file = event.target.files[0];
        if (!file) return finish(null);
        finish(use(await file.text()));
      });
      document.body.appendChild(form);
    });
  }
  flagfall.chooseSavedDataFile = () =>
    chooseFile(flagfall.pageWords.choose_saved_data, flagfall.importSavedData);

  // ---- A shared case or class set as a .json file: opened like its link ----
  flagfall.openSharedFile = function (text) {
    if (!app()) return false;
    callWithText('_flagfall_open_shared_file', [String(text)]);
    return true;
  };
  flagfall.chooseSharedFile = () =>
    chooseFile(flagfall.pageWords.choose_shared, flagfall.openSharedFile);

  // ---- The service worker ----
  const workers = window.isSecureContext ? navigator.serviceWorker : undefined;
  let registration = null;

  function askVersion(worker) {
    if (worker) worker.postMessage({ type: 'version?' });
  }
  function updateReady(worker) {
    if (flagfall.update_ready) return;
    flagfall.update_ready = true;
    askVersion(worker);
    const module = app();
    if (module) module._flagfall_update_ready();
  }
  function watchInstalling(worker) {
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      // Installed beside a worker that serves this page: a new version, waiting for the app's
      // next start. On the first visit there is none, and the new worker takes this page.
      if (worker.state === 'installed' && workers.controller) updateReady(worker);
    });
  }

  async function startServiceWorker() {
    if (!workers) {
      flagfall.service_worker = 'unsupported';
      tellAppOffline('unsupported');
      return;
    }
    workers.addEventListener('message', (event) => {
      const message = event.data || {};
      if (message.type !== 'version') return;
      if (event.source === workers.controller) {
        flagfall.version = message.version;
        tellAppVersion();
        keptOffline(message);
      }
      else if (registration && event.source === registration.waiting) flagfall.update_version = message.version;
    });
    workers.addEventListener('controllerchange', () => {
      if (flagfall.service_worker === 'updating') return;
      flagfall.service_worker = 'ready';
      askVersion(workers.controller);
    });
    try {
      registration = await workers.register('service-worker.js');
    } catch (e) {
      flagfall.service_worker = 'failed';
      tellAppOffline('failed');
      console.warn('Flagfall: offline use is not available:', e.message);
      return;
    }
    flagfall.service_worker = workers.controller ? 'ready' : 'installing';
    askVersion(workers.controller);
    if (registration.waiting && workers.controller) updateReady(registration.waiting);
    watchInstalling(registration.installing);
    watchSaving(registration.installing || (!workers.controller && registration.waiting));
    registration.addEventListener('updatefound', () => {
      watchInstalling(registration.installing);
      watchSaving(registration.installing);
    });
    setInterval(() => flagfall.checkForUpdate(), UPDATE_CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') flagfall.checkForUpdate();
    });
  }

  // ---- What is kept for offline use, for Home and About (session/app/offline_copy.h) ----
  // session::OfflineState's numbers.
  const OFFLINE_STATES = ['unknown', 'unsupported', 'saving', 'updating', 'ready', 'failed'];
  flagfall.offline = { state: 'unknown', files: 0, bytes: 0 };
  function tellAppOffline(state, copy = flagfall.offline) {
    flagfall.offline = { state, files: copy.files, bytes: copy.bytes };
    const module = app();
    if (module) module._flagfall_offline(OFFLINE_STATES.indexOf(state), copy.files, copy.bytes);
  }
  // The worker in control said how much of its version is on the device: all of it is ready
  // (while a new version is being saved beside it, that is said instead).
  function keptOffline(copy) {
    const saving = registration && registration.installing;
    tellAppOffline(saving ? 'updating' : copy.files === copy.of ? 'ready' : 'failed', copy);
  }
  // A worker saving a version: the first (nothing kept yet) or a new one beside the one in
  // control. Once it is in place, or given up, the worker in control is asked again; the first
  // one takes the page, and the page asks it then (controllerchange).
  function watchSaving(worker) {
    if (!worker) return;
    tellAppOffline(workers.controller ? 'updating' : 'saving');
    worker.addEventListener('statechange', () => {
      if (workers.controller && (worker.state === 'installed' || worker.state === 'redundant')) askVersion(workers.controller);
      else if (worker.state === 'redundant') tellAppOffline('failed');
    });
  }

  // Looks for a new version now (the app also looks hourly and whenever it comes back to view).
  flagfall.checkForUpdate = async function () {
    if (!registration) return false;
    try {
      await registration.update();
    } catch (e) { /* offline: try again later */ }
    return flagfall.update_ready;
  };
  // Starts the new version: the one thing that reloads the page, and only when the player asks.
  flagfall.applyUpdate = function () {
    if (!registration || !registration.waiting) return false;
    flagfall.service_worker = 'updating';
    workers.addEventListener('controllerchange', () => window.location.reload());
    registration.waiting.postMessage({ type: 'skip-waiting' });
    return true;
  };

  // The first frame came before this script ran: what follows it happens now.
  if (flagfall.firstFrameAt !== null) afterFirstFrame();
})();
