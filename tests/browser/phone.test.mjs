// A phone's screen (docs/offline.md, "Phone habits"): the app lays itself out inside the screen's
// safe area (a notch, rounded corners, the home indicator), whether the insets are there when it
// opens or change while it runs, and the piece set follows the device pixel ratio when it
// changes. The insets are emulated through the DevTools protocol
// (Emulation.setSafeAreaInsetsOverride), which sets env(safe-area-inset-*) as a phone would.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST } from './harness.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

const LANDSCAPE = { ...PHONE_FAST, viewport: { width: 844, height: 390 } };
// An iPhone on its side: the notch on the left, the home indicator along the bottom.
const NOTCH_LEFT = { top: 0, left: 47, right: 47, bottom: 21 };

// Sets the insets the page sees; the override holds as long as the DevTools session that set it.
async function emulateInsets(page, insets) {
  const client = await page.context().newCDPSession(page);
  await client.send('Emulation.setSafeAreaInsetsOverride', { insets });
  return (changed) => client.send('Emulation.setSafeAreaInsetsOverride', { insets: changed });
}

// Where the canvas is on the page, its drawing buffer, and the size the app lays itself out in.
const geometry = (app) => app.page.evaluate(() => {
  const canvas = document.getElementById('canvas');
  const r = canvas.getBoundingClientRect();
  const { viewport, targets } = window.flagfall.state();
  return { rect: [r.left, r.top, r.width, r.height], buffer: [canvas.width, canvas.height],
           ratio: window.devicePixelRatio, viewport, targets };
});

function assertInside(g, insets, screen) {
  const width = screen.width - insets.left - insets.right;
  const height = screen.height - insets.top - insets.bottom;
  assert.deepEqual(g.rect, [insets.left, insets.top, width, height], 'the canvas fills the safe area');
  assert.deepEqual([g.viewport.width, g.viewport.height], [width, height], 'the app lays itself out in it');
  assert.deepEqual(g.buffer, [width * g.ratio, height * g.ratio], 'and draws it pixel for pixel, not stretched');
  for (const [id, [x, y, w, h]] of Object.entries(g.targets)) {
    assert.ok(x >= 0 && y >= 0 && x + w <= width + 0.5 && y + h <= height + 0.5, `${id} at ${[x, y, w, h]} is inside`);
  }
}

test('safe areas: the clock keeps inside the insets, set at the start or changed while it runs', async () => {
  let setInsets;
  const app = await openApp(session, LANDSCAPE, {
    beforeLoad: async (page) => { setInsets = await emulateInsets(page, NOTCH_LEFT); },
  });
  try {
    await waitForIdle(app.page, 150);
    assertInside(await geometry(app), NOTCH_LEFT, LANDSCAPE.viewport);

    await app.tap('home.clock');  // the harness taps through the canvas's offset on the page
    await app.page.waitForFunction(() => window.flagfall.state().screen === 'clock');
    await waitForIdle(app.page, 150);
    let g = await geometry(app);
    assertInside(g, NOTCH_LEFT, LANDSCAPE.viewport);
    const [bx, , bw] = g.targets['clock.black'];
    const [wx, , ww] = g.targets['clock.white'];
    assert.ok(bx === 0 && wx + ww === g.viewport.width && bw === ww, 'two equal halves across the safe width');

    // The insets change with no window resize (a phone that shows or hides its home indicator):
    // the app lays itself out again.
    const noIndicator = { ...NOTCH_LEFT, bottom: 0 };
    await setInsets(noIndicator);
    await app.page.waitForFunction((h) => window.flagfall.state().viewport.height === h, LANDSCAPE.viewport.height);
    await waitForIdle(app.page, 150);
    g = await geometry(app);
    assertInside(g, noIndicator, LANDSCAPE.viewport);
    const [, moreY, , moreH] = g.targets['clock.more'];
    assert.equal(moreY + moreH, g.viewport.height - 8, 'the bar moved down to the new edge');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('the piece set is loaded again for a new pixel ratio (a window moved to another screen)', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await app.page.waitForFunction(() => window.flagfall.pieceAtlas === 'pieces-1x.png');
    const client = await app.context.newCDPSession(app.page);
    await client.send('Emulation.setDeviceMetricsOverride',
      { width: 390, height: 844, deviceScaleFactor: 2, mobile: true });
    await app.page.waitForFunction(() => window.flagfall.pieceAtlas === 'pieces-2x.png');
    await app.page.waitForFunction(() => window.flagfall.state().viewport.pixel_ratio === 2);
    await waitForIdle(app.page, 150);
    const g = await geometry(app);
    assert.deepEqual(g.buffer, [780, 1688], 'the canvas draws at the new ratio');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
