// The live clock at the phone viewport: the ruleset picker with each ruleset's standard control
// and the out-of-range warning, and a time claim with and without mating material, ruled by the
// arbiter with the rule shown, on a sheet facing the claimant. The same claims under every
// ruleset are native tests (tests/session/clock_session_rulings_test.cpp).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST } from './harness.mjs';
import {
  RULESETS, CITE_PREFIX, clockState, liveState, openLive, startGame, openClaim, claim, tapAndSettle,
  confirmClaim, newGame, waitFor, waitForTarget, sleep,
} from './live-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

const STANDARD = {
  'uscf-2020': 'G/5;d0', 'uscf-earlier': 'G/5;d0', 'uscf-summary': 'G/5;d0',
  'uscf-summary-variation': 'G/5;d0', 'scholastic-2018': 'G/5;d0', 'sacramento-2005': 'G/5;d0',
  'fide-2023': '3+2',
};

test('each ruleset comes with its standard control; a control outside its limits is warned about', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await app.tap('home.clock');
    await waitFor(app, () => window.flagfall.state().screen === 'clock');
    await app.tap('clock.control');
    for (const ruleset of RULESETS) {
      await tapAndSettle(app, `ruleset.${ruleset}`);
      await waitFor(app, (r) => window.flagfall.state().clock.ruleset === r, ruleset);
      const clock = await clockState(app);
      assert.equal(clock.control, STANDARD[ruleset], `${ruleset} standard control`);
      assert.equal(clock.warning, '', `${ruleset}: its own standard control is within its limits`);
    }
    // Scholastic blitz is five minutes without delay: a delay is outside it.
    await tapAndSettle(app, 'ruleset.scholastic-2018');
    await tapAndSettle(app, 'preset.G/5;d3');
    await waitFor(app, () => window.flagfall.state().clock.control === 'G/5;d3');
    let clock = await clockState(app);
    assert.match(clock.warning, /outside .*Scholastic.*Scholastic/);
    // Sacramento: three to ten minutes.
    await tapAndSettle(app, 'clock.control');
    await tapAndSettle(app, 'ruleset.sacramento-2005');
    await tapAndSettle(app, 'preset.G/1;d0');  // 1+0, as the US rulebooks write it
    await waitFor(app, () => window.flagfall.state().clock.control === 'G/1;d0');
    clock = await clockState(app);
    assert.match(clock.warning, /3 to 10 minutes/);
    assert.match(clock.warning, /Sacramento 1/);
    await tapAndSettle(app, 'clock.control');
    await waitForTarget(app, 'picker.close');
    await waitForIdle(app.page, 150);
    await app.screenshot('live-picker-warning');
    await app.tap('picker.close');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('uscf-2020: time claims with and without mating material', async () => {
  const ruleset = 'uscf-2020';
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, ruleset, '3s+0');
    await startGame(app);
    await waitFor(app, () => window.flagfall.state().clock.white.flag_at !== null, null, 8000);
    let live = await liveState(app);
    assert.ok(live.may.black.includes('claim-time'), 'Black may claim once White\'s flag is down');
    assert.ok(!live.may.white.includes('claim-time'));

    await openClaim(app);
    await app.screenshot('live-claim-sheet');
    await claim(app, 'black', 'time');
    await app.screenshot('live-claim-time-details');
    await confirmClaim(app);
    await app.screenshot('live-ruling-time-win');
    let clock = await clockState(app);
    live = clock.live;
    assert.equal(live.outcome, 'black-wins');
    assert.equal(live.reason, 'flag-fall');
    assert.ok(live.rule.startsWith(CITE_PREFIX[ruleset]), `rule ${live.rule}`);
    assert.ok(live.ruling_lines.some((l) => l.text.includes(live.rule)), 'the ruling cites its rule');
    assert.equal(clock.phase, 'over');
    assert.equal(clock.white.remaining_ms, 0);
    assert.equal(clock.black.remaining_ms, 3000, 'Black\'s clock never ran');

    await newGame(app);
    await startGame(app);
    await waitFor(app, () => window.flagfall.state().clock.white.flag_at !== null, null, 8000);
    await openClaim(app);
    await claim(app, 'black', 'time');
    await tapAndSettle(app, 'material.black.king');
    await app.screenshot('live-claim-material-picker');
    assert.equal((await liveState(app)).claim.material.black, 'king');
    await confirmClaim(app);
    await app.screenshot('live-ruling-time-draw');
    clock = await clockState(app);
    live = clock.live;
    assert.equal(live.outcome, 'draw');
    assert.equal(live.reason, 'flag-fall-insufficient-material');
    assert.ok(live.rule.startsWith(CITE_PREFIX[ruleset]), `rule ${live.rule}`);
    assert.equal(clock.white.remaining_ms, 0);
    assert.equal(clock.black.remaining_ms, 3000);
    assert.equal(live.standin, true, 'the claim put a stand-in board with Black\'s bare king');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('a claim sheet and the ruling on it face the claimant; the menu faces the phone\'s holder', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, 'uscf-2020', '3s+0');
    assert.equal((await clockState(app)).far_side, 'black', 'Black sits across the table');
    await startGame(app);
    await waitFor(app, () => window.flagfall.state().clock.white.flag_at !== null, null, 8000);

    // Stop / Claim: each player's choices on his own half, the far player's turned to him (his
    // first choice nearest the middle of the phone, as he reads it from across the table).
    await openClaim(app);
    let { clock, targets } = await app.state();
    assert.equal(clock.popup_turned, false, 'the first step is not one sheet turned one way');
    const [, blackFirstY] = targets['claim.time.black'];
    const [, blackLastY] = targets['claim.none.black'];
    assert.ok(blackLastY < blackFirstY, 'Black reads his half upside down');
    assert.ok(targets['claim.none.black'][1] < 422 && targets['claim.none.white'][1] > 422,
      'each on his own half');
    // White's own claim sheet is the right way up for White.
    await claim(app, 'white', 'result');
    assert.equal((await clockState(app)).popup_turned, false);
    await tapAndSettle(app, 'claim.back');
    await waitFor(app, () => window.flagfall.state().clock.live.claim.step === 'choose');

    // Black's is turned to him: each control is published where it shows, in the lower half of
    // the sheet when its layout puts it in the upper half, and a tap there reaches it.
    await claim(app, 'black', 'time');
    ({ clock, targets } = await app.state());
    assert.equal(clock.popup_turned, true);
    assert.ok(targets['claim.back'][1] < targets['material.white.more'][1],
      'the last row shows above the first, as Black reads it from across the table');
    assert.equal((await liveState(app)).claim.step, 'details');
    await confirmClaim(app);
    let after = await clockState(app);
    assert.equal(after.live.outcome, 'black-wins');
    assert.equal(after.popup_turned, true, 'the ruling on Black\'s claim faces Black');

    await tapAndSettle(app, 'ruling.ok');
    await waitFor(app, () => window.flagfall.state().clock.popup === 'none');
    await tapAndSettle(app, 'clock.more');
    after = await clockState(app);
    assert.equal(after.popup, 'menu');
    assert.equal(after.popup_turned, false);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('a stop taken back with No claim charges no one and says so, citing the rule', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, 'uscf-2020', '1+0');
    await startGame(app);
    await openClaim(app);
    const during = await clockState(app);
    assert.equal(during.live.claim.claimant, null);
    await sleep(1200);
    const still = await clockState(app);
    assert.equal(still.white.remaining_ms, during.white.remaining_ms, 'the clocks stand');
    // White's clock runs again from the restart, which comes no sooner than the tap: at most the
    // time since the tap was sent may be charged, never the stop's 1.2 s before it (on the app's
    // own time line, the page's performance.timeOrigin + now()).
    const beforeRestart = await app.page.evaluate(() => Math.floor(performance.timeOrigin + performance.now()));
    await claim(app, 'black', 'none');
    await waitFor(app, () => window.flagfall.state().clock.popup === 'none');
    const clock = await clockState(app);
    assert.equal(clock.phase, 'running');
    assert.equal(clock.running, 'white');
    const charged = during.white.remaining_ms - clock.white.remaining_ms;
    assert.ok(charged >= 0 && charged <= clock.now - beforeRestart + 1,
      `not charged for the stop: ${charged} ms charged, ${clock.now - beforeRestart} ms since the restart's tap`);
    assert.equal(clock.live.entries, 2, "Black's stop and his restart");
    assert.ok(clock.live.record.some((l) => /Black stops the clock and makes no claim/.test(l.text) &&
                                            l.rule === 'USCF 11-6'));
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
