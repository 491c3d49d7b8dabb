// The round trip: a game played on the live clock in the browser, exported from the game record
// as a scenario file, and ruled again by the command-line adjudicator, gives the same ruling.
// Also the record as a list and as text to share.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST } from './harness.mjs';
import {
  clockState, liveState, openLive, startGame, openClaim, claim, tapAndSettle, confirmClaim, waitFor,
  waitForPopup, waitForTarget, hold, closeRuling, press, sleep,
} from './live-helpers.mjs';
import { tapTrainer } from './trainer-helpers.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The native command-line tool: FLAGFALL_ARBITER, or the test command's native build, or a
// developer's build folder.
function arbiterPath() {
  const candidates = [process.env.FLAGFALL_ARBITER, path.join(repoRoot, 'build/native/src/tools/flagfall-arbiter'),
    path.join(repoRoot, 'build-live/src/tools/flagfall-arbiter')].filter(Boolean);
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error(`flagfall-arbiter not found (tried ${candidates.join(', ')}); build natively first`);
  return found;
}

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

async function exportScenario(app) {
  await tapAndSettle(app, 'clock.more');
  await tapAndSettle(app, 'menu.record');
  await waitForPopup(app, 'record');
  await waitForIdle(app.page, 150);
  const count = await app.page.evaluate(() => window.flagfall.exports.length);
  await tapAndSettle(app, 'record.export');
  await waitFor(app, (n) => window.flagfall.exports.length > n, count);
  return app.page.evaluate(() => window.flagfall.exports[window.flagfall.exports.length - 1]);
}

function adjudicate(scenarioText) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flagfall-roundtrip-'));
  const file = path.join(dir, 'game.json');
  fs.writeFileSync(file, scenarioText);
  try {
    const out = execFileSync(arbiterPath(), ['adjudicate', file], { encoding: 'utf8' });
    return out.trim().split('\n');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function openDirector(app) {
  await tapAndSettle(app, 'clock.more');
  await hold(app, 'menu.director', 1300);
  await waitForPopup(app, 'director');
  await waitForIdle(app.page, 150);
}

test('uscf-2020: a game with a penalty and an illegal-move claim, exported and re-ruled identically', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, 'uscf-2020', '1+0');
    await startGame(app);
    await press(app, 'white');
    await press(app, 'black');
    await press(app, 'white');
    // The director gives White's opponent a minute for two hands, then restarts the clock.
    await openDirector(app);
    await tapAndSettle(app, 'director.stop');
    await tapAndSettle(app, 'director.against.white');
    await tapAndSettle(app, 'director.penalty.two-hands');
    await waitForPopup(app, 'ruling');
    await closeRuling(app);
    await tapAndSettle(app, 'clock.pause');  // Resume
    await waitFor(app, () => window.flagfall.state().clock.phase === 'running');
    await press(app, 'black');
    // Black's king went next to White's: White claims, but has only a king and knight.
    await openClaim(app);
    await claim(app, 'white', 'illegal');
    await tapAndSettle(app, 'kind.king-next-to-king');
    await tapAndSettle(app, 'material.white.knight');
    await confirmClaim(app);
    await closeRuling(app);
    const clock = await clockState(app);
    assert.equal(clock.live.outcome, 'draw');
    assert.equal(clock.live.reason, 'illegal-move-insufficient-material');
    assert.ok(clock.black.remaining_ms > 60000, 'the penalty minute is in Black\'s time');

    // The record: every event with its time.
    await tapAndSettle(app, 'clock.more');
    await tapAndSettle(app, 'menu.record');
    await waitForPopup(app, 'record');
    await waitForIdle(app.page, 200);
    await app.screenshot('live-record');
    const record = clock.live.record;
    assert.ok(record.filter((l) => /pressed the clock/.test(l.text)).length >= 3, 'the presses');
    assert.ok(record.some((l) => l.rule === 'USCF 11-4' && /using two hands/.test(l.text)), 'the penalty with its rule');
    assert.ok(record.some((l) => /Reported: White has king, knight/.test(l.text)), 'what the players reported');
    assert.ok(record.some((l) => l.rule === 'USCF 11-8d'), 'the ruling with its rule');
    for (let i = 1; i < record.length; i++) assert.ok(record[i].t >= record[i - 1].t, 'in time order');
    await tapAndSettle(app, 'record.close');
    await waitForPopup(app, 'none');

    const file = await exportScenario(app);
    assert.equal(file.kind, 'download');
    assert.equal(file.name, 'flagfall-game.json');
    const scenario = JSON.parse(file.text);
    assert.deepEqual(scenario.rulesets, ['uscf-2020']);
    assert.equal(scenario.setup.time_control, '1+0');
    assert.equal(scenario.category, 'king-adjacent');
    const lines = adjudicate(file.text);
    assert.equal(lines.length, 1);
    assert.equal(lines[0], clock.live.ruling_json, 'the command-line adjudicator rules the export as the live clock did');
    const ruled = JSON.parse(lines[0]);
    assert.equal(ruled.outcome, 'draw');
    assert.equal(ruled.white_ms, clock.white.remaining_ms);
    assert.equal(ruled.black_ms, clock.black.remaining_ms);

    // The record as text to share.
    await tapAndSettle(app, 'record.share');
    const shared = await app.page.evaluate(() => window.flagfall.exports[window.flagfall.exports.length - 1]);
    assert.equal(shared.kind, 'share');
    assert.match(shared.text, /Result: ½-½ \(Draw: illegal move, but no mating material\)/);
    assert.match(shared.text, /\d+:\d\d {2}White pressed the clock/);

    // Studied in the trainer: the arbiter's ruling is the right answer, and it is not scored.
    await tapAndSettle(app, 'record.study');
    await waitFor(app, () => window.flagfall.state().trainer?.question?.scenario === 'live-game');
    let trainer = (await app.state()).trainer;
    assert.equal(trainer.mode, 'study');
    assert.equal(trainer.question.ruleset, 'uscf-2020');
    const right = trainer.question.choices.find((c) => c.target === trainer.question.right_target);
    assert.match(right.text, /[Dd]raw/);
    await tapTrainer(app, trainer.question.right_target);
    await waitFor(app, () => window.flagfall.state().trainer.question.answered === true);
    trainer = (await app.state()).trainer;
    assert.equal(trainer.question.feedback.right, true);
    assert.equal(trainer.progress.answered, 0, 'a studied game is not counted in the progress');
    await app.screenshot('live-study');
    await tapTrainer(app, 'trainer.back-to-clock');
    await waitFor(app, () => window.flagfall.state().screen === 'clock');
    assert.equal((await clockState(app)).live.ruling_json, clock.live.ruling_json, 'the game is still there');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('fide-2023: an illegal move (a minute, play on) then a time claim, exported and re-ruled identically', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openLive(app, 'fide-2023', '3+2');
    await tapAndSettle(app, 'clock.control');
    await tapAndSettle(app, 'picker.custom');
    await app.page.locator('#ask-text input').fill('6s+0');
    await app.page.locator('#ask-text input').press('Enter');
    await waitFor(app, () => window.flagfall.state().clock.control === '6s+0');
    await waitForPopup(app, 'none');
    await startGame(app);
    await press(app, 'white');
    await press(app, 'black');
    await openClaim(app);
    await claim(app, 'white', 'illegal');
    await tapAndSettle(app, 'kind.other');
    await confirmClaim(app);
    let live = await liveState(app);
    assert.equal(live.reason, 'illegal-move-penalty');
    await closeRuling(app);  // Play on: Black moves again
    await waitFor(app, () => window.flagfall.state().clock.running === 'black');
    await sleep(200);
    await press(app, 'black');
    // White has the extra minute; Black's few seconds run out.
    await press(app, 'white');
    await waitFor(app, () => window.flagfall.state().clock.black.flag_at !== null, null, 10000);
    await openClaim(app);
    await claim(app, 'white', 'time');
    await confirmClaim(app);
    const clock = await clockState(app);
    live = clock.live;
    assert.equal(live.outcome, 'white-wins');
    assert.equal(live.reason, 'flag-fall');
    await closeRuling(app);
    const file = await exportScenario(app);
    const lines = adjudicate(file.text);
    assert.equal(lines[0], live.ruling_json);
    assert.equal(JSON.parse(lines[0]).black_ms, 0);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
