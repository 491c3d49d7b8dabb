// Clock benchmark in headless Chromium at the phone viewport. Prints:
//  - frames drawn per second while paused and while running (no tenths showing),
//  - over a 60-second 5+0 game with presses at irregular gaps, the largest difference between
//    each side's remaining time on the clock and what the taps' own timestamps imply (and what
//    this script's send times imply): once on a quiet machine, then again with CPU-bound
//    processes beside the browser, one per processor, which this script starts and stops.
// Usage: node scripts/bench-clock.mjs [SITE_DIR]   (scripts/bench-clock.sh builds first)
import os from 'node:os';
import { spawn } from 'node:child_process';
import { launchBrowser, openApp, waitForIdle, PHONE } from '../tests/browser/harness.mjs';

if (process.argv[2]) process.env.FLAGFALL_SITE = process.argv[2];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const session = await launchBrowser();

// A 60-second G/5;d0 (5+0) game on a freshly opened app: Black starts White's clock, then presses
// alternate at irregular gaps. Returns the app (its clock still running) and the largest
// differences seen after any press.
async function playGame() {
  const app = await openApp(session, PHONE);
  const clock = async () => (await app.state()).clock;
  await app.tap('home.clock');
  await app.page.waitForFunction(() => window.flagfall.state().screen === 'clock');
  await app.tap('clock.control');
  await app.tap('preset.G/5;d0');  // 5+0, as US Chess writes it
  await app.page.waitForFunction(() => window.flagfall.state().clock.popup === 'none');
  await waitForIdle(app.page, 200);

  // The script's own record of each tap: a pointer-down listener of its own in the page (the
  // browser's event time), besides the moment the script sent the tap.
  await app.page.evaluate(() => {
    window.__benchTaps = [];
    window.addEventListener('pointerdown', (e) => window.__benchTaps.push(performance.timeOrigin + e.timeStamp), { capture: true });
  });
  const lastTap = () => app.page.evaluate(() => window.__benchTaps[window.__benchTaps.length - 1]);

  const TOTAL = 300000;
  const used = { white: 0, black: 0 };
  const usedBySending = { white: 0, black: 0 };
  let sentStart = await app.tap('clock.black');
  let turnStart = await lastTap();
  let mover = 'white';
  await app.page.waitForFunction(() => window.flagfall.state().clock.running === 'white');
  const gameStart = Date.now();
  let worst = 0;
  let worstBySending = 0;
  let presses = 0;
  let seed = 7;
  const nextGap = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return 400 + (seed % 2600); };
  while (Date.now() - gameStart < 60000) {
    await sleep(nextGap());
    const sentAt = await app.tap(`clock.${mover}`);
    const pressedAt = await lastTap();
    used[mover] += pressedAt - turnStart;
    usedBySending[mover] += sentAt - sentStart;
    turnStart = pressedAt;
    sentStart = sentAt;
    const next = mover === 'white' ? 'black' : 'white';
    await app.page.waitForFunction((s) => window.flagfall.state().clock.running === s, next);
    const state = await clock();
    worst = Math.max(worst, Math.abs(state[mover].remaining_ms - (TOTAL - used[mover])));
    worstBySending = Math.max(worstBySending, Math.abs(state[mover].remaining_ms - (TOTAL - usedBySending[mover])));
    presses++;
    mover = next;
  }
  return { app, presses, worst, worstBySending };
}

const quiet = await playGame();
await quiet.app.close();
// The same game with the machine busy: one CPU-bound process per processor beside the browser.
const busyCount = os.availableParallelism ? os.availableParallelism() : os.cpus().length;
const busy = Array.from({ length: busyCount }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
let loaded;
try {
  loaded = await playGame();
} finally {
  for (const child of busy) child.kill();
}
const app = loaded.app;
const frames = async () => (await app.state()).frame;

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
for (const [label, game] of [['quiet', quiet], [`with ${busyCount} CPU-bound processes beside it`, loaded]]) {
  console.log(`60-second game, ${label}, ${game.presses} presses: largest difference between the clock and`);
  console.log(`  the browser's timestamps of the script's taps: ${game.worst.toFixed(1)} ms`);
  console.log(`  the script's own send times (includes input dispatch delay): ${game.worstBySending.toFixed(1)} ms`);
}
const problems = [...quiet.app.problems, ...app.problems];
if (problems.length) console.log('page problems:', problems);
await app.close();
await session.close();
