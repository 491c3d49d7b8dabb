// Stray taps never replace a running game (issue 37): random touch taps at blitz pace on a phone
// held upright, most on the halves and one in twenty on the bar between them, whatever sheet they
// open. The game on the clock is the same game throughout: never replaced by a new one, never
// back to its start. (The picker stays shut while a clock runs, a new game must be held, and the
// question stops a running clock; tests/session/clock/sheets/reset_sheet_test.cpp has each.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, PHONE_FAST } from './harness.mjs';
import { openLive, startGame, press } from './live-helpers.mjs';

// Seed 1 replaced the running game on e880b9e (at tap 120), as 6 of the first 7 seeds tried did
// (2, 4 and 5 at taps 32, 55 and 227); STRAY_SEEDS=1,2,... tries others, STRAY_TAPS=250 more taps.
// The session's own property test (tests/session/clock/clock_stray_taps_test.cpp) tries 40 seeds
// under two rulesets through the same touch path; this one keeps what only the page shows: where
// a touch lands and what it hits, over one seed's 160 taps (past seed 1's tap 120; 250 took 48 s
// of the suite's time, 2026-11-29).
const SEEDS = process.env.STRAY_SEEDS ? process.env.STRAY_SEEDS.split(',').map(Number) : [1];
const TAPS = Number(process.env.STRAY_TAPS) || 160;
const BAR_SHARE = 0.05;

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

// The halves and the bar between them on the page (CSS pixels).
async function layout(app) {
  return app.page.evaluate(() => {
    const { left, top } = document.getElementById('canvas').getBoundingClientRect();
    const { targets } = window.flagfall.state();
    const box = ([x, y, w, h]) => ({ x: left + x, y: top + y, w, h });
    const white = box(targets['clock.white']);
    const black = box(targets['clock.black']);
    const [upper, lower] = white.y < black.y ? [white, black] : [black, white];
    return { halves: [white, black], bar: { x: upper.x, y: upper.y + upper.h, w: upper.w, h: lower.y - upper.y - upper.h } };
  });
}

for (const seed of SEEDS) {
  test(`seed ${seed}: ${TAPS} random taps, some on the bar, never replace the running game`, async () => {
    const app = await openApp(session, PHONE_FAST);
    try {
      await openLive(app, 'uscf-2020', 'G/5;d0');
      await startGame(app);
      await press(app, 'white');
      const game = (await app.state()).clock.started_at;
      const { halves, bar } = await layout(app);
      let state = seed;
      const random = () => { state = (state * 1103515245 + 12345) % 2147483648; return state / 2147483648; };
      const inside = (r) => [r.x + 2 + random() * (r.w - 4), r.y + 2 + random() * (r.h - 4)];
      const seen = new Set();
      for (let i = 0; i < TAPS; i++) {
        const spot = random() < BAR_SHARE ? inside(bar) : inside(halves[random() < 0.5 ? 0 : 1]);
        await app.page.touchscreen.tap(...spot);
        await app.page.waitForTimeout(40 + random() * 160);  // blitz pace: the next tap comes regardless
        const clock = await app.page.evaluate(() => {
          const { started_at, phase, popup } = window.flagfall.state().clock;
          return { started_at, phase, popup };
        });
        seen.add(clock.popup);
        assert.notEqual(clock.phase, 'not-started', `tap ${i + 1}: the game was replaced by a new one`);
        assert.equal(clock.started_at, game, `tap ${i + 1}: another game is on the clock`);
      }
      console.log(`[ stray taps ] seed ${seed}: sheets seen ${[...seen].join(', ')}`);
      assert.deepEqual(app.problems, []);
    } finally {
      await app.close();
    }
  });
}
