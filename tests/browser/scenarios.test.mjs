// Scenarios people write and share (issue 13), at the phone viewport: a king-next-to-king case
// built in "Make a case" from the starting position with the seven rulings changing as the claim
// is added, saved, found under My scenarios (after a reload too) and answered; shared as a link
// and opened in a fresh page with the same question and ruling; a class set of five answered as a
// quiz (tests/browser/class-results.test.mjs); a corrupt link refused with its message. Screenshots: the editor
// with its rulings, the share sheet with its QR code, a class set's result.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST } from './harness.mjs';
import { openMine, trainerState, tapTrainer } from './trainer-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

const view = (app, name) =>
  app.page.waitForFunction((v) => window.flagfall.state().trainer?.view === v, name);

// Taps a square of the editor's board (the board is published whole, at the top).
async function tapSquare(app, square) {
  await app.tap(`square.${square}`);
  await waitForIdle(app.page, 60);
}

// 1.e4 e5 2.Ke2 Ke7 3.Ke3 Ke6 4.Kf3 Kf6 5.Kg4 Kg6 6.Kf5??: each move pressed with it.
const KING_WALK = ['e2e4', 'e7e5', 'e1e2', 'e8e7', 'e2e3', 'e7e6', 'e3f3', 'e6f6', 'f3g4', 'f6g6', 'g4f5'];

const editorOf = async (app) => (await trainerState(app)).editor;
const ruling = (editor, ruleset) => editor.rulings.find((r) => r.ruleset === ruleset);


test('make a king-next-to-king case, save it, answer it, share it and open the link elsewhere', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openMine(app);
    await tapTrainer(app, 'mine.new');
    await view(app, 'editor');
    let editor = await editorOf(app);
    assert.equal(editor.tab, 'position');
    assert.equal(editor.setup_fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    await tapTrainer(app, 'editor.tab.timeline');
    for (const move of KING_WALK) {
      await tapSquare(app, move.slice(0, 2));
      await tapSquare(app, move.slice(2));
    }
    editor = await editorOf(app);
    assert.equal(editor.steps.length, 22, JSON.stringify(editor.steps.slice(-3)));
    assert.equal(editor.steps.at(-2).text, 'White moves the king g4\u2013f5');
    assert.equal(editor.rulings.length, 7);
    for (const r of editor.rulings) assert.equal(r.outcome, 'play-on', r.ruleset);
    assert.equal(editor.actor, 'black');

    await tapTrainer(app, 'editor.claim');
    await tapTrainer(app, 'editor.claim.illegal-move');
    await app.page.waitForFunction(() => window.flagfall.state().trainer.editor.steps.length === 23);
    editor = await editorOf(app);
    assert.equal(editor.steps.at(-1).text, 'Black stops the clock and claims an illegal move');
    assert.equal(ruling(editor, 'uscf-2020').outcome, 'black-wins');
    assert.equal(ruling(editor, 'uscf-2020').rule, 'USCF 11-7d');
    assert.equal(ruling(editor, 'fide-2023').outcome, 'play-on');
    assert.equal(ruling(editor, 'fide-2023').differs, true);

    await tapTrainer(app, 'editor.tab.words');
    await tapTrainer(app, 'editor.title');
    await app.page.locator('#ask-text input').fill('Kings side by side');
    await app.page.locator('#ask-text input').press('Enter');
    await app.page.waitForFunction(() => window.flagfall.state().trainer.editor.title === 'Kings side by side');
    await tapTrainer(app, 'editor.save');
    await view(app, 'mine');
    let t = await trainerState(app);
    assert.deepEqual(t.mine.cases.map((c) => c.id), ['my-kings-side-by-side']);
    assert.equal(t.mine.cases[0].steps, 23);

    // My scenarios survive a reload.
    await app.page.reload();
    await app.page.waitForFunction(() => window.flagfall.ready && window.flagfall.state().frame >= 1);
    await openMine(app);
    t = await trainerState(app);
    assert.deepEqual(t.mine.cases.map((c) => c.title), ['Kings side by side']);

    await tapTrainer(app, 'mine.study.0');
    await view(app, 'question');
    const asked = (await trainerState(app)).question;
    assert.equal(asked.scenario, 'my-kings-side-by-side');
    assert.equal(asked.ruleset, 'uscf-2020');
    await tapTrainer(app, asked.right_target);
    await app.page.waitForFunction(() => window.flagfall.state().trainer.question.answered);
    const answered = (await trainerState(app)).question;
    assert.equal(answered.feedback.right, true);
    assert.equal(answered.feedback.comparison.length, 7, 'all seven rulings after answering');

    // Shared as a link: the page's address with the case in its fragment.
    await tapTrainer(app, 'study.mine');
    await view(app, 'mine');
    await tapTrainer(app, 'mine.share.0');
    await view(app, 'share');
    await tapTrainer(app, 'share.link');
    await app.page.waitForFunction(() => window.flagfall.exports.length > 0);
    const shared = (await app.page.evaluate(() => window.flagfall.exports.at(-1))).text;
    assert.match(shared, /^http:\/\/127\.0\.0\.1:\d+\/#case=[A-Za-z0-9_-]+$/);

    // A corrupt link changes nothing and says what is wrong (opened in the same page: hashchange).
    await app.page.evaluate(() => { window.location.hash = '#case=eyJpZCI6'; });
    await app.page.waitForFunction(() => window.flagfall.state().trainer.notice.startsWith('This link'));
    t = await trainerState(app);
    assert.equal(t.view, 'menu');
    assert.equal(t.notice,
      'This link cannot be opened: the link is damaged or cut short: its data is not readable JSON.');
    assert.equal(t.mine.cases.length, 1, 'My scenarios unchanged');
    assert.equal(await app.page.evaluate(() => window.location.hash), '', 'the link left the address');

    // A student opens the link on another phone: the same question, the same ruling.
    const student = await openApp(session, PHONE_FAST, { fragment: shared.slice(shared.indexOf('#')) });
    try {
      await view(student, 'question');
      const q = (await trainerState(student)).question;
      assert.equal(q.scenario, asked.scenario);
      assert.equal(q.prompt, asked.prompt);
      assert.deepEqual(q.choices.map((c) => c.text).sort(), asked.choices.map((c) => c.text).sort());
      await tapTrainer(student, q.right_target);
      await student.page.waitForFunction(() => window.flagfall.state().trainer.question.answered);
      const seen = (await trainerState(student)).question.feedback;
      assert.equal(seen.ruling, answered.feedback.ruling);
      assert.equal(seen.rule, 'USCF 11-7d');
      await tapTrainer(student, 'trainer.shared.save');
      await student.page.waitForFunction(() => window.flagfall.state().trainer.mine.cases.length === 1);
      assert.deepEqual(student.problems, []);
    } finally {
      await student.close();
    }
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

test('screenshots: the editor with its rulings, and the share sheet with its QR code', async () => {
  const app = await openApp(session, PHONE_FAST);
  try {
    await openMine(app);
    await tapTrainer(app, 'mine.new');
    await view(app, 'editor');
    // Kings, a black rook on a8, the white king from e4 to e5 next to the black king on d6.
    await tapTrainer(app, 'board.paste');
    await app.page.locator('#ask-text input').fill('r7/8/3k4/8/4K3/8/8/7R w - - 0 40');
    await app.page.locator('#ask-text input').press('Enter');
    await app.page.waitForFunction(() => window.flagfall.state().trainer.editor.setup_fen.startsWith('r7/'));
    await tapTrainer(app, 'editor.tab.timeline');
    await tapSquare(app, 'e4');
    await tapSquare(app, 'e5');
    await tapTrainer(app, 'editor.claim');
    await tapTrainer(app, 'editor.claim.illegal-move');
    await app.page.waitForFunction(() => window.flagfall.state().trainer.editor.steps.length === 3);
    await waitForIdle(app.page, 150);
    await app.screenshot('scenarios-editor');
    // Scrolled down: the rulings and the timeline's steps, the last one open for its time.
    await app.page.mouse.move(195, 400);
    await app.page.mouse.wheel(0, 400);
    await app.page.waitForFunction(() => window.flagfall.state().trainer.scroll.y > 0);
    await waitForIdle(app.page, 150);
    await app.screenshot('scenarios-editor-timeline');
    await tapTrainer(app, 'editor.save');
    await view(app, 'mine');
    await tapTrainer(app, 'mine.share.0');
    await view(app, 'share');
    await waitForIdle(app.page, 150);
    const share = (await trainerState(app)).share;
    assert.ok(share.qr > 0, `a QR code for a ${share.link.length}-character link`);
    assert.ok((await app.state()).targets['share.qr'], 'the code is on screen');
    await app.screenshot('scenarios-share');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
