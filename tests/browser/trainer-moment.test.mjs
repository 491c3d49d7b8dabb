// Issue 25 at the phone viewport: a question shows the moment it asks about, not its answer, and
// the feedback shows what the ruling did, before and after; the chips show names, never ids, and
// fit a 390 px screen. Screenshots: trainer-chips, trainer-rules-chips,
// trainer-question-before-ruling, trainer-feedback-after-ruling, trainer-question-before-toggle.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST } from './harness.mjs';
import { trainerState, tapTrainer } from './trainer-helpers.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

const view = (app, name) =>
  app.page.waitForFunction((v) => window.flagfall.state().trainer?.view === v, name);

// A bank scenario as a shared case's link: its file, compact, in base64url.
function caseLink(id) {
  const file = path.join(repoRoot, 'assets/scenarios', `${id}.json`);
  return '#case=' + Buffer.from(JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')))).toString('base64url');
}

// The chips drawn on screen: a name, never an id, whole, at a size still read at a glance: at
// least three quarters of the 20 px body font, 15 px (the two longest, "Summary Variation" and
// "Simultaneous claims", take 0.82 and 0.78 at 390 px).
function checkChips(chips, names) {
  const drawn = chips.filter((c) => names.has(c.id));
  assert.equal(drawn.length, names.size, JSON.stringify(chips));
  for (const chip of drawn) {
    const label = chip.text.replace(/^\u2713 /, '');
    assert.equal(label, names.get(chip.id), `${chip.id} shows its name`);
    assert.ok(chip.scale >= 0.75, `${chip.id} "${chip.text}" drawn at ${chip.scale} of the body size`);
  }
}

test('the chips show names, whole, at 390 px', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await app.tap('home.trainer');
    await view(app, 'menu');
    await tapTrainer(app, 'trainer.setup');
    await view(app, 'setup');
    await waitForIdle(app.page, 150);
    const rulesets = new Map([
      ['uscf-2020', 'USCF 2020'], ['uscf-earlier', 'USCF earlier'], ['uscf-summary', 'USCF summary'],
      ['uscf-summary-variation', 'Summary Variation'], ['scholastic-2018', 'Scholastic'],
      ['sacramento-2005', 'Sacramento'], ['fide-2023', 'FIDE 2023']]);
    const categories = new Map([
      ['king-adjacent', 'King next to king'], ['simultaneous-claims', 'Simultaneous claims'],
      ['promotion-pause', 'Promotion'], ['flag-fall', 'Flag fall'], ['mating-material', 'Mating material'],
      ['illegal-move', 'Illegal moves'], ['draw-claims', 'Draw claims'], ['penalties', 'Penalties'],
      ['setup', 'Set-up']]);
    let t = await trainerState(app);
    checkChips(t.chips, new Map([...rulesets, ...categories]));
    await app.screenshot('trainer-chips');

    await tapTrainer(app, 'trainer.setup.back');
    await tapTrainer(app, 'trainer.rules');
    await view(app, 'rules');
    await waitForIdle(app.page, 150);
    t = await trainerState(app);
    checkChips(t.chips, new Map([...rulesets].map(([id, name]) => [`rules.${id}`, name])));
    await app.screenshot('trainer-rules-chips');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('a question shows the clocks before the ruling; the feedback shows what it did', async () => {
  // A touch-move penalty under USCF 2020: one minute to Black, which the question must not show.
  const app = await openApp(session, PHONE_FAST, { fragment: caseLink('penalty-touch-move') });
  try {
    await view(app, 'question');
    await waitForIdle(app.page, 150);
    let q = (await trainerState(app)).question;
    assert.equal(q.ruleset, 'uscf-2020');
    assert.equal(q.timeline.step, q.timeline.steps - 1, 'the last step: the moment asked about');
    assert.equal(q.after_ruling, false);
    assert.equal(q.clocks.black.display, '0:59', 'Black\'s clock before the penalty');
    assert.equal(q.clocks.white.display, '0:59');
    assert.equal(q.timeline.happened.at(-1), 'The TD rules on White breaking touch-move');
    await app.screenshot('trainer-question-before-ruling');

    await tapTrainer(app, q.right_target);
    await app.page.waitForFunction(() => window.flagfall.state().trainer.question.answered);
    await waitForIdle(app.page, 150);
    q = (await trainerState(app)).question;
    assert.equal(q.feedback.ruling, 'Play on; one minute to Black');
    assert.equal(q.after_ruling, true);
    assert.equal(q.clocks.black.display, '1:59', 'after the ruling: the minute added');
    assert.equal(q.feedback.effect, 'Black\'s clock: 0:59 \u2192 1:59, one minute to Black.');
    await app.screenshot('trainer-feedback-after-ruling');

    await tapTrainer(app, 'trainer.scene.before');
    await app.page.waitForFunction(() => window.flagfall.state().trainer.question.after_ruling === false);
    await waitForIdle(app.page, 150);
    assert.equal((await trainerState(app)).question.clocks.black.display, '0:59');
    await app.screenshot('trainer-question-before-toggle');
    await tapTrainer(app, 'trainer.scene.after');
    await app.page.waitForFunction(() => window.flagfall.state().trainer.question.after_ruling === true);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
