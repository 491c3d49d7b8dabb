// The clock in the hand (issue 24), on a phone held upright and on its side, with real touch
// taps: slams on each player's own half (corners included, double and triple taps) open, stop and
// end nothing and count every press; claims start from the bar's Stop / Claim, with nothing where
// the stopping tap landed; each half shows the opponent's time small; the low-time warning; the
// press feedback; Home leads back to a game in progress, and a case link arriving mid-game asks.
// The logic of each (every ruleset's No claim, the guard against a slam's later taps, endings and
// Undo, the thresholds) is tested natively in tests/session/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST } from './harness.mjs';
import {
  clockState, openLive, startGame, openClaim, claim, tapAndSettle, waitFor, waitForPopup,
} from './live-helpers.mjs';

const UPRIGHT = PHONE_FAST;
const ON_ITS_SIDE = { ...PHONE_FAST, viewport: { width: 844, height: 390 } };
// The probe: 60 rounds upright; on its side the same slams, fewer rounds (the suite's time).
const ROUNDS = { upright: 60, 'on its side': 20 };

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

// Where each half is on the page (CSS pixels), and spots on it a hand slams: its four corners
// (2 px in), the middle of each edge and its centre.
async function halves(app) {
  return app.page.evaluate(() => {
    const { left, top } = document.getElementById('canvas').getBoundingClientRect();
    const { targets } = window.flagfall.state();
    const spots = ([x, y, w, h]) => {
      const [x0, y0, x1, y1] = [left + x + 2, top + y + 2, left + x + w - 2, top + y + h - 2];
      return [[x0, y0], [x1, y0], [x0, y1], [x1, y1], [(x0 + x1) / 2, y0], [(x0 + x1) / 2, y1],
        [x0, (y0 + y1) / 2], [x1, (y0 + y1) / 2], [(x0 + x1) / 2, (y0 + y1) / 2]];
    };
    return { white: spots(targets['clock.white']), black: spots(targets['clock.black']) };
  });
}

// ROUNDS rounds: in each, the player whose clock runs slams his own half (one, two or three taps
// within about 100 ms, at one spot or scattered over it), then the other does. Raw touches at
// coordinates taken once: a slam does not wait for the app between its taps.
async function slamRounds(app, rounds, spotsOf) {
  const { page } = app;
  let seed = 24;
  const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  const before = await clockState(app);
  let taps = 0;
  let player = before.running;
  for (let round = 0; round < rounds; ++round) {
    for (let turn = 0; turn < 2; ++turn) {
      const other = player === 'white' ? 'black' : 'white';
      const spots = spotsOf[player];
      const count = 1 + random(3);
      const scattered = random(2) === 1;
      const first = spots[random(spots.length)];
      for (let k = 0; k < count; ++k) {
        const [x, y] = scattered && k > 0 ? spots[random(spots.length)] : first;
        await page.touchscreen.tap(x, y);
        ++taps;
      }
      await page.waitForFunction((s) => window.flagfall.state().clock.running === s, other);
      const clock = await clockState(app);
      assert.equal(clock.popup, 'none', `round ${round}: a slam opened ${clock.popup}`);
      assert.equal(clock.phase, 'running', `round ${round}: a slam stopped the clock`);
      player = other;
    }
  }
  await waitForIdle(page, 150);
  const after = await clockState(app);
  return {
    taps,
    white: after.white.moves - before.white.moves,
    black: after.black.moves - before.black.moves,
    over: after.phase === 'over',
    popup: after.popup,
  };
}

for (const [name, device] of [['upright', UPRIGHT], ['on its side', ON_ITS_SIDE]]) {
  const tag = name === 'upright' ? '' : '-landscape';

  const rounds = ROUNDS[name];
  test(`${name}: ${rounds} rounds of slams on each player's own half open, stop and end nothing and count every press`, async () => {
    const app = await openApp(session, device);
    try {
      await openLive(app, 'uscf-2020', 'G/5;d0');
      await startGame(app);
      const spots = await halves(app);
      const started = Date.now();
      const result = await slamRounds(app, rounds, spots);
      console.log(`[ slams ${name} ] ${rounds} rounds each, ${result.taps} taps, presses white ${result.white}, ` +
        `black ${result.black}, ${Date.now() - started} ms`);
      assert.equal(result.white, rounds, 'every press of White counted, once');
      assert.equal(result.black, rounds, 'every press of Black counted, once');
      assert.equal(result.over, false);
      assert.equal(result.popup, 'none');
      await app.screenshot(`clock-opponent-time${tag}`);
      // The opponent's time, small, on each half.
      const { targets, clock } = await app.state();
      for (const side of ['white', 'black']) {
        const [ox, oy, ow, oh] = targets[`clock.${side}.opponent`];
        const [hx, hy, hw, hh] = targets[`clock.${side}`];
        assert.ok(ox >= hx && oy >= hy && ox + ow <= hx + hw && oy + oh <= hy + hh,
          `${side}'s half holds the opponent's time`);
        assert.ok(ow * oh < hw * hh / 10, 'small');
      }
      assert.equal(clock.white.opponent_display, clock.black.display);
      assert.equal(clock.black.opponent_display, clock.white.display);

      // With More open, a touch on the half beside it still presses, and changes no sheet.
      await tapAndSettle(app, 'clock.more');
      const running = clock.running;
      // A spot of the running half well clear of the sheet's controls.
      const menu = Object.entries((await app.state()).targets).filter(([id]) => id.startsWith('menu.'))
        .map(([, r]) => r);
      const box = [Math.min(...menu.map((r) => r[0])) - 30, Math.min(...menu.map((r) => r[1])) - 60,
        Math.max(...menu.map((r) => r[0] + r[2])) + 30, Math.max(...menu.map((r) => r[1] + r[3])) + 30];
      const { left, top } = await app.page.evaluate(() => document.getElementById('canvas').getBoundingClientRect().toJSON());
      const corner = spots[running].find(([x, y]) => x - left < box[0] || x - left > box[2] ||
                                                     y - top < box[1] || y - top > box[3]);
      assert.ok(corner, 'a spot of the half beside the sheet');
      await app.page.touchscreen.tap(...corner);
      await waitFor(app, (s) => window.flagfall.state().clock.running !== s, running);
      assert.equal((await clockState(app)).popup, 'menu');
      assert.deepEqual(app.problems, []);
    } finally {
      await app.close();
    }
  });

  test(`${name}: Stop / Claim from the bar; nothing where the stopping tap landed; the stop charges no one; an ending asks and Undo restores`, async () => {
    const app = await openApp(session, device);
    try {
      await openLive(app, 'uscf-2020', 'G/5;d0');
      await startGame(app);
      await tapAndSettle(app, 'clock.white');
      await waitFor(app, () => window.flagfall.state().clock.running === 'black');
      const bar = (await app.state()).targets['clock.stop'];
      await app.screenshot(`clock-bar${tag}`);
      await openClaim(app);
      // Past the sheet's first 300 ms, which count no touch: the taps below reach what lies there.
      await waitFor(app, () => window.flagfall.now() >= window.flagfall.state().clock.taps_count_from);
      await waitForIdle(app.page, 150);
      const { targets, clock } = await app.state();
      await app.screenshot(`clock-claim-start${tag}`);
      // The stopping tap's spot (and a finger's width around it) holds no control now.
      const [bx, by, bw, bh] = bar;
      const tap = [bx + bw / 2, by + bh / 2];
      for (const [id, [x, y, w, h]] of Object.entries(targets)) {
        if (!id.startsWith('claim.')) continue;
        const near = tap[0] > x - 12 && tap[0] < x + w + 12 && tap[1] > y - 12 && tap[1] < y + h + 12;
        assert.ok(!near, `${id} at ${[x, y, w, h]} lies under the stopping tap ${tap}`);
      }
      for (const side of ['white', 'black']) {
        assert.ok(targets[`claim.none.${side}`] && targets[`claim.result.${side}`], `${side}'s choices`);
      }
      // A second and third tap where the first landed do nothing.
      const { left, top } = await app.page.evaluate(() => document.getElementById('canvas').getBoundingClientRect().toJSON());
      await app.page.touchscreen.tap(left + tap[0], top + tap[1]);
      await app.page.touchscreen.tap(left + tap[0], top + tap[1]);
      await waitForIdle(app.page, 150);
      assert.equal((await clockState(app)).live.claim.step, 'choose');
      // The result step opened by a tap has no control where that tap landed either.
      const choice = targets['claim.result.black'];
      await claim(app, 'black', 'result');
      await waitForIdle(app.page, 150);
      const after = (await app.state()).targets;
      const spot = [choice[0] + choice[2] / 2, choice[1] + choice[3] / 2];
      for (const [id, [x, y, w, h]] of Object.entries(after)) {
        if (!/^(result|claim)\./.test(id)) continue;
        assert.ok(!(spot[0] >= x && spot[0] <= x + w && spot[1] >= y && spot[1] <= y + h),
          `${id} lies under the tap that opened the step`);
      }
      await tapAndSettle(app, 'claim.back');
      await claim(app, 'black', 'none');
      await waitForPopup(app, 'none');
      // Black's clock stood from the stop to the restart: only the time since counts.
      const resumed = await clockState(app);
      const restart = resumed.live.record.findLast((l) => /restarts the clock/.test(l.text));
      const expected = clock.black.remaining_ms - (resumed.now - (resumed.started_at + restart.t));
      assert.ok(Math.abs(resumed.black.remaining_ms - expected) <= 25,
        `the stop charged no one: ${resumed.black.remaining_ms}, expected ${expected}`);
      assert.ok(resumed.live.record.some((l) => l.rule === 'USCF 11-6'), 'the rule is in the record');

      // A resignation asks first, far from the choice; Undo takes it back to the stop's times.
      await openClaim(app);
      const stopped = await clockState(app);
      await claim(app, 'black', 'result');
      const resign = (await app.state()).targets['result.resign.black'];
      await tapAndSettle(app, 'result.resign.black');
      await waitForPopup(app, 'confirm-end');
      await waitForIdle(app.page, 150);
      const confirm = (await app.state()).targets['end.confirm'];
      const distance = Math.hypot(confirm[0] + confirm[2] / 2 - (resign[0] + resign[2] / 2),
        confirm[1] + confirm[3] / 2 - (resign[1] + resign[3] / 2));
      assert.ok(distance > Math.min(device.viewport.height, device.viewport.width) / 3,
        `the confirmation ${confirm} lies far from the choice ${resign}`);
      await app.screenshot(`clock-confirm-end${tag}`);
      await tapAndSettle(app, 'end.confirm');
      await waitForPopup(app, 'ruling');
      assert.equal((await clockState(app)).live.outcome, 'white-wins');
      await tapAndSettle(app, 'ruling.undo');
      await waitForPopup(app, 'none');
      const undone = await clockState(app);
      assert.equal(undone.phase, 'paused');
      assert.equal(undone.live.outcome, 'play-on');
      assert.equal(undone.white.remaining_ms, stopped.white.remaining_ms);
      assert.equal(undone.black.remaining_ms, stopped.black.remaining_ms);
      assert.deepEqual(app.problems, []);
    } finally {
      await app.close();
    }
  });

  test(`${name}: the low-time warning shows, sounds, buzzes and is said once; press feedback`, async () => {
    const app = await openApp(session, device);
    try {
      // 22 seconds with the warning set to 20 s in More: it comes two seconds in and lasts.
      await openLive(app, 'uscf-2020', '22s+0');
      await tapAndSettle(app, 'clock.more');
      while ((await clockState(app)).press_feedback !== 'both') await tapAndSettle(app, 'menu.press');
      while ((await clockState(app)).low_time_setting !== 20) await tapAndSettle(app, 'menu.low-time');
      // Whole seconds (a frame a second), so the page settles for the screenshot.
      await tapAndSettle(app, 'menu.tenths');
      await tapAndSettle(app, 'menu.close');
      await startGame(app);
      await waitFor(app, () => window.flagfall.state().clock.white.low_time === true, null, 6000);
      await waitFor(app, () => window.flagfall.announced.some((a) => /low time/.test(a)));
      await waitForIdle(app.page, 150);
      await app.screenshot(`clock-low-time${tag}`);
      const page = await app.page.evaluate(() => ({
        sounds: window.flagfall.soundsPlayed, buzzes: window.flagfall.vibrations, said: window.flagfall.announced,
      }));
      assert.deepEqual(page.sounds.filter((s) => s === 'low-time'), ['low-time']);
      assert.deepEqual(page.buzzes.filter((s) => s === 'low-time'), ['low-time']);
      assert.deepEqual(page.said.filter((s) => /low time/.test(s)), ['White: low time, under 20 seconds.']);
      assert.equal((await clockState(app)).black.low_time, false);
      if (name === 'upright') {
        // The same look in the light theme.
        await tapAndSettle(app, 'clock.more');
        await tapAndSettle(app, 'menu.light');
        await tapAndSettle(app, 'menu.close');
        await waitForPopup(app, 'none');
        await waitForIdle(app.page, 150);
        await app.screenshot('clock-low-time-light');
      }
      // A press: its click and its 15 ms buzz.
      await tapAndSettle(app, 'clock.white');
      await waitFor(app, () => window.flagfall.state().clock.running === 'black');
      const fed = await app.page.evaluate(() => ({ sounds: window.flagfall.soundsPlayed, buzzes: window.flagfall.vibrations }));
      assert.equal(fed.sounds.at(-1), 'press');
      assert.equal(fed.buzzes.at(-1), 'press');
      assert.deepEqual(app.problems, []);
    } finally {
      await app.close();
    }
  });
}

for (const [name, device] of [['upright', UPRIGHT], ['on its side', ON_ITS_SIDE]]) test(`${name}: Home leads back to a game in progress, and a case link arriving mid-game asks first`, async () => {
  const app = await openApp(session, device);
  try {
    await openLive(app, 'uscf-2020', 'G/5;d0');
    await startGame(app);
    await tapAndSettle(app, 'clock.home');
    await waitFor(app, () => window.flagfall.state().screen === 'home');
    await waitForIdle(app.page, 150);
    assert.ok((await app.state()).targets['home.back-to-clock'], 'Game in progress: back to the clock');
    await app.screenshot(`home-game-in-progress${name === 'upright' ? '' : '-landscape'}`);
    await tapAndSettle(app, 'home.back-to-clock');
    await waitFor(app, () => window.flagfall.state().screen === 'clock');

    await app.page.evaluate(() => { window.location.hash = '#case=not-a-real-case'; });
    await waitForPopup(app, 'confirm-link');
    const asked = await app.state();
    assert.equal(asked.screen, 'clock', 'the game is not left behind unasked');
    assert.equal(asked.clock.phase, 'running');
    assert.ok(asked.clock.pending_trainer_link.startsWith('#case='));
    assert.ok(asked.targets['link.accept'] && asked.targets['link.keep']);
    await tapAndSettle(app, 'link.keep');
    await waitForPopup(app, 'none');
    assert.equal((await clockState(app)).phase, 'running');
    assert.equal((await app.state()).screen, 'clock');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
