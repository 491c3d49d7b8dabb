// The director's panel on the live clock, at the phone viewport: it opens only after a one-second
// hold; a penalty follows the ruleset's own ladder (Sacramento here); the director stops the
// clocks and sets a time typed in. Each ruleset's ladder and the reduction of excess time are
// native tests (tests/game/director_test.cpp, tests/session/).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST } from './harness.mjs';
import {
  CITE_PREFIX, clockState, openLive, startGame, tapAndSettle, waitFor, waitForPopup,
  waitForTarget, hold, closeRuling, press,
} from './live-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

async function openDirector(app) {
  await tapAndSettle(app, 'clock.more');
  await waitForTarget(app, 'menu.director');
  // A quick tap does nothing: the panel needs a deliberate hold.
  await tapAndSettle(app, 'menu.director');
  assert.equal((await clockState(app)).popup, 'menu');
  await hold(app, 'menu.director', 1300);
  await waitForPopup(app, 'director');
  await waitForIdle(app.page, 150);
}

// Sacramento 12: the first penalty for displaced pieces is a warning, the second a minute to the
// opponent.
test('sacramento-2005: a director\'s penalty follows the ruleset\'s ladder', async () => {
  const ruleset = 'sacramento-2005';
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, ruleset, '3+0');
    await startGame(app);
    await press(app, 'white');
    await openDirector(app);
    await app.screenshot('live-director-panel');
    await tapAndSettle(app, 'director.stop');
    await waitFor(app, () => window.flagfall.state().clock.phase === 'paused');
    const before = await clockState(app);
    await tapAndSettle(app, 'director.against.black');
    await tapAndSettle(app, 'director.penalty.displaced-pieces');
    await waitForPopup(app, 'ruling');
    await app.screenshot('live-ruling-penalty');
    let clock = await clockState(app);
    assert.equal(clock.live.reason, 'penalty');
    assert.ok(clock.live.rule.startsWith(CITE_PREFIX[ruleset]), `rule ${clock.live.rule}`);
    assert.equal(clock.white.remaining_ms, before.white.remaining_ms);
    assert.equal(clock.black.remaining_ms, before.black.remaining_ms);
    assert.ok(clock.live.ruling_lines.some((l) => /a warning/.test(l.text)));

    // The second offence climbs the ladder.
    await closeRuling(app);
    await openDirector(app);
    await tapAndSettle(app, 'director.against.black');
    await tapAndSettle(app, 'director.penalty.displaced-pieces');
    await waitForPopup(app, 'ruling');
    clock = await clockState(app);
    assert.equal(clock.white.remaining_ms, before.white.remaining_ms + 60000);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('uscf-2020: the director sets a time before both have moved, and not after (11-3)', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, 'uscf-2020', 'G/5;d0');
    await startGame(app);
    await openDirector(app);
    await tapAndSettle(app, 'director.set.black');
    await app.page.locator('#ask-text input').fill('4:30');
    await app.page.locator('#ask-text input').press('Enter');
    await waitForPopup(app, 'ruling');
    let clock = await clockState(app);
    assert.equal(clock.black.remaining_ms, 270000);
    assert.equal(clock.live.reason, 'time-set');
    await closeRuling(app);
    await press(app, 'white');
    await press(app, 'black');
    await openDirector(app);
    await tapAndSettle(app, 'director.set.black');
    await app.page.locator('#ask-text input').fill('9:00');
    await app.page.locator('#ask-text input').press('Enter');
    await waitForPopup(app, 'ruling');
    clock = await clockState(app);
    assert.ok(clock.black.remaining_ms < 270000, 'the setting stands once both have moved');
    assert.ok(clock.live.ruling_lines.some((l) => l.rule === 'USCF 11-3'));
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
