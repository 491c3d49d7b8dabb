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

// WebGL on SwiftShader (through ANGLE) in the GPU process, and the compositor in software. With
// the compositor on SwiftShader too, a frame at the phone's pixel ratio 3 was about a third
// quicker, but nearly every test draws at ratio 1 (PHONE_FAST), where the software compositor
// costs less: a browser's start about 1.5 s of processor time less, a frame at 390x844 about 13
// ms of the GPU process's time instead of 17, and a clock file's whole run (live-time-claims)
// 28-31 s of processor time instead of 35-37 (docs/benchmarks.md, "The test command's time").
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-gpu-compositing',
  '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
// The same phone (viewport, touch, layout and tap targets are all in CSS pixels) drawn at one
// device pixel per CSS pixel: SwiftShader draws a ninth of the pixels, so frames come several
// times faster and a flow takes about half the time. Its screenshots are at ratio 1 too unless
// FLAGFALL_SCREENSHOT_RATIO says otherwise (see screenshot() below); the checks of the device
// pixel ratio itself use PHONE.
export const PHONE_FAST = { ...PHONE, deviceScaleFactor: 1 };
// The pixel ratio of a phone's screenshots when it is not the phone's own (0: the phone's own).
export const SCREENSHOT_RATIO = Number(process.env.FLAGFALL_SCREENSHOT_RATIO) || 0;
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
// every console error, page error, failed request and HTTP error into `problems`. `fragment`
// ("#case=...") opens the page with it, as a link would; `beforeLoad` is called with the page
// before it navigates (to emulate something from the start).
export async function openApp(
  session,
  device,
  { context: existingContext, fragment = '', beforeLoad } = {},
) {
  const context = existingContext || (await session.browser.newContext(device));
  const page = await context.newPage();
  await beforeLoad?.(page);
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A request cancelled (net::ERR_ABORTED) did not fail: the page aborts a fetch itself only when
  // the player tries a stalled download again (web/bootstrap.js), which these pages never show, so
  // it was the test's own reload or navigation that cancelled it, e.g. the favicon the browser
  // fetches late, still loading when a test reloads the page.
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  reportStateOnTimeout(page);
  await page.goto(session.baseUrl + fragment);
  await waitForFrames(page, 1);
  await waitForBank(page);
  // Where to touch `targetId` on a settled screen (see app.tap), on the page in CSS pixels.
  async function aim(targetId) {
    const ready = (id) => {
      const state = window.flagfall.state();
      const guarded = (state.clock?.taps_count_from ?? 0) > window.flagfall.now();
      return Boolean(state.targets?.[id]) && !guarded && (state.input.settling === 0 || document.hidden);
    };
    const hidden = await page.evaluate(() => document.hidden);
    await page.waitForFunction(ready, targetId, { timeout: 10000, polling: hidden ? 50 : 'raf' })
      .catch(async () => {
        const state = await page.evaluate(() => window.flagfall.state());
        throw new Error(state.targets?.[targetId]
          ? `the app kept drawing for its input (${state.input.settling} frames owed); no settled frame to aim at '${targetId}'`
          : `no target '${targetId}' on screen '${state.screen}'`);
      });
    const seen = await page.evaluate((id) => {
      const { left, top } = document.getElementById('canvas').getBoundingClientRect();
      return { target: window.flagfall.state().targets[id], left, top };
    }, targetId);
    const [x, y, w, h] = seen.target;
    const at = { x: seen.left + x + w / 2, y: seen.top + y + h / 2 };
    return at;
  }
  const app = {
    page,
    context,
    problems,
    state: () => page.evaluate(() => window.flagfall.state()),
    // Taps (or clicks, on a device without touch) the centre of a target the UI published.
    // Targets are in the canvas's CSS pixels; the canvas sits inside the screen's safe area, so
    // its offset on the page is added. Returns the test's own timestamp (Date.now()) taken just
    // before the input is sent.
    // It aims only at a settled screen: one drawn after everything the app was given (its frames
    // owed for the latest input, `input.settling`, all drawn). A state change that came from the
    // page rather than a tap (an imported file, a link) is in the state at once but on screen
    // only a few frames later, and a target read in between is where the control used to be
    // (a refused import's message moves the About sheet's buttons up by 45 px). A person taps
    // what they see; so does this. It also waits until the clock's sheet on show takes touches
    // (it ignores them for its first 300 ms, a slam's later taps). For taps faster than the app
    // draws (slams), tap coordinates.
    async tap(targetId) {
      const at = await aim(targetId);
      const sentAt = Date.now();
      if (device.hasTouch) await page.touchscreen.tap(at.x, at.y);
      else await page.mouse.click(at.x, at.y);
      return sentAt;
    },
    // Holds a target down for `ms` (a touch on a touch device, else the mouse button), aimed as
    // tap() aims, then lets go: a control that acts only when held (a new game over one begun).
    async hold(targetId, ms) {
      const at = await aim(targetId);
      if (device.hasTouch) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
        await page.waitForTimeout(ms);  // the hold itself, as long as a person holds
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await cdp.detach();
      } else {
        await page.mouse.move(at.x, at.y);
        await page.mouse.down();
        await page.waitForTimeout(ms);
        await page.mouse.up();
      }
    },
    // A screenshot is of the page as the test drew it, at its device's pixel ratio: a PHONE_FAST
    // phone's pictures are 390x844, the same layout a real phone shows (the app lays out in CSS
    // pixels), only less sharp. Switching the page to ratio 3 for each picture and back cost about
    // 3 s a picture under software WebGL, a fifth of the browser suite's time. To look at a
    // phone's pictures at its real sharpness, FLAGFALL_SCREENSHOT_RATIO=3 switches each phone
    // picture to that ratio and back, as when a window moves to another screen (phone.test.mjs
    // checks that the app redraws the same frame at the new ratio).
    async screenshot(name) {
      fs.mkdirSync(screenshotDir, { recursive: true });
      const file = path.join(screenshotDir, `${name}.png`);
      if (device.isMobile && SCREENSHOT_RATIO && SCREENSHOT_RATIO !== device.deviceScaleFactor) {
        // Captured through the same DevTools session: Playwright would scale the picture down
        // to the context's own ratio.
        await atPixelRatio(page, SCREENSHOT_RATIO, async () => {
          const { data } = await ratioSessions.get(page).send('Page.captureScreenshot', { format: 'png' });
          fs.writeFileSync(file, Buffer.from(data, 'base64'));
        });
        await atPixelRatio(page, device.deviceScaleFactor);
      } else {
        await page.screenshot({ path: file });
      }
    },
    async close() {
      await context.close();
    },
  };
  return app;
}

// Keeps the app's state as it was when its first frame was drawn, in window.firstFrameState, and
// the accessible mirror that frame published (the words it drew), in window.firstMirror, on
// every load of `page` (a reload too). Call it before the page loads (openApp's beforeLoad).
export async function keepFirstFrameState(page) {
  await page.addInitScript(() => {
    let flagfall;
    Object.defineProperty(window, 'flagfall', {
      configurable: true,
      get: () => flagfall,
      set: (value) => {
        flagfall = value;
        const firstFrame = value.firstFrame;
        value.firstFrame = function () {
          window.firstFrameState = value.state();
          return firstFrame.apply(this, arguments);
        };
        const mirror = value.mirror;
        value.mirror = function (json) {
          if (window.firstMirror === undefined) window.firstMirror = JSON.parse(json);
          return mirror.apply(this, arguments);
        };
      },
    });
  });
}

// Draws the page at device pixel ratio `ratio` (keeping its viewport, screen and orientation,
// as Playwright emulates them), waits until the app has redrawn at it with the matching piece
// set, and then calls `then`. The override lives on a DevTools session kept for the page's life:
// detaching it would drop the page's emulated screen altogether.
const ratioSessions = new WeakMap();
export async function atPixelRatio(page, ratio, then) {
  if (!ratioSessions.has(page)) ratioSessions.set(page, await page.context().newCDPSession(page));
  const { width, height } = page.viewportSize();
  const landscape = width > height;
  await ratioSessions.get(page).send('Emulation.setDeviceMetricsOverride', {
    width, height, deviceScaleFactor: ratio, mobile: true, screenWidth: width, screenHeight: height,
    screenOrientation: { angle: landscape ? 90 : 0, type: landscape ? 'landscapePrimary' : 'portraitPrimary' },
  });
  await page.waitForFunction((r) => window.flagfall.state().viewport.pixel_ratio === r &&
                                    window.flagfall.pieceAtlas === `pieces-${r}x.png`, ratio);
  await waitForIdle(page, 150);
  await then?.();
}

// What the page looked like when a wait gave up: the app's screen, clock and targets, and any
// page element over the canvas. A timed-out wait then says what the app was doing instead.
export async function describePage(page) {
  try {
    return await page.evaluate(() => {
      const { targets, clock, trainer, ...rest } = window.flagfall?.state() ?? {};
      if (rest.screen === 'clock' && clock) {
        const { record, live, ...shown } = clock;
        rest.clock = { ...shown, record_tail: record?.slice(-3), headline: live?.headline, claim: live?.claim };
      }
      if (rest.screen === 'trainer' && trainer) {
        const { bank, progress, ...shown } = trainer;
        rest.trainer = shown;
      }
      const overlays = [...document.body.children]
        .filter((e) => e.id !== 'canvas' && e.id !== 'mirror' && e.tagName !== 'SCRIPT' && !e.hidden)
        .map((e) => e.id || e.tagName);
      return JSON.stringify({ ...rest, targets: Object.keys(targets ?? {}), overlays,
                              active: document.activeElement?.id || document.activeElement?.tagName });
    });
  } catch (e) {
    return `(the page could not be read: ${e.message})`;
  }
}

function reportStateOnTimeout(page) {
  const waitForFunction = page.waitForFunction.bind(page);
  page.waitForFunction = async (...args) => {
    try {
      return await waitForFunction(...args);
    } catch (error) {
      if (error.name === 'TimeoutError') error.message += `\nthe app then: ${await describePage(page)}`;
      throw error;
    }
  };
}

export async function waitForFrames(page, count, timeout = 30000) {
  await page.waitForFunction((n) => window.flagfall && window.flagfall.state().frame >= n, count, { timeout });
}

// Waits until the app has stopped drawing. The app says how many frames it still owes an input
// (`input.settling`) and draws them on the next animation frames, so idle is: nothing owed and
// the frame counter unchanged over three animation frames in a row. A running clock's ticks
// (frames drawn only for its digits, `tick_frames`) do not count: with tenths shown the clock
// draws every 100 ms, and on a busy machine three animation frames can take longer. A slow frame is not idle: on
// a busy machine an animation frame can come hundreds of milliseconds late, and a test that
// taps then would tap what the app drew before the input it just gave. Only a hidden page, which
// gets no animation frames, counts the frame counter holding still for `quietMs` instead.
// What fails the wait is drawing, not slowness: more than `maxFrames` frames drawn (ticks aside)
// without three quiet animation frames is an app that keeps drawing. On a loaded machine a frame
// at pixel ratio 3 under software WebGL can take a second or more, and a few owed frames then
// outlast any fixed time; `backstopMs` only keeps a wait from hanging when no frame comes at all.
export async function waitForIdle(page, quietMs = 300, maxFrames = 120, backstopMs = 60000) {
  return page.evaluate(({ quietMs, maxFrames, backstopMs }) => new Promise((resolve, reject) => {
    const start = performance.now();
    const drawn = (state) => state.frame - (state.tick_frames ?? 0);
    const first = drawn(window.flagfall.state());
    let last = first;
    let since = start;
    let quietFrames = 0;
    let done = false;
    const check = (fromAnimationFrame) => {
      if (done) return;
      const now = performance.now();
      const state = window.flagfall.state();
      if (drawn(state) !== last || state.input?.settling > 0) {
        last = drawn(state);
        since = now;
        quietFrames = 0;
      } else if (fromAnimationFrame) {
        ++quietFrames;
      }
      if (quietFrames >= 3 || (document.hidden && now - since >= quietMs)) {
        done = true;
        resolve(state.frame);
      } else if (drawn(state) - first > maxFrames || now - start >= backstopMs) {
        done = true;
        reject(new Error(`the app kept drawing (${drawn(state) - first} frames in ` +
          `${Math.round(now - start)} ms; frame ${state.frame}, ${state.input?.settling} frames owed)`));
      } else if (fromAnimationFrame) {
        requestAnimationFrame(() => check(true));
      } else {
        setTimeout(() => check(false), Math.min(50, quietMs / 4));
      }
    };
    requestAnimationFrame(() => check(true));
    setTimeout(() => check(false), Math.min(50, quietMs / 4));
  }), { quietMs, maxFrames, backstopMs });
}

// The scenario bank and English's whole word catalog come after the first frame
// (src/platform/bank_loader.h, words_loader.h); tests wait for both after opening or reloading the
// page, so every screen has its words (or the catalog was refused, and Home says so).
export async function waitForBank(page) {
  await page.waitForFunction(() => {
    const state = window.flagfall.state();
    return state.trainer?.bank_ready === true &&
      (state.words?.complete === true || Boolean(state.words?.problem));
  });
}
