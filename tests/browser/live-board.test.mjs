// Board entry on the live clock: instead of the quick material picks, the players copy the board
// into the claim sheet, by placing men or by pasting a FEN; the arbiter rules on those men
// (mating material, and the insufficient-losing-chances positions Scholastic and Sacramento list).
// The same board with a rook, which loses on time, is a native test
// (tests/session/clock/sheets/claim_details_test.cpp).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST } from './harness.mjs';
import {
  clockState, liveState, openLive, startGame, openClaim, claim, tapAndSettle, confirmClaim, waitFor,
  waitForPopup, press,
} from './live-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

const claimOf = async (app) => (await clockState(app)).live.claim;

async function place(app, brush, ...squares) {
  await tapAndSettle(app, `brush.${brush}`);
  for (const square of squares) await tapAndSettle(app, `square.${square}`);
}

async function pasteFen(app, text, screenshot) {
  await tapAndSettle(app, 'board.paste');
  if (screenshot) await app.screenshot(screenshot);
  // The text field faces the claimant, as his sheet does.
  const turned = (await clockState(app)).popup_turned;
  assert.equal(await app.page.locator('#ask-text').evaluate((form) => form.classList.contains('turned')), turned);
  await app.page.locator('#ask-text input').fill(text);
  await app.page.locator('#ask-text input').press('Enter');
  await waitForIdle(app.page, 150);
}

// US Chess, 3 s each: White's flag falls, Black claims and opens the board set-up.
async function blackClaimsWhitesFlagOnTheBoard(app) {
  await openLive(app, 'uscf-2020', '3s+0');
  await startGame(app);
  await waitFor(app, () => window.flagfall.state().clock.white.flag_at !== null, null, 8000);
  await openClaim(app);
  await claim(app, 'black', 'time');
  await tapAndSettle(app, 'claim.board');
}

test('uscf-2020: a time claim on a board set up by hand (king and bishop cannot win on time)', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await blackClaimsWhitesFlagOnTheBoard(app);
    let claim = await claimOf(app);
    assert.equal(claim.step, 'board');
    assert.equal(claim.setup_board, '4k3/8/8/8/8/8/8/4K3 w - - 0 1');

    await place(app, 'black-king', 'e6');           // a king moves: there is still one
    await place(app, 'white-king', 'e2');
    await place(app, 'black-bishop', 'd6', 'a1');
    await tapAndSettle(app, 'square.a1');           // the same man again takes it off
    await place(app, 'white-pawn', 'd8');           // refused, and said why
    assert.match((await clockState(app)).notice, /pawn cannot stand on d8/);
    await tapAndSettle(app, 'square.d2');
    await place(app, 'empty', 'e6');                // a king stays on the board
    assert.match((await clockState(app)).notice, /king stays on the board/);
    claim = await claimOf(app);
    assert.equal(claim.setup_board, '8/8/3bk3/8/8/8/3PK3/8 w - - 0 1');
    await app.screenshot('live-claim-board-setup');

    await tapAndSettle(app, 'board.use');
    claim = await claimOf(app);
    assert.equal(claim.step, 'details');
    assert.equal(claim.board_fen, '8/8/3bk3/8/8/8/3PK3/8 w - - 0 1');
    await app.screenshot('live-claim-board-entered');
    await confirmClaim(app);
    const live = await liveState(app);
    assert.equal(live.outcome, 'draw');
    assert.equal(live.reason, 'flag-fall-insufficient-material');
    assert.equal(live.setup_fen, '8/8/3bk3/8/8/8/3PK3/8 w - - 0 1');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('sacramento-2005: an insufficient-losing-chances claim on a pasted board', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, 'sacramento-2005', 'G/5;d0');
    await startGame(app);
    await press(app, 'white');
    // Sacramento lets White stop the clocks for Black's promotion, but on Black's first move no
    // pawn can promote: no control (game::promotion_chance).
    assert.equal((await app.state()).targets['promote-pause.white'], undefined);
    await openClaim(app);
    await claim(app, 'black', 'draw');
    await app.screenshot('live-claim-draw');
    await tapAndSettle(app, 'draw.losing-chances');
    await pasteFen(app, 'not a board', 'live-claim-board-paste');
    assert.match((await clockState(app)).notice, /not a board in FEN/);
    assert.equal((await claimOf(app)).setup_board, '4k3/8/8/8/8/8/8/4K3 w - - 0 1');  // kept
    await pasteFen(app, 'r7/3k4/8/8/8/8/3K4/7R');  // the placement alone will do
    assert.equal((await clockState(app)).notice, '');
    assert.equal((await claimOf(app)).setup_board, 'r7/3k4/8/8/8/8/3K4/7R w - - 0 1');
    await tapAndSettle(app, 'board.use');
    await waitForPopup(app, 'ruling');
    const live = await liveState(app);
    assert.equal(live.outcome, 'draw');
    assert.equal(live.reason, 'insufficient-losing-chances');
    assert.ok(live.rule.startsWith('Sacramento 10'), live.rule);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
