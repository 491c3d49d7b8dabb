// The trainer on one screen: at 390x844 every question of the bank shows its choices without
// scrolling, in Spanish, whose texts run about a quarter longer than English's (the bank's
// situations and every choice; English's, shorter, were walked here until the bank was
// translated, and fit). Spanish's walk found "may" questions that did not, at the smallest board:
// such a board now takes the clocks beside it instead of above it. One page load; practice deals each matching scenario once before any comes again,
// so skipping through the deck visits the whole bank. Which lines a collapsed timeline shows and
// how it opens are native tests (tests/session/).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST } from './harness.mjs';
import { trainerState } from './trainer-helpers.mjs';

const BAR = 72;  // the trainer's bottom bar (TrainerFrame::kBarHeight)

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

test('the choices of every bank question are on screen at 390x844 without scrolling', async () => {
  const context = await session.browser.newContext({ ...PHONE_FAST, locale: 'es-ES' });
  const app = await openApp(session, PHONE_FAST, { context });
  try {
    await app.page.waitForFunction(() => window.flagfall.state().words.complete);
    await app.tap('home.trainer');
    await app.page.waitForFunction(() => window.flagfall.state().trainer?.view === 'menu');
    await waitForIdle(app.page, 150);
    await app.tap('trainer.practice');
    const first = await trainerState(app);
    assert.equal((await app.state()).words.language, 'es');
    const matching = first.matching;
    assert.equal(matching, first.bank.length, 'the default selection matches the whole bank');
    const seen = new Set();
    let card = null;
    for (let i = 0; i < matching; ++i) {
      await app.page.waitForFunction((c) => {
        const q = window.flagfall.state().trainer.question;
        return q && q.card !== c;
      }, card);
      await waitForIdle(app.page, 60);
      // On a busy machine the new question's layout may take a few frames more to settle; a
      // choice still off screen after that fails below.
      await app.page.waitForFunction(() => {
        const s = window.flagfall.state();
        return s.trainer.scroll.y === 0 && s.trainer.question.choices.every((c) => s.targets[c.target]);
      }, null, { timeout: 10000 }).catch(() => {});
      const state = await app.state();
      const { question: q, scroll } = state.trainer;
      card = q.card;
      seen.add(q.scenario);
      assert.equal(scroll.y, 0, `${q.scenario}: shown from the top`);
      assert.equal(q.timeline.open, false, `${q.scenario}: the timeline starts collapsed`);
      for (const c of q.choices) {
        const rect = state.targets[c.target];
        assert.ok(rect, `${q.scenario}: ${c.target} "${c.text}" is wholly on screen`);
        const [, y, , h] = rect;
        assert.ok(y >= 0 && y + h <= 844 - BAR, `${q.scenario}: ${c.target} at ${y}+${h}`);
      }
      await app.tap('trainer.next');
    }
    assert.equal(seen.size, matching, 'every scenario of the bank was asked');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
