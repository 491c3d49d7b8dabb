// The clock screen in a phone-sized Chromium: presses timed by the input events, flags, reload,
// drawing only when the digits change, the time-control picker and reset; both flags down ruled a
// draw under US Chess.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, keepFirstFrameState, PHONE_FAST } from './harness.mjs';
import { openClaim, claim, tapAndSettle, confirmClaim, liveState } from './live-helpers.mjs';

const TOLERANCE_MS = 20;
let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const clockState = async (app) => (await app.state()).clock;

async function openClock(app, control) {
  await app.tap('home.clock');
  await app.page.waitForFunction(() => window.flagfall.state().screen === 'clock');
  await waitForIdle(app.page, 150);
  if ((await clockState(app)).control === control) return;
  await app.tap('clock.control');
  await app.page.waitForFunction(() => window.flagfall.state().targets['picker.custom'] !== undefined);
  if (await app.page.evaluate((id) => window.flagfall.state().targets[id] !== undefined, `preset.${control}`)) {
    await app.tap(`preset.${control}`);
  } else {
    await app.tap('picker.custom');
    await app.page.locator('#ask-text input').fill(control);
    await app.page.locator('#ask-text input').press('Enter');
  }
  await app.page.waitForFunction((c) => window.flagfall.state().clock.control === c, control);
  await app.page.waitForFunction(() => window.flagfall.state().clock.popup === 'none');
  await waitForIdle(app.page, 150);
}

async function waitForRunning(app, side) {
  await app.page.waitForFunction((s) => window.flagfall.state().clock.running === s, side);
}

// The test's own record of when each tap happened: a pointer-down listener of its own, on the
// page's epoch time line, independent of the app's input path.
async function recordTaps(app) {
  await app.page.evaluate(() => {
    window.__testTaps = [];
    window.addEventListener('pointerdown', (e) => window.__testTaps.push(performance.timeOrigin + e.timeStamp), { capture: true });
  });
}
const lastTap = (app) => app.page.evaluate(() => window.__testTaps[window.__testTaps.length - 1]);

test('a 1+0 game: each side is charged exactly the gaps between presses', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openClock(app, '1+0');
    await recordTaps(app);
    const gaps = [600, 900, 400, 700];
    const sent = [await app.tap('clock.black')];
    const taps = [await lastTap(app)];
    await waitForRunning(app, 'white');
    let mover = 'white';
    for (const [i, gap] of gaps.entries()) {
      await sleep(gap);
      if (i === gaps.length - 1) await app.screenshot('clock-running');
      sent.push(await app.tap(i === gaps.length - 1 ? 'clock.pause' : `clock.${mover}`));
      taps.push(await lastTap(app));
      mover = mover === 'white' ? 'black' : 'white';
      if (i < gaps.length - 1) await waitForRunning(app, mover);
    }
    await app.page.waitForFunction(() => window.flagfall.state().clock.phase === 'paused');

    const clock = await clockState(app);
    const used = (times) => ({ white: (times[1] - times[0]) + (times[3] - times[2]), black: (times[2] - times[1]) + (times[4] - times[3]) });
    const byEvents = used(taps);
    const bySending = used(sent);
    for (const side of ['white', 'black']) {
      assert.ok(Math.abs(clock[side].remaining_ms - (60000 - byEvents[side])) <= TOLERANCE_MS,
        `${side} ${clock[side].remaining_ms} ms, the tap events imply ${60000 - byEvents[side]}`);
      // The test's own send times agree too, allowing for input dispatch on a busy machine.
      assert.ok(Math.abs(clock[side].remaining_ms - (60000 - bySending[side])) <= 250,
        `${side} ${clock[side].remaining_ms} ms, the test's send times imply ${60000 - bySending[side]}`);
    }
    assert.equal(clock.white.moves, 2);
    assert.equal(clock.black.moves, 1);
    assert.deepEqual(await app.page.evaluate(() => window.flagfall.soundsPlayed), ['press', 'press', 'press']);

    // A press on the half whose clock is not running does nothing.
    await app.tap('clock.pause');  // resume: black runs
    await waitForRunning(app, 'black');
    await app.tap('clock.white');
    await sleep(100);
    assert.equal((await clockState(app)).running, 'black');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('a flag falls, stays visible, the other clock still runs; both flags down shows and is a draw', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openClock(app, '3s+0');
    await recordTaps(app);
    await app.tap('clock.black');
    const start = await lastTap(app);
    await waitForRunning(app, 'white');
    await sleep(1500);
    await app.screenshot('clock-low-time-tenths');
    const low = await clockState(app);
    assert.match(low.white.display, /^[0-9]\.[0-9]$/, 'tenths under 20 seconds');

    await app.page.waitForFunction(() => window.flagfall.state().clock.white.flag_at !== null, null, { timeout: 6000 });
    let clock = await clockState(app);
    assert.equal(clock.white.remaining_ms, 0);
    assert.equal(clock.white.display, '0.0');
    assert.equal(clock.first_flag, 'white');
    assert.ok(Math.abs(clock.white.flag_at - start - 3000) <= TOLERANCE_MS, 'flag at start + 3 s');

    // White completes the move after the flag: Black's clock runs on (US Chess 11-2a).
    await app.tap('clock.white');
    await waitForRunning(app, 'black');
    const before = (await clockState(app)).black.remaining_ms;
    await sleep(500);
    clock = await clockState(app);
    assert.ok(clock.black.remaining_ms < before - 300, 'black clock running after white flag');
    assert.notEqual(clock.white.flag_at, null, 'white flag still shown');
    await app.screenshot('clock-flag-fallen');

    await app.page.waitForFunction(() => window.flagfall.state().clock.both_flags_down, null, { timeout: 6000 });
    await waitForIdle(app.page, 200);
    await app.screenshot('clock-both-flags');
    assert.ok((await app.page.evaluate(() => window.flagfall.soundsPlayed)).includes('flag'));

    // Both flags down and no claim before: a draw under US Chess (11-8c).
    await openClaim(app);
    await claim(app, 'white', 'time');
    await confirmClaim(app);
    const live = await liveState(app);
    assert.equal(live.outcome, 'draw');
    assert.equal(live.reason, 'both-flags');
    assert.equal(live.rule, 'USCF 11-8c');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('a reload mid-game lands on the clock, with the time that passed charged to the running side', async () => {
  const app = await openApp(session, PHONE_FAST, { beforeLoad: keepFirstFrameState });
  try {
    await openClock(app, '1+0');
    await app.tap('clock.black');
    await waitForRunning(app, 'white');
    await sleep(800);
    await app.tap('clock.white');
    await waitForRunning(app, 'black');
    await sleep(300);
    const before = await clockState(app);
    await app.page.reload();
    await app.page.waitForFunction(() => window.flagfall.state().frame > 0);
    // Straight back on the clock, not Home, drawn from its first frame with the whole body font.
    assert.equal((await app.state()).screen, 'clock');
    const first = await app.page.evaluate(() => window.firstFrameState);
    assert.equal(first.screen, 'clock');
    assert.equal(first.body_font_partial, false);
    // Its words are there at once, compiled into the page (clock.screen.*), before the rest of
    // the catalog arrives: the mirror that frame published names the halves and the bar, and no
    // message of it reads "…" (a message not yet loaded).
    const mirror = await app.page.evaluate(() => window.firstMirror);
    assert.equal(mirror.screen, 'clock');
    const texts = mirror.parts.map((part) => part.text);
    assert.ok(texts.includes('Stop / Claim: stops both clocks'), texts.join(' | '));
    assert.ok(texts.includes('Pause') && texts.includes('More') && texts.includes('Home'), texts.join(' | '));
    assert.ok(texts.some((t) => t.startsWith('White: 1 move, clock running') || t.startsWith('White: 1 move.')), texts.join(' | '));
    assert.ok(!texts.some((t) => t.includes('\u2026')), `a message not there at the first frame: ${texts.join(' | ')}`);
    const after = await clockState(app);
    assert.equal(after.phase, 'running');
    assert.equal(after.running, 'black');
    assert.equal(after.white.remaining_ms, before.white.remaining_ms, 'white stopped');
    const expected = before.black.remaining_ms - (after.now - before.now);
    assert.ok(Math.abs(after.black.remaining_ms - expected) <= TOLERANCE_MS,
      `black ${after.black.remaining_ms}, expected ${expected}`);
    assert.equal(after.white.moves, 1);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('draws nothing while paused (its loop stopped) and about once a second while running', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openClock(app, '1+0');
    await app.tap('clock.black');
    await waitForRunning(app, 'white');
    await waitForIdle(app.page, 1100).catch(() => {});
    let first = (await app.state()).frame;
    const stopsRunning = (await app.state()).loop.stops;
    await sleep(3000);
    const running = (await app.state()).frame - first;
    assert.ok(running >= 2 && running <= 12, `${running} frames in 3 s while running`);
    // Between one digit and the next the animation-frame loop itself stops (a timer wakes it).
    assert.ok((await app.state()).loop.stops - stopsRunning >= 2, 'the loop sleeps between ticks');
    assert.equal(await app.page.evaluate(() => window.flagfall.wakeLockHeld()), true, 'screen kept awake while running');

    await app.tap('clock.pause');
    await app.page.waitForFunction(() => window.flagfall.state().clock.phase === 'paused');
    await waitForIdle(app.page, 300);
    first = (await app.state()).frame;
    const idle = (await app.state()).loop;
    await sleep(3000);
    assert.equal((await app.state()).frame - first, 0, 'no frames while paused');
    // Nothing runs at all: the loop stopped and nothing woke it.
    assert.equal(idle.stopped, true, 'the loop stopped while paused');
    assert.deepEqual((await app.state()).loop, idle, 'the loop never woke while paused');
    assert.equal(await app.page.evaluate(() => window.flagfall.wakeLockHeld()), false, 'wake lock released when paused');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

// A frame that would draw what the canvas already shows is not rendered (platform/frame_picture.h);
// the canvas must still show the latest picture: what it shows is compared with the same screen
// rendered afresh, at rest after taps, a pause and a sheet.
test('frames that repeat the picture are not rendered again, and the canvas shows the latest', async () => {
  const app = await openApp(session, PHONE_FAST);
  const shownIsLatest = async (where) => {
    await waitForIdle(app.page, 150);
    const shown = await app.page.screenshot();
    const rendered = (await app.state()).loop.rendered;
    await app.page.evaluate(() => window.flagfall.renderAgain());
    await app.page.waitForFunction((n) => window.flagfall.state().loop.rendered > n, rendered);
    await waitForIdle(app.page, 150);
    assert.ok((await app.page.screenshot()).equals(shown), `${where}: the canvas showed an older picture`);
  };
  try {
    // Home changes on its own until its offline copy is saved ("Saving for offline use…", then
    // "Ready to use offline") and the piece set has come: its pictures are compared after that.
    await app.page.waitForFunction(() => window.flagfall.state().home.offline === 'ready' && window.flagfall.pieceAtlas !== null);
    await shownIsLatest('home');
    await openClock(app, '3+2');
    await shownIsLatest('the clock before the game');
    const before = (await app.state());
    for (const side of ['black', 'white', 'black', 'white', 'black', 'white']) {
      await app.tap(`clock.${side}`);
      await waitForRunning(app, side === 'white' ? 'black' : 'white');
      await sleep(120);
    }
    await app.tap('clock.pause');
    await app.page.waitForFunction(() => window.flagfall.state().clock.phase === 'paused');
    await waitForIdle(app.page, 150);
    const after = await app.state();
    const drawn = after.frame - before.frame;
    const rendered = after.loop.rendered - before.loop.rendered;
    assert.ok(rendered > 0 && rendered <= drawn - 6, `${rendered} of ${drawn} frames rendered over six presses and a pause`);
    await shownIsLatest('paused after six presses');
    await app.tap('clock.more');
    await app.page.waitForFunction(() => window.flagfall.state().clock.popup === 'menu');
    await shownIsLatest('the menu');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('custom time control: a bad one is explained, a good one is taken; reset asks first', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openClock(app, 'G/5;d0');
    await app.tap('clock.control');
    await app.page.waitForFunction(() => window.flagfall.state().targets['picker.custom'] !== undefined);
    await app.tap('picker.custom');
    await app.page.locator('#ask-text input').fill('G/0');
    await app.page.locator('#ask-text input').press('Enter');
    await app.page.waitForFunction(() => window.flagfall.state().clock.notice !== '');
    let clock = await clockState(app);
    assert.match(clock.notice, /zero time/);
    assert.equal(clock.control, 'G/5;d0');
    await waitForIdle(app.page, 150);
    await app.screenshot('clock-picker-error');

    await app.tap('picker.custom');
    await app.page.locator('#ask-text input').fill('G/3;d2');
    await app.page.locator('#ask-text input').press('Enter');
    await app.page.waitForFunction(() => window.flagfall.state().clock.control === 'G/3;d2');
    await waitForIdle(app.page, 150);
    clock = await clockState(app);
    assert.equal(clock.white.remaining_ms, 180000);
    assert.equal(clock.popup, 'none');

    await app.tap('clock.black');
    await waitForRunning(app, 'white');
    await sleep(300);
    // One reading for both: on a busy machine a second reading may come after the delay ran out.
    const white = (await clockState(app)).white;
    assert.ok(white.delay_left_ms > 0, 'the delay runs first');
    assert.equal(white.remaining_ms, 180000, 'main time untouched during the delay');

    await app.tap('clock.more');
    await app.page.waitForFunction(() => window.flagfall.state().targets['menu.reset'] !== undefined);
    await app.tap('menu.reset');
    await app.page.waitForFunction(() => window.flagfall.state().targets['reset.cancel'] !== undefined);
    await app.tap('reset.cancel');
    await app.page.waitForFunction(() => window.flagfall.state().clock.popup === 'none');
    assert.equal((await clockState(app)).phase, 'running', 'cancel keeps the game');
    await app.tap('clock.more');
    await app.page.waitForFunction(() => window.flagfall.state().targets['menu.reset'] !== undefined);
    await app.tap('menu.reset');
    await app.page.waitForFunction(() => window.flagfall.state().targets['reset.confirm'] !== undefined);
    await app.tap('reset.confirm');
    await app.page.waitForFunction(() => window.flagfall.state().clock.notice !== '');
    assert.equal((await clockState(app)).phase, 'paused', 'a tap is not a hold: the game stays');
    await app.hold('reset.confirm', 1300);
    await app.page.waitForFunction(() => window.flagfall.state().clock.phase === 'not-started');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
