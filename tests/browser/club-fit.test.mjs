// Issue 26's screens on a phone upright (390x844) and on its side (844x390): the menu once the
// game has started (14 buttons, the director's panel and the language among them), the picker with "Black's own
// control…", the saved controls' list, a half showing its stage and the chart of each move's time.
// On each, every button the mirror offers is drawn whole inside the screen, where it can be
// tapped, and no button's label is cut; a screenshot of each is kept (artifacts/screenshots/club-fit-*).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST } from './harness.mjs';
import {
  clockState, openLive, startGame, press, tapAndSettle, waitFor, waitForPopup, UPRIGHT,
  ON_ITS_SIDE, turn, answer,
} from './live-helpers.mjs';

const SIZES = [['upright', UPRIGHT], ['side', ON_ITS_SIDE]];

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

// Every button of the mirror whose intent starts with one of `prefixes` has its tap target drawn
// whole inside the screen, and no two of them overlap. In a sheet that `scrolls`, a button may
// be scrolled out of sight or cut at the sheet's edge, but none is wider than the screen.
async function assertFits(app, size, prefixes, where, scrolls = false) {
  const { intents, targets, cut } = await app.page.evaluate(() => {
    const state = window.flagfall.state();
    return {
      intents: [...document.querySelectorAll('#mirror-content button[data-intent]')].map((b) => b.dataset.intent),
      targets: state.targets,
      cut: state.cut_labels,
    };
  });
  // A label too long for its button even at the smallest size it may shrink to is drawn cut.
  assert.deepEqual(cut, [], `${where}: labels cut`);
  const mine = intents.filter((i) => prefixes.some((p) => i.startsWith(p)));
  assert.ok(mine.length > 0, `${where}: no buttons among ${intents.join(', ')}`);
  const boxes = [];
  for (const intent of mine) {
    const box = targets[intent];
    if (scrolls && !box) continue;
    assert.ok(box, `${where}: ${intent} is not drawn on screen`);
    const [x, y, w, h] = box;
    const inside = x >= 0 && x + w <= size.width + 0.5 &&
      (scrolls || (y >= 0 && y + h <= size.height + 0.5 && h >= 40));
    assert.ok(inside, `${where}: ${intent} at [${box.map(Math.round)}] is not inside ${size.width}x${size.height}`);
    for (const [other, [ox, oy, ow, oh]] of boxes) {
      const overlap = x < ox + ow - 0.5 && ox < x + w - 0.5 && y < oy + oh - 0.5 && oy < y + h - 0.5;
      assert.ok(!overlap, `${where}: ${intent} overlaps ${other}`);
    }
    boxes.push([intent, box]);
  }
  return mine;
}

// The sheet or screen on show, at each size: fitted, and its picture kept.
async function survey(app, name, prefixes, scrolls = false) {
  for (const [suffix, size] of SIZES) {
    await turn(app, size);
    await app.screenshot(`club-fit-${name}-${suffix}`);
    await assertFits(app, size, prefixes, `${name} ${suffix}`, scrolls);
  }
  await turn(app, SIZES[0][1]);
}

test('the menu, the picker, the saved list, a stage and the chart fit upright and on the side', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, 'fide-2023', '3+2');
    // Opened on its side with a preset chosen, the picker fits whole, Close among its actions.
    await turn(app, SIZES[1][1]);
    await tapAndSettle(app, 'clock.control');
    await app.screenshot('club-fit-picker-opened-side');
    await assertFits(app, SIZES[1][1], ['picker.', 'preset.', 'ruleset.'], 'picker opened on its side');
    await app.page.keyboard.press('Escape');
    await waitForPopup(app, 'none');
    await turn(app, SIZES[0][1]);
    // The picker with its actions ("Black's own control…" among them) and Save as…, on a control
    // outside blitz's limits (its warning shown too).
    await tapAndSettle(app, 'clock.control');
    await tapAndSettle(app, 'picker.custom');
    await answer(app, '40/90,SD/30;inc30');
    await waitForPopup(app, 'none');
    await tapAndSettle(app, 'clock.control');
    // It scrolls upright (the rulesets, the presets, the actions, the warning on this control).
    await survey(app, 'picker', ['picker.', 'preset.', 'ruleset.'], true);
    // Two controls saved, then their list.
    for (const name of ['Club night', 'Juniors']) {
      await tapAndSettle(app, 'picker.save');
      await answer(app, name);
      await waitFor(app, (n) => window.flagfall.state().clock.saved_controls.some((c) => c[0] === n), name);
      await waitForIdle(app.page, 120);
      if (name === 'Club night') {
        await tapAndSettle(app, 'picker.custom');
        await answer(app, '3/1,SD/1');
        await waitForPopup(app, 'none');
        await tapAndSettle(app, 'clock.control');
      }
    }
    await tapAndSettle(app, 'picker.saved');
    await tapAndSettle(app, 'saved.1');
    await survey(app, 'saved', ['saved.', 'picker.']);
    await tapAndSettle(app, 'picker.saved');
    await app.page.keyboard.press('Escape');
    await waitForPopup(app, 'none');

    // A half showing its stage, the game started.
    assert.equal((await clockState(app)).control, '3/1,SD/1');
    await startGame(app);
    await press(app, 'white');
    await press(app, 'black');
    await tapAndSettle(app, 'clock.pause');
    await waitFor(app, () => window.flagfall.state().clock.phase === 'paused');
    assert.equal((await clockState(app)).white.stage, 'stage 1 \u00b7 2 moves to go');
    await survey(app, 'stage', ['clock.white', 'clock.black', 'clock.home', 'clock.pause', 'clock.stop',
      'clock.control', 'clock.more']);

    // The menu, with the director's panel now that the game has started.
    await tapAndSettle(app, 'clock.more');
    await waitForPopup(app, 'menu');
    const { menu } = await app.page.evaluate(() => ({
      menu: [...document.querySelectorAll('#mirror-content button[data-intent^="menu."]')].map((b) => b.dataset.intent),
    }));
    assert.equal(menu.length, 14, menu.join(', '));
    await survey(app, 'menu', ['menu.']);

    // The game record's chart of each move's time.
    await tapAndSettle(app, 'menu.record');
    await waitForPopup(app, 'record');
    await tapAndSettle(app, 'record.times');
    await survey(app, 'chart', ['record.']);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
