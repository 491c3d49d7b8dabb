// Issue 26 on a phone: a staged control's stage on each half, its change marked and heard; a pair
// of pedals (Page Up / Page Down) pressing the clocks at blitz pace, each press charged at its key
// event's own instant; each move's time after the game as a chart, and its CSV and scenario file;
// where the moves are known (a case made in the editor), the PGN with each move's clock.
// The rules behind them are native tests (tests/game/set_moves_test.cpp,
// tests/session/clock/club_stages_test.cpp, tests/game/move_times_test.cpp).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, atPixelRatio, SCREENSHOT_RATIO, PHONE_FAST } from './harness.mjs';
import { heard } from './a11y-helpers.mjs';
import { trainerState, tapTrainer } from './trainer-helpers.mjs';
import {
  clockState, openLive, startGame, press, tapAndSettle, waitFor, waitForPopup, UPRIGHT,
  ON_ITS_SIDE, turn, answer,
} from './live-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

// A key pressed with the focus on the page; returns its event's own timestamp (the test's own
// listener, on the page's epoch time line).
async function pressKey(page, key) {
  const count = await page.evaluate(() => window.__testKeys.length);
  await page.keyboard.press(key);
  await page.waitForFunction((n) => window.__testKeys.length > n, count);
  return page.evaluate(() => window.__testKeys[window.__testKeys.length - 1]);
}

test('a stage change: shown on the half, marked, and heard', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, 'fide-2023', '3/1,SD/1');
    let clock = await clockState(app);
    assert.equal(clock.white.stage, 'stage 1 \u00b7 3 moves to go');
    await startGame(app);
    await press(app, 'white');
    await press(app, 'black');
    await press(app, 'white');
    clock = await clockState(app);
    assert.equal(clock.white.stage, 'stage 1 \u00b7 1 move to go');
    assert.equal(clock.black.stage, 'stage 1 \u00b7 2 moves to go');
    await press(app, 'black');
    // Drawn at the picture's pixel ratio already (when it is not the phone's own, see
    // harness.mjs), so the picture is taken while the mark shows.
    if (SCREENSHOT_RATIO) await atPixelRatio(app.page, SCREENSHOT_RATIO);
    const thirdMove = await press(app, 'white');  // White's third move: the second stage
    await waitForIdle(app.page, 100);
    // Marked for 4 s from the frame that drew the press: read as its end, not as whether it still
    // shows (on a busy machine the 4 s can pass before the state is read).
    const until = (await clockState(app)).white.stage_marked_until;
    assert.ok(until - 4000 >= thirdMove - 50 && until - 4000 < thirdMove + 10000,
      `marked from the press on: ${until - 4000 - thirdMove} ms after it`);
    await app.screenshot('club-stage-upright');  // the new stage boxed for a few seconds
    assert.equal(await heard(app.page, { match: 'White: stage 2' }), 'White: stage 2 \u00b7 sudden death.');
    clock = await clockState(app);
    assert.equal(clock.white.stage, 'stage 2 \u00b7 sudden death');
    assert.equal(clock.black.stage_new, false);
    await turn(app, ON_ITS_SIDE);
    await app.screenshot('club-stage-on-its-side');
    // The mark went up with the stage and goes away by itself (a redraw is asked for its end).
    await waitFor(app, () => window.flagfall.state().clock.white.stage_new === false, undefined, 8000);
    // The mirror says the stage on each half.
    const mirror = await app.page.locator('#mirror-content').textContent();
    assert.match(mirror, /stage 2 \u00b7 sudden death\./);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.context.close();
  }
});

test('a pedal pair: Page Up and Page Down press the clocks at blitz pace, timed by their events', async () => {
  const app = await openApp(session, PHONE_FAST);
  const { page } = app;
  try {
    await page.evaluate(() => {
      window.__testKeys = [];
      window.addEventListener('keydown', (e) => window.__testKeys.push(performance.timeOrigin + e.timeStamp), { capture: true });
    });
    await openLive(app, 'fide-2023', '3+2');
    // Opened on a phone on its side, the sheet keeps every control on screen.
    await turn(app, ON_ITS_SIDE);
    await tapAndSettle(app, 'clock.more');
    await tapAndSettle(app, 'menu.keys');
    await waitForPopup(app, 'keys');
    for (const id of ['keys.shift', 'keys.pedals', 'keys.choose', 'keys.done']) {
      const [, y, , h] = (await app.state()).targets[id] ?? [0, 9999, 0, 0];
      assert.ok(y + h <= ON_ITS_SIDE.height, `${id} ends at ${y + h}, below the screen`);
    }
    await app.screenshot('club-keys-on-its-side');
    await turn(app, UPRIGHT);
    // "Press White's key, then Black's".
    await tapAndSettle(app, 'keys.choose');
    assert.equal((await clockState(app)).choosing_keys, 1);
    await app.screenshot('club-keys-choosing');
    await pressKey(page, 'KeyA');
    await waitFor(app, () => window.flagfall.state().clock.choosing_keys === 2);
    await pressKey(page, 'KeyL');
    await waitFor(app, () => window.flagfall.state().clock.choosing_keys === 0);
    assert.deepEqual((await clockState(app)).keys, ['KeyA', 'KeyL']);
    // The pedals' preset, beside the Shift keys.
    await tapAndSettle(app, 'keys.pedals');
    assert.deepEqual((await clockState(app)).keys, ['PageUp', 'PageDown']);
    await app.screenshot('club-keys-upright');
    await tapAndSettle(app, 'keys.done');
    await waitForPopup(app, 'none');

    // Black's pedal starts White's clock; then presses about 150 ms apart, each switching it.
    const times = [await pressKey(page, 'PageDown')];
    await waitFor(app, () => window.flagfall.state().clock.running === 'white');
    for (let i = 0; i < 8; i++) {
      const white = i % 2 === 0;
      await page.waitForTimeout(150);
      times.push(await pressKey(page, white ? 'PageUp' : 'PageDown'));
      await waitFor(app, (s) => window.flagfall.state().clock.running === s, white ? 'black' : 'white');
    }
    // P pauses at its own key event: White's clock, running since Black's last press, stops there.
    const paused = await pressKey(page, 'KeyP');
    await waitFor(app, () => window.flagfall.state().clock.phase === 'paused');
    const clock = await clockState(app);
    assert.equal(clock.white.moves, 4);
    assert.equal(clock.black.moves, 4);
    // Each side is charged exactly the time between the key events (to the millisecond).
    let white = 0;
    let black = 0;
    for (let i = 1; i < times.length; i++) {
      if (i % 2 === 1) white += times[i] - times[i - 1]; else black += times[i] - times[i - 1];
    }
    white += paused - times[times.length - 1];
    assert.ok(Math.abs(clock.white.used_ms - white) <= 1, `White used ${clock.white.used_ms} ms; the key events say ${white}`);
    assert.ok(Math.abs(clock.black.used_ms - black) <= 1, `Black used ${clock.black.used_ms} ms; the key events say ${black}`);

    // The keys are kept with the settings across a reload.
    await page.reload();
    await page.waitForFunction(() => window.flagfall?.state?.().clock?.keys?.[0] === 'PageUp');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.context.close();
  }
});

test('after the game: each move\'s time as a chart, as CSV and in the scenario file', async () => {
  const app = await openApp(session, PHONE_FAST);
  const { page } = app;
  try {
    await openLive(app, 'uscf-2020', '3+2');
    await startGame(app);
    for (let i = 0; i < 6; i++) {
      await page.waitForTimeout(100 + 150 * i);
      await press(app, i % 2 === 0 ? 'white' : 'black');
    }
    await tapAndSettle(app, 'clock.more');
    await tapAndSettle(app, 'menu.record');
    await waitForPopup(app, 'record');
    await tapAndSettle(app, 'record.times');
    assert.equal((await clockState(app)).record_times, true);
    await app.screenshot('club-move-times-upright');
    await turn(app, ON_ITS_SIDE);
    await app.screenshot('club-move-times-on-its-side');
    await turn(app, UPRIGHT);
    const mirror = await page.locator('#mirror-content').textContent();
    assert.match(mirror, /Each move's time/);

    let count = await page.evaluate(() => window.flagfall.exports.length);
    await tapAndSettle(app, 'record.csv');
    await waitFor(app, (n) => window.flagfall.exports.length > n, count);
    const csv = await page.evaluate(() => window.flagfall.exports[window.flagfall.exports.length - 1]);
    assert.equal(csv.name, 'flagfall-move-times.csv');
    const rows = csv.text.trim().split('\n');
    assert.equal(rows[0], 'move,side,spent_ms,clock_ms,at_ms');
    assert.equal(rows.length, 7);
    assert.match(rows[1], /^1,white,\d+,\d+,\d+$/);
    assert.match(rows[6], /^3,black,/);

    await tapAndSettle(app, 'record.times');  // back to the events and their exports
    count = await page.evaluate(() => window.flagfall.exports.length);
    await tapAndSettle(app, 'record.export');
    await waitFor(app, (n) => window.flagfall.exports.length > n, count);
    const file = JSON.parse(await page.evaluate(() => window.flagfall.exports[window.flagfall.exports.length - 1].text));
    assert.equal(file.move_times.length, 6);
    const spent = file.move_times.map((m) => m.spent_ms);
    assert.deepEqual(spent.map(String), rows.slice(1).map((r) => r.split(',')[2]));
    assert.deepEqual(app.problems, []);
  } finally {
    await app.context.close();
  }
});

test('moves known in the case editor: its PGN export has the TimeControl and each move\'s clock', async () => {
  const app = await openApp(session, PHONE_FAST);
  const { page } = app;
  const view = (name) => page.waitForFunction((v) => window.flagfall.state().trainer?.view === v, name);
  const steps = async () => (await trainerState(app)).editor.steps;
  try {
    await app.tap('home.trainer');
    await view('menu');
    await tapTrainer(app, 'trainer.mine');
    await view('mine');
    await tapTrainer(app, 'mine.new');
    await view('editor');
    await tapTrainer(app, 'editor.control');
    await answer(app, '3+2');
    await page.waitForFunction(() => window.flagfall.state().trainer.editor.control === '3+2');
    await tapTrainer(app, 'editor.tab.timeline');
    // 1.e4 e5 2.Nf3 Nc6, each pressed with its move, a second apart; Black's first press at 0:09.
    const play = async (uci) => {
      const before = (await steps()).length;
      // The board at the top, whole, as the user scrolls back up to it.
      for (let y = (await trainerState(app)).scroll.y; y > 0; y = (await trainerState(app)).scroll.y) {
        await page.mouse.move(195, 400);
        await page.mouse.wheel(0, -300);
        await page.waitForFunction((before) => window.flagfall.state().trainer.scroll.y < before, y);
      }
      await waitForIdle(page, 80);
      await tapTrainer(app, `square.${uci.slice(0, 2)}`);
      await tapTrainer(app, `square.${uci.slice(2)}`);
      await page.waitForFunction((n) => window.flagfall.state().trainer.editor.steps.length === n + 2, before);
    };
    await play('e2e4');
    await play('e7e5');
    await tapTrainer(app, 'editor.step.3.time');
    await answer(app, '0:09');
    await page.waitForFunction(() => window.flagfall.state().trainer.editor.steps[3].t === '0:09');
    await play('g1f3');
    await play('b8c6');
    assert.deepEqual((await steps()).map((s) => s.t),
      ['0:01', '0:01', '0:02', '0:09', '0:10', '0:10', '0:11', '0:11']);
    await tapTrainer(app, 'editor.tab.words');
    await tapTrainer(app, 'editor.title');
    await answer(app, 'Four quick moves');
    await page.waitForFunction(() => window.flagfall.state().trainer.editor.title === 'Four quick moves');
    await tapTrainer(app, 'editor.save');
    await view('mine');
    await tapTrainer(app, 'mine.share.0');
    await view('share');

    const count = await page.evaluate(() => window.flagfall.exports.length);
    await tapTrainer(app, 'share.pgn');
    await page.waitForFunction((n) => window.flagfall.exports.length > n, count);
    const pgn = await page.evaluate(() => window.flagfall.exports.at(-1));
    assert.equal(pgn.name, 'flagfall-case.pgn');
    assert.match(pgn.text, /^\[TimeControl "180\+2"\]$/m);
    // Each mover's clock after his press (3:00 less the move's time, plus 2 s) and the move's time.
    const moves = pgn.text.slice(pgn.text.indexOf('\n\n') + 2).replace(/\s+/g, ' ').trim();
    assert.equal(moves,
      '1. e4 {[%clk 0:03:01] [%emt 0:00:01]} 1... e5 {[%clk 0:02:54] [%emt 0:00:08]} ' +
      '2. Nf3 {[%clk 0:03:02] [%emt 0:00:01]} 2... Nc6 {[%clk 0:02:55] [%emt 0:00:01]} *');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
