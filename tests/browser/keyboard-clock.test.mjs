// The clock from the keyboard and for the ear: a game played with Space, the Shift keys, P and
// T, each press timed by its key event, on a control typed into the custom box (30 seconds: the
// flag falls soon, and the clock shows whole seconds, a frame a second, until under 20); C stops
// the clocks for a claim and No claim takes the stop back on the drawn controls with Tab,
// Shift-Tab and Enter; the flag fall, the claim and its ruling heard in the live regions;
// axe-core on the clock screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, DESKTOP } from './harness.mjs';
import { checkAxe, heard } from './a11y-helpers.mjs';

const TOLERANCE_MS = 20;
let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Presses a key with the keyboard focus on the page (not in the mirror) and returns the key
// event's own timestamp, from a listener of the test's own.
async function press(page, key) {
  await page.evaluate(() => document.activeElement?.blur());
  const before = await page.evaluate(() => (window.__testKeys ||= []).length);
  await page.keyboard.press(key);
  await page.waitForFunction((n) => window.__testKeys.length > n, before);
  return page.evaluate(() => window.__testKeys[window.__testKeys.length - 1]);
}

// A mirror button pressed with the keyboard: focused, then Enter (as a screen reader user does).
async function enter(locator) {
  await locator.focus();
  await locator.page().keyboard.press('Enter');
  await waitForIdle(locator.page(), 80);
}

// Records each keydown's own timestamp (window.__testKeys, on the page's epoch time line), then
// opens the clock from Home through the accessible mirror, by the keyboard.
async function openClockByKeys(page) {
  await page.evaluate(() => {
    window.__testKeys = [];
    window.addEventListener('keydown', (e) => window.__testKeys.push(performance.timeOrigin + e.timeStamp), { capture: true });
  });
  await enter(page.getByRole('button', { name: /^Clock/ }));
  await page.getByRole('heading', { name: 'Clock', level: 1 }).waitFor({ state: 'attached' });
}

test('a game from the keyboard: presses timed by the key events, the flag heard, a claim ruled', async () => {
  const app = await openApp(session, DESKTOP);
  const { page } = app;
  try {
    await openClockByKeys(page);
    await enter(page.getByRole('button', { name: /^Rules and time control/ }));
    await enter(page.getByRole('button', { name: 'G/1;d0' }));  // US Chess writes 1+0 so
    await page.waitForFunction(() => window.flagfall.state().clock.control === 'G/1;d0' &&
                                     window.flagfall.state().clock.popup === 'none');
    await enter(page.getByRole('button', { name: /^Rules and time control/ }));
    await enter(page.getByRole('button', { name: 'Custom\u2026' }));
    const box = page.locator('#ask-text input');
    await box.waitFor();
    await box.fill('30s+0');
    await box.press('Enter');
    await page.waitForFunction(() => window.flagfall.state().clock.control === '30s+0' &&
                                     window.flagfall.state().clock.popup === 'none');
    await checkAxe(page, 'the clock');

    await press(page, 'Space');  // starts White's clock
    await page.waitForFunction(() => window.flagfall.state().clock.running === 'white');
    await sleep(600);
    const white = await press(page, 'Space');  // White's move: Black's clock runs
    await page.waitForFunction(() => window.flagfall.state().clock.running === 'black');
    await sleep(400);
    const black = await press(page, 'ShiftRight');  // Black's own key
    await page.waitForFunction(() => window.flagfall.state().clock.running === 'white');
    const clock = (await app.state()).clock;
    assert.ok(Math.abs(clock.black.remaining_ms - (30000 - (black - white))) <= TOLERANCE_MS,
      `Black ${clock.black.remaining_ms} ms; the key events imply ${30000 - (black - white)}`);
    assert.equal(clock.white.moves, 1);

    await press(page, 'KeyP');
    assert.equal(await heard(page, { match: 'Clocks paused.' }), 'Clocks paused.');
    await sleep(300);
    await press(page, 'KeyP');
    await heard(page, { match: 'Clocks running.' });
    await press(page, 'KeyT');
    assert.match(await heard(page, { match: /^White \d:\d\d, running\. / }), /^White \d:\d\d, running\. Black \d:\d\d\.$/);
    const said = await page.evaluate(() => window.flagfall.announced.length);
    // The frames owed for the key are drawn first: only the running clock's own redraws count.
    await page.waitForFunction(() => window.flagfall.state().input.settling === 0);
    const frameBefore = (await app.state()).frame;
    await sleep(2500);
    assert.ok((await app.state()).frame - frameBefore <= 4, 'about a frame a second while the clock runs');
    assert.equal(await page.evaluate(() => window.flagfall.announced.length), said, 'the seconds are not said');

    // C stops both clocks for a claim; the drawn controls by Tab, Shift-Tab and Enter: Tab
    // focuses the first choice on the halves, Shift-Tab goes round to the last one (Black's No
    // claim), Enter takes the stop back: the clock runs again, the stop charged to no one.
    const drawn = async (key) => { await press(page, key); await waitForIdle(page, 80); };
    await press(page, 'KeyC');
    await heard(page, { match: /^Clocks stopped for a claim/, assertive: true });
    await page.waitForFunction(() => window.flagfall.state().clock.popup === 'claim');
    const stoppedAt = (await app.state()).clock.white.remaining_ms;
    await drawn('Tab');
    await page.keyboard.down('Shift');  // held, as a hand does: ImGui reads it with the Tab
    await drawn('Tab');
    await page.keyboard.up('Shift');
    // Not waited on for idle: the clock runs again at once, drawing every second, which a slow
    // machine's animation frames may never leave quiet for long; the announcement says it is done.
    await press(page, 'Enter');
    await heard(page, { match: /^No claim: the clock runs again\. The stop charged no one/ });
    await page.waitForFunction(() => window.flagfall.state().clock.popup === 'none');
    // White's clock stood from the stop to Black's restart: only the time since counts.
    const afterStop = (await app.state()).clock;
    const restart = afterStop.live.record.findLast((l) => /restarts the clock/.test(l.text));
    assert.ok(afterStop.live.record.some((l) => /stops the clock and makes no claim/.test(l.text)));
    const expected = stoppedAt - (afterStop.now - (afterStop.started_at + restart.t));
    assert.ok(Math.abs(afterStop.white.remaining_ms - expected) <= TOLERANCE_MS,
      `the stop was not charged: White ${afterStop.white.remaining_ms}, expected ${expected}`);

    // White's flag falls (thirty seconds in): said at once, in the assertive region.
    await heard(page, { match: "White's flag fell.", assertive: true }, 40000);
    assert.notEqual((await app.state()).clock.white.flag_at, null);

    // Black claims it from the keyboard and hears the ruling.
    await enter(page.getByRole('button', { name: 'Stop / Claim: stops both clocks' }));
    await heard(page, { match: /^Clocks stopped for a claim/, assertive: true });
    await enter(page.getByRole('button', { name: "Black: White's flag fell: claim" }));
    const confirm = page.getByRole('button', { name: 'Rule on it' });
    if (await confirm.count()) await enter(confirm);
    const ruling = await heard(page, { match: /^Ruling: Black wins/, assertive: true });
    assert.match(ruling, /Rule USCF /);
    await page.getByRole('heading', { name: /^Ruling: Black wins/ }).waitFor({ state: 'attached' });
    // Escape closes the ruling sheet.
    await press(page, 'Escape');
    await page.waitForFunction(() => window.flagfall.state().clock.popup === 'none');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

// Keys pressed as a screen reader user presses them: the keyboard focus stays on the mirror's
// button that was activated; returns the key event's own timestamp.
async function pressInMirror(page, key) {
  const before = await page.evaluate(() => (window.__testKeys ||= []).length);
  await page.keyboard.press(key);
  await page.waitForFunction((n) => window.__testKeys.length > n, before);
  return page.evaluate(() => window.__testKeys[window.__testKeys.length - 1]);
}

test('the players\' keys chosen through the mirror: asked for, heard, shown and pressing', async () => {
  const app = await openApp(session, DESKTOP);
  const { page } = app;
  const button = (name) => page.getByRole('button', { name, exact: true });
  try {
    await openClockByKeys(page);
    await enter(button('More'));
    await page.getByRole('heading', { name: 'More' }).waitFor({ state: 'attached' });
    await enter(page.getByRole('button', { name: /^Keys: Left Shift \/ Right Shift/ }));
    await page.getByRole('heading', { name: "Players' keys" }).waitFor({ state: 'attached' });
    const choose = button('Choose keys\u2026');
    await enter(choose);
    assert.equal(await heard(page, { match: "Press White's key." }), "Press White's key.");
    // The focus is still on the mirror's button, as a screen reader leaves it.
    assert.equal(await page.evaluate(() => document.activeElement?.dataset?.intent), 'keys.choose');
    await pressInMirror(page, 'KeyA');
    assert.equal(await heard(page, { match: /^White: A\./ }), "White: A. Press Black's key.");
    // L is let go only once the choice has closed (and the mirror lets no key past): its
    // key-up must still reach the app, or L would stay held and its next press count as a repeat.
    await page.keyboard.down('KeyL');
    assert.equal(await heard(page, { match: /^Black: L/ }), 'Black: L.');
    await page.waitForFunction(() => window.flagfall.state().clock.choosing_keys === 0);
    await waitForIdle(page, 80);
    await page.keyboard.up('KeyL');
    assert.deepEqual((await app.state()).clock.keys, ['KeyA', 'KeyL']);
    const mirror = page.locator('#mirror-content');
    assert.match(await mirror.textContent(), /White's key: A \u00b7 Black's key: L\./);
    await enter(button('Done'));
    await page.getByRole('heading', { name: "Players' keys" }).waitFor({ state: 'detached' });
    // The menu names them.
    await enter(button('More'));
    await page.getByRole('button', { name: 'Keys: A / L\u2026', exact: true }).waitFor({ state: 'attached' });
    await enter(button('Close'));
    await page.getByRole('heading', { name: 'More' }).waitFor({ state: 'detached' });
    // Back on the clock, with the focus in the mirror, the chosen keys press the clocks.
    await button("Black's clock: press").focus();
    await pressInMirror(page, 'KeyL');
    await page.waitForFunction(() => window.flagfall.state().clock.running === 'white');
    await pressInMirror(page, 'KeyA');
    await page.waitForFunction(() => window.flagfall.state().clock.running === 'black');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

