// A board's phone sends its game's result to the director (issue 41, point 4), as players do it
// by touch: the clock set up from the director's link for round 2, board 5; a move each; a
// reload; White resigns; the record's "Send the result to the director" shows the link and its
// code, takes a name typed, and saves the file. The link is read back here as the director's device will read it. The sheet in
// Spanish is read on a board's phone in director-event.test.mjs. How the result is built and read
// is native (tests/session/clock/sheets/result_sheet_test.cpp).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST } from './harness.mjs';
import { clockState, resignAfterAMoveEach, sendResult, tapAndSettle, waitFor } from './live-helpers.mjs';

const BOARD_LINK = '#clock?ruleset=fide-2023&tc=3%2B2&event=Club%20blitz&round=2&board=5';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

test("a finished game's result goes to the director as a link, a code and a file", async () => {
  const app = await openApp(session, PHONE_FAST, { fragment: BOARD_LINK });
  try {
    await app.page.waitForFunction(() => window.flagfall.state().words.complete);
    await waitFor(app, () => window.flagfall.state().screen === 'clock');
    assert.deepEqual((await clockState(app)).place, { board: 5, event: 'Club blitz', round: 2 });
    // A reload mid-game keeps where the game is played (the link is gone from the address).
    await resignAfterAMoveEach(app, async () => {
      await app.page.reload();
      await waitFor(app, () => {
        const s = window.flagfall.state();
        return s.screen === 'clock' && s.clock.running === 'black';
      });
      assert.ok(!app.page.url().includes('#clock'), app.page.url());
      assert.deepEqual((await clockState(app)).place, { board: 5, event: 'Club blitz', round: 2 });
      await waitForIdle(app.page, 150);
    });
    const link = await sendResult(app);
    await waitForIdle(app.page, 150);
    const state = await app.state();
    assert.ok(link.includes('#board-result='), link);
    const result = JSON.parse(Buffer.from(link.split('#board-result=')[1], 'base64url').toString());
    assert.equal(result.format, 'flagfall-board-result');
    assert.equal(result.event, 'Club blitz');
    assert.equal(result.round, 2);
    assert.equal(result.board, 5);
    assert.equal(result.outcome, 'black-wins');
    assert.equal(result.reason, 'resignation');
    assert.equal(result.ruleset, 'fide-2023');
    assert.deepEqual(result.game.entries.map((e) => e.do), ['press', 'resign'], 'the game travels with its record');
    // The sheet: Share, the file, Close and the code all on the phone's screen; the link's long
    // text is not shown.
    assert.equal(state.targets['link.text'], undefined);
    for (const id of ['link.qr', 'link.share', 'link.result-file', 'link.close']) {
      const rect = state.targets[id];
      assert.ok(rect, `${id} is on screen`);
      assert.ok(rect[1] >= 0 && rect[1] + rect[3] <= 844, `${id} at ${rect}`);
    }
    const mirror = await app.page.locator('#mirror-content').textContent();
    assert.ok(mirror.includes('Result for the director'), mirror);
    assert.ok(mirror.includes('Club blitz · Round 2, board 5: 0-1'), mirror);
    await app.screenshot('result-link-en');

    // The players' names, typed on the sheet (the link gave none): the link carries them.
    await tapAndSettle(app, 'link.place.white');
    await app.page.locator('#ask-text input').fill('Ana Díaz');
    await app.page.locator('#ask-text input').press('Enter');
    await app.page.waitForFunction(() => {
      const link = window.flagfall.state().clock.result_link;
      const b64 = link.split('#board-result=')[1].replace(/-/g, '+').replace(/_/g, '/');
      return new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))).includes('"white":"Ana Díaz"');
    });
    await waitForIdle(app.page, 150);
    const named = await app.state();
    assert.ok(named.targets['link.qr'][1] + named.targets['link.qr'][3] <= 844, 'the code still fits');
    assert.ok((await app.page.locator('#mirror-content').textContent()).includes('White: Ana Díaz'));

    const download = app.page.waitForEvent('download');
    await app.tap('link.result-file');
    const file = await download;
    assert.equal(file.suggestedFilename(), 'flagfall-result-round-2-board-5.json');
    const text = await readFile(await file.path(), 'utf8');
    assert.deepEqual(JSON.parse(text), { ...result, white: 'Ana Díaz' }, 'the file holds what the link does');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
