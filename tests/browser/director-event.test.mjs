// Two boards and a director (issue 41, point 5), each on its own phone, by touch: board 1, whose
// players read Spanish, ends when White resigns; board 2 when White's flag falls and Black claims
// it. Each sends its result; the director opens both links (the first with the page, the second
// while it is open), sees the table, opens board 2's record with the claim's ruling and its rule,
// saves the event as PGN and CSV, read back here, and finds it again after a reload. The table on
// a phone and on a desktop, in English and in Spanish, as screenshots. The event's rules are
// native (tests/session/app/event_book_test.cpp).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST, DESKTOP } from './harness.mjs';
import {
  clockState, claim, confirmClaim, openClaim, resignAfterAMoveEach, sendResult, startGame,
  tapAndSettle, waitFor,
} from './live-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

const setupLink = (board, tc, ruleset) =>
  `#clock?ruleset=${ruleset}&tc=${encodeURIComponent(tc)}&event=Club%20blitz&round=1&board=${board}`;

async function boardOne() {
  const context = await session.browser.newContext({ ...PHONE_FAST, locale: 'es-ES' });
  const app = await openApp(session, PHONE_FAST, { context, fragment: setupLink(1, '3+2', 'fide-2023') });
  try {
    await app.page.waitForFunction(() => window.flagfall.state().words.complete);
    await waitFor(app, () => window.flagfall.state().screen === 'clock');
    await resignAfterAMoveEach(app);
    const link = await sendResult(app);
    await waitForIdle(app.page, 150);
    // The result's sheet in Spanish, every control on the phone's screen.
    const mirror = await app.page.locator('#mirror-content').textContent();
    assert.ok(mirror.includes('Resultado para el director'), mirror);
    assert.ok(mirror.includes('Club blitz · Ronda 1, tablero 1: 0-1'), mirror);
    const { targets } = await app.state();
    for (const id of ['link.qr', 'link.share', 'link.result-file', 'link.close'])
      assert.ok(targets[id] && targets[id][1] + targets[id][3] <= 844, `${id} at ${targets[id]}`);
    await app.screenshot('result-link-es');
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

// "…#board-result=<base64url JSON>" as the page packs a link too long for a QR code.
function packed(link) {
  const [body, ...rest] = link.slice(link.indexOf('#') + 1).split('&');
  const key = body.slice(0, body.indexOf('=') + 1);
  const raw = Buffer.concat([Buffer.from(key), Buffer.from(body.slice(key.length), 'base64url')]);
  return ['#z=' + zlib.deflateRawSync(raw).toString('base64url'), ...rest].join('&');
}

// The table's buttons all on the screen, then its picture.
async function tableOnScreen(director, height, picture) {
  await waitForIdle(director.page, 150);
  const { targets } = await director.state();
  for (const id of ['event.board.0', 'event.board.1', 'event.pgn', 'event.csv', 'event.close']) {
    assert.ok(targets[id], `${picture}: ${id} is on screen`);
    assert.ok(targets[id][1] + targets[id][3] <= height, `${picture}: ${id} at ${targets[id]}`);
  }
  await director.screenshot(picture);
}

test('two boards send their results; the director sees the table, a record and the files', async () => {
  // The two boards play at once, as they would (board 2 waits three seconds for its flag).
  const links = await Promise.all([boardOne(), boardTwo()]);
  const director = await openApp(session, PHONE_FAST, { fragment: links[0].slice(links[0].indexOf('#')) });
  try {
    await director.page.waitForFunction(() => window.flagfall.state().words.complete);
    await waitFor(director, () => window.flagfall.state().home.event.open);
    assert.equal((await director.state()).screen, 'home');
    assert.equal((await eventState(director)).notice, 'Round 1 · board 1: 0-1 added.');
    // The second result while the page is open, packed as a long game's code holds it (#z=:
    // deflate-raw of its key and JSON, web/offline.js; here packed by Node's zlib, the same format).
    await director.page.evaluate((h) => { window.location.hash = h; }, packed(links[1]));
    await waitFor(director, () => window.flagfall.state().home.event.boards.length === 2);
    await waitForIdle(director.page, 150);
    const event = await eventState(director);
    assert.deepEqual(event.boards.map((b) => [b.round, b.board, b.results.map((r) => r.outcome)]),
      [[1, 1, ['black-wins']], [1, 2, ['black-wins']]]);
    assert.equal(event.boards[1].results[0].reason, 'flag-fall');
    assert.match(event.boards[1].results[0].rule, /^USCF 11-/);
    const mirror = await director.page.locator('#mirror-content').textContent();
    assert.ok(mirror.includes('Round 1 · board 2'), mirror);
    await tableOnScreen(director, 844, 'event-table-phone-en');

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

    // On a desktop, in English and then in Spanish (chosen on Home); then on the phone again.
    await director.page.setViewportSize(DESKTOP.viewport);
    await tableOnScreen(director, DESKTOP.viewport.height, 'event-table-desktop-en');
    await tapAndSettle(director, 'event.close');
    await tapAndSettle(director, 'home.language.es');
    await director.page.waitForFunction(() => {
      const s = window.flagfall.state();
      return s.words.language === 'es' && s.words.complete;
    });
    await tapAndSettle(director, 'home.event');
    const spanish = await director.page.locator('#mirror-content').textContent();
    assert.ok(spanish.includes('Resultados del torneo') && spanish.includes('Ronda 1 · tablero 2'), spanish);
    await tableOnScreen(director, DESKTOP.viewport.height, 'event-table-desktop-es');
    await director.page.setViewportSize(PHONE_FAST.viewport);
    await tableOnScreen(director, 844, 'event-table-phone-es');
    assert.deepEqual(director.problems, []);
  } finally {
    await director.close();
  }
});
