// An illegal-move claim on the live clock at the phone viewport, under US Chess 2020: the king
// moved next to the king (the claimant picks what happened), and a simultaneous time and
// illegal-move claim. Rulings and clock times from state(). The same claims under every ruleset,
// taking the king included, are native tests (tests/session/clock_session_rulings_test.cpp).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, PHONE_FAST } from './harness.mjs';
import {
  CITE_PREFIX, clockState, liveState, openLive, startGame, openClaim, claim, tapAndSettle,
  confirmClaim, newGame, waitFor, waitForPopup, recordTaps, timedTap, near, press, sleep,
} from './live-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

test('uscf-2020: illegal-move claims (king next to king) and a simultaneous claim', async () => {
  const ruleset = 'uscf-2020';
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, ruleset, '1+0');
    await recordTaps(app);
    await startGame(app);
    await sleep(300);
    const whitePress = await timedTap(app, 'clock.white');
    await waitFor(app, () => window.flagfall.state().clock.running === 'black');
    await sleep(400);
    const claimAt = await timedTap(app, 'clock.stop');  // Stop / Claim, then Black's half
    await waitForPopup(app, 'claim');
    await claim(app, 'black', 'illegal');
    await tapAndSettle(app, 'kind.king-next-to-king');
    await app.screenshot('live-claim-illegal');
    await confirmClaim(app);
    await app.screenshot(`live-ruling-illegal-${ruleset}`);
    let clock = await clockState(app);
    let live = clock.live;
    const blackUsed = claimAt - whitePress;
    assert.ok(live.rule.startsWith(CITE_PREFIX[ruleset]), `rule ${live.rule}`);
    assert.ok(live.ruling_lines.some((l) => l.text.includes('the king steps next to the other king')), 'the ruling names the illegal move');
    assert.equal(live.outcome, 'black-wins');
    assert.equal(live.reason, 'illegal-move');
    assert.ok(near(clock.black.remaining_ms, 60000 - blackUsed), `black ${clock.black.remaining_ms}, ${60000 - blackUsed}`);

    // Simultaneous: White's flag is down and Black's last move was illegal; Black claims on
    // time and White claims the illegal move at the same instant.
    await newGame(app);
    await tapAndSettle(app, 'clock.control');
    await tapAndSettle(app, 'picker.custom');
    await app.page.locator('#ask-text input').fill('4s+0');
    await app.page.locator('#ask-text input').press('Enter');
    await waitFor(app, () => window.flagfall.state().clock.control === '4s+0');
    await waitForPopup(app, 'none');
    await startGame(app);
    await press(app, 'white');
    await press(app, 'black');
    await waitFor(app, () => window.flagfall.state().clock.white.flag_at !== null, null, 8000);
    await openClaim(app);
    await claim(app, 'black', 'time');
    await tapAndSettle(app, 'claim.both');
    await tapAndSettle(app, 'kind.king-next-to-king');
    const draft = (await liveState(app)).claim;
    assert.equal(draft.time_claim_by, 'black');
    assert.equal(draft.illegal_claim_by, 'white');
    await app.screenshot('live-claim-simultaneous');
    await confirmClaim(app);
    clock = await clockState(app);
    live = clock.live;
    assert.equal(live.outcome, 'white-wins');
    assert.equal(live.reason, 'simultaneous-claims');
    assert.equal(clock.white.remaining_ms, 0);
    assert.ok(live.rule.startsWith(CITE_PREFIX[ruleset]), `rule ${live.rule}`);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
