// The app shell: loads in a real browser, shows the home screen, navigates by touch and mouse,
// and produces no console errors or failed requests.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, waitForBank, keepFirstFrameState, PHONE, PHONE_FAST, DESKTOP } from './harness.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

for (const [name, device] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`home screen on ${name}: first frame, state, tap into the clock and back`, async () => {
    const app = await openApp(session, device, { beforeLoad: keepFirstFrameState });
    try {
      await waitForIdle(app.page);
      const home = await app.state();
      assert.equal(home.screen, 'home');
      assert.ok(home.frame >= 1, 'at least one frame drawn');
      // The first frame's body font held only the home screen's characters; the next ones have
      // every glyph, as any other screen or sheet may draw them.
      const first = await app.page.evaluate(() => window.firstFrameState);
      assert.equal(first.screen, 'home');
      assert.equal(first.body_font_partial, true, 'first frame: only the home screen\'s characters');
      assert.equal(home.body_font_partial, false, 'after it: the whole body font');
      assert.equal(home.viewport.width, device.viewport.width);
      assert.equal(home.viewport.height, device.viewport.height);
      assert.equal(home.viewport.pixel_ratio, device.deviceScaleFactor);
      assert.ok(home.targets['home.clock'] && home.targets['home.trainer'], 'both entries on screen');
      assert.equal(await app.page.locator('#status').isHidden(), true, 'loading message gone');
      await app.screenshot(`home-${name}`);

      await app.tap('home.clock');
      await app.page.waitForFunction(() => window.flagfall.state().screen === 'clock');
      await waitForIdle(app.page);
      // A mouse stays over what it clicked, so hover shows; a lifted finger leaves nothing behind,
      // so no control is left looking hovered where the last tap was.
      const input = (await app.state()).input;
      assert.equal(input.clicks, 1);
      assert.equal(input.pointer_shown, !device.hasTouch);
      await app.screenshot(`clock-new-${name}`);

      await app.tap('clock.home');
      await app.page.waitForFunction(() => window.flagfall.state().screen === 'home');
      assert.deepEqual(app.problems, []);
    } finally {
      await app.close();
    }
  });
}

test('a word catalog that cannot be read leaves Home in English, with a notice that says why', async () => {
  const context = await session.browser.newContext(PHONE);
  // English's whole catalog, fetched after the first frame, cut short after its fifth line.
  await context.route('**/words/en.txt', async (route) => {
    const whole = await (await route.fetch()).text();
    await route.fulfill({ status: 200, contentType: 'text/plain', body: whole.split('\n').slice(0, 5).join('\n') });
  });
  const app = await openApp(session, PHONE, { context });
  try {
    await waitForIdle(app.page);
    const state = await app.state();
    assert.deepEqual(state.words, {
      complete: false, language: 'en', problem: 'line 5: the file is cut short: its last line has no line end',
    });
    assert.equal(state.home.words_notice, 'Some of the app\'s words could not be read (line 5: the file is cut ' +
      'short: its last line has no line end). Reload the page to try again.');
    assert.ok(state.targets['home.words-notice'] && state.targets['home.clock'], 'the notice above the entries');
    const mirror = await app.page.locator('#mirror-content').textContent();
    assert.match(mirror, /Some of the app's words could not be read/);
    assert.match(mirror, /Clock: a two-player tournament clock/, 'Home\'s own words are still English');
    await app.screenshot('home-words-refused');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('a phone set to Spanish opens in Spanish from its first frame; the switch turns it to English, kept after a reload', async () => {
  const context = await session.browser.newContext({ ...PHONE_FAST, locale: 'es-MX' });
  const app = await openApp(session, PHONE_FAST, { context, beforeLoad: keepFirstFrameState });
  const { page } = app;
  const mirror = () => page.locator('#mirror-content').textContent();
  const lang = () => page.evaluate(() => document.documentElement.lang);
  try {
    // Home's Spanish is compiled in: the first frame needs no catalog, and its font only Home's letters.
    const first = await page.evaluate(() => window.firstFrameState);
    assert.equal(first.words.language, 'es');
    assert.equal(first.body_font_partial, true);
    await waitForIdle(page);
    let state = await app.state();
    assert.deepEqual(state.words, { complete: true, language: 'es', problem: '' });
    assert.equal(await lang(), 'es', 'a screen reader speaks the mirror in Spanish');
    // The page's own words, and the manifest an install reads, are Spanish too.
    assert.equal(await page.title(), 'Flagfall — reloj de blitz y entrenador de reglas');
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]').href;
      return (await fetch(href)).json();
    });
    assert.equal(manifest.lang, 'es');
    assert.match(manifest.description, /Funciona sin conexión/);
    assert.match(await mirror(), /Entrenador/);
    assert.doesNotMatch(await mirror(), /Trainer/);
    assert.ok(state.targets['home.language.en'], 'the switch, named in English');
    assert.deepEqual(state.cut_labels, []);
    await app.screenshot('home-es');
    await page.setViewportSize({ width: 844, height: 390 });
    await page.waitForFunction(() => window.flagfall.state().viewport.width === 844);
    await waitForIdle(page);
    assert.deepEqual((await app.state()).cut_labels, []);
    await app.screenshot('home-es-side');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => window.flagfall.state().viewport.width === 390);

    await app.tap('home.language.en');
    await page.waitForFunction(() => window.flagfall.state().words.language === 'en');
    await waitForBank(page);  // English's whole catalog, fetched now
    assert.equal(await lang(), 'en');
    assert.match(await mirror(), /Trainer/);
    assert.ok((await app.state()).targets['home.language.es']);

    // The choice is kept over the phone's own language.
    await page.reload();
    await waitForBank(page);
    state = await app.state();
    assert.equal(state.words.language, 'en');
    assert.equal(await lang(), 'en');
    await app.tap('home.language.es');
    await page.waitForFunction(() => window.flagfall.state().words.language === 'es');
    assert.match(await mirror(), /Entrenador/);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('the canvas follows the window size and renders at the device pixel ratio', async () => {
  const app = await openApp(session, PHONE);
  try {
    const canvas = await app.page.evaluate(() => {
      const c = document.getElementById('canvas');
      return { width: c.width, height: c.height, cssWidth: c.clientWidth, cssHeight: c.clientHeight };
    });
    assert.equal(canvas.width, 390 * 3);
    assert.equal(canvas.height, 844 * 3);
    await app.page.setViewportSize({ width: 844, height: 390 });
    await app.page.waitForFunction(() => window.flagfall.state().viewport.width === 844);
    const turned = await app.page.evaluate(() => document.getElementById('canvas').width);
    assert.equal(turned, 844 * 3);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('a slow start shows the loading message, from a second on, until the first frame', async () => {
  const context = await session.browser.newContext(PHONE);
  // When the message is first shown, after the page's own time origin, and what it said then. On
  // a loaded machine it may show only briefly before the first frame: the test reads what the
  // observer saw, never waits for the message to be on show (which a poll can miss).
  await context.addInitScript(() => {
    new MutationObserver(() => {
      const status = document.getElementById('status');
      if (status && !status.hidden && window.statusShownAt === undefined) {
        window.statusShownAt = performance.now();
        window.statusShownText = document.getElementById('status-text')?.textContent;
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
  });
  // The app's code held back for 2 s, as on a slow network.
  await context.route('**/app.wasm', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  const page = await context.newPage();
  try {
    await page.goto(session.baseUrl, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.flagfall?.firstFrameAt != null);
    assert.equal(await page.locator('#status').isHidden(), true, 'gone with the first frame');
    const { shownAt, shownText, firstFrameAt } = await page.evaluate(() => ({
      shownAt: window.statusShownAt, shownText: window.statusShownText, firstFrameAt: window.flagfall.firstFrameAt }));
    assert.ok(shownAt !== undefined, 'the message was shown');
    assert.equal(shownText, 'Loading Flagfall…');
    assert.ok(shownAt >= 1000, `not shown in the first second (shown at ${shownAt} ms)`);
    assert.ok(shownAt < firstFrameAt, 'shown while the app was loading');
  } finally {
    await context.close();
  }
});

for (const [locale, message] of [['en-US', /needs WebGL2/], ['es-ES', /necesita WebGL2/]])
test(`a browser without WebGL2 gets a readable message instead of the app (${locale})`, async () => {
  const context = await session.browser.newContext({ ...PHONE, locale });
  await context.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
      return kind === 'webgl2' ? null : original.call(this, kind, ...rest);
    };
  });
  const page = await context.newPage();
  try {
    await page.goto(session.baseUrl);
    assert.match(await page.locator('#status').textContent(), message);
    // app.js is a deferred script of the page: it has run by the load event, and started nothing.
    assert.equal(await page.evaluate(() => window.Module.calledRun === true || window.flagfall.ready), false,
      'the app was not started');
  } finally {
    await context.close();
  }
});

test('a browser without WebAssembly gets a readable message', async () => {
  const context = await session.browser.newContext(PHONE);
  await context.addInitScript(() => { delete window.WebAssembly; });
  const page = await context.newPage();
  try {
    await page.goto(session.baseUrl);
    assert.match(await page.locator('#status').textContent(), /needs WebAssembly/);
  } finally {
    await context.close();
  }
});
