// Ending a game on the live clock, at the phone viewport: both flags down (a draw where the
// ruleset says so, unless claimed before), and the players recording mate, stalemate,
// resignation or an agreed draw.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, PHONE } from './harness.mjs';
import {
  clockState, liveState, openLive, startGame, openClaim, tapAndSettle, confirmClaim, newGame,
  waitFor, waitForPopup, press,
} from './live-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

async function bothFlags(app) {
  await startGame(app);
  await waitFor(app, () => window.flagfall.state().clock.white.flag_at !== null, null, 8000);
  await press(app, 'white');  // White completes the move after the flag; Black's clock runs on
  await waitFor(app, () => window.flagfall.state().clock.both_flags_down, null, 8000);
  await waitForIdle(app.page, 200);
}

test('both flags down: a draw under US Chess; under FIDE the first flag decides', async () => {
  const app = await openApp(session, PHONE);
  try {
    await openLive(app, 'uscf-2020', '2s+0');
    await bothFlags(app);
    await app.screenshot('live-both-flags');
    await openClaim(app, 'white');
    await tapAndSettle(app, 'claim.time');
    await confirmClaim(app);
    let live = await liveState(app);
    assert.equal(live.outcome, 'draw');
    assert.equal(live.reason, 'both-flags');
    assert.equal(live.rule, 'USCF 11-8c');

    await newGame(app);
    await tapAndSettle(app, 'clock.control');
    await tapAndSettle(app, 'ruleset.fide-2023');
    await tapAndSettle(app, 'picker.custom');
    await app.page.locator('#ask-text input').fill('2s+0');
    await app.page.locator('#ask-text input').press('Enter');
    await waitFor(app, () => window.flagfall.state().clock.control === '2s+0');
    await waitForPopup(app, 'none');
    await bothFlags(app);
    await openClaim(app, 'black');
    await tapAndSettle(app, 'claim.time');
    await confirmClaim(app);
    live = await liveState(app);
    assert.equal(live.outcome, 'black-wins', 'White\'s flag fell first');
    assert.equal(live.reason, 'flag-fall');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('the players record checkmate, stalemate, resignation and an agreed draw', async () => {
  const app = await openApp(session, PHONE);
  try {
    await openLive(app, 'uscf-2020', '1+0');
    const cases = [
      { target: 'result.mate.white', outcome: 'white-wins', reason: 'checkmate', by: 'black', moves: 2 },
      { target: 'result.stalemate.black', outcome: 'draw', reason: 'stalemate', by: 'white', moves: 1 },
      { target: 'result.resign.black', outcome: 'white-wins', reason: 'resignation', by: 'black', moves: 1 },
      { target: 'result.agreed', outcome: 'draw', reason: 'agreement', by: 'white', moves: 1 },
    ];
    for (const [i, c] of cases.entries()) {
      if (i > 0) await newGame(app);
      await startGame(app);
      await press(app, 'white');
      if (c.moves === 2) await press(app, 'black');
      await openClaim(app, c.by);
      await tapAndSettle(app, 'claim.result');
      if (i === 0) await app.screenshot('live-result-choices');
      await tapAndSettle(app, c.target);
      await waitForPopup(app, 'ruling');
      const clock = await clockState(app);
      assert.equal(clock.live.outcome, c.outcome, c.target);
      assert.equal(clock.live.reason, c.reason, c.target);
      assert.ok(clock.live.rule.startsWith('USCF 11-'), `${c.target}: rule ${clock.live.rule}`);
      assert.equal(clock.phase, 'over');
    }
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
