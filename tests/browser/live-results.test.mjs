// Ending a game on the live clock, at the phone viewport: the players record a mate on the result
// sheet. Both flags down (a draw under US Chess) is in clock.test.mjs; FIDE's first flag, and
// stalemate, resignation and an agreed draw, are native tests
// (tests/session/clock_session_claim_test.cpp).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, PHONE_FAST } from './harness.mjs';
import {
  clockState, openLive, startGame, openClaim, tapAndSettle, waitForPopup, press,
} from './live-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

test('the players record a checkmate', async () => {
  const app = await openApp(session, PHONE_FAST);
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
