// Two boards and a director (issue 41, point 5), each on its own phone, by touch: board 1 ends
// when White resigns; board 2 when White's flag falls and Black claims it. Each sends its result;
// the director opens both links (the first with the page, the second while it is open), sees the
// table, opens board 2's record with the claim's ruling and its rule, and saves the event as PGN
// and CSV, read back here. The table on a phone and on a desktop, in English and in Spanish, as
// screenshots. The event's rules are native (tests/session/app/event_book_test.cpp).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST, DESKTOP } from './harness.mjs';
import {
  clockState, claim, confirmClaim, openClaim, press, startGame, tapAndSettle, waitFor,
  waitForPopup,
} from './live-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

const setupLink = (board, tc, ruleset) =>
  `#clock?ruleset=${ruleset}&tc=${encodeURIComponent(tc)}&event=Club%20blitz&round=1&board=${board}`;

// The record's "Send the result to the director": the link the sheet shares.
async function sendResult(app) {
  await tapAndSettle(app, 'ruling.record');
  await waitForPopup(app, 'record');
  await tapAndSettle(app, 'record.send-result');
  await waitForPopup(app, 'setup-link');
  return (await clockState(app)).result_link;
}

async function boardOne() {
  const app = await openApp(session, PHONE_FAST, { fragment: setupLink(1, '3+2', 'fide-2023') });
  try {
    await waitFor(app, () => window.flagfall.state().screen === 'clock');
    await startGame(app);
    await press(app, 'white');
    await openClaim(app);
    await claim(app, 'black', 'result');
    await tapAndSettle(app, 'result.resign.white');
    await waitForPopup(app, 'confirm-end');
    await tapAndSettle(app, 'end.confirm');
    await waitForPopup(app, 'ruling');
    const link = await sendResult(app);
    assert.deepEqual(app.problems, []);
    return link;
  } finally {
    await app.close();
  }
}

async function boardTwo() {
  const app = await openApp(session, PHONE_FAST, { fragment: setupLink(2, '3s+0', 'uscf-2020') });
  try {
    await waitFor(app, () => window.flagfall.state().screen === 'clock');
    await startGame(app);
    await app.page.waitForFunction(() => window.flagfall.state().clock.white.flag_at !== null,
      null, { timeout: 8000 });
    await openClaim(app);
    await claim(app, 'black', 'time');
    await confirmClaim(app);
    assert.equal((await clockState(app)).live.outcome, 'black-wins');
    const link = await sendResult(app);
    assert.deepEqual(app.problems, []);
    return link;
  } finally {
    await app.close();
  }
}

const eventState = async (app) => (await app.state()).home.event;

let links;

test('two boards send their results; the director sees the table, a record and the files', async () => {
  links = [await boardOne(), await boardTwo()];
  const director = await openApp(session, PHONE_FAST, { fragment: links[0].slice(links[0].indexOf('#')) });
  try {
    await director.page.waitForFunction(() => window.flagfall.state().words.complete);
    await waitFor(director, () => window.flagfall.state().home.event.open);
    assert.equal((await director.state()).screen, 'home');
    assert.equal((await eventState(director)).notice, 'Round 1 · board 1: 0-1 added.');
    // The second result while the page is open.
    await director.page.evaluate((h) => { window.location.hash = h; }, links[1].slice(links[1].indexOf('#')));
    await waitFor(director, () => window.flagfall.state().home.event.boards.length === 2);
    await waitForIdle(director.page, 150);
    const event = await eventState(director);
    assert.deepEqual(event.boards.map((b) => [b.round, b.board, b.results.map((r) => r.outcome)]),
      [[1, 1, ['black-wins']], [1, 2, ['black-wins']]]);
    assert.equal(event.boards[1].results[0].reason, 'flag-fall');
    assert.match(event.boards[1].results[0].rule, /^USCF 11-/);
    const mirror = await director.page.locator('#mirror-content').textContent();
    assert.ok(mirror.includes('Round 1 · board 2'), mirror);
    await director.screenshot('event-table-phone-en');

    // Board 2's record: the flag, the claim and the ruling with its rule.
    await tapAndSettle(director, 'event.board.1');
    const record = await director.page.locator('#mirror-content').textContent();
    assert.match(record, /claims/i);
    assert.ok(record.includes(event.boards[1].results[0].rule), record);
    await director.screenshot('event-record-phone-en');
    await tapAndSettle(director, 'event.back');

    // One PGN file and one CSV file, read back.
    let download = director.page.waitForEvent('download');
    await tapAndSettle(director, 'event.pgn');
    let file = await download;
    assert.equal(file.suggestedFilename(), 'flagfall-event.pgn');
    const pgn = await readFile(await file.path(), 'utf8');
    const games = pgn.trim().split(/\n\n(?=\[Event )/);
    assert.equal(games.length, 2, pgn);
    for (const [i, game] of games.entries()) {
      assert.match(game, /\[Event "Club blitz"\]/);
      assert.match(game, /\[Round "1"\]/);
      assert.match(game, new RegExp(`\\[Board "${i + 1}"\\]`));
      assert.match(game, /\[Result "0-1"\]/);
      assert.match(game, /\n0-1\n?$/);
    }
    assert.match(games[0], /\[TimeControl "180\+2"\]/);
    download = director.page.waitForEvent('download');
    await tapAndSettle(director, 'event.csv');
    file = await download;
    const csv = (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
    assert.equal(csv[0], 'round,board,white,black,result,reason,rule,ruleset,control,ended_utc,flag');
    assert.match(csv[2], /^1,2,,,0-1,flag-fall,USCF 11-[^,]+,uscf-2020,3s\+0,\d{4}-\d\d-\d\dT/);

    // The event is kept: after a reload Home offers it.
    await director.page.reload();
    await director.page.waitForFunction(() => window.flagfall.state().words.complete);
    await waitForIdle(director.page, 150);
    await tapAndSettle(director, 'home.event');
    assert.equal((await eventState(director)).boards.length, 2);
    assert.deepEqual(director.problems, []);
  } finally {
    await director.close();
  }
});

// The table's screenshots: Spanish on a phone, and both languages on a desktop.
for (const [device, locale, name] of [[PHONE_FAST, 'es-ES', 'phone-es'], [DESKTOP, 'en-US', 'desktop-en'],
  [DESKTOP, 'es-ES', 'desktop-es']]) {
  test(`the event's table: ${name}`, async () => {
    assert.ok(links, 'the boards sent their results');
    const context = await session.browser.newContext({ ...device, locale });
    const director = await openApp(session, device, { context, fragment: links[0].slice(links[0].indexOf('#')) });
    try {
      await director.page.waitForFunction(() => window.flagfall.state().words.complete);
      await director.page.evaluate((h) => { window.location.hash = h; }, links[1].slice(links[1].indexOf('#')));
      await waitFor(director, () => window.flagfall.state().home.event.boards.length === 2);
      await waitForIdle(director.page, 150);
      const { targets } = await director.state();
      const height = device.viewport.height;
      for (const id of ['event.board.0', 'event.board.1', 'event.pgn', 'event.csv', 'event.close']) {
        assert.ok(targets[id], `${id} is on screen`);
        assert.ok(targets[id][1] + targets[id][3] <= height, `${id} at ${targets[id]}`);
      }
      await director.screenshot(`event-table-${name}`);
      assert.deepEqual(director.problems, []);
    } finally {
      await director.close();
    }
  });
}
