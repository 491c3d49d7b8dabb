// Shared set-up for the browser tests: serves build/wasm/site, launches Debian's Chromium through
// playwright-core, records console errors and failed requests, and saves screenshots to
// artifacts/screenshots/.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/static-server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const siteDir = process.env.FLAGFALL_SITE || path.join(repoRoot, 'build/wasm/site');
export const screenshotDir = path.join(repoRoot, 'artifacts/screenshots');

// WebGL and the compositor both on SwiftShader (through ANGLE) in the GPU process: the canvas is
// composited where it was drawn instead of being read back for software compositing, which
// makes each frame at the phone's pixel ratio 3 about a third quicker.
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
// The same phone (viewport, touch, layout and tap targets are all in CSS pixels) drawn at one
// device pixel per CSS pixel: SwiftShader draws a ninth of the pixels, so frames come several
// times faster. For tests that assert behaviour through state(); the screenshots people look
// at, and the checks of the device pixel ratio itself, use PHONE.
export const PHONE_FAST = { ...PHONE, deviceScaleFactor: 1 };
export const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

export async function launchBrowser() {
  const server = await startServer(siteDir);
  const browser = await chromium.launch({
    executablePath: process.env.FLAGFALL_CHROMIUM || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}/`,
    browser,
    async close() {
      await browser.close();
      server.close();
    },
  };
}

// Opens the app in a fresh browser context (its own storage) with the given device, and collects
// every console error, page error, failed request and HTTP error into `problems`.
export async function openApp(session, device, { context: existingContext } = {}) {
  const context = existingContext || (await session.browser.newContext(device));
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(session.baseUrl);
  await waitForFrames(page, 1);
  const app = {
    page,
    context,
    problems,
    state: () => page.evaluate(() => window.flagfall.state()),
    // Taps (or clicks, on a device without touch) the centre of a target the UI published.
    // Returns the test's own timestamp (Date.now()) taken just before the input is sent.
    async tap(targetId) {
      let state = await app.state();
      const deadline = Date.now() + 10000;
      while (!state.targets?.[targetId] && Date.now() < deadline) {
        await page.waitForTimeout(50);
        state = await app.state();
      }
      const target = state.targets?.[targetId];
      if (!target) throw new Error(`no target '${targetId}' on screen '${state.screen}'`);
      const [x, y, w, h] = target;
      const sentAt = Date.now();
      if (device.hasTouch) await page.touchscreen.tap(x + w / 2, y + h / 2);
      else await page.mouse.click(x + w / 2, y + h / 2);
      return sentAt;
    },
    async screenshot(name) {
      if (device.isMobile && device.deviceScaleFactor !== PHONE.deviceScaleFactor) {
        throw new Error(`screenshot '${name}': phone screenshots are taken at PHONE's pixel ratio; open the app with PHONE`);
      }
      fs.mkdirSync(screenshotDir, { recursive: true });
      await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
    },
    async close() {
      await context.close();
    },
  };
  return app;
}

export async function waitForFrames(page, count, timeout = 30000) {
  await page.waitForFunction((n) => window.flagfall && window.flagfall.state().frame >= n, count, { timeout });
}

// Waits until the app has stopped drawing. The app draws on every animation frame while it has
// anything left to draw (the frames that settle an input, a redraw it asked for), so three
// animation frames in a row without a new frame mean it is idle. Only when the page gets no
// animation frames at all (a hidden page) does the frame counter holding still for `quietMs`
// count instead. Watched inside the page, so it returns within a frame or two of the app going
// quiet.
export async function waitForIdle(page, quietMs = 300, timeout = 10000) {
  return page.evaluate(({ quietMs, timeout }) => new Promise((resolve, reject) => {
    const start = performance.now();
    let last = window.flagfall.state().frame;
    let since = start;
    let lastAnimationFrame = start;
    let quietFrames = 0;
    let done = false;
    const check = (fromAnimationFrame) => {
      if (done) return;
      const now = performance.now();
      const frame = window.flagfall.state().frame;
      if (frame !== last) {
        last = frame;
        since = now;
        quietFrames = 0;
      } else if (fromAnimationFrame) {
        ++quietFrames;
      }
      if (fromAnimationFrame) lastAnimationFrame = now;
      if (quietFrames >= 3 || (now - since >= quietMs && now - lastAnimationFrame >= quietMs)) {
        done = true;
        resolve(frame);
      } else if (now - start >= timeout) {
        done = true;
        reject(new Error('the app kept drawing'));
      } else if (fromAnimationFrame) {
        requestAnimationFrame(() => check(true));
      } else {
        setTimeout(() => check(false), Math.min(50, quietMs / 4));
      }
    };
    requestAnimationFrame(() => check(true));
    setTimeout(() => check(false), Math.min(50, quietMs / 4));
  }), { quietMs, timeout });
}
