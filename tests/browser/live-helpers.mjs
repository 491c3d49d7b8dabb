// Shared steps for the live-clock tests: open the clock under a ruleset and control, start the
// game, open the claim sheet, and read the live state.
import { waitForIdle } from './harness.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const clockState = async (app) => (await app.state()).clock;
export const liveState = async (app) => (await app.state()).clock.live;

export const RULESETS = ['uscf-2020', 'uscf-earlier', 'uscf-summary', 'uscf-summary-variation',
  'scholastic-2018', 'sacramento-2005', 'fide-2023'];
export const CITE_PREFIX = {
  'uscf-2020': 'USCF 11-', 'uscf-earlier': 'USCF 11-', 'uscf-summary': 'USCF summary ',
  'uscf-summary-variation': 'USCF summary ', 'scholastic-2018': 'Scholastic ',
  'sacramento-2005': 'Sacramento ', 'fide-2023': 'FIDE ',
};

export async function waitFor(app, predicate, arg, timeout = 10000) {
  await app.page.waitForFunction(predicate, arg, { timeout });
}

export async function waitForTarget(app, id) {
  await waitFor(app, (t) => window.flagfall.state().targets[t] !== undefined, id);
}

// Waits until `popup` is open and drawn. The session opens a sheet as soon as it is told (a link
// arriving through hashchange opens one between frames), but its targets are those of the last
// frame drawn; only once the frames owed for that input are drawn (`input.settling` 0) do the
// targets show the sheet. A hidden page draws no frames, so there the popup alone counts.
export async function waitForPopup(app, popup) {
  await waitFor(app, (p) => {
    const state = window.flagfall.state();
    return state.clock.popup === p && (state.input.settling === 0 || document.hidden);
  }, popup);
}

// Opens the clock screen with `ruleset` and `control` chosen in the picker.
export async function openLive(app, ruleset, control) {
  await app.tap('home.clock');
  await waitFor(app, () => window.flagfall.state().screen === 'clock');
  await waitForIdle(app.page, 150);
  await tapAndSettle(app, 'clock.control');
  await tapAndSettle(app, `ruleset.${ruleset}`);
  await waitFor(app, (r) => window.flagfall.state().clock.ruleset === r, ruleset);
  if ((await clockState(app)).control !== control) {
    if (await app.page.evaluate((id) => window.flagfall.state().targets[id] !== undefined, `preset.${control}`)) {
      await tapAndSettle(app, `preset.${control}`);
    } else {
      await tapAndSettle(app, 'picker.custom');
      await app.page.locator('#ask-text input').fill(control);
      await app.page.locator('#ask-text input').press('Enter');
    }
    await waitFor(app, (c) => window.flagfall.state().clock.control === c, control);
  } else {
    await tapAndSettle(app, 'picker.close');
  }
  await waitForPopup(app, 'none');
  await waitForIdle(app.page, 150);
}

// Black starts White's clock; returns the test's timestamp of the start.
export async function startGame(app) {
  await waitForIdle(app.page, 150);
  const at = await app.tap('clock.black');
  await waitFor(app, () => window.flagfall.state().clock.running === 'white');
  return at;
}

export async function press(app, side) {
  const other = side === 'white' ? 'black' : 'white';
  const at = await app.tap(`clock.${side}`);
  await waitFor(app, (s) => window.flagfall.state().clock.running === s, other);
  return at;
}

// The bar's Stop / Claim: both clocks stand and each half offers its player's claims, whose ids end
// in his side ('claim.time.black'); claim(app, side, what) taps one of them.
export async function openClaim(app) {
  await app.tap('clock.stop');
  await waitForPopup(app, 'claim');
  await waitForIdle(app.page, 150);
}

export async function claim(app, side, what) {
  await tapAndSettle(app, `claim.${what}.${side}`);
}

// Holds "New game" on the question before a game that has started is replaced (a tap does not
// do), until the new game is on the clock.
export async function holdNewGame(app) {
  await waitForPopup(app, 'confirm-reset');
  await waitForTarget(app, 'reset.confirm');
  await app.hold('reset.confirm', 1300);
  await waitFor(app, () => window.flagfall.state().clock.phase === 'not-started');
  await waitForIdle(app.page, 120);
}

// Taps `id` inside a sheet and waits for the app to settle.
export async function tapAndSettle(app, id) {
  await waitForTarget(app, id);
  await app.tap(id);
  await waitForIdle(app.page, 120);
}

export async function confirmClaim(app) {
  await tapAndSettle(app, 'claim.confirm');
  await waitForPopup(app, 'ruling');
  await waitForIdle(app.page, 150);
}

export async function newGame(app) {
  const popup = (await clockState(app)).popup;
  if (popup === 'ruling') await tapAndSettle(app, (await app.state()).targets['ruling.ok'] ? 'ruling.ok' : 'ruling.play-on');
  if (popup === 'claim') await tapAndSettle(app, 'claim.none.white');
  await waitForPopup(app, 'none');
  await tapAndSettle(app, 'clock.more');
  await tapAndSettle(app, 'menu.reset');
  await holdNewGame(app);
  await waitFor(app, () => window.flagfall.state().clock.phase === 'not-started');
  await waitForPopup(app, 'none');
  await waitForIdle(app.page, 150);
}

// The test's own record of each tap: a pointer-down listener on the page's epoch time line.
export async function recordTaps(app) {
  await app.page.evaluate(() => {
    window.__testTaps = [];
    window.addEventListener('pointerdown', (e) => window.__testTaps.push(performance.timeOrigin + e.timeStamp), { capture: true });
  });
}
export const lastTap = (app) => app.page.evaluate(() => window.__testTaps[window.__testTaps.length - 1]);

// Taps a target and returns the tap's own timestamp (recordTaps first).
export async function timedTap(app, id) {
  await waitForTarget(app, id);
  await app.tap(id);
  return lastTap(app);
}

// Holds a finger on a target for `ms` (the director's panel opens only after a deliberate hold).
export async function hold(app, id, ms) {
  await waitForTarget(app, id);
  // A sheet counts no touch in its first 300 ms.
  await waitFor(app, () => window.flagfall.now() >= (window.flagfall.state().clock.taps_count_from ?? 0));
  const [x, y, w, h] = (await app.state()).targets[id];
  const client = await app.page.context().newCDPSession(app.page);
  const point = { x: x + w / 2, y: y + h / 2 };
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await sleep(ms);
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
  await waitForIdle(app.page, 150);
}

export async function closeRuling(app) {
  const targets = (await app.state()).targets;
  await tapAndSettle(app, targets['ruling.play-on'] ? 'ruling.play-on' : 'ruling.ok');
  await waitForPopup(app, 'none');
}

export const near = (actual, expected, tolerance = 25) => Math.abs(actual - expected) <= tolerance;

// A phone's page, upright and on its side.
export const UPRIGHT = { width: 390, height: 844 };
export const ON_ITS_SIDE = { width: 844, height: 390 };

// Turns the phone: the page takes the new size, the app draws at it, and the screen settles.
export async function turn(app, size) {
  await app.page.setViewportSize(size);
  await app.page.waitForFunction((w) => window.flagfall.state().viewport.width === w, size.width);
  await waitForIdle(app.page, 150);
}

// Types `text` into the page's text field the app asked for, as a player does.
export async function answer(app, text) {
  await app.page.locator('#ask-text input').fill(text);
  await app.page.locator('#ask-text input').press('Enter');
}

// A game ended by touch: a move each (then `midGame`, if given), then White resigns from the
// claim sheet and the ending is confirmed; the ruling is on show.
export async function resignAfterAMoveEach(app, midGame) {
  await startGame(app);
  await press(app, 'white');
  await midGame?.();
  await openClaim(app);
  await claim(app, 'black', 'result');
  await tapAndSettle(app, 'result.resign.white');
  await waitForPopup(app, 'confirm-end');
  await tapAndSettle(app, 'end.confirm');
  await waitForPopup(app, 'ruling');
}

// From a finished game's ruling, the record's "Send the result to the director": its sheet on
// show, and the link it shares.
export async function sendResult(app) {
  await tapAndSettle(app, 'ruling.record');
  await waitForPopup(app, 'record');
  await tapAndSettle(app, 'record.send-result');
  await waitForPopup(app, 'setup-link');
  return (await clockState(app)).result_link;
}
