// Ending a game on the live clock, at the phone viewport: the players record a mate on the result
// sheet, confirm it on a sheet away from the choice, and take it back with Undo. Both flags down
// (a draw under US Chess) is in clock.test.mjs; FIDE's first flag, and stalemate, resignation and
// an agreed draw, are native tests (tests/session/clock/sheets/claim_details_test.cpp,
// sheets/ending_sheet_test.cpp).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST } from './harness.mjs';
import {
  clockState, openLive, startGame, openClaim, claim, tapAndSettle, waitForPopup, press,
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
    await openClaim(app);
    const stopped = await clockState(app);
    await claim(app, 'black', 'result');
    await app.screenshot('live-result-choices');
    const choice = (await app.state()).targets['result.mate.white'];
    await tapAndSettle(app, 'result.mate.white');
    // The ending asks first, on a sheet at the far end of the screen from the choice.
    await waitForPopup(app, 'confirm-end');
    await waitForIdle(app.page, 150);
    const { targets } = await app.state();
    await app.screenshot('live-confirm-end');
    for (const id of ['end.confirm', 'end.back']) {
      const [, y, , h] = targets[id];
      const choiceMiddle = choice[1] + choice[3] / 2;
      assert.ok(choiceMiddle < y - 100 || choiceMiddle > y + h + 100,
        `${id} at ${targets[id]}, well away from the choice at ${choice}`);
    }
    assert.equal((await clockState(app)).live.outcome, 'play-on', 'nothing recorded yet');
    await tapAndSettle(app, 'end.confirm');
    await waitForPopup(app, 'ruling');
    let clock = await clockState(app);
    assert.equal(clock.live.outcome, 'white-wins');
    assert.equal(clock.live.reason, 'checkmate');
    assert.ok(clock.live.rule.startsWith('USCF 11-'), `rule ${clock.live.rule}`);
    assert.equal(clock.phase, 'over');
    // Undo, while offered, takes the ending back: the clocks stand exactly as at the stop.
    assert.equal(clock.stop, 'undo');
    await tapAndSettle(app, 'ruling.undo');
    await waitForPopup(app, 'none');
    clock = await clockState(app);
    assert.equal(clock.phase, 'paused');
    assert.equal(clock.live.outcome, 'play-on');
    assert.equal(clock.white.remaining_ms, stopped.white.remaining_ms);
    assert.equal(clock.black.remaining_ms, stopped.black.remaining_ms);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
