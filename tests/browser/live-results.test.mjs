// Ending a game on the live clock, at the phone viewport: both flags down (a draw under US Chess,
// unless claimed before), and the players recording a mate on the result sheet. FIDE's first
// flag, and stalemate, resignation and an agreed draw, are native tests
// (tests/session/clock_session_claim_test.cpp).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, PHONE } from './harness.mjs';
import {
  clockState, liveState, openLive, startGame, openClaim, tapAndSettle, confirmClaim, waitFor,
  waitForPopup, press,
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

test('both flags down: a draw under US Chess', async () => {
  const app = await openApp(session, PHONE);
  try {
    await openLive(app, 'uscf-2020', '2s+0');
    await bothFlags(app);
    await app.screenshot('live-both-flags');
    await openClaim(app, 'white');
    await tapAndSettle(app, 'claim.time');
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

test('the players record a checkmate', async () => {
  const app = await openApp(session, PHONE);
  try {
    await openLive(app, 'uscf-2020', '1+0');
    await startGame(app);
    await press(app, 'white');
    await press(app, 'black');
    await openClaim(app, 'black');
    await tapAndSettle(app, 'claim.result');
    await app.screenshot('live-result-choices');
    await tapAndSettle(app, 'result.mate.white');
    await waitForPopup(app, 'ruling');
    const clock = await clockState(app);
    assert.equal(clock.live.outcome, 'white-wins');
    assert.equal(clock.live.reason, 'checkmate');
    assert.ok(clock.live.rule.startsWith('USCF 11-'), `rule ${clock.live.rule}`);
    assert.equal(clock.phase, 'over');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
