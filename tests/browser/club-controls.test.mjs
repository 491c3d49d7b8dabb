// A club's controls on a phone (issue 26 points 1-3): time odds from a director's link and from the
// picker, Armageddon's draw ruled a win for Black (a US ruleset and FIDE's), and a control saved by name
// that survives a reload and travels in the About sheet's export and import. The session's logic
// (odds refused, the saved list moved, renamed and deleted, bad saved data) is in
// tests/session/clock/sheets/picker_sheet_test.cpp.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, waitForBank, PHONE_FAST } from './harness.mjs';
import {
  clockState, startGame, press, openClaim, claim, tapAndSettle, waitFor, waitForPopup,
  UPRIGHT, ON_ITS_SIDE, answer, holdNewGame,
} from './live-helpers.mjs';


let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

async function openClock(app) {
  if ((await app.state()).screen !== 'clock') await app.tap('home.clock');
  await waitFor(app, () => window.flagfall.state().screen === 'clock');
  await waitForIdle(app.page, 150);
}

// The screen's pictures on its side and upright, ending upright (with FLAGFALL_SCREENSHOT_RATIO,
// the picture's own emulation of the phone's ratio stays with the last size, also across a reload).
async function screenshots(app, name) {
  for (const [viewport, suffix] of [[ON_ITS_SIDE, 'side'], [UPRIGHT, 'upright']]) {
    await app.page.setViewportSize(viewport);
    await waitForIdle(app.page, 150);
    await app.screenshot(`${name}-${suffix}`);
  }
}

test('time odds: the director\'s link and the picker give Black his own control', async () => {
  const app = await openApp(session, PHONE_FAST, { fragment: '#clock?ruleset=fide-2023&tc=5+0&black=4+0' });
  try {
    await waitFor(app, () => window.flagfall.state().screen === 'clock');
    let clock = await clockState(app);
    assert.equal(clock.control, '5+0');
    assert.equal(clock.black_control, '4+0');
    assert.equal(clock.white.remaining_ms, 300_000);
    assert.equal(clock.black.remaining_ms, 240_000);
    await screenshots(app, 'club-odds-clock');
    await startGame(app);
    assert.equal((await clockState(app)).black.remaining_ms, 240_000, 'Black\'s clock waits at 4:00');

    // The same set through the picker, on a new game: a preset for White, then Black's own.
    await tapAndSettle(app, 'clock.pause');
    await tapAndSettle(app, 'clock.control');
    await tapAndSettle(app, 'preset.3+2');
    await holdNewGame(app);
    assert.equal((await clockState(app)).black_control, '', 'a preset is both sides\'');
    await tapAndSettle(app, 'clock.control');
    await tapAndSettle(app, 'picker.black');
    await answer(app, 'G/0');
    await waitFor(app, () => window.flagfall.state().clock.notice !== '');
    assert.equal((await clockState(app)).notice, 'Black\'s "G/0" is not a time control (at 0: zero time).');
    await tapAndSettle(app, 'picker.black');
    await answer(app, '2+2');
    await waitForPopup(app, 'none');
    clock = await clockState(app);
    assert.equal(clock.black_control, '2+2');
    assert.equal(clock.white.remaining_ms, 180_000);
    assert.equal(clock.black.remaining_ms, 120_000);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('Armageddon: an agreed draw is Black\'s win under a US ruleset and FIDE\'s, by the event\'s own rule', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openClock(app);
    // The preset in the picker.
    await tapAndSettle(app, 'clock.control');
    await tapAndSettle(app, 'picker.armageddon');
    await waitForPopup(app, 'none');
    let clock = await clockState(app);
    assert.deepEqual([clock.control, clock.black_control, clock.armageddon], ['5+0', '4+0', true]);
    // Through the director's link, each game ended by an agreed draw: a US ruleset on the fresh
    // clock, then FIDE's over the finished game (the link asks first). The same ruling under every
    // ruleset is native: Armageddon.EveryDrawnOutcomeIsAWinForBlackUnderEveryRuleset
    // (tests/rules/armageddon_test.cpp), LiveGameTest.ArmageddonCountsADrawForBlackAndIsSaved
    // (tests/game/live_game_test.cpp), SetupLink.ReadsArmageddonAsDrawEqualsBlack (the link, for
    // each ruleset) and ClockSessionControls.TheArmageddonPresetGivesBlackLessTimeAndTheDraw (the
    // headline).
    for (const ruleset of ['uscf-2020', 'fide-2023']) {
      await app.page.evaluate((r) => { window.location.hash = `#clock?ruleset=${r}&tc=5%2B0&black=4%2B0&draw=black`; }, ruleset);
      if ((await clockState(app)).phase !== 'not-started') {
        await waitForPopup(app, 'confirm-link');
        await tapAndSettle(app, 'link.accept');
      }
      await waitFor(app, (r) => window.flagfall.state().clock.ruleset === r &&
        window.flagfall.state().clock.phase === 'not-started', ruleset);
      await waitForPopup(app, 'none');
      assert.equal((await clockState(app)).armageddon, true, ruleset);
      await startGame(app);
      await press(app, 'white');
      await press(app, 'black');
      await openClaim(app);
      await claim(app, 'white', 'result');
      await tapAndSettle(app, 'result.agreed');
      await waitForPopup(app, 'confirm-end');
      await tapAndSettle(app, 'end.confirm');
      await waitForPopup(app, 'ruling');
      clock = await clockState(app);
      assert.equal(clock.live.outcome, 'black-wins', ruleset);
      assert.equal(clock.live.reason, 'agreement', ruleset);
      assert.equal(clock.live.headline, 'Draw agreed: Black wins (Armageddon)', ruleset);
      assert.ok(clock.live.ruling_lines.some((l) => l.rule === 'the event\'s own rule: Armageddon'),
        `${ruleset}: ${JSON.stringify(clock.live.ruling_lines)}`);
      if (ruleset === 'fide-2023') await app.screenshot('club-armageddon-ruling');
      await tapAndSettle(app, 'ruling.ok');
      await waitForPopup(app, 'none');
    }
    await screenshots(app, 'club-armageddon-over');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('a saved control survives a reload, is moved and deleted, and travels in an export and import', async () => {
  const context = await session.browser.newContext(PHONE_FAST);
  const app = await openApp(session, PHONE_FAST, { context });
  try {
    await openClock(app);
    await tapAndSettle(app, 'clock.control');
    for (const [control, name] of [['7+3', 'Club night'], ['G/4;d2', 'Juniors']]) {
      await tapAndSettle(app, 'picker.custom');
      await answer(app, control);
      await waitForPopup(app, 'none');
      await tapAndSettle(app, 'clock.control');
      await tapAndSettle(app, 'picker.save');
      await answer(app, name);
      await waitFor(app, (n) => window.flagfall.state().clock.saved_controls.some((c) => c[0] === n), name);
    }
    await tapAndSettle(app, 'picker.black');
    await answer(app, 'G/3;d2');
    await waitForPopup(app, 'none');
    await tapAndSettle(app, 'clock.control');
    await tapAndSettle(app, 'picker.save');
    await answer(app, 'Odds night');
    await waitFor(app, () => window.flagfall.state().clock.saved_controls.length === 3);
    await waitForIdle(app.page, 150);
    await screenshots(app, 'club-saved-picker');

    await app.page.reload();
    await waitForBank(app.page);
    await openClock(app);
    let clock = await clockState(app);
    assert.deepEqual(clock.saved_controls.map((c) => c[0]), ['Club night', 'Juniors', 'Odds night']);
    assert.deepEqual(clock.saved_controls[2], ['Odds night', 'G/4;d2', 'G/3;d2']);
    // The list: Juniors moved up, then deleted; Club night chosen like a preset.
    await tapAndSettle(app, 'clock.control');
    await tapAndSettle(app, 'picker.saved');
    await tapAndSettle(app, 'saved.1');
    await tapAndSettle(app, 'saved.up');
    await waitFor(app, () => window.flagfall.state().clock.saved_controls[0][0] === 'Juniors');
    await screenshots(app, 'club-saved-list');
    await tapAndSettle(app, 'saved.delete');
    await waitFor(app, () => window.flagfall.state().clock.saved_controls.length === 2);
    await tapAndSettle(app, 'picker.saved');
    await tapAndSettle(app, 'saved.0');
    await waitForPopup(app, 'none');
    clock = await clockState(app);
    assert.deepEqual([clock.control, clock.black_control], ['7+3', '']);

    // Exported from the About sheet, imported on another phone.
    await app.tap('clock.home');
    await tapAndSettle(app, 'home.about');
    await app.tap('about.export');
    await waitFor(app, () => window.flagfall.exports.length > 0);
    const exported = await app.page.evaluate(() => window.flagfall.exports.at(-1).text);
    const other = await openApp(session, PHONE_FAST);
    try {
      await tapAndSettle(other, 'home.about');
      await other.tap('about.import');
      await other.page.locator('#ask-file input').setInputFiles({
        name: 'flagfall-saved-data.json', mimeType: 'application/json', buffer: Buffer.from(exported),
      });
      await waitFor(other, () => window.flagfall.state().home.import_message !== '');
      assert.equal((await other.state()).home.import_refused, false);
      assert.deepEqual((await clockState(other)).saved_controls.map((c) => c[0]), ['Club night', 'Odds night']);
      assert.deepEqual(other.problems, []);
    } finally {
      await other.close();
    }
    assert.deepEqual(app.problems, []);
  } finally {
    await context.close();
  }
});
