// When the browser cannot keep Flagfall's data (docs/offline.md, "When the storage cannot keep
// it"): a storage full to the last character, where a game's saves fail and the player is told at
// once, on screen and to the screen reader, and the About sheet then makes room so that the game
// survives a reload; a storage switched off, said once on Home and on the clock; and two tabs on
// one game, of which only one presses and saves until the other takes the game over.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForFrames, waitForIdle, PHONE_FAST } from './harness.mjs';
import { press, startGame, tapAndSettle, waitFor, waitForTarget } from './live-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

const NO_ROOM = 'Not saved: this browser has no room left for Flagfall. This game will not survive a reload.';

const storageState = async (app) => (await app.state()).storage;
const announced = (app) => app.page.evaluate(() => window.flagfall.announced);
// The accessible mirror's text and its buttons' intents, as the page renders them.
const mirrorText = (app) => app.page.evaluate(() => document.getElementById('mirror-content').textContent);
const mirrorIntents = (app) => app.page.evaluate(() =>
  [...document.querySelectorAll('#mirror-content button')].map((b) => b.dataset.intent));

// Months of cases: `count` of the bank's scenarios kept in My scenarios, as the app saves them.
async function casesSave(count) {
  const bank = await (await fetch(new URL('scenarios.txt', session.baseUrl))).text();
  const cases = bank.trim().split('\n').slice(0, count).map((line, i) => {
    const scenario = JSON.parse(line.slice(line.indexOf('\t') + 1));
    return { ...scenario, id: `my-case-${i}` };
  });
  return JSON.stringify({ format: 'flagfall-my-scenarios', version: 1, cases, kept_aside: [] });
}

test('a full storage: every failed save is told at once, and the About sheet makes room so the game survives a reload', async () => {
  const cases = await casesSave(40);
  const context = await session.browser.newContext(PHONE_FAST);
  // Before the app's first script, once: the cases, then another page's data to the last
  // character: half-megabyte texts while they fit, then the longest last one that still does
  // (found by halving).
  await context.addInitScript((saved) => {
    if (localStorage.getItem('another.page.0') !== null) return;
    localStorage.setItem('flagfall.my-scenarios', saved);
    const CHUNK = 1 << 19;
    let n = 0;
    const fits = (length) => {
      try {
        localStorage.setItem(`another.page.${n}`, 'x'.repeat(length));
        return true;
      } catch (e) {
        return false;
      }
    };
    while (fits(CHUNK)) ++n;
    let low = 0;
    let high = CHUNK;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (fits(mid)) low = mid;
      else high = mid - 1;
    }
    if (!fits(low)) localStorage.removeItem(`another.page.${n}`);
  }, cases);
  const app = await openApp(session, PHONE_FAST, { context });
  try {
    assert.equal(await app.page.evaluate(() => {
      try {
        localStorage.setItem('x', '');
        return 'room left';
      } catch (e) {
        return 'full';
      }
    }), 'full');
    assert.equal((await app.state()).trainer.mine.cases.length, 40, 'the cases were restored');

    await app.tap('home.clock');
    await waitFor(app, () => window.flagfall.state().screen === 'clock');
    await startGame(app);
    for (let i = 0; i < 40; ++i) await press(app, i % 2 === 0 ? 'white' : 'black');
    await waitForIdle(app.page, 150);
    const clock = (await app.state()).clock;
    assert.equal(clock.white.moves + clock.black.moves, 40);
    assert.equal(await app.page.evaluate(() => localStorage.getItem('flagfall.clock')), null, 'no save went in');

    // Told before any reload: to the screen reader (assertively, when the clock's settings were
    // first not saved and again when a game was at risk, never at each press), in the mirror, on
    // screen.
    const told = (await announced(app)).filter((said) => said.startsWith('Not saved'));
    assert.deepEqual(told, [NO_ROOM.replace('This game will not survive a reload.', "The clock's settings are not saved."), NO_ROOM]);
    assert.equal(await app.page.locator('#say-now').textContent(), NO_ROOM);
    assert.ok((await mirrorText(app)).includes(NO_ROOM));
    assert.ok((await mirrorIntents(app)).includes('storage.make-room'));
    const storage = await storageState(app);
    assert.deepEqual(storage.failing, ['flagfall.clock']);
    assert.equal(storage.notice, NO_ROOM);
    await waitForTarget(app, 'storage.make-room');
    await app.screenshot('storage-full-notice-upright');

    // Make room: the notice opens About at its saved data; export first, then delete the cases.
    await tapAndSettle(app, 'storage.make-room');
    await waitFor(app, () => window.flagfall.state().home.about_open &&
                              window.flagfall.state().home.saved_data.sizes.cases > 0);
    const sizes = (await app.state()).home.saved_data.sizes;
    assert.ok(sizes.other > 1000000, `another page's data is listed: ${JSON.stringify(sizes)}`);
    await waitForIdle(app.page, 150);
    await app.screenshot('storage-about-saved-data');
    await app.tap('about.export');
    await waitFor(app, () => window.flagfall.exports.length > 0);
    const exported = JSON.parse(await app.page.evaluate(() => window.flagfall.exports.at(-1).text));
    assert.equal(JSON.parse(exported.entries['flagfall.my-scenarios']).cases.length, 40);
    await tapAndSettle(app, 'saved.delete.cases');
    assert.match((await app.state()).home.saved_data.asking, /cases/);
    await tapAndSettle(app, 'saved.delete');
    // The next save goes in: the game, without another press.
    await waitFor(app, () => window.flagfall.state().storage.failing.length === 0);
    const saved = JSON.parse(await app.page.evaluate(() => localStorage.getItem('flagfall.clock')));
    assert.equal(saved.game.entries.length, 40, 'the 40 presses');
    await waitFor(app, () => window.flagfall.announced.includes('Saved again: nothing is at risk.'));
    assert.equal((await storageState(app)).notice, null);

    await app.page.reload();
    await waitForFrames(app.page, 1);
    await waitFor(app, () => window.flagfall.state().screen === 'clock');
    const after = (await app.state()).clock;
    assert.equal(after.white.moves + after.black.moves, 40, 'the game survived the reload');
    assert.equal(after.phase, 'running');
    assert.deepEqual(app.problems, []);
  } finally {
    await context.close();
  }
});

test('a storage switched off is said once, on Home and on the clock, with what to do', async () => {
  const context = await session.browser.newContext(PHONE_FAST);
  // As with site data blocked: reading either storage throws.
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() { throw new DOMException(`Access to ${name} is denied for this document.`, 'SecurityError'); },
      });
    }
  });
  const app = await openApp(session, PHONE_FAST, { context });
  try {
    await waitForIdle(app.page, 150);
    assert.match(await mirrorText(app), /Nothing will be kept in this browser: .*Allow site data for this site/);
    let storage = await storageState(app);
    assert.equal(storage.blocked, true);
    const words = storage.notice;
    assert.ok((await mirrorText(app)).includes(words));
    await waitForTarget(app, 'storage.ok');
    await app.screenshot('storage-blocked-home-upright');

    await app.tap('home.clock');
    await waitFor(app, () => window.flagfall.state().screen === 'clock');
    await waitForTarget(app, 'storage.ok');
    await startGame(app);
    await press(app, 'white');
    assert.equal((await storageState(app)).notice, words, 'on the clock too');
    // Other news may be said meanwhile (the offline copy being ready): only the storage's count.
    const said = await announced(app);
    assert.equal(said.filter((line) => line === words).length, 1, `said once: ${JSON.stringify(said)}`);
    assert.deepEqual(said.filter((line) => /^Not saved|^Saved again/.test(line)), [], 'no save failure said besides');
    await tapAndSettle(app, 'storage.ok');
    storage = await storageState(app);
    assert.equal(storage.notice, null);
    await app.tap('clock.home');
    await waitFor(app, () => window.flagfall.state().screen === 'home');
    assert.equal((await storageState(app)).notice, null, 'read: not said again');
    assert.deepEqual(app.problems, []);
  } finally {
    await context.close();
  }
});

test('two tabs on one game: the second shows it but neither presses nor saves it until it takes the game over', async () => {
  const context = await session.browser.newContext(PHONE_FAST);
  const first = await openApp(session, PHONE_FAST, { context });
  try {
    await first.tap('home.clock');
    await waitFor(first, () => window.flagfall.state().screen === 'clock');
    await startGame(first);
    await press(first, 'white');

    // The second tab shows the running game; its taps press nothing and save nothing.
    const second = await openApp(session, PHONE_FAST, { context });
    await waitFor(second, () => window.flagfall.state().screen === 'clock' && window.flagfall.tab_role !== 1);
    assert.equal((await second.state()).clock.running, 'black', 'it shows the running game');
    const saved = await first.page.evaluate(() => localStorage.getItem('flagfall.clock'));
    await waitForIdle(second.page, 150);
    await second.tap('clock.black');
    await waitForIdle(second.page, 150);
    assert.equal((await second.state()).clock.running, 'black', 'the second tab pressed the game');
    assert.equal(await second.page.evaluate(() => localStorage.getItem('flagfall.clock')), saved);
    // It says why, and offers to take the game over.
    assert.equal((await storageState(first)).role, 'writer');
    assert.equal((await storageState(second)).role, 'viewer');
    assert.match((await storageState(second)).notice, /^Flagfall is open in another tab/);
    assert.ok((await mirrorIntents(second)).includes('storage.take-over'));
    assert.ok(!(await mirrorIntents(second)).includes('clock.black'), 'no press offered');
    await second.screenshot('storage-second-tab-upright');
    // It follows the first tab's presses.
    await press(first, 'black');
    await waitFor(second, () => window.flagfall.state().clock.running === 'white');

    // Taken over deliberately: the second tab presses and saves; the first stops and says so.
    await tapAndSettle(second, 'storage.take-over');
    await waitFor(second, () => window.flagfall.state().storage.role === 'writer');
    await waitFor(first, () => window.flagfall.state().storage.role === 'taken-over');
    assert.match((await storageState(first)).notice, /^Another tab took the game over/);
    // Said in the frame after the role changed, not in the same task.
    await waitFor(first, () => window.flagfall.announced.some((said) => said.startsWith('Another tab took the game over')));
    assert.equal((await storageState(second)).notice, null);
    await press(second, 'white');
    await waitFor(second, () => JSON.parse(localStorage.getItem('flagfall.clock')).game.entries.length === 3);
    await waitFor(first, () => window.flagfall.state().clock.running === 'black');
    const now = await first.page.evaluate(() => localStorage.getItem('flagfall.clock'));
    await first.tap('clock.black');
    await waitForIdle(first.page, 150);
    assert.equal((await first.state()).clock.running, 'black', 'the first tab no longer presses');
    assert.equal(await first.page.evaluate(() => localStorage.getItem('flagfall.clock')), now);

    // A reload of the tab that runs the game keeps it there.
    await second.page.reload();
    await waitForFrames(second.page, 1);
    await waitFor(second, () => window.flagfall.state().storage.role === 'writer');
    assert.equal((await storageState(first)).role, 'taken-over');
    assert.deepEqual(first.problems, []);
    assert.deepEqual(second.problems, []);
  } finally {
    await context.close();
  }
});
