// The live game is saved continuously, like the clock: a reload keeps the game and its ruling;
// a save from the clock before the live game (version 1), or a broken one, is reported on the
// clock screen and kept aside, never a crash.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForFrames, waitForIdle, PHONE_FAST } from './harness.mjs';
import {
  clockState, openLive, startGame, openClaim, claim, tapAndSettle, confirmClaim, closeRuling, waitFor,
  waitForPopup, press,
} from './live-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

const OLD_SAVE = JSON.stringify({
  format: 'flagfall-clock-screen', version: 1,
  settings: { control: 'G/5;d0', tenths: true, sound: true, far_side: 'black' },
  clock: { format: 'flagfall-clock', version: 1, config: {}, events: [] },
});

async function reloadWith(app, save) {
  // The page writes its own saves once it holds the writer's lock, in a frame: let it, so that
  // none of its writes lands after the save put in here.
  await waitFor(app, () => window.flagfall.state().storage.role === 'writer');
  await waitForIdle(app.page, 300);
  await app.page.evaluate((text) => localStorage.setItem('flagfall.clock', text), save);
  await app.page.reload();
  await waitForFrames(app.page, 1);
}

for (const [name, save, problem] of [['an old save (version 1)', OLD_SAVE, /older version of the app \(version 1\)/],
  ['a broken save', '{"format": "flagfall-clock-screen", "version": 2, "settin', /not readable JSON/]]) {
  test(`${name} is reported on the clock screen and kept aside`, async () => {
    const app = await openApp(session, PHONE_FAST);
    try {
      await reloadWith(app, save);
      // Why the save was refused is a message of the catalog, which arrives after the first frame
      // (until then it reads "…"): read it once the words are whole.
      await waitFor(app, () => window.flagfall.state().words.complete);
      const state = await app.state();
      assert.match(state.restore_problem, problem);
      await app.tap('home.clock');
      await waitForPopup(app, 'notice');
      await waitForIdle(app.page, 150);
      if (name.startsWith('an old')) await app.screenshot('live-old-save-notice');
      assert.match((await clockState(app)).notice, /could not be restored/);
      await tapAndSettle(app, 'notice.ok');
      await waitForPopup(app, 'none');
      const clock = await clockState(app);
      assert.equal(clock.phase, 'not-started');
      assert.equal(clock.ruleset, 'uscf-2020');
      assert.equal(await app.page.evaluate(() => localStorage.getItem('flagfall.clock.unreadable')), save);
      // The new game works.
      await startGame(app);
      await press(app, 'white');
      assert.deepEqual(app.problems, []);
    } finally {
      await app.close();
    }
  });
}

test('a reload after a ruling keeps the game, its ruling and its record', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, 'scholastic-2018', '3s+0');
    await startGame(app);
    await waitFor(app, () => window.flagfall.state().clock.white.flag_at !== null, null, 8000);
    await openClaim(app);
    await claim(app, 'black', 'time');
    await tapAndSettle(app, 'material.black.two-knights');
    await tapAndSettle(app, 'material.white.king');
    await confirmClaim(app);
    await closeRuling(app);
    const before = await clockState(app);
    // Scholastic 10c: two knights against a bare king cannot win on time.
    assert.equal(before.live.outcome, 'draw');
    await app.page.reload();
    await waitForFrames(app.page, 1);
    await app.tap('home.clock');
    await waitFor(app, () => window.flagfall.state().screen === 'clock');
    const after = await clockState(app);
    assert.equal(after.popup, 'none');
    assert.equal(after.ruleset, 'scholastic-2018');
    assert.equal(after.phase, 'over');
    assert.equal(after.live.ruling_json, before.live.ruling_json);
    assert.deepEqual(after.live.record, before.live.record);
    assert.equal(after.white.remaining_ms, before.white.remaining_ms);
    assert.equal(after.black.remaining_ms, before.black.remaining_ms);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
