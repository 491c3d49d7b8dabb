// Promotion on the live clock, at the phone viewport, under US Chess 2020: from the fifth move the
// pause is in the promoting player's claim sheet (the clock cannot see the board, so no large
// control sits on the half), the paused time is not charged, and after a press with the
// pawn unpromoted US Chess 11-16 lets the opponent restart the clock. Who may pause under each
// ruleset (the opponent at Sacramento) and FIDE's unpromoted pawn as an illegal move are native
// tests (tests/session/).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST } from './harness.mjs';
import {
  clockState, liveState, openLive, startGame, openClaim, claim, tapAndSettle,
  waitFor, waitForPopup, waitForTarget, recordTaps, timedTap, closeRuling, near, sleep,
} from './live-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

test('uscf-2020: the promotion pause is offered to the promoting player and stops the clock', async () => {
  const ruleset = 'uscf-2020';
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, ruleset, '1+0');
    await recordTaps(app);
    const start = await timedTap(app, 'clock.black');
    await waitFor(app, () => window.flagfall.state().clock.running === 'white');
    let whiteUsed = 0;
    let blackPress = start;
    for (let move = 1; move <= 4; ++move) {
      await sleep(150);
      const whitePress = await timedTap(app, 'clock.white');
      whiteUsed += whitePress - blackPress;
      await waitFor(app, () => window.flagfall.state().clock.running === 'black');
      blackPress = await timedTap(app, 'clock.black');
      await waitFor(app, () => window.flagfall.state().clock.running === 'white');
    }
    // White, to move for the fifth time, promotes and has no queen at hand.
    await waitForIdle(app.page, 150);
    const targets = (await app.state()).targets;
    assert.deepEqual(Object.keys(targets).filter((id) => id.startsWith('promote')), [],
      'nothing but the press on the half');
    await sleep(200);
    const pauseAt = await timedTap(app, 'clock.stop');
    await waitForPopup(app, 'claim');
    await app.screenshot(`live-promotion-control-${ruleset}`);
    await claim(app, 'white', 'promotion-pause');
    await waitForPopup(app, 'promote');
    whiteUsed += pauseAt - blackPress;
    let clock = await clockState(app);
    assert.equal(clock.phase, 'paused');
    assert.ok(near(clock.white.remaining_ms, 60000 - whiteUsed), `white ${clock.white.remaining_ms}, ${60000 - whiteUsed}`);
    const pauseLine = clock.live.record.find((l) => /stops the clocks while a promotion piece is found/.test(l.text));
    assert.ok(pauseLine, 'the arbiter let the pause stand');
    assert.equal(pauseLine.rule, 'USCF 11-16');
    await app.screenshot('live-promotion-piece');
    await sleep(1000);  // finding the queen: not charged
    const resumeAt = await timedTap(app, 'promote.q');
    await waitFor(app, () => window.flagfall.state().clock.running === 'white');
    clock = await clockState(app);
    const expected = 60000 - whiteUsed - (clock.now - resumeAt);
    assert.ok(near(clock.white.remaining_ms, expected), `the pause was not charged: ${clock.white.remaining_ms}, ${expected}`);
    await tapAndSettle(app, 'clock.white');
    await waitFor(app, () => window.flagfall.state().clock.running === 'black');
    clock = await clockState(app);
    assert.equal(clock.live.outcome, 'play-on');
    assert.equal(clock.white.moves, 5);
    assert.ok(clock.live.record.some((l) => /puts a queen/.test(l.text)), 'the promotion is recorded');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('uscf-2020: after a press with the pawn unpromoted the opponent restarts the clock (11-16)', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, 'uscf-2020', '1+0');
    await startGame(app);
    await tapAndSettle(app, 'clock.white');  // White pushed the pawn and pressed without a queen
    await waitFor(app, () => window.flagfall.state().clock.running === 'black');
    await openClaim(app);
    await claim(app, 'black', 'unpromoted');
    await waitForPopup(app, 'ruling');
    let live = await liveState(app);
    assert.ok(live.ruling_lines.some((l) => /restart White's clock/.test(l.text) && l.rule === 'USCF 11-16'));
    await closeRuling(app);
    assert.ok((await liveState(app)).may.black.includes('restart-opponent-clock'));
    // Black's own press restarts White's clock: the half only presses, the arbiter rules it.
    await tapAndSettle(app, 'clock.black');
    await waitFor(app, () => window.flagfall.state().clock.running === 'white');
    assert.equal((await clockState(app)).popup, 'none', 'the half opens nothing');
    // White stops the clocks from the bar to put the queen down.
    await openClaim(app);
    await app.screenshot('live-promotion-restart');
    await claim(app, 'white', 'promotion-stop');
    await waitForPopup(app, 'promote');
    await tapAndSettle(app, 'promote.q');
    await tapAndSettle(app, 'clock.white');
    await waitFor(app, () => window.flagfall.state().clock.running === 'black');
    live = await liveState(app);
    assert.equal(live.outcome, 'play-on');
    assert.ok(live.record.some((l) => /restarts White's clock/.test(l.text)));
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
