// Illegal-move claims on the live clock under every ruleset, at the phone viewport: the king
// moved next to the king (the claimant picks what happened), taking the king where the ruleset
// counts it, and a simultaneous time and illegal-move claim. Rulings and clock times from state().
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, PHONE, PHONE_FAST } from './harness.mjs';
import {
  RULESETS, CITE_PREFIX, clockState, liveState, openLive, startGame, openClaim, tapAndSettle,
  confirmClaim, newGame, waitFor, waitForPopup, recordTaps, timedTap, closeRuling, near, press, sleep,
} from './live-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

// What each rulebook does with a claimed illegal move (docs/rules.md).
const LOSES = new Set(['uscf-2020', 'uscf-earlier', 'uscf-summary', 'scholastic-2018', 'sacramento-2005']);
const TAKE_KING = new Set(['uscf-2020', 'uscf-earlier', 'uscf-summary', 'uscf-summary-variation',
  'scholastic-2018', 'sacramento-2005']);
// Simultaneous time and illegal-move claims: the illegal mover loses (USCF 11-7e, summary 2a,
// Scholastic 10b, Sacramento 8e); FIDE has no such rule and takes the claims in turn.
const ILLEGAL_MOVER_LOSES = new Set(['uscf-2020', 'uscf-earlier', 'uscf-summary', 'uscf-summary-variation',
  'scholastic-2018', 'sacramento-2005']);

// The rulesets whose run saves a screenshot open at the full pixel ratio.
const SCREENSHOT_RULESETS = new Set(['uscf-2020', 'fide-2023']);

for (const ruleset of RULESETS) {
  test(`${ruleset}: illegal-move claims (king next to king, taking the king) and a simultaneous claim`, async () => {
    const app = await openApp(session, SCREENSHOT_RULESETS.has(ruleset) ? PHONE : PHONE_FAST);
    try {
      await openLive(app, ruleset, '1+0');
      await recordTaps(app);
      await startGame(app);
      await sleep(300);
      const whitePress = await timedTap(app, 'clock.white');
      await waitFor(app, () => window.flagfall.state().clock.running === 'black');
      await sleep(400);
      const claimAt = await timedTap(app, 'claim.black');
      await waitForPopup(app, 'claim');
      await tapAndSettle(app, 'claim.illegal');
      await tapAndSettle(app, 'kind.king-next-to-king');
      if (ruleset === 'uscf-2020') await app.screenshot('live-claim-illegal');
      await confirmClaim(app);
      if (ruleset === 'uscf-2020' || ruleset === 'fide-2023') await app.screenshot(`live-ruling-illegal-${ruleset}`);
      let clock = await clockState(app);
      let live = clock.live;
      const blackUsed = claimAt - whitePress;
      assert.ok(live.rule.startsWith(CITE_PREFIX[ruleset]), `rule ${live.rule}`);
      assert.ok(live.ruling_lines.some((l) => l.text.includes('king-next-to-king')), 'the ruling names the illegal move');
      if (LOSES.has(ruleset)) {
        assert.equal(live.outcome, 'black-wins');
        assert.equal(live.reason, 'illegal-move');
        assert.ok(near(clock.black.remaining_ms, 60000 - blackUsed), `black ${clock.black.remaining_ms}, ${60000 - blackUsed}`);
      } else {
        // One minute to the claimant; the illegal move is taken back and White moves again.
        assert.equal(live.outcome, 'play-on');
        assert.equal(live.reason, 'illegal-move-penalty');
        assert.ok(near(clock.black.remaining_ms, 120000 - blackUsed), `black ${clock.black.remaining_ms}, ${120000 - blackUsed}`);
        assert.equal(clock.phase, 'paused', 'the clock waits while the players read the ruling');
        const whiteBefore = clock.white.remaining_ms;
        await closeRuling(app);
        await waitFor(app, () => window.flagfall.state().clock.running === 'white');
        await sleep(300);
        clock = await clockState(app);
        assert.ok(clock.white.remaining_ms < whiteBefore, 'White\'s clock runs again');
        assert.ok(near(clock.black.remaining_ms, 120000 - blackUsed));
      }

      // Taking the king, where the ruleset counts it as the claim.
      await newGame(app);
      await startGame(app);
      await press(app, 'white');
      await openClaim(app, 'black');
      await tapAndSettle(app, 'claim.illegal');
      await tapAndSettle(app, 'kind.king-next-to-king');
      const targets = (await app.state()).targets;
      assert.equal(targets['claim.take-king'] !== undefined, TAKE_KING.has(ruleset), 'take the king offered where allowed');
      if (TAKE_KING.has(ruleset)) {
        await tapAndSettle(app, 'claim.take-king');
        assert.equal((await liveState(app)).claim.take_king, true);
        await confirmClaim(app);
        live = await liveState(app);
        assert.ok(live.ruling_lines.some((l) => l.text.includes('takes the king')), 'the king is taken');
        assert.equal(live.outcome, LOSES.has(ruleset) ? 'black-wins' : 'play-on');
      } else {
        await tapAndSettle(app, 'claim.back');
        await tapAndSettle(app, 'claim.cancel');
      }

      // Simultaneous: White's flag is down and Black's last move was illegal; Black claims on
      // time and White claims the illegal move at the same instant.
      await newGame(app);
      await tapAndSettle(app, 'clock.control');
      await tapAndSettle(app, 'picker.custom');
      await app.page.locator('#ask-text input').fill('4s+0');
      await app.page.locator('#ask-text input').press('Enter');
      await waitFor(app, () => window.flagfall.state().clock.control === '4s+0');
      await waitForPopup(app, 'none');
      await startGame(app);
      await press(app, 'white');
      await press(app, 'black');
      await waitFor(app, () => window.flagfall.state().clock.white.flag_at !== null, null, 8000);
      await openClaim(app, 'black');
      await tapAndSettle(app, 'claim.time');
      await tapAndSettle(app, 'claim.both');
      await tapAndSettle(app, 'kind.king-next-to-king');
      const claim = (await liveState(app)).claim;
      assert.equal(claim.time_claim_by, 'black');
      assert.equal(claim.illegal_claim_by, 'white');
      if (ruleset === 'uscf-2020') await app.screenshot('live-claim-simultaneous');
      await confirmClaim(app);
      clock = await clockState(app);
      live = clock.live;
      if (ILLEGAL_MOVER_LOSES.has(ruleset)) {
        assert.equal(live.outcome, 'white-wins');
        assert.equal(live.reason, 'simultaneous-claims');
      } else {
        assert.equal(live.outcome, 'black-wins');
        assert.equal(live.reason, 'flag-fall');
      }
      assert.equal(clock.white.remaining_ms, 0);
      assert.ok(live.rule.startsWith(CITE_PREFIX[ruleset]), `rule ${live.rule}`);
      assert.deepEqual(app.problems, []);
    } finally {
      await app.close();
    }
  });
}

test('a king-in-check claim and an illegal move claimed by a player without mating material', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, 'uscf-2020', '1+0');
    await startGame(app);
    await press(app, 'white');
    await press(app, 'black');
    await openClaim(app, 'white');
    await tapAndSettle(app, 'claim.illegal');
    await tapAndSettle(app, 'kind.king-in-check');
    await tapAndSettle(app, 'material.white.king');
    await confirmClaim(app);
    const live = await liveState(app);
    assert.equal(live.outcome, 'draw');
    assert.equal(live.reason, 'illegal-move-insufficient-material');
    assert.match(live.rule, /^USCF 11-8d$/);
    assert.ok(live.record.some((l) => /Reported: Black's last move was illegal/.test(l.text)));
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
