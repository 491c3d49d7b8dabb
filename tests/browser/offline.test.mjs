// Offline and installed use (docs/offline.md): the manifest and its icons; with the network gone
// (the test's own server closed and the browser offline) the app opens from the service worker's
// cache, runs a clock game and restores one started online; a rebuilt site is fetched in the
// background while a game runs, without interrupting it; the saved data moves between phones as
// one file through the About sheet; the update notice shows on the home screen only while no game
// runs; a director's set-up link sets the clock (and a bad one changes nothing); the landscape
// clock, with a buzz on the flag. The page's Content-Security-Policy reports no violation
// throughout.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, openApp, siteDir, waitForBank, waitForFrames, waitForIdle, PHONE_FAST } from './harness.mjs';
import { startServer } from '../../scripts/static-server.mjs';
import { startSlowHost } from './slow-host.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TOLERANCE_MS = 20;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

// The site on a server of the test's own, which it can take away.
async function serve(dir) {
  const server = await startServer(dir);
  return {
    server,
    baseUrl: `http://127.0.0.1:${server.address().port}/`,
    stop() {
      server.close();
      server.closeAllConnections();
    },
  };
}

// A fresh phone whose page records every CSP violation from its first script on.
async function newPhone() {
  const context = await session.browser.newContext(PHONE_FAST);
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return context;
}

async function open(site, context) {
  return openApp({ browser: session.browser, baseUrl: site.baseUrl }, PHONE_FAST, { context });
}

async function waitForOfflineReady(app) {
  await app.page.waitForFunction(() => window.flagfall.service_worker === 'ready' &&
    window.flagfall.version !== null && navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  return app.page.evaluate(() => window.flagfall.version);
}

const clockState = async (app) => (await app.state()).clock;
const waitForRunning = (app, side) =>
  app.page.waitForFunction((s) => window.flagfall.state().clock.running === s, side);

// Home's Clock; a page opened with a game in progress is on the clock already.
async function openClock(app) {
  if ((await app.state()).screen !== 'clock') await app.tap('home.clock');
  await app.page.waitForFunction(() => window.flagfall.state().screen === 'clock');
  await waitForIdle(app.page, 150);
}

async function startAndPress(app) {
  await app.tap('clock.black');
  await waitForRunning(app, 'white');
  await sleep(400);
  await app.tap('clock.white');
  await waitForRunning(app, 'black');
}

const cspViolations = (app) => app.page.evaluate(() => window.__cspViolations);

function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest parses, names the app and its colours, and its icons exist at their stated sizes', async () => {
  const manifestUrl = new URL('manifest.webmanifest', session.baseUrl);
  const response = await fetch(manifestUrl);
  assert.equal(response.headers.get('content-type'), 'application/manifest+json');
  const manifest = await response.json();
  assert.equal(manifest.short_name, 'Flagfall');
  assert.match(manifest.name, /Flagfall/);
  assert.ok(manifest.description.length > 20);
  assert.equal(manifest.display, 'standalone');
  assert.equal(new URL(manifest.start_url, manifestUrl).href, session.baseUrl);
  assert.equal(new URL(manifest.scope, manifestUrl).href, session.baseUrl);
  const page = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  assert.match(page, /<link rel="manifest" href="manifest.webmanifest">/);
  assert.match(page, new RegExp(`<meta name="theme-color" content="${manifest.theme_color}">`));
  assert.equal(manifest.background_color, manifest.theme_color);
  const sizes = [];
  for (const icon of manifest.icons) {
    const body = Buffer.from(await (await fetch(new URL(icon.src, manifestUrl))).arrayBuffer());
    if (icon.type === 'image/svg+xml') {
      assert.match(body.toString('utf8'), /^<svg /);
      continue;
    }
    assert.equal(pngSize(body), icon.sizes, icon.src);
    sizes.push(`${icon.sizes} ${icon.purpose}`);
  }
  assert.deepEqual(sizes.sort(), ['192x192 any', '512x512 any', '512x512 maskable']);
});

test('offline: the app opens from the device, runs a clock game, and breaks no CSP rule', async () => {
  const site = await serve(siteDir);
  const context = await newPhone();
  try {
    const app = await open(site, context);
    const version = await waitForOfflineReady(app);
    assert.match(version, /^[0-9a-f]{16}$/);

    site.stop();
    await context.setOffline(true);
    const fromWorker = [];
    app.page.on('response', (r) => fromWorker.push(`${new URL(r.url()).pathname} ${r.fromServiceWorker()}`));
    await app.page.reload();
    await waitForFrames(app.page, 1);
    for (const file of ['/', '/app.js', '/app.wasm', '/web/bootstrap.js']) {
      assert.ok(fromWorker.includes(`${file} true`), `${file} from the service worker: ${fromWorker}`);
    }
    // The worker answers the page's "version?" when its registration settles, which may be after
    // the first frame: wait for the answer, then check it is the version that was kept.
    await app.page.waitForFunction(() => window.flagfall.version !== null);
    assert.equal(await app.page.evaluate(() => window.flagfall.version), version);
    // The page's style came too (a file, as the CSP allows: web/page.css).
    assert.equal(await app.page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(23, 25, 31)');

    await openClock(app);
    await startAndPress(app);
    await app.tap('clock.pause');
    await app.page.waitForFunction(() => window.flagfall.state().clock.phase === 'paused');
    const clock = await clockState(app);
    assert.equal(clock.white.moves, 1);
    assert.ok(clock.white.remaining_ms < 5 * 60000 - 300, `white ${clock.white.remaining_ms}`);
    assert.deepEqual(app.problems, []);

    assert.deepEqual(await cspViolations(app), []);
    // The policy is in force: something from elsewhere is refused, and reported once by each
    // policy (the page's <meta>, and the server's header, which the worker kept with the page).
    await app.page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://example.org/tracker.png';
      document.body.appendChild(image);
    });
    await app.page.waitForFunction(() => window.__cspViolations.length >= 2);
    assert.deepEqual(await cspViolations(app), Array(2).fill('img-src https://example.org/tracker.png'));
  } finally {
    await context.close();
    site.stop();
  }
});

// Every file the service worker keeps: the site's, but for the worker itself.
function siteFiles(dir, under = '') {
  return fs.readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const name = path.join(under, entry.name);
    if (entry.isDirectory()) return siteFiles(dir, name);
    return name === 'service-worker.js' ? [] : [fs.statSync(path.join(dir, name)).size];
  });
}

test('Home says when the phone is ready offline; then, with no network, a reload reaches the clock and the trainer', async () => {
  // The 2x piece set, which this phone's page never loads (it draws at 1x, and at 3x for its
  // screenshots), is held back from the service worker's download: the phone is seen saving first.
  const host = await startSlowHost(siteDir);
  host.hold('pieces-2x.png');
  const context = await newPhone();
  try {
    const app = await open(host, context);
    await app.page.waitForFunction(() => window.flagfall.state().home.offline === 'saving' &&
      window.flagfall.state().targets['home.offline']);
    assert.equal((await app.state()).home.offline_line, 'Saving for offline use…');
    await waitForIdle(app.page, 150);
    await app.screenshot('home-saving-offline');

    (await host.request('pieces-2x.png')).send(1);
    await app.page.waitForFunction(() => window.flagfall.state().home.offline === 'ready');
    await app.page.waitForFunction(() => window.flagfall.state().targets['home.offline'] &&
      window.flagfall.announced.includes('Ready to use offline'));
    let home = (await app.state()).home;
    assert.equal(home.offline_line, 'Ready to use offline');
    assert.match(await app.page.locator('#mirror-content').textContent(), /Ready to use offline/);
    await waitForIdle(app.page, 150);
    await app.screenshot('home-ready-offline');

    // About says what is kept, and its size: every file of the site.
    const sizes = siteFiles(siteDir);
    const megabytes = (sizes.reduce((a, b) => a + b, 0) / 1048576).toFixed(1);
    await app.tap('home.about');
    await app.page.waitForFunction(() => window.flagfall.state().targets['about.close']);
    home = (await app.state()).home;
    assert.equal(home.offline_text, 'Kept on this device for offline use: the app, its piece set and its scenarios ' +
      `(${sizes.length} files, ${megabytes} MB).`);
    await waitForIdle(app.page, 150);
    await app.screenshot('about-offline');
    await app.tap('about.close');

    host.close();
    await context.setOffline(true);
    await app.page.reload();
    await waitForFrames(app.page, 1);
    await waitForBank(app.page);
    await app.page.waitForFunction(() => window.flagfall.state().home.offline === 'ready' &&
      window.flagfall.state().targets['home.offline']);
    await waitForIdle(app.page, 150);
    await openClock(app);
    await startAndPress(app);
    await app.tap('clock.pause');
    await app.page.waitForFunction(() => window.flagfall.state().clock.phase === 'paused');
    await app.tap('clock.home');
    await app.page.waitForFunction(() => window.flagfall.state().screen === 'home');
    await app.tap('home.trainer');
    await app.page.waitForFunction(() => window.flagfall.state().screen === 'trainer');
    await waitForIdle(app.page, 150);
    await app.tap('trainer.practice');
    await app.page.waitForFunction(() => window.flagfall.state().trainer.question !== null &&
      window.flagfall.pieceAtlas === 'pieces-1x.png');
    assert.deepEqual(app.problems, []);
    assert.deepEqual(await cspViolations(app), []);
  } finally {
    await context.close();
    host.close();
  }
});

test('a game started online is restored offline, after the page was closed, with the right times', async () => {
  const site = await serve(siteDir);
  const context = await newPhone();
  try {
    let app = await open(site, context);
    await waitForOfflineReady(app);
    await openClock(app);
    await startAndPress(app);
    // A started game is worth keeping: the app asks the browser to keep its storage.
    await app.page.waitForFunction(() => window.flagfall.storage.asked && window.flagfall.storage.persisted !== null);
    await sleep(300);
    const before = await clockState(app);
    site.stop();
    await context.setOffline(true);
    await app.page.close();
    await sleep(500);

    app = await open(site, context);
    await openClock(app);
    const after = await clockState(app);
    assert.equal(after.phase, 'running');
    assert.equal(after.running, 'black');
    assert.equal(after.white.remaining_ms, before.white.remaining_ms, 'white stopped');
    const expected = before.black.remaining_ms - (after.now - before.now);
    assert.ok(Math.abs(after.black.remaining_ms - expected) <= TOLERANCE_MS,
      `black ${after.black.remaining_ms}, expected ${expected}`);
    await app.tap('clock.black');
    await waitForRunning(app, 'white');
    assert.deepEqual(app.problems, []);
    assert.deepEqual(await cspViolations(app), []);
  } finally {
    await context.close();
    site.stop();
  }
});

test('a rebuilt site is fetched while a game runs: the game goes on, and the page knows an update is ready', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flagfall-site-'));
  fs.cpSync(siteDir, dir, { recursive: true });
  const site = await serve(dir);
  const context = await newPhone();
  try {
    const app = await open(site, context);
    const oldVersion = await waitForOfflineReady(app);
    await openClock(app);
    await startAndPress(app);
    await app.page.evaluate(() => { window.__samePage = true; });
    const framesBefore = (await app.state()).frame;

    fs.appendFileSync(path.join(dir, 'index.html'), '<!-- rebuilt -->\n');
    execFileSync('cmake', [`-DSITE_DIR=${dir}`, `-DTEMPLATE=${path.join(repoRoot, 'web/service-worker.js')}`,
      '-P', path.join(repoRoot, 'cmake/service_worker.cmake')], { stdio: 'ignore' });
    await app.page.evaluate(() => window.flagfall.checkForUpdate());
    await app.page.waitForFunction(() => window.flagfall.update_ready && window.flagfall.update_version !== null);
    // The new copy is in place beside the one in use: the phone is ready offline again.
    await app.page.waitForFunction(() => window.flagfall.offline.state === 'ready');
    const page = await app.page.evaluate(() => ({
      same: window.__samePage,
      flagfall: { version: window.flagfall.version, update_version: window.flagfall.update_version },
    }));
    assert.equal(page.same, true, 'the page was not reloaded');
    assert.equal(page.flagfall.version, oldVersion, 'the running version stays in control');
    assert.notEqual(page.flagfall.update_version, oldVersion);

    // The game was not interrupted: still running for Black, drawing, and a press still counts.
    const clock = await clockState(app);
    assert.equal(clock.phase, 'running');
    assert.equal(clock.running, 'black');
    assert.equal(clock.popup, 'none');
    assert.ok((await app.state()).frame > framesBefore);
    await app.tap('clock.black');
    await waitForRunning(app, 'white');

    // The home screen says nothing of it while the game runs; once the clock is paused it does.
    await app.tap('clock.home');
    await app.page.waitForFunction(() => window.flagfall.state().screen === 'home');
    await waitForIdle(app.page, 150);
    let state = await app.state();
    assert.equal(state.home.update_ready, true);
    assert.equal(state.home.update_notice, false, 'no notice while a game runs');
    assert.equal(state.targets['home.update'], undefined);
    await openClock(app);
    await app.tap('clock.pause');
    await app.page.waitForFunction(() => window.flagfall.state().clock.phase === 'paused');
    await app.tap('clock.home');
    await app.page.waitForFunction(() => window.flagfall.state().home.update_notice === true);
    assert.equal(await app.page.evaluate(() => window.__samePage), true, 'still not reloaded');

    // Only when asked, the new version starts; the game comes back, and the old cache goes.
    await Promise.all([app.page.waitForNavigation(), app.tap('home.update')]);
    await waitForFrames(app.page, 1);
    await app.page.waitForFunction((v) => window.flagfall.version === v, page.flagfall.update_version);
    assert.deepEqual(await app.page.evaluate(() => caches.keys()), [`flagfall-${page.flagfall.update_version}`]);
    await openClock(app);
    assert.equal((await clockState(app)).phase, 'paused');
    assert.equal((await clockState(app)).to_move, 'white');
    assert.equal((await app.state()).home.app_version, page.flagfall.update_version);
    await app.page.waitForFunction(() => window.flagfall.state().home.offline === 'ready');
    assert.deepEqual(app.problems, []);
    assert.deepEqual(await cspViolations(app), []);
  } finally {
    await context.close();
    site.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// The About sheet on the home screen: opened from the clock's Home button.
async function openAbout(app) {
  if ((await app.state()).screen === 'clock') await app.tap('clock.home');
  await app.tap('home.about');
  await app.page.waitForFunction(() => window.flagfall.state().home.about_open && window.flagfall.state().targets['about.import']);
  await waitForIdle(app.page, 150);
}

// Imports `text` through the About sheet's button and the page's file field, as a player does.
async function importThroughAbout(app, text) {
  await app.tap('about.import');
  await app.page.locator('#ask-file input').setInputFiles({
    name: 'flagfall-saved-data.json', mimeType: 'application/json', buffer: Buffer.from(text),
  });
  await app.page.waitForFunction(() => window.flagfall.state().home.import_message !== '');
  assert.equal(await app.page.locator('#ask-file').count(), 0);
  return (await app.state()).home;
}

test('the About sheet exports all saved data and another phone imports it; a bad file changes nothing', async () => {
  const first = await open(session, await newPhone());
  const second = await open(session, await newPhone());
  try {
    await openClock(first);
    await startAndPress(first);
    await first.tap('clock.pause');
    await first.page.waitForFunction(() => window.flagfall.state().clock.phase === 'paused');
    await openAbout(first);
    const about = (await first.state()).home;
    assert.equal(about.app_version, await first.page.evaluate(() => window.flagfall.version ?? ''));
    assert.equal(about.storage_persisted, await first.page.evaluate(() => window.flagfall.storage.persisted));
    await first.tap('about.export');
    await first.page.waitForFunction(() => window.flagfall.exports.length > 0);
    const download = await first.page.evaluate(() => window.flagfall.exports.at(-1));
    assert.match(download.name, /^flagfall-saved-data-\d{4}-\d\d-\d\d\.json$/);
    const exported = download.text;
    assert.deepEqual(Object.keys(JSON.parse(exported).entries), ['flagfall.clock']);

    await openClock(second);
    await second.tap('clock.black');
    await waitForRunning(second, 'white');
    const had = await second.page.evaluate(() => localStorage.getItem('flagfall.clock'));

    await openAbout(second);
    const refused = await importThroughAbout(second,
      '{"format":"flagfall-saved-data","version":9,"entries":{}}');
    assert.equal(refused.import_refused, true);
    assert.equal(refused.import_message, 'Not imported: version: the file was written by a newer Flagfall (file version 9); update the app, then import it. Nothing was changed.');
    assert.equal(await second.page.evaluate(() => localStorage.getItem('flagfall.clock')), had);
    assert.equal(await second.page.evaluate(() => localStorage.getItem('flagfall.before-import')), null);

    const imported = await importThroughAbout(second, exported);
    assert.equal(imported.import_refused, false, imported.import_message);
    const [a, b] = [await clockState(first), await clockState(second)];
    assert.equal(b.phase, 'paused');
    assert.equal(b.white.remaining_ms, a.white.remaining_ms);
    assert.equal(b.black.remaining_ms, a.black.remaining_ms);
    const keptAside = JSON.parse(await second.page.evaluate(() => localStorage.getItem('flagfall.before-import')));
    assert.equal(keptAside.entries['flagfall.clock'], had);
    await second.tap('about.close');
    await second.page.waitForFunction(() => !window.flagfall.state().home.about_open);
    assert.deepEqual(first.problems, []);
    assert.deepEqual(second.problems, []);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

// A phone, opened at `fragment`, with navigator.vibrate spied on.
async function openPhone(device, fragment = '') {
  const context = await session.browser.newContext(device);
  await context.addInitScript(() => {
    window.__buzzes = [];
    navigator.vibrate = (pattern) => { window.__buzzes.push(pattern); return true; };
  });
  return openApp({ browser: session.browser, baseUrl: session.baseUrl + fragment }, device, { context });
}

test('a set-up link sets the clock, asks before it replaces a game, and a bad one changes nothing', async () => {
  const app = await openPhone(PHONE_FAST, '#clock?ruleset=fide-2023&tc=3%2B2');
  try {
    await app.page.waitForFunction(() => window.flagfall.state().screen === 'clock');
    let clock = await clockState(app);
    assert.equal(clock.ruleset, 'fide-2023');
    assert.equal(clock.control, '3+2');
    assert.equal(clock.popup, 'none', 'nothing to ask before a game');
    assert.equal(await app.page.evaluate(() => window.location.hash), '', 'a reload does not open it again');

    await waitForIdle(app.page, 150);
    await startAndPress(app);
    await app.page.evaluate(() => { window.location.hash = '#clock?ruleset=uscf-2020&tc=G/5;d0'; });
    await app.page.waitForFunction(() => window.flagfall.state().clock.popup === 'confirm-link');
    await app.tap('link.keep');
    await app.page.waitForFunction(() => window.flagfall.state().clock.popup === 'none');
    clock = await clockState(app);
    assert.equal(clock.ruleset, 'fide-2023');
    assert.equal(clock.phase, 'running');

    await app.page.evaluate(() => { window.location.hash = '#clock?ruleset=uscf-2077&tc=G/5;d0'; });
    await app.page.waitForFunction(() => window.flagfall.state().clock.popup === 'notice');
    clock = await clockState(app);
    assert.match(clock.notice, /"ruleset" is wrong.*uscf-2077/);
    assert.equal(clock.ruleset, 'fide-2023');
    await app.tap('notice.ok');
    await app.page.evaluate(() => { window.location.hash = '#clock?ruleset=uscf-2020&tc=G/0'; });
    await app.page.waitForFunction(() => /"tc" is wrong/.test(window.flagfall.state().clock.notice));
    await app.tap('notice.ok');
    assert.equal((await clockState(app)).control, '3+2');

    await app.page.evaluate(() => { window.location.hash = '#clock?ruleset=uscf-2020&tc=G/5;d0'; });
    await app.page.waitForFunction(() => window.flagfall.state().clock.popup === 'confirm-link');
    await app.tap('link.accept');
    await app.page.waitForFunction(() => window.flagfall.state().clock.phase === 'not-started');
    clock = await clockState(app);
    assert.equal(clock.ruleset, 'uscf-2020');
    assert.equal(clock.control, 'G/5;d0');

    // The More sheet shows the link for these settings, as text and as a code.
    await app.tap('clock.more');
    await app.tap('menu.link');
    await app.page.waitForFunction(() => window.flagfall.state().clock.popup === 'setup-link');
    await waitForIdle(app.page, 150);
    clock = await clockState(app);
    assert.equal(clock.setup_link, `${session.baseUrl}#clock?ruleset=uscf-2020&tc=G/5;d0`);
    assert.ok(clock.setup_link_qr_size >= 21);
    const [, , qrWidth, qrHeight] = (await app.state()).targets['link.qr'];
    assert.equal(qrWidth, qrHeight);
    assert.ok(qrWidth >= (clock.setup_link_qr_size + 8) * 6, `${qrWidth} px for the code`);
    await app.screenshot('offline-setup-link-qr');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('landscape: the halves side by side (then turned to their players), and the flag buzzes', async () => {
  const app = await openPhone({ ...PHONE_FAST, viewport: { width: 844, height: 390 } }, '#clock?ruleset=uscf-2020&tc=4s%2B0');
  try {
    await app.page.waitForFunction(() => window.flagfall.state().clock.control === '4s+0');
    await waitForIdle(app.page, 150);
    let targets = (await app.state()).targets;
    const [bx, by, bw, bh] = targets['clock.black'];
    const [wx, wy] = targets['clock.white'];
    assert.ok(bx + bw <= wx && by === wy, `black ${targets['clock.black']}, white ${targets['clock.white']}`);
    assert.ok(bw > bh, 'each half wider than tall');
    await app.tap('clock.black');
    await waitForRunning(app, 'white');
    await app.screenshot('offline-landscape-running');
    await app.page.waitForFunction(() => window.flagfall.state().clock.first_flag === 'white', null, { timeout: 10000 });
    await app.page.waitForFunction(() => window.__buzzes.length > 1);
    // Four seconds is under the low-time warning's 10 s floor: its buzz as White's clock starts,
    // then the flag's.
    assert.deepEqual(await app.page.evaluate(() => window.flagfall.vibrations), ['low-time', 'flag']);
    assert.deepEqual(await app.page.evaluate(() => window.__buzzes), [[120, 80, 120], [400, 150, 400, 150, 400]]);
    await waitForIdle(app.page, 150);
    await app.screenshot('offline-landscape-flag');

    await app.tap('clock.more');
    await app.tap('menu.turn');
    await app.page.waitForFunction(() => window.flagfall.state().clock.turn_halves === true);
    await waitForIdle(app.page, 150);
    const [, closeY, , closeHeight] = (await app.state()).targets['menu.close'];
    assert.ok(closeY + closeHeight <= 390, 'the More sheet fits the screen\'s height');
    await app.screenshot('offline-landscape-menu');
    await app.tap('menu.close');
    await app.page.waitForFunction(() => window.flagfall.state().clock.popup === 'none');
    await waitForIdle(app.page, 150);
    targets = (await app.state()).targets;
    const [ox, oy, ow, oh] = targets['clock.black.opponent'];
    const [hx, , hw] = targets['clock.black'];
    assert.ok(oh > ow, `White's small time on Black's turned half stands on its side: ${targets['clock.black.opponent']}`);
    assert.ok(ox >= hx && ox + ow <= hx + hw && oy >= 0, 'on Black\'s half');
    await app.screenshot('offline-landscape-turned');
    assert.equal(JSON.parse(await app.page.evaluate(() => localStorage.getItem('flagfall.clock'))).settings.turn_halves, true);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
