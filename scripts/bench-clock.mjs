// Clock benchmark in headless Chromium at the phone viewport. Prints:
//  - frames drawn per second while paused and while running (no tenths showing),
//  - over a 60-second 5+0 game with presses at irregular gaps, the largest difference between
//    each side's remaining time on the clock and what this script's own timestamps imply.
// Usage: node scripts/bench-clock.mjs [SITE_DIR]   (scripts/bench-clock.sh builds first)
import { launchBrowser, openApp, waitForIdle, PHONE } from '../tests/browser/harness.mjs';

if (process.argv[2]) process.env.FLAGFALL_SITE = process.argv[2];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const session = await launchBrowser();
const app = await openApp(session, PHONE);
const clock = async () => (await app.state()).clock;
const frames = async () => (await app.state()).frame;

await app.tap('home.clock');
await app.page.waitForFunction(() => window.flagfall.state().screen === 'clock');
await app.tap('clock.control');
await app.tap('preset.5+0');
await app.page.waitForFunction(() => window.flagfall.state().clock.popup === 'none');
await waitForIdle(app.page, 200);

// A 60-second game: Black starts White's clock, then presses alternate at irregular gaps.
const TOTAL = 300000;
const used = { white: 0, black: 0 };
let turnStart = await app.tap('clock.black');
let mover = 'white';
await app.page.waitForFunction(() => window.flagfall.state().clock.running === 'white');
const gameStart = turnStart;
let worst = 0;
let presses = 0;
let seed = 7;
const nextGap = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return 400 + (seed % 2600); };
while (Date.now() - gameStart < 60000) {
  await sleep(nextGap());
  const pressedAt = await app.tap(`clock.${mover}`);
  used[mover] += pressedAt - turnStart;
  turnStart = pressedAt;
  const next = mover === 'white' ? 'black' : 'white';
  await app.page.waitForFunction((s) => window.flagfall.state().clock.running === s, next);
  const state = await clock();
  const difference = Math.abs(state[mover].remaining_ms - (TOTAL - used[mover]));
  worst = Math.max(worst, difference);
  presses++;
  mover = next;
}

// Frames while running (no tenths above 20 s), then while paused.
await waitForIdle(app.page, 1100).catch(() => {});
let before = await frames();
await sleep(5000);
const runningFps = ((await frames()) - before) / 5;
await app.tap('clock.pause');
await app.page.waitForFunction(() => window.flagfall.state().clock.phase === 'paused');
await waitForIdle(app.page, 300);
before = await frames();
await sleep(5000);
const pausedFps = ((await frames()) - before) / 5;

console.log(`frames drawn per second while paused:  ${pausedFps.toFixed(1)}`);
console.log(`frames drawn per second while running: ${runningFps.toFixed(1)}`);
console.log(`60-second game, ${presses} presses: largest difference between the clock and the script's own timestamps: ${worst} ms`);
if (app.problems.length) console.log('page problems:', app.problems);
await app.close();
await session.close();
