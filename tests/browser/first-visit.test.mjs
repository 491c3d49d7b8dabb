// A first visit on a slow link (docs/offline.md, "Start-up"): after a second with no first frame
// the page shows how far the download of everything the app waits for has come, as a bar and a
// percentage, and says it politely at each quarter; a download that fails or stalls is said
// plainly, with a button that tries again in the same page. The site comes from a host of the
// test's own that sends every file gzip-compressed and app.wasm only as far as the test lets it
// (tests/browser/slow-host.mjs): every wait is on the page's own state, not on time.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, siteDir, screenshotDir, PHONE } from './harness.mjs';
import { startSlowHost } from './slow-host.mjs';
import fs from 'node:fs';
import path from 'node:path';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

// A phone whose page keeps every text the loading status's polite region says, and every
// figure it shows, in order.
async function newPhone() {
  const context = await session.browser.newContext(PHONE);
  await context.addInitScript(() => {
    window.__said = [];
    window.__figures = [];
    new MutationObserver(() => {
      const say = document.getElementById('status-say')?.textContent;
      if (say && say !== window.__said.at(-1)) window.__said.push(say);
      const figure = document.getElementById('status-figure')?.textContent;
      if (figure && figure !== window.__figures.at(-1)) window.__figures.push(figure);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return context;
}

// The percentage on show, once the status is on screen and shows more than `above`.
async function percentAbove(page, above) {
  await page.waitForFunction((p) => {
    const figure = document.getElementById('status-figure');
    return !document.getElementById('status').hidden && parseInt(figure?.textContent, 10) > p;
  }, above);
  return page.evaluate(() => ({
    percent: parseInt(document.getElementById('status-figure').textContent, 10),
    bar: document.getElementById('status-bar').value,
    text: document.getElementById('status-text').textContent,
  }));
}

const firstFrame = (page) => page.waitForFunction(() => window.flagfall.firstFrameAt !== null && window.flagfall.ready);

// Opens the page on a phone, served by a slow host that holds app.wasm back until the test sends it.
async function visitWithWasmHeld(run) {
  const host = await startSlowHost(siteDir);
  host.hold('app.wasm');
  const context = await newPhone();
  try {
    const page = await context.newPage();
    await page.goto(host.baseUrl, { waitUntil: 'commit' });
    await run(page, host);
  } finally {
    await context.close();
    host.close();
  }
}

test('a slow first visit shows its download moving, as a bar and a percentage, up to the first frame', async () => {
  await visitWithWasmHeld(async (page, host) => {
    const wasm = await host.request('app.wasm');
    wasm.send(0.3);
    // At least the small files and some of app.wasm (a first look may come before all 30% is read).
    const first = await percentAbove(page, 14);
    assert.equal(first.text, 'Loading Flagfall…');
    assert.equal(first.bar, first.percent);
    // 30% of the compressed app.wasm is about 30% of its bytes: the page counts what it reads
    // (decompressed) against the files' own sizes (about 35% here). Counted against the compressed
    // Content-Length it would show about 70%.
    assert.ok(first.percent <= 50, `${first.percent}% after 30% of app.wasm`);
    fs.mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir, 'first-visit-progress.png') });

    wasm.send(0.8);
    const second = await percentAbove(page, first.percent);
    assert.ok(second.percent < 100, `${second.percent}%`);
    assert.equal(host.requests('app.wasm'), 1, 'app.wasm asked for once (the preload and the compile share it)');
    wasm.send(1);
    await firstFrame(page);
    assert.equal(await page.locator('#status').isHidden(), true, 'gone with the first frame');
    assert.equal((await page.evaluate(() => window.flagfall.state())).screen, 'home');

    // Said at each quarter it passed, not at every step.
    const { said, figures } = await page.evaluate(() => ({ said: window.__said, figures: window.__figures }));
    for (const words of said) assert.match(words, /^(Loading Flagfall: (0|25|50|75)%|Starting Flagfall…)$/);
    assert.ok(said.length >= 2 && said.length <= 5, `said: ${said}`);
    assert.ok(said.some((words) => /: (25|50|75)%$/.test(words)), `said: ${said}`);
    const percents = figures.map((f) => parseInt(f, 10));
    assert.deepEqual(percents, [...percents].sort((a, b) => a - b), `always forward: ${figures}`);
  });
});

test('a download cut off, then stalled, is said plainly, and Try again finishes it in the same page', async () => {
  await visitWithWasmHeld(async (page, host) => {
    await page.evaluate(() => { window.__samePage = true; });
    const cut = await host.request('app.wasm', 0);
    cut.send(0.4);
    await percentAbove(page, 0);
    cut.cut();
    await page.locator('#status-retry').waitFor({ state: 'visible' });
    assert.equal(await page.locator('#status-text').textContent(), 'The download failed. Check the connection and try again.');
    assert.equal(await page.locator('#status-say').textContent(), 'The download failed. Check the connection and try again.');
    await page.screenshot({ path: path.join(screenshotDir, 'first-visit-failed.png') });

    // The second try gets half-way and then nothing more comes: after a while, that is said.
    await page.locator('#status-retry').click();
    await page.locator('#status-retry').waitFor({ state: 'hidden' });
    const stalled = await host.request('app.wasm', 1);
    stalled.send(0.5);
    await page.waitForFunction(() => document.getElementById('status-text').textContent ===
      'The download has stalled. Check the connection, or try again.', null, { timeout: 20000 });
    assert.equal(await page.locator('#status-retry').isVisible(), true);

    // The third try comes whole: the app starts, in the page the visit began with.
    host.release('app.wasm');
    await page.locator('#status-retry').click();
    await firstFrame(page);
    assert.equal(await page.evaluate(() => window.__samePage), true, 'not reloaded');
    assert.equal(await page.locator('#status').isHidden(), true);
    assert.equal((await page.evaluate(() => window.flagfall.state())).screen, 'home');
    assert.equal(host.requests('app.wasm'), 2, 'two held tries, then the whole file (not held)');
  });
});
