// The director's panel on the live clock, at the phone viewport: it opens only after a one-second
// hold; penalties follow each ruleset's own ladder; the director stops the clocks, sets a time,
// and reduces excess time where the ruleset allows it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, PHONE, PHONE_FAST } from './harness.mjs';
import {
  RULESETS, CITE_PREFIX, clockState, openLive, startGame, tapAndSettle, waitFor, waitForPopup,
  waitForTarget, hold, closeRuling, press,
} from './live-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

// The first step of each ruleset's ladder for displaced pieces (docs/rules.md): a minute to the
// opponent (US Chess 11-9 and the summaries) or a warning (Scholastic 13, Sacramento 12, FIDE 12.9).
const FIRST_STEP_MINUTE = new Set(['uscf-2020', 'uscf-earlier', 'uscf-summary', 'uscf-summary-variation']);

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

// The rulesets whose run saves a screenshot open at the full pixel ratio.
const SCREENSHOT_RULESETS = new Set(['sacramento-2005', 'scholastic-2018']);

for (const ruleset of RULESETS) {
  test(`${ruleset}: a director's penalty follows the ruleset's ladder`, async () => {
    const app = await openApp(session, SCREENSHOT_RULESETS.has(ruleset) ? PHONE : PHONE_FAST);
    try {
      await openLive(app, ruleset, '3+0');
      await startGame(app);
      await press(app, 'white');
      await openDirector(app);
      if (ruleset === 'sacramento-2005') await app.screenshot('live-director-panel');
      await tapAndSettle(app, 'director.stop');
      await waitFor(app, () => window.flagfall.state().clock.phase === 'paused');
      const before = await clockState(app);
      await tapAndSettle(app, 'director.against.black');
      await tapAndSettle(app, 'director.penalty.displaced-pieces');
      await waitForPopup(app, 'ruling');
      if (ruleset === 'scholastic-2018') await app.screenshot('live-ruling-penalty');
      let clock = await clockState(app);
      assert.equal(clock.live.reason, 'penalty');
      assert.ok(clock.live.rule.startsWith(CITE_PREFIX[ruleset]), `rule ${clock.live.rule}`);
      const minute = FIRST_STEP_MINUTE.has(ruleset);
      assert.equal(clock.white.remaining_ms, before.white.remaining_ms + (minute ? 60000 : 0));
      assert.equal(clock.black.remaining_ms, before.black.remaining_ms);
      assert.ok(clock.live.ruling_lines.some((l) => (minute ? /one minute added to White/ : /a warning/).test(l.text)));

      // The second offence climbs the ladder where it has a second step.
      await closeRuling(app);
      await openDirector(app);
      await tapAndSettle(app, 'director.against.black');
      await tapAndSettle(app, 'director.penalty.displaced-pieces');
      await waitForPopup(app, 'ruling');
      clock = await clockState(app);
      const second = minute || ruleset === 'sacramento-2005' || ruleset === 'scholastic-2018' || ruleset === 'fide-2023';
      assert.equal(clock.white.remaining_ms, before.white.remaining_ms + (minute ? 120000 : second ? 60000 : 0));
      assert.deepEqual(app.problems, []);
    } finally {
      await app.close();
    }
  });
}

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

test('uscf-summary: excess time is reduced to the control', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, 'uscf-summary', 'G/5;d0');
    await startGame(app);
    await openDirector(app);
    await tapAndSettle(app, 'director.set.white');
    await app.page.locator('#ask-text input').fill('8:00');
    await app.page.locator('#ask-text input').press('Enter');
    await waitForPopup(app, 'ruling');
    await closeRuling(app);
    await press(app, 'white');
    await press(app, 'black');
    await openDirector(app);
    await tapAndSettle(app, 'director.stop');
    await waitFor(app, () => window.flagfall.state().clock.phase === 'paused');
    await tapAndSettle(app, 'director.reduce.white');
    await waitForPopup(app, 'ruling');
    const clock = await clockState(app);
    assert.equal(clock.white.remaining_ms, 300000);
    assert.equal(clock.live.reason, 'time-set');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
